/**
 * Search filters and sorts (spec 3 §3 "Search filters", §5, §9), shared by the search modal and the server.
 * The web builds an OpenAlex-style `filter` string with `buildWorksFilter`; the server reads it back with
 * `parseWorksFilter` (only the keys below are accepted) and either forwards it to OpenAlex or applies it to
 * the sample library.
 */
import { hasPdfAccess, isOpenAccess, type PdfAccessWork } from './pdf-access';
import { SEARCH_LIMITS } from '../limits';

export const SORT_OPTIONS = [
  { value: 'relevance_score:desc', label: 'Most Relevant' },
  { value: 'cited_by_count:desc', label: 'Most Cited' },
  { value: 'publication_date:desc', label: 'Newest First' },
  { value: 'publication_date:asc', label: 'Oldest First' },
] as const;
export type WorksSort = (typeof SORT_OPTIONS)[number]['value'];
export const WORKS_SORTS = SORT_OPTIONS.map((o) => o.value) as [WorksSort, ...WorksSort[]];
export const DEFAULT_SORT: WorksSort = 'relevance_score:desc';

/** Spec 3 §3 search filters, with their defaults. */
export interface SearchFilters {
  search?: string;
  publicationYearFrom?: number | null;
  publicationYearTo?: number | null;
  openAccessOnly?: boolean;
  hasFulltext?: boolean;
  excludeRetracted?: boolean;
  language?: string | null;
  workType?: string | null;
  minCitations?: number | null;
}

export const DEFAULT_FILTERS: Required<
  Pick<SearchFilters, 'openAccessOnly' | 'hasFulltext' | 'excludeRetracted'>
> = {
  openAccessOnly: true,
  hasFulltext: false,
  excludeRetracted: true,
};

/** The filters a search request may carry, typed. */
export interface WorksFilter {
  isOa?: boolean;
  hasPdf?: boolean;
  isRetracted?: boolean;
  language?: string;
  type?: string;
  minCitations?: number;
  /** Inclusive, YYYY-MM-DD. */
  fromDate?: string;
  toDate?: string;
}

export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-z][a-z-]{1,30}$/;

function bool(key: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new FilterError(`${key} must be true or false`);
}

/**
 * Reads an OpenAlex-style filter string ("is_oa:true,language:en,from_publication_date:2015-01-01"). Accepted
 * keys: is_oa, open_access.is_oa, has_content.pdf, has_fulltext, is_retracted, language, type, cited_by_count
 * (N, >N, >=N), publication_year (YYYY or YYYY-YYYY), from_publication_date, to_publication_date.
 */
export function parseWorksFilter(input: string | null | undefined): WorksFilter {
  const filter: WorksFilter = {};
  if (!input || !input.trim()) return filter;
  if (input.length > 1000) throw new FilterError('it is too long');
  for (const part of input.split(',')) {
    const at = part.indexOf(':');
    if (at <= 0) throw new FilterError(`"${part.slice(0, 40)}" is not key:value`);
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    switch (key) {
      case 'is_oa':
      case 'open_access.is_oa':
        filter.isOa = bool(key, value);
        break;
      case 'has_content.pdf':
      case 'has_fulltext':
      case 'has_pdf':
        filter.hasPdf = bool(key, value);
        break;
      case 'is_retracted':
        filter.isRetracted = bool(key, value);
        break;
      case 'language':
        if (!CODE.test(value)) throw new FilterError('language must be a language code such as en');
        filter.language = value;
        break;
      case 'type':
        if (!CODE.test(value)) throw new FilterError('type must be a work type such as article');
        filter.type = value;
        break;
      case 'cited_by_count': {
        const m = /^(>=?)?(\d{1,9})$/.exec(value);
        if (!m) throw new FilterError('cited_by_count must be N, >N or >=N');
        const n = Number(m[2]);
        filter.minCitations = m[1] === '>' ? n + 1 : n;
        break;
      }
      case 'publication_year': {
        const m = /^(\d{4})(?:-(\d{4}))?$/.exec(value);
        if (!m) throw new FilterError('publication_year must be YYYY or YYYY-YYYY');
        filter.fromDate = `${m[1]}-01-01`;
        filter.toDate = `${m[2] ?? m[1]}-12-31`;
        break;
      }
      case 'from_publication_date':
      case 'to_publication_date':
        if (!DATE.test(value) || Number.isNaN(Date.parse(value)))
          throw new FilterError(`${key} must be a date YYYY-MM-DD`);
        if (key === 'from_publication_date') filter.fromDate = value;
        else filter.toDate = value;
        break;
      default:
        throw new FilterError(`${key.slice(0, 40)} is not a supported filter`);
    }
  }
  return filter;
}

/** The canonical OpenAlex filter string of a typed filter (stable order, so equal filters cache alike). */
export function formatWorksFilter(filter: WorksFilter): string {
  const parts: string[] = [];
  if (filter.isOa !== undefined) parts.push(`is_oa:${filter.isOa}`);
  if (filter.hasPdf !== undefined) parts.push(`has_content.pdf:${filter.hasPdf}`);
  if (filter.isRetracted !== undefined) parts.push(`is_retracted:${filter.isRetracted}`);
  if (filter.language) parts.push(`language:${filter.language}`);
  if (filter.type) parts.push(`type:${filter.type}`);
  if (filter.minCitations !== undefined && filter.minCitations > 0)
    parts.push(`cited_by_count:>${filter.minCitations - 1}`);
  if (filter.fromDate) parts.push(`from_publication_date:${filter.fromDate}`);
  if (filter.toDate) parts.push(`to_publication_date:${filter.toDate}`);
  return parts.join(',');
}

/** The filter string for the search modal's filters (defaults applied; empty year bounds are unset). */
export function buildWorksFilter(filters: SearchFilters): string {
  const f: WorksFilter = {};
  if (filters.openAccessOnly ?? DEFAULT_FILTERS.openAccessOnly) f.isOa = true;
  if (filters.hasFulltext ?? DEFAULT_FILTERS.hasFulltext) f.hasPdf = true;
  if (filters.excludeRetracted ?? DEFAULT_FILTERS.excludeRetracted) f.isRetracted = false;
  if (filters.language) f.language = filters.language;
  if (filters.workType) f.type = filters.workType;
  if (filters.minCitations) f.minCitations = filters.minCitations;
  if (Number.isInteger(filters.publicationYearFrom)) f.fromDate = `${filters.publicationYearFrom}-01-01`;
  if (Number.isInteger(filters.publicationYearTo)) f.toDate = `${filters.publicationYearTo}-12-31`;
  return formatWorksFilter(f);
}

/** What the client-side filters read of a work. */
export interface FilterableWork extends PdfAccessWork {
  display_name?: string | null;
  title?: string | null;
  publication_year?: number | null;
  language?: string | null;
  type?: string | null;
  cited_by_count?: number | null;
  is_retracted?: boolean | null;
}

/** Spec 3 §5 "Article filtering", applied to works already loaded. */
export function matchesFilters(work: FilterableWork, filters: SearchFilters): boolean {
  if ((filters.openAccessOnly ?? DEFAULT_FILTERS.openAccessOnly) && !isOpenAccess(work)) return false;
  if ((filters.hasFulltext ?? DEFAULT_FILTERS.hasFulltext) && !hasPdfAccess(work)) return false;
  if (filters.language && work.language !== filters.language) return false;
  if (!withinYears(work, filters.publicationYearFrom, filters.publicationYearTo)) return false;
  if (filters.workType && work.type !== filters.workType) return false;
  if (filters.minCitations && (work.cited_by_count ?? 0) < filters.minCitations) return false;
  if (filters.excludeRetracted !== false && work.is_retracted) return false;
  const q = filters.search?.trim().toLowerCase();
  if (
    q &&
    !`${work.display_name ?? ''}`.toLowerCase().includes(q) &&
    !`${work.title ?? ''}`.toLowerCase().includes(q)
  )
    return false;
  return true;
}

/** Inclusive year bounds; a work without a year fails when a bound is set. */
export function withinYears(work: FilterableWork, from?: number | null, to?: number | null): boolean {
  const hasFrom = typeof from === 'number' && Number.isInteger(from);
  const hasTo = typeof to === 'number' && Number.isInteger(to);
  if (!hasFrom && !hasTo) return true;
  const year = work.publication_year;
  if (typeof year !== 'number') return false;
  if (hasFrom && year < (from as number)) return false;
  if (hasTo && year > (to as number)) return false;
  return true;
}

/** Spec 3 §5 batch search: open access, a PDF, English or unset language, within the years, not retracted. */
export function keepInBatch(
  work: FilterableWork,
  years: { from?: number | null; to?: number | null } = {},
): boolean {
  return (
    isOpenAccess(work) &&
    hasPdfAccess(work) &&
    (work.language === 'en' ||
      work.language === null ||
      work.language === undefined ||
      work.language === '') &&
    withinYears(work, years.from, years.to) &&
    !work.is_retracted
  );
}

/** The "limited results" flag: many works found, few passed the filters (spec 3 §9). */
export function isLimitedResults(found: number, passing: number): boolean {
  return found >= SEARCH_LIMITS.limitedResultsFound && passing < SEARCH_LIMITS.limitedResultsPassing;
}

/** More batches can be loaded while a full batch was found and the page is below 400. */
export function canLoadMore(
  lastBatchSize: number,
  page: number,
  batchSize: number = SEARCH_LIMITS.batchSize,
): boolean {
  return lastBatchSize >= batchSize && page < SEARCH_LIMITS.maxPage;
}
