/**
 * The Search Academic Articles modal's search (spec 3 §2.1, §4): AI domain detection, every domain searched in
 * batches one after another (50 ms apart), the first domain with results selected, load more, filters and
 * sort, and the in-browser cache per user and essay.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_SORT,
  buildWorksFilter,
  keepInBatch,
  type WorksSort,
} from '../../../../shared/research/filters';
import { buildSearchQuery, fitSearchQuery } from '../../../../shared/research/search-query';
import { RESEARCH_MESSAGES as M } from '../../../../shared/messages';
import type { DetectedDomain } from '../../../../shared/schemas/ai';
import type { ScholarWork } from '../../../../shared/schemas/research';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { ResearchCache, indexedDbStore } from '../../../lib/research-cache';
import type { ResearchEssay } from '../../../lib/research-slot';
import { researchApi } from '../api/research-api';
import {
  MY_UPLOADS,
  SEARCH_TEXT,
  YOUR_SEARCH,
  addBatch,
  emptyResults,
  filtersDisplay,
  forCache,
  type BatchProgress,
  type DomainResults,
  type DomainStatus,
  type SearchCacheData,
  type YearFilters,
} from '../lib/search-model';
import { RESEARCH_LIMITS, SEARCH_LIMITS } from '../../../../shared/limits';

export type SearchPhase = 'idle' | 'detecting' | 'searching' | 'complete';

export interface SearchState {
  phase: SearchPhase;
  domains: DetectedDomain[];
  results: Record<string, DomainResults>;
  status: Record<string, DomainStatus>;
  progress: Record<string, BatchProgress | null>;
  selected: string | null;
  filters: YearFilters;
  sort: WorksSort;
  detectionError: string | null;
  searchError: string | null;
  searchingAll: boolean;
  loadingMore: boolean;
  source: 'Sample library' | 'OpenAlex' | null;
}

const INITIAL: SearchState = {
  phase: 'idle',
  domains: [],
  results: {},
  status: {},
  progress: {},
  selected: null,
  filters: { yearFrom: null, yearTo: null },
  sort: DEFAULT_SORT,
  detectionError: null,
  searchError: null,
  searchingAll: false,
  loadingMore: false,
  source: null,
};

let sharedCache: ResearchCache<SearchCacheData> | null = null;
/** The browser's research cache (one per page). */
export function researchCache(): ResearchCache<SearchCacheData> {
  sharedCache ??= new ResearchCache<SearchCacheData>(indexedDbStore());
  return sharedCache;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
/** The demo's prompt limit: the search carries on without AI results (spec 3 §8). */
const isPromptLimit = (e: unknown) => e instanceof ApiRequestError && e.code === 'demo_limit_reached';

function essayContext(essay: ResearchEssay, prompt?: string) {
  return { prompt: prompt ?? essay.prompt, ideas: essay.brainstorm_ideas, thesis: essay.thesis_statement };
}

export function useArticleSearch({
  userId,
  essay,
  open,
}: {
  userId: string;
  essay: ResearchEssay;
  open: boolean;
}) {
  const [state, setState] = useState<SearchState>(INITIAL);
  const stateRef = useRef(state);
  stateRef.current = state;
  const run = useRef<AbortController | null>(null);
  const [cacheChecked, setCacheChecked] = useState(false);

  const patch = useCallback((update: (s: SearchState) => Partial<SearchState>) => {
    setState((s) => ({ ...s, ...update(s) }));
  }, []);

  const newRun = () => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    return controller.signal;
  };

  /** Loads up to 10 batches of one domain from its next page. */
  const searchDomain = useCallback(
    async (domain: DetectedDomain, signal: AbortSignal, options: { restart: boolean }) => {
      const s0 = stateRef.current;
      const base = options.restart
        ? emptyResults(s0.filters, s0.sort)
        : (s0.results[domain.domain] ?? emptyResults(s0.filters, s0.sort));
      let current: DomainResults = { ...base, filters: s0.filters, sortBy: s0.sort };
      const filter = buildWorksFilter({
        openAccessOnly: true,
        publicationYearFrom: s0.filters.yearFrom,
        publicationYearTo: s0.filters.yearTo,
      });
      const setDomain = (status: DomainStatus, progress: BatchProgress | null) =>
        patch((s) => ({
          results: { ...s.results, [domain.domain]: current },
          status: { ...s.status, [domain.domain]: status },
          progress: { ...s.progress, [domain.domain]: progress },
        }));
      setDomain('searching', { value: 0, message: SEARCH_TEXT.starting });
      const first = current.nextPage;
      for (let i = 0; i < SEARCH_LIMITS.maxBatches; i++) {
        const page = first + i;
        if (page > SEARCH_LIMITS.maxPage) break;
        setDomain('searching', { value: i, message: SEARCH_TEXT.batch(i + 1) });
        const res = await researchApi.works(
          {
            search: fitSearchQuery(domain.query),
            page,
            perPage: SEARCH_LIMITS.batchSize,
            sort: s0.sort,
            filter,
          },
          { signal },
        );
        const kept = res.results.filter((w) =>
          keepInBatch(w, { from: s0.filters.yearFrom, to: s0.filters.yearTo }),
        );
        current = addBatch(
          current,
          { kept, size: res.results.length, found: res.meta.count, page },
          Date.now(),
        );
        patch(() => ({ source: res.source }));
        if (res.results.length < SEARCH_LIMITS.batchSize) break;
      }
      setDomain('done', {
        value: SEARCH_LIMITS.maxBatches,
        message: SEARCH_TEXT.complete(current.articles.length),
      });
      return current;
    },
    [patch],
  );

  /** Every domain one after another, 50 ms apart; the first with results is selected. */
  const searchAll = useCallback(
    async (domains: DetectedDomain[], signal: AbortSignal, keepSelection: boolean) => {
      patch(() => ({
        phase: 'searching',
        searchingAll: true,
        searchError: null,
        ...(keepSelection ? {} : { selected: null }),
      }));
      let failed = 0;
      for (const [i, d] of domains.entries()) {
        if (signal.aborted) return;
        if (i > 0) await pause(50);
        try {
          const r = await searchDomain(d, signal, { restart: true });
          if (r.articles.length > 0) patch((s) => (s.selected ? {} : { selected: d.domain }));
        } catch (e) {
          if (isAbort(e) || signal.aborted) return;
          failed++;
          patch((s) => ({
            status: { ...s.status, [d.domain]: 'error' },
            progress: { ...s.progress, [d.domain]: null },
          }));
        }
      }
      patch((s) => ({
        phase: 'complete',
        searchingAll: false,
        selected: s.selected ?? domains[0]?.domain ?? null,
        searchError:
          failed === 0 ? null : failed === domains.length ? M.multiDomainFailed : M.someDomainsFailed,
      }));
    },
    [patch, searchDomain],
  );

  /** AI domain detection for the essay, then every domain. */
  const detectAndSearch = useCallback(async () => {
    const signal = newRun();
    patch(() => ({
      ...INITIAL,
      filters: stateRef.current.filters,
      sort: stateRef.current.sort,
      phase: 'detecting',
    }));
    let domains: DetectedDomain[];
    try {
      domains = (await researchApi.detectDomains(essayContext(essay), { signal })).domains;
    } catch (e) {
      if (isAbort(e)) return;
      if (isPromptLimit(e)) {
        domains = [
          {
            domain: YOUR_SEARCH,
            query: buildSearchQuery({ keywords: [essay.prompt.slice(0, 200)] }),
            keywords: [],
          },
        ];
      } else {
        patch(() => ({ phase: 'idle', detectionError: errorMessage(e, M.domainsFailed) }));
        return;
      }
    }
    if (domains.length === 0) {
      patch(() => ({ phase: 'idle', detectionError: M.noDomains }));
      return;
    }
    patch(() => ({ domains }));
    await searchAll(domains, signal, false);
  }, [essay, patch, searchAll]);

  /** The user's own query: AI keywords (or the text itself past the demo limit) as the domain 'Your Search'. */
  const searchText = useCallback(
    async (text: string): Promise<string | null> => {
      const q = text.trim();
      if (q === '') return M.enterQuery;
      if (q.length > RESEARCH_LIMITS.maxSearchLength) return M.searchTooLong(q.length);
      const signal = newRun();
      patch(() => ({ phase: 'detecting', detectionError: null, searchError: null }));
      let query = q;
      let results = 0;
      try {
        const ai = await researchApi.searchKeywords(essayContext(essay, q), { signal });
        query = buildSearchQuery(ai);
        results = ai.searchQueries.length;
      } catch (e) {
        if (isAbort(e)) return null;
        if (!isPromptLimit(e)) {
          patch(() => ({ phase: 'idle', searchError: errorMessage(e, M.searchFailed) }));
          return null;
        }
      }
      const domain: DetectedDomain = { domain: YOUR_SEARCH, query, keywords: [] };
      const domains = [domain, ...stateRef.current.domains.filter((d) => d.domain !== YOUR_SEARCH)];
      patch(() => ({ domains, selected: YOUR_SEARCH, phase: 'searching' }));
      try {
        const r = await searchDomain(domain, signal, { restart: true });
        const withQuery = { ...r, aiQuery: { query, results } };
        patch((s) => ({ phase: 'complete', results: { ...s.results, [YOUR_SEARCH]: withQuery } }));
      } catch (e) {
        if (isAbort(e)) return null;
        patch((s) => ({
          phase: 'complete',
          searchError: M.searchFailed,
          status: { ...s.status, [YOUR_SEARCH]: 'error' },
        }));
      }
      return null;
    },
    [essay, patch, searchDomain],
  );

  const loadMore = useCallback(async () => {
    const s = stateRef.current;
    const domain = s.domains.find((d) => d.domain === s.selected);
    if (!domain) return;
    const signal = newRun();
    patch(() => ({ loadingMore: true, searchError: null }));
    try {
      await searchDomain(domain, signal, { restart: false });
    } catch (e) {
      if (!isAbort(e))
        patch((p) => ({ searchError: M.loadMoreFailed, status: { ...p.status, [domain.domain]: 'done' } }));
    } finally {
      patch(() => ({ loadingMore: false }));
    }
  }, [patch, searchDomain]);

  /** New year bounds or sort: every domain is searched again with them. */
  const applyFilters = useCallback(
    async (filters: YearFilters, sort: WorksSort) => {
      patch(() => ({ filters, sort }));
      stateRef.current = { ...stateRef.current, filters, sort };
      // Uploads are listed, not searched: the years and the sort apply to them in the list.
      const domains = stateRef.current.domains.filter((d) => d.domain !== MY_UPLOADS);
      if (domains.length === 0) return;
      await searchAll(domains, newRun(), true);
    },
    [patch, searchAll],
  );

  // On opening: results in memory are kept; else the cache; else a new search for the essay.
  useEffect(() => {
    if (!open) {
      run.current?.abort();
      patch((s) => ({
        detectionError: null,
        searchError: null,
        phase: s.domains.length > 0 ? 'complete' : 'idle',
        searchingAll: false,
        loadingMore: false,
      }));
      return;
    }
    if (stateRef.current.domains.length > 0) return;
    let cancelled = false;
    void (async () => {
      let cached: SearchCacheData | undefined;
      try {
        cached = await researchCache().read(userId, essay.id);
      } catch (e) {
        console.warn('Research cache unavailable', e);
      }
      if (cancelled) return;
      setCacheChecked(true);
      if (cached && cached.domains.length > 0) {
        const status: Record<string, DomainStatus> = {};
        for (const d of cached.domains) status[d.domain] = 'done';
        setState({
          ...INITIAL,
          phase: 'complete',
          domains: cached.domains,
          results: cached.domainArticles,
          status,
          selected: cached.lastSelectedDomain,
          filters: cached.lastFilters,
          sort: cached.lastSort,
          source: cached.source,
        });
        return;
      }
      if (essay.prompt.trim() || essay.thesis_statement.trim() || essay.brainstorm_ideas.length > 0)
        void detectAndSearch();
    })();
    return () => {
      cancelled = true;
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => run.current?.abort(), []);

  // A write held back by the 3-second throttle goes out when the page is hidden or closed.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') void researchCache().flush();
    };
    const onPageHide = () => void researchCache().flush();
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', onPageHide);
      void researchCache().flush();
    };
  }, []);

  // The cache follows the results (throttled in the cache itself).
  useEffect(() => {
    if (state.domains.length === 0 || state.searchingAll || state.phase === 'detecting') return;
    const data: SearchCacheData = forCache({
      domains: state.domains,
      domainArticles: state.results,
      lastFilters: state.filters,
      lastSort: state.sort,
      lastSelectedDomain: state.selected,
      lastAppliedFiltersDisplay: filtersDisplay(state.filters, state.sort),
      lastUpdated: Date.now(),
      source: state.source,
    });
    researchCache()
      .write(userId, essay.id, data)
      .catch((e: unknown) => console.warn('Could not write the research cache', e));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    state.domains,
    state.results,
    state.selected,
    state.filters,
    state.sort,
    state.searchingAll,
    state.phase,
  ]);

  /** The user's uploads as the domain 'My Uploads', selected. */
  const showUploads = useCallback(
    (works: ScholarWork[]) => {
      const s = stateRef.current;
      const domain: DetectedDomain = { domain: MY_UPLOADS, query: '', keywords: [] };
      const results = addBatch(
        emptyResults(s.filters, s.sort),
        { kept: works, size: works.length, found: works.length, page: 1 },
        Date.now(),
      );
      patch((p) => ({
        phase: 'complete',
        domains: [domain, ...p.domains.filter((d) => d.domain !== MY_UPLOADS)],
        results: { ...p.results, [MY_UPLOADS]: results },
        status: { ...p.status, [MY_UPLOADS]: 'done' },
        progress: { ...p.progress, [MY_UPLOADS]: null },
        selected: MY_UPLOADS,
      }));
    },
    [patch],
  );

  const actions = useMemo(
    () => ({
      showUploads,
      detectAndSearch,
      searchText,
      loadMore,
      applyFilters,
      select: (domain: string) => patch(() => ({ selected: domain })),
      dismissSearchError: () => patch(() => ({ searchError: null })),
    }),
    [showUploads, detectAndSearch, searchText, loadMore, applyFilters, patch],
  );
  return { state, cacheChecked, ...actions };
}
