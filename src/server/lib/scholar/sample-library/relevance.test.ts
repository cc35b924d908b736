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
