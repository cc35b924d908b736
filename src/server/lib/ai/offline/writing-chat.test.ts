import { describe, expect, it } from 'vitest';
import { writingHelperInputSchema, type EvidenceCard } from '../../../../shared/schemas/ai';
import { NURSING_ESSAY } from '../../../../testing/fixtures/essays';
import { classifyWritingQuestion, draftingTarget, writingHelperOffline } from './writing-chat';

describe('writing helper (offline)', () => {
  const ask = (message: string, extra: Record<string, unknown> = {}) =>
    writingHelperOffline(writingHelperInputSchema.parse({ message, essay: NURSING_ESSAY, ...extra }));

  it.each([
    ['Grade my writing', 'grading'],
    ['Help with my thesis', 'thesis'],
    ['Research help', 'research'],
    ['How to improve my outline', 'outline'],
    ['How do I start my introduction?', 'drafting'],
    ['What is the meaning of life?', 'general'],
  ])('classifies “%s” as %s', (message, category) => {
    expect(classifyWritingQuestion(message)).toBe(category);
  });

  it('grades mechanically with word counts per section', () => {
    const r = ask('Grade my writing');
    expect(r.categoryName).toBe('Grading & Feedback');
    expect(r.response).toMatch(/Introduction \d+, Body \d+, Conclusion \d+/);
    expect(r.response).toMatch(/Readability/);
  });

  it('builds an outline from the brainstorm ideas', () => {
    const r = ask('How to improve my outline');
    for (const idea of NURSING_ESSAY.ideas) expect(r.response).toContain(idea);
    expect(r.response).toMatch(/Counterargument/);
  });

  it('honours a category hint', () => {
    expect(ask('anything', { category: 'prompt' }).category).toBe('prompt');
  });

  it('states its limits for open questions', () => {
    expect(ask('What is the meaning of life?').response).toMatch(
      /offline tutor, so I answer only from your study material/,
    );
  });
});

describe('grade my writing (offline)', () => {
  const grade = (sections: Record<string, string>, extra: Record<string, unknown> = {}) =>
    writingHelperOffline(
      writingHelperInputSchema.parse({
        message: 'Grade my writing',
        essay: { ...NURSING_ESSAY, sections, ...extra },
        ...extra,
      }),
    ).response;

  // A draft made of the old filler templates: bracket placeholders where the student's evidence and analysis belong.
  const SCAFFOLDED = {
    introduction:
      'Nurse staffing raises questions that matter well beyond the classroom. Debates about staffing ratios are central to health care, and the answer shapes real decisions. [State your thesis: your position and two or three reasons.]',
    body: 'Higher ratios increase mortality. [Add evidence: a statistic, study or example with its citation.] [Explain how this supports your thesis.]\n\nMissed care harms patients. [Add evidence: a statistic, study or example with its citation.] [Explain how this supports your thesis.]',
    conclusion:
      'In conclusion, [restate your thesis in new words]. [Draw your main reasons together in one sentence.]',
  };

  it('does not praise a draft full of bracket placeholders: the checklist says what is unfinished', () => {
    const r = grade(SCAFFOLDED);
    expect(r).toMatch(/\*\*Not ready to submit\*\* — \d of \d checks fail/);
    expect(r).toMatch(/No unfinished scaffolds or \[bracket\] placeholders: 7 placeholders left/);
    expect(r).not.toMatch(/Strengths/);
    expect(r).toMatch(/bracketed placeholders are not writing yet/);
  });

  it('counts citations when the student has saved articles, and the length against the essay’s target', () => {
    const saved = {
      savedArticles: [
        { title: 'Hospital nurse staffing and patient mortality', authors: 'Aiken LH', year: 2002 },
      ],
    };
    const r = writingHelperOffline(
      writingHelperInputSchema.parse({
        message: 'Grade my writing',
        essay: { ...NURSING_ESSAY, targetLength: '1500-2000' },
        ...saved,
      }),
    ).response;
    expect(r).toMatch(
      /Every body paragraph cites a source: 3 of 3 body paragraphs cite no source \(you have 1 saved article\)/,
    );
    expect(r).toMatch(
      /At least 1500 words \(target 1500-2000\): \d+ words: \d+ short of the 1500-word minimum/,
    );
  });

  it('credits a finished draft: all checks pass, then strengths and improvements of the student’s own words', () => {
    const r = grade(NURSING_ESSAY.sections, { targetLength: '250-500' });
    expect(r).toMatch(/\*\*Checklist:\*\* all 3 checks pass/);
    expect(r).toMatch(/\*\*Strengths:\*\*/);
    expect(r).not.toMatch(/Not ready/);
  });
});

describe('drafting questions get the coach (offline), never filler text', () => {
  const card: EvidenceCard = {
    id: 'sa-1#s1#0',
    articleId: 'W1',
    articleTitle: 'Hospital nurse staffing and patient mortality',
    section: 'Results',
    quote:
      'Each additional patient per nurse was associated with a 7% increase in the likelihood of dying within 30 days of admission.',
    page: 4,
    relevance: 8.2,
    citation: '(Aiken et al., 2002, p. 4)',
  };
  const draft = (message: string, evidence: EvidenceCard[] = []) =>
    writingHelperOffline(
      writingHelperInputSchema.parse({
        message,
        essay: { ...NURSING_ESSAY, sections: { introduction: '', body: '', conclusion: '' } },
        evidence,
      }),
    );

  it.each([
    ['How should I end my conclusion?', 'conclusion'],
    ['Help me write the intro', 'introduction'],
    ['How do I start writing?', 'introduction'],
  ])('“%s” is about the %s', (message, section) => {
    expect(
      draftingTarget(message, {
        ...NURSING_ESSAY,
        sections: { introduction: '', body: '', conclusion: '' },
      } as never),
    ).toBe(section);
  });

  it('answers with questions, a paragraph plan and the student’s evidence with its citation', () => {
    const r = draft('How do I write my body paragraphs?', [card]);
    expect(r.category).toBe('drafting');
    expect(r.response).toMatch(/^\*\*Body:\*\*/);
    expect(r.response).toMatch(/\*\*Questions to answer\*\*\n- /);
    expect(r.response).toMatch(/\*\*Paragraph plan\*\*\n1\. Paragraph 1 — topic sentence/);
    expect(r.response).toMatch(
      /- “Each additional patient per nurse was associated with a 7% increase.*” \(Aiken et al\., 2002, p\. 4\) — Hospital nurse staffing and patient mortality, Results/,
    );
  });

  it.each(['introduction', 'body', 'conclusion'])(
    'writes no filler sentence or bracket scaffold for the %s',
    (section) => {
      const r = draft(`How do I write the ${section}?`).response;
      expect(r).not.toMatch(
        /In conclusion, the evidence supports|raises questions that matter|Debates about|\[Add evidence|\[Explain how|A starting point you can adapt/,
      );
      expect(r).not.toMatch(/\[[^\]]{2,}\]/);
      expect(r).toMatch(/no analysed passages yet/);
    },
  );
});
