/**
 * The search modal's data (spec 3 §3 "Search cache entry", §4 "Search phase", §9): per detected domain the works
 * kept so far, where paging stands, and what the batch progress says. Pure: the hook owns the effects.
 */
import {
  SORT_OPTIONS,
  canLoadMore,
  isLimitedResults,
  type WorksSort,
} from '../../../../shared/research/filters';
import type { DetectedDomain } from '../../../../shared/schemas/ai';
import type { ScholarWork } from '../../../../shared/schemas/research';
import { SEARCH_LIMITS } from '../../../../shared/limits';
import { RESEARCH_COPY } from '../messages';

export interface YearFilters {
  yearFrom: number | null;
  yearTo: number | null;
}

export interface DomainResults {
  articles: ScholarWork[];
  /** Works the catalogue reported for the query (meta.count). */
  found: number;
  /** The next catalogue page (batch) to load. */
  nextPage: number;
  lastBatchSize: number;
  lastFetched: number | null;
  filters: YearFilters;
  sortBy: WorksSort;
  aiQuery: { query: string; results: number } | null;
}

export type DomainStatus = 'idle' | 'searching' | 'done' | 'error';

export interface BatchProgress {
  /** 0 to 10 (spec 3 §2.1). */
  value: number;
  message: string;
}

/** What the in-browser cache keeps per user and essay (spec 3 §3). */
export interface SearchCacheData {
  domains: DetectedDomain[];
  domainArticles: Record<string, DomainResults>;
  lastFilters: YearFilters;
  lastSort: WorksSort;
  lastSelectedDomain: string | null;
  lastAppliedFiltersDisplay: string;
  lastUpdated: number;
  source: 'Sample library' | 'OpenAlex' | null;
}

export const SEARCH_TEXT = {
  starting: RESEARCH_COPY.startingSearch,
  batch: (n: number) =>
    RESEARCH_COPY.searchingBatchOfComplete(
      n,
      SEARCH_LIMITS.maxBatches,
      Math.round(((n - 1) / SEARCH_LIMITS.maxBatches) * 100),
    ),
  complete: (n: number) => RESEARCH_COPY.searchCompleteFoundRelevant(n),
} as const;

/** The user's own query appears as a domain of its own. */
export const YOUR_SEARCH = RESEARCH_COPY.yourSearch;
/** The user's uploaded PDFs, listed as a domain of their own. */
export const MY_UPLOADS = RESEARCH_COPY.myUploads;

export function emptyResults(filters: YearFilters, sortBy: WorksSort): DomainResults {
  return {
    articles: [],
    found: 0,
    nextPage: 1,
    lastBatchSize: 0,
    lastFetched: null,
    filters,
    sortBy,
    aiQuery: null,
  };
}

/** Adds a batch's kept works (no duplicates) and moves paging on. */
export function addBatch(
  current: DomainResults,
  batch: { kept: readonly ScholarWork[]; size: number; found: number; page: number },
  now: number,
): DomainResults {
  const seen = new Set(current.articles.map((w) => w.id));
  const fresh = batch.kept.filter((w) => !seen.has(w.id));
  return {
    ...current,
    articles: [...current.articles, ...fresh],
    found: batch.found,
    nextPage: batch.page + 1,
    lastBatchSize: batch.size,
    lastFetched: now,
  };
}

/** More batches can be loaded while the last batch was full and the page is below 400 (spec 3 §4). */
export function hasMore(r: DomainResults): boolean {
  return r.nextPage > 1 && canLoadMore(r.lastBatchSize, r.nextPage - 1);
}

export function limitedResults(r: DomainResults, passing: number): boolean {
  return isLimitedResults(r.found, passing);
}

/** The header's summary of the applied filters, e.g. "2015–2024 · Most Cited". */
export function filtersDisplay(filters: YearFilters, sort: WorksSort): string {
  const label = SORT_OPTIONS.find((o) => o.value === sort)?.label ?? RESEARCH_COPY.mostRelevant;
  const { yearFrom: from, yearTo: to } = filters;
  const years =
    from !== null && to !== null
      ? `${from}–${to}`
      : from !== null
        ? RESEARCH_COPY.from(from)
        : to !== null
          ? RESEARCH_COPY.until(to)
          : RESEARCH_COPY.anyYear;
  return `${years} · ${label}`;
}

/** Only 3 authors per cached article are kept (spec 3 §5). */
export function forCache(data: SearchCacheData): SearchCacheData {
  const domainArticles: Record<string, DomainResults> = {};
  for (const [domain, r] of Object.entries(data.domainArticles)) {
    domainArticles[domain] = {
      ...r,
      articles: r.articles.map((w) => ({ ...w, authorships: w.authorships.slice(0, 3) })),
    };
  }
  return { ...data, domainArticles };
}

/** A year field's value: an integer or unset (spec 3 §3: empty means unset). */
export function parseYear(text: string): { value: number | null; error: string | null } {
  const t = text.trim();
  if (t === '') return { value: null, error: null };
  if (!/^\d{1,4}$/.test(t)) return { value: null, error: RESEARCH_COPY.enterAYearSuch };
  const n = Number(t);
  if (n < 1000 || n > 2100) return { value: null, error: RESEARCH_COPY.enterAYearBetween };
  return { value: n, error: null };
}
