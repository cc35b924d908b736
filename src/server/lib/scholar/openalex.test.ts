import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAlex, type FakeOpenAlex } from '../../../testing/openalex-fake';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-db';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import { scholarWorkSchema } from '../../../shared/schemas/research';
import { createOpenAlexIndex, createRateLimiter } from './openalex';
import { normalizeOpenAlexWork } from './openalex-normalize';
import { createScholarCache, type ScholarCache } from './response-cache';
import { ScholarError } from './scholar';

let fake: FakeOpenAlex;
let tdb: TestDatabase;
let clock = 0;
let cache: ScholarCache;
let dbNow = new Date('2026-11-22T10:00:00Z');
const sleeps: number[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAlex();
  tdb = await createTestDatabase();
  cache = createScholarCache(tdb.database, () => dbNow);
});
afterAll(async () => {
  await fake.close();
  await tdb.close();
});
beforeEach(() => {
  fake.reset();
  sleeps.length = 0;
});

function index(options: { cache?: ScholarCache; apiKey?: string } = {}) {
  return createOpenAlexIndex({
    baseUrl: fake.baseUrl,
    apiKey: options.apiKey ?? 'test-key',
    email: 'team@example.org',
    ...(options.cache ? { cache: options.cache } : {}),
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
  });
}

const query = (over: Partial<Parameters<ReturnType<typeof index>['search']>[0]> = {}) => ({
  search: 'climate adaptation',
  filter: { isOa: true, isRetracted: false },
  page: 1,
  perPage: 25,
  ...over,
});

describe('OpenAlex adapter against the fake', () => {
  it('sends search, filter, sort, paging, key and contact address, and parses the answer', async () => {
    const page = await index().search(
      query({ sort: 'cited_by_count:desc', filter: { isOa: true, language: 'en', fromDate: '2010-01-01' } }),
    );
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.params).toEqual({
      search: 'climate adaptation',
      filter: 'is_oa:true,language:en,from_publication_date:2010-01-01',
      sort: 'cited_by_count:desc',
      per_page: '25',
      page: '1',
      api_key: 'test-key',
      mailto: 'team@example.org',
    });
    expect(page.meta).toEqual({
      count: 12_345,
      db_response_time_ms: 17,
      page: 1,
      per_page: 25,
      next_cursor: null,
    });
    expect(page.results).toHaveLength(25);
    for (const work of page.results) expect(scholarWorkSchema.safeParse(work).success).toBe(true);
    const first = page.results[0]!;
    expect(first.abstract).toBe('');
    expect(page.results[1]?.abstract).toBe('Sea levels rise fast.');
    expect(first.best_pdf_url).toBe('https://repository.example.org/bitstream/0/paper.pdf');
    expect(first.has_pdf).toBe(true);
    expect(first.authorships.map((a) => a.author.display_name)).toEqual(['Ada Example', 'Grace Sample']);
  });

  it('never sorts by relevance without a search (OpenAlex refuses that)', async () => {
    await index().search(query({ search: '', sort: 'relevance_score:desc' }));
    expect(fake.requests[0]?.params.sort).toBe('cited_by_count:desc');
  });

  it('serves a page of 200 as two upstream pages of 100', async () => {
    const page = await index().search(query({ perPage: 200, page: 2 }));
    expect(fake.requests.map((r) => [r.params.page, r.params.per_page])).toEqual([
      ['3', '100'],
      ['4', '100'],
    ]);
    expect(page.results).toHaveLength(200);
    expect(page.results[0]?.id).toBe('https://openalex.org/W4000000200');
    expect(page.meta).toMatchObject({ page: 2, per_page: 200 });
  });

  it('pages by cursor when asked, and beyond 10,000 results walks the cursor and remembers it', async () => {
    const oa = index();
    const byCursor = await oa.search(query({ cursor: '*', perPage: 100 }));
    expect(fake.requests[0]?.params.cursor).toBe('*');
    expect(byCursor.meta.page).toBeNull();
    expect(byCursor.meta.next_cursor).toBeTruthy();

    fake.requests.length = 0;
    const deep = await createOpenAlexIndex({
      baseUrl: fake.baseUrl,
      cache,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    }).search(query({ page: 102, perPage: 100 }));
    expect(deep.results[0]?.id).toBe('https://openalex.org/W4000010100');
    expect(
      fake.requests.every(
        (r) => r.params.page === undefined || Number(r.params.page) * Number(r.params.per_page) <= 10_000,
      ),
    ).toBe(true);
    const walked = fake.requests.length;
    expect(walked).toBeGreaterThan(100);

    // the next page continues from the remembered cursor: two requests (page 1 probe is cached)
    fake.requests.length = 0;
    const next = await createOpenAlexIndex({
      baseUrl: fake.baseUrl,
      cache,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    }).search(query({ page: 103, perPage: 100 }));
    expect(next.results[0]?.id).toBe('https://openalex.org/W4000010200');
    expect(fake.requests.length).toBeLessThanOrEqual(2);
  });

  it('answers an empty page past the end without walking', async () => {
    fake.setTotal(10_050);
    const page = await index({ cache }).search(query({ search: 'past the end', page: 120, perPage: 100 }));
    expect(page.results).toEqual([]);
    expect(page.meta.count).toBe(10_050);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a page beyond the deep-paging cap with the spec text', async () => {
    const error = await index()
      .search(query({ page: 300, perPage: 100 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScholarError);
    expect((error as ScholarError).message).toBe(M.maxResults);
  });

  it('backs off and retries after 403 (slow down), then succeeds', async () => {
    fake.failNext(403, 2);
    const page = await index().search(query());
    expect(page.results).toHaveLength(25);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps.filter((ms) => ms >= 500)).toEqual([500, 1000]);
  });

  it('gives up after repeated 403s with a slow-down message', async () => {
    fake.failNext(403, 10);
    const error = (await index()
      .search(query())
      .catch((e: unknown) => e)) as ScholarError;
    expect(error.code).toBe('slow_down');
    expect(error.message).toBe(M.searchSlowDown);
  });

  it('stops at once on 429 with a clear budget message', async () => {
    fake.failNext(429);
    const error = (await index()
      .search(query())
      .catch((e: unknown) => e)) as ScholarError;
    expect(error.code).toBe('budget_spent');
    expect(error.message).toBe(M.searchBudgetSpent);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports malformed JSON and OpenAlex 400 bodies clearly', async () => {
    fake.malformedNext();
    expect(
      (
        (await index()
          .search(query())
          .catch((e: unknown) => e)) as ScholarError
      ).code,
    ).toBe('bad_response');
    fake.failNext(400, 1, {
      error: 'Invalid query parameters error.',
      message: 'DOESNTEXIST is not a valid filter field.',
    });
    const error = (await index()
      .search(query())
      .catch((e: unknown) => e)) as ScholarError;
    expect(error.code).toBe('invalid_request');
    expect(error.message).toBe('API request failed: 400 (DOESNTEXIST is not a valid filter field.)');
  });

  it('retries a 5xx twice, then reports the status', async () => {
    fake.failNext(502, 5);
    const error = (await index()
      .search(query())
      .catch((e: unknown) => e)) as ScholarError;
    expect(error.message).toBe(M.apiFailed(502));
    expect(fake.requests).toHaveLength(3);
  });

  it('caches answers in Postgres for 24 hours: a repeated search costs nothing', async () => {
    dbNow = new Date('2026-11-22T10:00:00Z');
    const first = await index({ cache }).search(query({ search: 'cached search' }));
    expect(first.cached).toBe(false);
    const again = await index({ cache, apiKey: 'another-key' }).search(query({ search: 'cached search' }));
    expect(again.cached).toBe(true);
    expect(again.results).toEqual(first.results);
    expect(fake.requests).toHaveLength(1);
    dbNow = new Date(dbNow.getTime() + 24 * 3600_000 + 1000);
    const stale = await index({ cache }).search(query({ search: 'cached search' }));
    expect(stale.cached).toBe(false);
    expect(fake.requests).toHaveLength(2);
    // Pruning keeps the refreshed answer (the next search is still served from the cache)…
    await cache.prune();
    expect((await index({ cache }).search(query({ search: 'cached search' }))).cached).toBe(true);
    expect(fake.requests).toHaveLength(2);
    // …and a day later removes what expired, once.
    dbNow = new Date(dbNow.getTime() + 24 * 3600_000 + 1000);
    expect(await cache.prune()).toBeGreaterThan(0);
    expect(await cache.prune()).toBe(0);
  });
});

describe('rate limiter', () => {
  it('lets at most 10 requests start in any one-second window, in order', async () => {
    let t = 0;
    const starts: number[] = [];
    const acquire = createRateLimiter(
      10,
      () => t,
      async (ms) => {
        t += ms;
      },
    );
    for (let i = 0; i < 35; i++) {
      await acquire();
      starts.push(t);
    }
    for (let i = 10; i < starts.length; i++)
      expect(starts[i]! - starts[i - 10]!).toBeGreaterThanOrEqual(1000);
    expect(starts[34]).toBe(3000);
  });

  it('queues concurrent callers without exceeding the rate', async () => {
    const t = 0;
    const waits: number[] = [];
    const acquire = createRateLimiter(
      10,
      () => t,
      async (ms) => {
        waits.push(ms);
      },
    );
    await Promise.all(Array.from({ length: 25 }, () => acquire()));
    expect(waits).toEqual([...Array(10).fill(1000), ...Array(5).fill(2000)]);
  });

  it('keeps the adapter at 10 requests per second across many searches', async () => {
    const oa = index();
    const before = clock;
    for (let p = 1; p <= 30; p++) await oa.search(query({ page: p, perPage: 10 }));
    expect(fake.requests).toHaveLength(30);
    expect(clock - before).toBeGreaterThanOrEqual(2000);
  });
});

describe('citation details of an OpenAlex work (issue 19)', () => {
  it('keeps biblio volume/issue/pages, the source as container, its host organisation as publisher, and the type', () => {
    const work = normalizeOpenAlexWork({
      id: 'https://openalex.org/W1',
      type: 'article',
      biblio: { volume: '403', issue: '6772', first_page: '853', last_page: '858' },
      primary_location: {
        source: { display_name: 'Nature', host_organization_name: 'Nature Portfolio', type: 'journal' },
      },
    });
    expect(work?.citation).toEqual({
      type: 'article',
      container: 'Nature',
      volume: '403',
      issue: '6772',
      pages: '853-858',
      publisher: 'Nature Portfolio',
    });
  });

  it('gives one page for an article number, falls back to host_venue and type_crossref, and keeps nulls', () => {
    expect(
      normalizeOpenAlexWork({
        id: 'https://openalex.org/W2',
        type_crossref: 'posted-content',
        biblio: { volume: 6, issue: null, first_page: 'e4375', last_page: 'e4375' },
        host_venue: { display_name: 'bioRxiv', publisher: 'Cold Spring Harbor Laboratory' },
      })?.citation,
    ).toEqual({
      type: 'posted-content',
      container: 'bioRxiv',
      volume: '6',
      issue: null,
      pages: 'e4375',
      publisher: 'Cold Spring Harbor Laboratory',
    });
    expect(normalizeOpenAlexWork({ id: 'https://openalex.org/W3', biblio: 'oops' })?.citation).toEqual({
      type: null,
      container: null,
      volume: null,
      issue: null,
      pages: null,
      publisher: null,
    });
  });
});
