import { describe, expect, it } from 'vitest';
import { coachSection } from '../../lib/ai/offline/writing-coach';
import type { EssayContext } from '../../../shared/schemas/ai';
import { COACH_ESSAY, coachSavedArticles } from '../../../testing/fixtures/coach-library';
import { evidenceQuery, rankEvidence } from './essay-evidence';

/**
 * The writing coach's evidence across all of an essay's analysed articles: three saved articles, two on the essay's
 * concepts (depression, sleep) and one not (soil microbes). The depression paper alone has enough on-topic passages
 * to fill the list.
 */
const essay: EssayContext = {
  ...COACH_ESSAY,
  essayType: 'academic',
  writingStyle: 'argumentative',
  sections: { introduction: '', body: '', conclusion: '' },
};

const articles = coachSavedArticles();
const byArticle = (cards: ReturnType<typeof rankEvidence>) => {
  const n = new Map<string, number>();
  for (const c of cards) n.set(c.articleId, (n.get(c.articleId) ?? 0) + 1);
  return n;
};

describe('evidence across the essay’s analysed articles', () => {
  for (const [section, point] of [
    ['body', ''],
    ['body', 'Heavy use deepens depression and anxiety.'],
    ['introduction', ''],
    ['conclusion', ''],
  ] as const) {
    it(`${section}${point ? ' (outline point)' : ''}: both relevant articles, capped, none from the unrelated one`, () => {
      const cards = rankEvidence(articles, evidenceQuery(essay, section, point), 'apa');
      const n = byArticle(cards);
      expect(n.get('SL-DEP')).toBeGreaterThan(0);
      expect(n.get('SL-SLEEP')).toBeGreaterThan(0);
      expect(n.has('SL-SOIL')).toBe(false);
      // at most half of the list (6) from one article
      expect(Math.max(...n.values())).toBeLessThanOrEqual(3);
      // ranked: best passage first
      expect(cards.map((c) => c.relevance)).toEqual([...cards.map((c) => c.relevance)].sort((a, b) => b - a));
    });
  }

  it('without the cap the depression paper would fill the list (the fixture proves the cap)', () => {
    // with room for 20 the cap is 10: the six best passages by score alone are five of Keller & Brandt's
    const cards = rankEvidence(articles, evidenceQuery(essay, 'body', ''), 'apa', 20);
    expect(byArticle(cards.slice(0, 6)).get('SL-DEP')).toBeGreaterThanOrEqual(5);
    expect(byArticle(cards).has('SL-SOIL')).toBe(false);
  });

  it('cites each article in the essay’s citation style', () => {
    const cite = (style: 'apa' | 'mla' | 'chicago') =>
      new Map(
        rankEvidence(articles, evidenceQuery(essay, 'body', ''), style).map((c) => [
          c.articleId,
          c.citation.replace(/,? (p\. )?\d+\)$/, ')'),
        ]),
      );
    expect(cite('apa')).toEqual(
      new Map([
        ['SL-DEP', '(Keller & Brandt, 2021)'],
        ['SL-SLEEP', '(Lee & Ortiz, 2020)'],
      ]),
    );
    expect(cite('mla')).toEqual(
      new Map([
        ['SL-DEP', '(Keller and Brandt)'],
        ['SL-SLEEP', '(Lee and Ortiz)'],
      ]),
    );
    expect(cite('chicago')).toEqual(
      new Map([
        ['SL-DEP', '(Keller and Brandt 2021)'],
        ['SL-SLEEP', '(Lee and Ortiz 2020)'],
      ]),
    );
  });

  it('a passage sharing one incidental word with the query is no evidence', () => {
    const cards = rankEvidence(articles, 'mental health of teenagers and soil', 'apa');
    expect(cards.every((c) => c.articleId !== 'SL-SOIL' || /microb|tillage|soil/i.test(c.quote))).toBe(true);
    expect(rankEvidence(articles, 'Mental health', 'apa').some((c) => c.articleId === 'SL-SOIL')).toBe(false);
  });
});

describe('the offline coach with several relevant sources', () => {
  const coach = (section: 'introduction' | 'body' | 'conclusion', point = '') =>
    coachSection(
      section,
      essay,
      rankEvidence(articles, evidenceQuery(essay, section, point), 'apa'),
      '',
      point,
    );

  it('body: each reason gets the source that speaks to it, and the sources are set side by side', () => {
    const c = coach('body');
    const plan = c.plan ?? [];
    expect(plan[0]).toMatch(/depression and anxiety.*\(Keller & Brandt, 2021, p\. \d\)/);
    expect(plan[1]).toMatch(/sleep disruption.*\(Lee & Ortiz, 2020, p\. 3\)/);
    expect(c.questions?.join('\n')).toMatch(
      /Where do your sources agree, and where do they differ: “Social Media Use and Adolescent Depression” \(Keller & Brandt, 2021, p\. \d\) and “Night-time Phone Use and Sleep in Teenagers” \(Lee & Ortiz, 2020, p\. 3\)\?/,
    );
    expect(c.suggestion).toContain('5 passages from 2 articles');
    expect(c.suggestion).not.toMatch(/Ortega|Soil/);
  });

  it('body: the reasons come in the order the thesis states them, whatever the order of the ideas', () => {
    const reversed = {
      ...essay,
      thesis:
        'Heavy social media use harms teenagers’ mental health because it disrupts sleep and deepens depression.',
    };
    const plan =
      coachSection(
        'body',
        reversed,
        rankEvidence(articles, evidenceQuery(reversed, 'body', ''), 'apa'),
        '',
        '',
      ).plan ?? [];
    expect(plan[0]).toMatch(/^Paragraph 1 — topic sentence stating “sleep disruption”/);
    expect(plan[1]).toMatch(/^Paragraph 2 — topic sentence stating “depression and anxiety”/);
  });

  it('body with the outline’s body points (one a line): a paragraph each, with the source that speaks to it', () => {
    const point = 'Heavy use deepens depression and anxiety.\nNight-time use disrupts sleep.';
    const plan = coach('body', point).plan ?? [];
    expect(plan).toHaveLength(2);
    expect(plan[0]).toMatch(/^Paragraph 1 — .*deepens depression.*\(Keller & Brandt, 2021, p\. \d\)/);
    expect(plan[1]).toMatch(/^Paragraph 2 — .*disrupts sleep.*\(Lee & Ortiz, 2020, p\. 3\)/);
  });

  it('introduction: a hook from one source and context from another', () => {
    const plan = (coach('introduction').plan ?? []).join('\n');
    expect(plan).toMatch(/Hook: .*\(Keller & Brandt, 2021/);
    expect(plan).toMatch(/Context: .*second source.*\(Lee & Ortiz, 2020, p\. 3\)/);
  });

  it('conclusion: asks what the sources show together', () => {
    expect(coach('conclusion').questions?.join('\n')).toMatch(
      /What do your sources show together — .*Keller & Brandt.* and .*Lee & Ortiz.* — that none shows alone\?/,
    );
  });

  it('one relevant source: no comparison question, and the count says one article', () => {
    const one = coachSection(
      'body',
      essay,
      rankEvidence(
        articles.filter((a) => a.id !== 'SL-SLEEP'),
        evidenceQuery(essay, 'body', ''),
        'apa',
      ),
      '',
    );
    expect(one.questions?.join('\n')).not.toMatch(/Where do your sources agree/);
    expect(one.suggestion).toMatch(/passages? from 1 article below/);
  });
});
