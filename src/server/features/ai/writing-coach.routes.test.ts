import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { researchSavedArticles } from '../../db/schema/research';
import { COACH_ESSAY, coachSavedArticleRows } from '../../../testing/fixtures/coach-library';

/**
 * The writing coach on the offline engine, against an essay with a saved and analysed article: the suggestion
 * coaches (questions, plan) instead of writing filler, and its evidence cards quote and cite the student's article.
 */
let t: TestApp;
let cookie: string;
let userId: string;
let essayId: string;

const PAPER = [
  'Abstract',
  'This study examines adolescents and their use of social media.',
  'Results',
  'Adolescents who used social media for more than three hours a day reported more symptoms of depression and anxiety than peers who used it less.',
  'Heavy nightly use was linked with shorter sleep among the teenagers in the sample.',
  'References',
  'Smith, J. (2018). Screens and sleep. Journal of Youth Studies, 3, 1-10.',
].join('\n');

const section = (id: string, heading: string, start: string, end: string, page: number) => ({
  id,
  heading,
  summary: '',
  aiSummary: '',
  sectionStart: start,
  sectionEnd: end,
  pageNumber: page,
  keyFindings: [],
  prompt_relevance: 5,
  thesis_relevance: 5,
  brainstorm_relevance: {},
});

const currentEssay = () => ({
  id: essayId,
  title: 'Social media and teens',
  prompt: 'Evaluate how social media use affects the mental health of teenagers.',
  thesis_statement:
    'Heavy social media use harms teenagers’ mental health because it deepens depression and disrupts sleep.',
  brainstorm_ideas: ['depression and anxiety', 'sleep disruption'],
  current_phase: 'writing',
  draft_sections: { introduction: { content: '' }, body: { content: '' }, conclusion: { content: '' } },
});

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: '10.91.0.1',
  });
  const { user } = (await res.json()) as { user: { id: string } };
  userId = user.id;
  cookie = sessionCookie(res);
  await t.deps.database.query("UPDATE users SET subscription_status = 'active' WHERE id = $1", [userId]);
  const created = await t.request('/api/essays', {
    method: 'POST',
    json: { title: 'Social media and teens' },
    cookie,
  });
  essayId = ((await created.json()) as { essay: { id: string } }).essay.id;
  await t.deps.database.db.insert(researchSavedArticles).values({
    id: 'sa-1',
    essayId,
    userId,
    workId: 'SL00042',
    title: 'Social Media Use and Adolescent Depression',
    displayName: 'Social Media Use and Adolescent Depression',
    authors: 'Maria Keller, Tom Brandt',
    year: 2021,
    extractedText: PAPER,
    sections: [
      section('s1', 'Results', 'Results', 'in the sample.', 4),
      section('s2', 'References', 'References', '1-10.', 9),
    ],
    sectionsAnalyzed: true,
    relationAnalysis: {
      prompt_relation: {
        relevance_type: 'high',
        relevance_score: 8,
        specific_relevance_explanation: '',
        content_mismatch: false,
      },
      thesis_relation: null,
      brainstorm_relation: null,
      analysis_status: 'completed',
      last_analyzed: null,
      analysis_errors: [],
    },
    analysisStatus: 'completed',
  } as typeof researchSavedArticles.$inferInsert);
});
afterAll(async () => {
  await t.close();
});

interface SuggestionBody {
  success: boolean;
  suggestion: string;
  mode: string;
  questions: string[];
  plan: string[];
  evidence: Array<{ articleId: string; quote: string; citation: string; section: string; relevance: number }>;
}

const suggest = async (sectionType: string, extra: Record<string, unknown> = {}) => {
  const res = await t.request('/api/ai-writing-helper/writing-suggestions', {
    method: 'POST',
    json: { sectionType, currentEssay: currentEssay(), existingContent: '', ...extra },
    cookie,
    ip: '10.91.0.2',
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SuggestionBody;
};

describe('writing suggestions from the student’s research', () => {
  it('offers evidence cards that quote and cite the saved, analysed article (never its references)', async () => {
    const body = await suggest('body', { outlinePoint: 'Heavy use deepens depression and anxiety.' });
    expect(body.evidence.length).toBeGreaterThan(0);
    const top = body.evidence[0]!;
    expect(top.articleId).toBe('SL00042');
    expect(top.quote).toMatch(/depression and anxiety/);
    expect(top.citation).toBe('(Keller & Brandt, 2021, p. 4)');
    expect(body.evidence.every((e) => e.section !== 'References')).toBe(true);
    expect(body.plan.join(' ')).toContain('(Keller & Brandt, 2021, p. 4)');
  });

  it('cites in the essay’s style', async () => {
    const body = await suggest('body', { citationStyle: 'mla' });
    expect(body.evidence[0]?.citation).toBe('(Keller and Brandt 4)');
  });

  it('coaches offline: questions and a plan, no filler sentences or bracket scaffolds as the student’s text', async () => {
    for (const sectionType of ['introduction', 'body', 'conclusion']) {
      const body = await suggest(sectionType);
      expect(body.mode).toBe('coach');
      expect(body.questions.length).toBeGreaterThan(0);
      expect(body.plan.length).toBeGreaterThan(0);
      expect(body.suggestion).not.toMatch(
        /raises questions that matter|\[Add evidence|\[Explain how|In conclusion, the evidence supports/,
      );
      expect(body.suggestion).not.toContain(
        currentEssay().thesis_statement.charAt(0).toLowerCase() + currentEssay().thesis_statement.slice(1),
      );
    }
  });

  it('offers no evidence for another user’s essay id (404, nothing leaks)', async () => {
    const other = await t.request('/api/accounts/register', {
      method: 'POST',
      json: registrationForm(),
      ip: '10.91.0.3',
    });
    const otherId = ((await other.json()) as { user: { id: string } }).user.id;
    await t.deps.database.query("UPDATE users SET subscription_status = 'active' WHERE id = $1", [otherId]);
    const res = await t.request('/api/ai-writing-helper/writing-suggestions', {
      method: 'POST',
      json: { sectionType: 'body', currentEssay: currentEssay() },
      cookie: sessionCookie(other),
      ip: '10.91.0.4',
    });
    expect(res.status).toBe(404);
  });
});

describe('the writing helper chat', () => {
  const ask = async (
    message: string,
    essay: Record<string, unknown> = currentEssay(),
    extra: Record<string, unknown> = {},
  ) => {
    const res = await t.request('/api/ai-writing-helper/chat', {
      method: 'POST',
      json: {
        message,
        currentEssay: essay,
        savedArticles: [{ id: 'sa-1', title: 'Social Media Use and Adolescent Depression' }],
        ...extra,
      },
      cookie,
      ip: '10.91.0.5',
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { response: string; category: string }).response;
  };

  it('answers a drafting question with the coach and the passages of the saved, analysed article', async () => {
    const r = await ask('How do I write my body paragraphs?');
    expect(r).toMatch(/\*\*Paragraph plan\*\*/);
    expect(r).toMatch(
      /“Adolescents who used social media for more than three hours a day.*” \(Keller & Brandt, 2021, p\. 4\)/,
    );
    expect(r).not.toMatch(/In conclusion, the evidence supports|\[Add evidence|\[Explain how/);
    const mla = await ask('How do I write my body paragraphs?', currentEssay(), { citationStyle: 'mla' });
    expect(mla).toContain('(Keller and Brandt 4)');
  });

  it('grades a draft of placeholders with the Complete Essay checks, without praise', async () => {
    const essay = {
      ...currentEssay(),
      target_length: '500-1000',
      draft_sections: {
        introduction: {
          content: 'Social media matters. [State your thesis: your position and two or three reasons.]',
        },
        body: {
          content: 'Depression rises. [Add evidence: a statistic, study or example with its citation.]',
        },
        conclusion: { content: '[Draw your main reasons together in one sentence.]' },
      },
    };
    const r = await ask('Grade my writing', essay);
    expect(r).toMatch(/3 placeholders left/);
    expect(r).toMatch(/1 of 1 body paragraph cite no source \(you have 1 saved article\)/);
    expect(r).toMatch(/At least 500 words \(target 500-1000\)/);
    expect(r).not.toMatch(/Strengths/);
  });

  it('rejects an unknown citation style with a clear 400', async () => {
    const res = await t.request('/api/ai-writing-helper/chat', {
      method: 'POST',
      json: {
        message: 'How do I write my body paragraphs?',
        currentEssay: currentEssay(),
        citationStyle: 'harvard',
      },
      cookie,
      ip: '10.91.0.5',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('citationStyle must be apa, mla or chicago.');
  });

  it('answers “which of my saved articles should I use?” from the stored scores, not what the client claims', async () => {
    await t.deps.database.db.insert(researchSavedArticles).values({
      id: 'sa-2',
      essayId,
      userId,
      workId: 'SL00099',
      title: 'Soil Microbes after Tillage',
      displayName: 'Soil Microbes after Tillage',
      authors: 'Ines Ortega',
      year: 2019,
      extractedText: 'Soil microbes recover slowly after tillage.',
      sections: [],
      sectionsAnalyzed: true,
      relationAnalysis: {
        prompt_relation: {
          relevance_type: 'none',
          relevance_score: 0.4,
          specific_relevance_explanation: '',
          content_mismatch: true,
        },
        thesis_relation: null,
        brainstorm_relation: null,
        analysis_status: 'completed',
        last_analyzed: null,
        analysis_errors: [],
      },
      analysisStatus: 'completed',
    } as typeof researchSavedArticles.$inferInsert);
    const r = await ask('Which of my saved articles should I use?', currentEssay(), {
      savedArticles: [
        { id: 'sa-1', title: 'Social Media Use and Adolescent Depression', relevanceScore: 0 },
        { id: 'sa-2', title: 'Soil Microbes after Tillage', relevanceScore: 10 },
      ],
    });
    expect(r).toMatch(
      /“Social Media Use and Adolescent Depression” scores highest against your prompt \(8\/10\)/,
    );
  });
});

describe('three saved, analysed articles: two relevant, one not', () => {
  let libraryEssayId: string;
  const essay = () => ({
    id: libraryEssayId,
    title: COACH_ESSAY.title,
    prompt: COACH_ESSAY.prompt,
    thesis_statement: COACH_ESSAY.thesis,
    brainstorm_ideas: COACH_ESSAY.ideas,
    current_phase: 'writing',
    draft_sections: { introduction: { content: '' }, body: { content: '' }, conclusion: { content: '' } },
  });

  beforeAll(async () => {
    const created = await t.request('/api/essays', {
      method: 'POST',
      json: { title: COACH_ESSAY.title },
      cookie,
    });
    libraryEssayId = ((await created.json()) as { essay: { id: string } }).essay.id;
    await t.deps.database.db
      .insert(researchSavedArticles)
      .values(
        coachSavedArticleRows(libraryEssayId, userId) as Array<typeof researchSavedArticles.$inferInsert>,
      );
  });

  it('the suggestion’s evidence ranks passages of both relevant articles, capped per article, none of the other', async () => {
    for (const sectionType of ['introduction', 'body', 'conclusion']) {
      const res = await t.request('/api/ai-writing-helper/writing-suggestions', {
        method: 'POST',
        json: { sectionType, currentEssay: essay(), citationStyle: 'mla' },
        cookie,
        ip: '10.91.0.6',
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as SuggestionBody;
      const ids = body.evidence.map((e) => e.articleId);
      expect(new Set(ids)).toEqual(new Set(['SL-DEP', 'SL-SLEEP']));
      expect(ids.filter((id) => id === 'SL-DEP').length).toBeLessThanOrEqual(3);
      expect(body.evidence.map((e) => e.relevance)).toEqual(
        [...body.evidence.map((e) => e.relevance)].sort((a, b) => b - a),
      );
      for (const e of body.evidence)
        expect(e.citation).toMatch(
          e.articleId === 'SL-DEP' ? /^\(Keller and Brandt \d+\)$/ : /^\(Lee and Ortiz 3\)$/,
        );
      const guidance = [...body.questions, ...body.plan].join('\n');
      expect(guidance).toMatch(/Keller and Brandt/);
      expect(guidance).toMatch(/Lee and Ortiz/);
      expect(guidance).not.toMatch(/Ortega|Soil/);
    }
  });

  it('the chat’s outline gives each reason a passage of the article that speaks to it, cited', async () => {
    const res = await t.request('/api/ai-writing-helper/chat', {
      method: 'POST',
      json: { message: 'How to improve my outline', currentEssay: essay(), citationStyle: 'apa' },
      cookie,
      ip: '10.91.0.7',
    });
    expect(res.status).toBe(200);
    const r = ((await res.json()) as { response: string }).response;
    expect(r).toMatch(
      /Body paragraph — Depression and anxiety \(evidence: “[^”]+” \(Keller & Brandt, 2021, p\. \d\)\)/,
    );
    expect(r).toMatch(/Body paragraph — Sleep disruption \(evidence: “[^”]+” \(Lee & Ortiz, 2020, p\. 3\)\)/);
    expect(r).not.toMatch(/Ortega|Soil Microbes/);
  });

  it('the chat’s drafting answer quotes both relevant articles', async () => {
    const res = await t.request('/api/ai-writing-helper/chat', {
      method: 'POST',
      json: { message: 'How do I write my body paragraphs?', currentEssay: essay() },
      cookie,
      ip: '10.91.0.7',
    });
    expect(res.status).toBe(200);
    const r = ((await res.json()) as { response: string }).response;
    expect(r).toMatch(/\(Keller & Brandt, 2021, p\. \d\)/);
    expect(r).toMatch(/\(Lee & Ortiz, 2020, p\. 3\)/);
    expect(r).not.toMatch(/Ortega|Soil Microbes/);
  });
});
