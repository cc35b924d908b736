/**
 * What the result list shows of the works already loaded for a domain: the always-on batch rule (open access,
 * PDF, English, not retracted) within the chosen years, in the chosen order (spec 3 §2.1, §2.2, §5). Runs in the
 * browser over up to 2,000 works each time a filter or the sort changes.
 */
import { keepInBatch, type WorksSort } from '../../../../shared/research/filters';
import type { ScholarWork } from '../../../../shared/schemas/research';

export interface ResultOptions {
  yearFrom: number | null;
  yearTo: number | null;
  sort: WorksSort;
}

function dateKey(w: ScholarWork): string {
  return w.publication_date ?? (w.publication_year === null ? '' : `${w.publication_year}-00-00`);
}

const COMPARE: Record<WorksSort, (a: ScholarWork, b: ScholarWork) => number> = {
  'relevance_score:desc': (a, b) => (b.relevance_score ?? 0) - (a.relevance_score ?? 0),
  'cited_by_count:desc': (a, b) => b.cited_by_count - a.cited_by_count,
  // Works without a date go last in both directions.
  'publication_date:desc': (a, b) => {
    const x = dateKey(a);
    const y = dateKey(b);
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return x < y ? 1 : x > y ? -1 : 0;
  },
  'publication_date:asc': (a, b) => {
    const x = dateKey(a);
    const y = dateKey(b);
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return x < y ? -1 : x > y ? 1 : 0;
  },
};

/** The works that pass, sorted (stable: equal works keep the catalogue's order). */
export function viewResults(works: readonly ScholarWork[], options: ResultOptions): ScholarWork[] {
  const kept = works.filter((w) => keepInBatch(w, { from: options.yearFrom, to: options.yearTo }));
  return kept.sort(COMPARE[options.sort]);
}

/** Works of one displayed page (25 per page, spec 3 §9). */
export function pageOf<T>(list: readonly T[], page: number, pageSize: number): T[] {
  return list.slice((page - 1) * pageSize, page * pageSize);
}
