/**
 * The sample library's ranking puts works on the essay's concepts first (issue 15): for each prompt of the fixture,
 * the offline engine's first detected domain gives the query the research modal sends; of the sample library's top
 * 10 for that query (Most Relevant, the modal's always-on filters), at least 8 are about the prompt's concepts.
 * 'Most Cited' orders those relevant works, and the relevance shown is the share of the query's concepts covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../testing/test-db';
import { RELEVANCE_PROMPTS, type RelevancePrompt } from '../../../../testing/fixtures/research-prompts';
import { buildWorksFilter, parseWorksFilter } from '../../../../shared/research/filters';
import type { ScholarWork } from '../../../../shared/schemas/research';
import { detectDomainsOffline } from '../../ai/offline/domains';
import { searchKeywordsOffline } from '../../ai/offline/research';
import { buildSearchQuery } from '../../../../shared/research/search-query';
import { stem, words } from '../../ai/offline/text';
import { allSampleWorks } from './generator';
import { searchLibrary, seedSampleLibrary } from './library';

const BASE = 'http://localhost:3999';
let tdb: TestDatabase;
const keywordsOf = new Map(allSampleWorks().map((w) => [w.id, w.keywords]));

beforeAll(async () => {
  tdb = await createTestDatabase();
  await seedSampleLibrary(tdb.database);
});
afterAll(async () => {
  await tdb.close();
});

const stems = (text: string) => ` ${words(text).map(stem).join(' ')} `;

/** Concepts of the prompt the work is about (title, keywords, topics, abstract). */
function conceptsCovered(work: ScholarWork, p: RelevancePrompt): number {
  const text = stems(
    [
      work.title,
      ...(keywordsOf.get(work.id) ?? []),
      ...work.topics.map((t) => t.display_name),
      work.abstract,
    ].join('\n'),
  );
  return p.concepts.filter((alternatives) => alternatives.some((a) => text.includes(stems(a)))).length;
}

const onConcept = (work: ScholarWork, p: RelevancePrompt) =>
  conceptsCovered(work, p) >= (p.atLeast ?? Math.min(2, p.concepts.length));

async function topFor(p: RelevancePrompt, sort?: 'cited_by_count:desc') {
  const [first] = detectDomainsOffline({ prompt: p.prompt, thesis: '', ideas: [] });
  if (!first) throw new Error(`no domain for ${p.prompt}`);
  const page = await searchLibrary(
    { database: tdb.database, baseUrl: BASE },
    {
      search: first.query,
      filter: parseWorksFilter(buildWorksFilter({})),
      page: 1,
      perPage: 10,
      ...(sort ? { sort } : {}),
    },
  );
  return { query: first.query, domain: first.domain, page };
}

describe('sample library relevance over essay prompts', () => {
  it('covers at least 10 prompts across the domains', () => {
    expect(RELEVANCE_PROMPTS.length).toBeGreaterThanOrEqual(10);
  });

  for (const p of RELEVANCE_PROMPTS) {
    it(`puts works on the concepts first: ${p.prompt}`, async () => {
      const { query, page } = await topFor(p);
      const top = page.results.slice(0, 10);
      const off = top.filter((w) => !onConcept(w, p)).map((w) => w.title);
      expect(
        top.length - off.length,
        `query "${query}" (${top.length} results); off-concept: ${off.join(' | ')}`,
      ).toBeGreaterThanOrEqual(8);
    });
  }

  // what the research modal sends for a typed search: the offline keywords of the typed text, with the essay's thesis
  // as context, built into '<base> AND ("kw" OR …)'
  const THESIS =
    'Heavy social media use harms teenagers’ mental health because it deepens depression and disrupts sleep.';
  for (const typed of ['social media depression sleep adolescents', 'teen mental health social media']) {
    it(`a typed search finds works on its words, the essay's thesis in its context: ${typed}`, async () => {
      const query = buildSearchQuery(searchKeywordsOffline({ prompt: typed, thesis: THESIS, ideas: [] }));
      expect(query).not.toMatch(/"(?:deepens depression|disrupts sleep)"/);
      const page = await searchLibrary(
        { database: tdb.database, baseUrl: BASE },
        { search: query, filter: {}, page: 1, perPage: 10 },
      );
      expect(page.results.length).toBeGreaterThanOrEqual(3);
      for (const w of page.results.slice(0, 3)) expect(w.title).toMatch(/social media/i);
    });
  }

  it('ranks the teen social media and mental health works above social media campaigning', async () => {
    const page = await searchLibrary(
      { database: tdb.database, baseUrl: BASE },
      { search: 'teen social media mental health', filter: {}, page: 1, perPage: 200 },
    );
    const titles = page.results.map((w) => w.title ?? '');
    expect(titles[0]).toMatch(/social media use/i);
    expect(titles.some((t) => /campaigning/i.test(t))).toBe(false);
    // relevance is the share of the query's concepts covered: the best is about all three
    expect(page.results[0]!.relevance_score).toBeGreaterThan(80);
    expect(page.results[0]!.relevance_score).toBeLessThanOrEqual(100);
  });

  // a student's searches: the works on the rarest concept ('social media') and on depression (found also as
  // 'depressive') come first, not works on depression alone that mention social media only in the body
  for (const search of ['teen social media use and depression', 'social media depression adolescents']) {
    it(`puts the social media and depression works first: ${search}`, async () => {
      const page = await searchLibrary(
        { database: tdb.database, baseUrl: BASE },
        { search, filter: {}, page: 1, perPage: 10 },
      );
      const top = page.results.slice(0, 5).map((w) => w.title ?? '');
      expect(top).toHaveLength(5);
      for (const title of top) {
        const text = stems(
          [title, ...(keywordsOf.get(page.results.find((w) => w.title === title)!.id) ?? [])].join('\n'),
        );
        expect(text, title).toContain(stems('social media'));
        expect(
          ['depression', 'depressive', 'mental health', 'mental wellbeing'].some((t) =>
            text.includes(stems(t)),
          ),
          title,
        ).toBe(true);
      }
      expect(top[0]).toMatch(/depressive/i);
    });
  }

  it("sorts 'Most Cited' within the relevant works, not over everything that shares one word", async () => {
    const p = RELEVANCE_PROMPTS.find((x) => x.prompt.includes('Most Cited') || x.prompt.includes('1918'))!;
    const relevant = await topFor(p);
    const cited = await topFor(p, 'cited_by_count:desc');
    expect(cited.page.meta.count).toBe(relevant.page.meta.count);
    const counts = cited.page.results.map((w) => w.cited_by_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(cited.page.results.filter((w) => onConcept(w, p)).length).toBeGreaterThanOrEqual(8);
  });
});
