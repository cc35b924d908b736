/**
 * The OpenAlex adapter: /works with search, filter, sort and paging; per_page at most 100 (a page of 200 is two
 * upstream pages); page × per_page up to 10,000, deeper through cursor paging (the cursors found on the way are
 * remembered); at most 10 requests per second per instance; 403 means "slow down" (back off and retry), 429 means
 * the daily budget is spent; every answer is cached in Postgres for 24 hours, so a repeated search costs nothing.
 */
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import { formatWorksFilter } from '../../../shared/research/filters';
import type { ScholarWork } from '../../../shared/schemas/research';
import { normalizeListMeta, normalizeOpenAlexWork } from './openalex-normalize';
import { cacheKey, type ScholarCache } from './response-cache';
import { ScholarError, type ScholarIndex, type ScholarQuery } from './scholar';
import { SEARCH_LIMITS } from '../../../shared/limits';

export interface OpenAlexOptions {
  baseUrl: string;
  apiKey?: string;
  email?: string;
  cache?: ScholarCache;
  fetch?: typeof fetch;
  /** Injected with `now` so rate limiting and back-off are testable without waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  maxRequestsPerSecond?: number;
  /** Back-off steps after a 403 (or a 5xx); one retry per step. */
  backoffMs?: readonly number[];
  timeoutMs?: number;
  /** Deepest result offset reached by cursor paging. */
  maxDeepOffset?: number;
}

interface UpstreamPage {
  meta: NonNullable<ReturnType<typeof normalizeListMeta>>;
  results: ScholarWork[];
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** At most `max` request starts in any one-second window; concurrent callers queue in order. */
export function createRateLimiter(max: number, now: () => number, sleep: (ms: number) => Promise<void>) {
  const starts: number[] = [];
  return async function acquire(): Promise<void> {
    const t = now();
    while (starts.length > 0 && (starts[0] as number) <= t - 1000) starts.shift();
    if (starts.length < max) {
      starts.push(t);
      return;
    }
    const at = (starts[starts.length - max] as number) + 1000;
    starts.push(at);
    await sleep(at - t);
  };
}

export function createOpenAlexIndex(options: OpenAlexOptions): ScholarIndex & { requestCount(): number } {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? (() => Date.now());
  const backoff = options.backoffMs ?? [500, 1000, 2000, 4000];
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxDeep = options.maxDeepOffset ?? 20_000;
  const acquire = createRateLimiter(options.maxRequestsPerSecond ?? 10, now, sleep);
  const base = options.baseUrl.replace(/\/+$/, '');
  let requests = 0;

  function worksUrl(params: Record<string, string>, withCredentials: boolean): string {
    const url = new URL(`${base}/works`);
    for (const [k, v] of Object.entries(params)) if (v !== '') url.searchParams.set(k, v);
    if (withCredentials && options.apiKey) url.searchParams.set('api_key', options.apiKey);
    if (withCredentials && options.email) url.searchParams.set('mailto', options.email);
    return url.toString();
  }

  async function request(params: Record<string, string>): Promise<{ page: UpstreamPage; cached: boolean }> {
    // The cache key leaves the key and e-mail out: the same search is the same answer.
    const key = cacheKey(['openalex-works', base, worksUrl(params, false)]);
    const hit = await options.cache?.get<UpstreamPage>(key);
    if (hit) return { page: hit, cached: true };
    const url = worksUrl(params, true);
    for (let attempt = 0; ; attempt++) {
      await acquire();
      requests += 1;
      let res: Response;
      try {
        res = await doFetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        if (attempt < Math.min(1, backoff.length)) {
          await sleep(backoff[attempt] as number);
          continue;
        }
        throw new ScholarError('unreachable', M.apiFailed('network error'));
      }
      if (res.status === 403 || res.status >= 500) {
        await res.body?.cancel();
        const limit = res.status === 403 ? backoff.length : Math.min(2, backoff.length);
        if (attempt < limit) {
          await sleep(backoff[attempt] as number);
          continue;
        }
        if (res.status === 403) throw new ScholarError('slow_down', M.searchSlowDown, 403);
        throw new ScholarError('upstream', M.apiFailed(res.status), res.status);
      }
      if (res.status === 429) {
        await res.body?.cancel();
        throw new ScholarError('budget_spent', M.searchBudgetSpent, 429);
      }
      const text = await res.text();
      if (!res.ok) {
        let detail = '';
        try {
          const body = JSON.parse(text) as { message?: unknown; error?: unknown };
          detail = String(body.message ?? body.error ?? '').slice(0, 300);
        } catch {
          // not JSON: the status alone
        }
        throw new ScholarError(
          res.status === 400 ? 'invalid_request' : 'upstream',
          detail ? `${M.apiFailed(res.status)} (${detail})` : M.apiFailed(res.status),
          res.status,
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ScholarError('bad_response', M.searchBadResponse, res.status);
      }
      const meta = normalizeListMeta(body);
      if (!meta) throw new ScholarError('bad_response', M.searchBadResponse, res.status);
      const results = ((body as { results: unknown[] }).results ?? [])
        .map((w) => normalizeOpenAlexWork(w))
        .filter((w): w is ScholarWork => w !== null);
      const page = { meta, results };
      await options.cache?.set(key, page);
      return { page, cached: false };
    }
  }

  function baseParams(query: ScholarQuery): Record<string, string> {
    const search = query.search.trim();
    // OpenAlex sorts by relevance only when there is a search.
    const sort =
      query.sort === 'relevance_score:desc' && !search
        ? 'cited_by_count:desc'
        : (query.sort ?? (search ? '' : 'cited_by_count:desc'));
    return { search, filter: formatWorksFilter(query.filter), sort };
  }

  /** Cursor paging from `cursor`, `pages` upstream pages of `size`. */
  async function cursorPages(params: Record<string, string>, cursor: string, size: number, pages: number) {
    const results: ScholarWork[] = [];
    let next: string | null = cursor;
    let count = 0;
    let cached = true;
    let dbTime: number | null = null;
    for (let i = 0; i < pages && next; i++) {
      const { page, cached: hit } = await request({ ...params, per_page: String(size), cursor: next });
      results.push(...page.results);
      count = page.meta.count;
      dbTime = page.meta.db_response_time_ms;
      next = page.meta.next_cursor;
      cached &&= hit;
      if (page.results.length < size) next = null;
    }
    return { results, count, next, cached, dbTime };
  }

  /** The cursor that starts upstream page `target` (1-based) of `size`, walking from the nearest known one. */
  async function cursorFor(
    params: Record<string, string>,
    size: number,
    target: number,
  ): Promise<string | null> {
    const mapKey = cacheKey(['openalex-cursors', base, worksUrl(params, false), size]);
    const known = (await options.cache?.get<Record<string, string>>(mapKey)) ?? {};
    known['1'] = '*';
    let page = Math.max(
      ...Object.keys(known)
        .map(Number)
        .filter((k) => k <= target),
    );
    let cursor = known[String(page)] as string;
    while (page < target) {
      const { page: got } = await request({ ...params, per_page: String(size), cursor });
      if (!got.meta.next_cursor || got.results.length < size) return null;
      page += 1;
      cursor = got.meta.next_cursor;
      known[String(page)] = cursor;
    }
    await options.cache?.set(mapKey, known);
    return cursor;
  }

  return {
    kind: 'openalex',
    label: 'OpenAlex',
    requestCount: () => requests,
    async search(query) {
      const params = baseParams(query);
      const size =
        query.perPage > SEARCH_LIMITS.upstreamPerPage ? SEARCH_LIMITS.upstreamPerPage : query.perPage;
      const parts = Math.ceil(query.perPage / size);
      if (query.cursor) {
        const got = await cursorPages(params, query.cursor, size, parts);
        return {
          meta: {
            count: got.count,
            db_response_time_ms: got.dbTime,
            page: null,
            per_page: query.perPage,
            next_cursor: got.next,
          },
          results: got.results,
          cached: got.cached,
        };
      }
      const firstUpstream = (query.page - 1) * parts + 1;
      const offset = (query.page - 1) * query.perPage;
      if (offset + query.perPage <= SEARCH_LIMITS.maxPagedResults) {
        const results: ScholarWork[] = [];
        let meta: UpstreamPage['meta'] | null = null;
        let cached = true;
        for (let i = 0; i < parts; i++) {
          const { page, cached: hit } = await request({
            ...params,
            per_page: String(size),
            page: String(firstUpstream + i),
          });
          meta ??= page.meta;
          cached &&= hit;
          results.push(...page.results);
          if (page.results.length < size) break;
        }
        const m = meta as UpstreamPage['meta'];
        return {
          meta: {
            count: m.count,
            db_response_time_ms: m.db_response_time_ms,
            page: query.page,
            per_page: query.perPage,
            next_cursor: null,
          },
          results,
          cached,
        };
      }
      // Beyond 10,000 results OpenAlex needs a cursor: walk to the page (cursors are remembered for next time).
      if (offset >= maxDeep) throw new ScholarError('too_deep', M.maxResults);
      const probe = await request({ ...params, per_page: String(size), page: '1' });
      const empty = {
        meta: {
          count: probe.page.meta.count,
          db_response_time_ms: null,
          page: query.page,
          per_page: query.perPage,
          next_cursor: null,
        },
        results: [],
        cached: probe.cached,
      };
      if (offset >= probe.page.meta.count) return empty;
      const cursor = await cursorFor(params, size, firstUpstream);
      if (!cursor) return empty;
      const got = await cursorPages(params, cursor, size, parts);
      return {
        meta: {
          count: got.count,
          db_response_time_ms: got.dbTime,
          page: query.page,
          per_page: query.perPage,
          next_cursor: got.next,
        },
        results: got.results,
        cached: got.cached,
      };
    },
  };
}
