/**
 * The Saved Articles list (spec 3 §2.7, §4, §5): which articles need analysis, and the list's search, filters and
 * sorts. Isomorphic: the server uses `needsAnalysis` for Analyze All, the web the rest.
 */

export const SAVED_FILTERS = [
  'all',
  'recent',
  'highly_cited',
  'open_access',
  'high_relevance',
  'needs_analysis',
] as const;
export type SavedFilter = (typeof SAVED_FILTERS)[number];
export const SAVED_SORTS = ['date', 'citations', 'title'] as const;
export type SavedSort = (typeof SAVED_SORTS)[number];

export const SAVED_LIST = {
  recentDays: 7,
  /** "highly cited": 100 or more (the spec states both ≥ 100 and > 100; the looser reading is used). */
  highlyCitedMin: 100,
  highRelevanceMin: 7,
} as const;

export const ANALYSIS_STATUSES = ['pending', 'completed', 'failed', 'none'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

interface RelationLike {
  relevance_score?: number | null;
  relevance_type?: string | null;
}

export interface SavedListArticle {
  title?: string | null;
  authors?: string | null;
  doi?: string | null;
  saved_at?: string | null;
  cited_by_count?: number | null;
  open_access?: unknown;
  primary_location?: unknown;
  extracted_text?: string | null;
  text_extraction_success?: boolean | null;
  relation_analysis?: {
    analysis_status?: AnalysisStatus | null;
    prompt_relation?: RelationLike | null;
    thesis_relation?: RelationLike | null;
    brainstorm_relation?: RelationLike | null;
  } | null;
}

/** Missing, pending or failed analysis, and text to analyse (spec 3 §4). */
export function needsAnalysis(a: SavedListArticle): boolean {
  const status = a.relation_analysis?.analysis_status;
  const unanalysed =
    !a.relation_analysis || !status || status === 'pending' || status === 'failed' || status === 'none';
  return unanalysed && (Boolean(a.extracted_text) || a.text_extraction_success === true);
}

const isOa = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && (v as { is_oa?: unknown }).is_oa === true;

export function bestRelationScore(a: SavedListArticle): number {
  const r = a.relation_analysis;
  if (!r) return 0;
  return Math.max(
    r.prompt_relation?.relevance_score ?? 0,
    r.thesis_relation?.relevance_score ?? 0,
    r.brainstorm_relation?.relevance_score ?? 0,
  );
}

export function matchesSavedFilter(a: SavedListArticle, filter: SavedFilter, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'recent': {
      const saved = a.saved_at ? Date.parse(a.saved_at) : NaN;
      return Number.isFinite(saved) && now.getTime() - saved <= SAVED_LIST.recentDays * 86_400_000;
    }
    case 'highly_cited':
      return (a.cited_by_count ?? 0) >= SAVED_LIST.highlyCitedMin;
    case 'open_access':
      return isOa(a.open_access) || isOa(a.primary_location);
    case 'high_relevance':
      return bestRelationScore(a) >= SAVED_LIST.highRelevanceMin;
    case 'needs_analysis':
      return needsAnalysis(a);
  }
}

/** Case-insensitive match on title, authors or DOI. */
export function matchesSavedSearch(a: SavedListArticle, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [a.title, a.authors, a.doi].some((v) => (v ?? '').toLowerCase().includes(q));
}

export function sortSaved<T extends SavedListArticle>(list: readonly T[], sort: SavedSort): T[] {
  const copy = [...list];
  if (sort === 'citations') return copy.sort((x, y) => (y.cited_by_count ?? 0) - (x.cited_by_count ?? 0));
  if (sort === 'title') return copy.sort((x, y) => (x.title ?? '').localeCompare(y.title ?? ''));
  return copy.sort((x, y) => (Date.parse(y.saved_at ?? '') || 0) - (Date.parse(x.saved_at ?? '') || 0));
}

export function viewSaved<T extends SavedListArticle>(
  list: readonly T[],
  options: { search?: string; filter?: SavedFilter; sort?: SavedSort; now: Date },
): T[] {
  return sortSaved(
    list.filter(
      (a) =>
        matchesSavedFilter(a, options.filter ?? 'all', options.now) &&
        matchesSavedSearch(a, options.search ?? ''),
    ),
    options.sort ?? 'date',
  );
}

/** A section's bounds in the text: from its start marker to the end of the first end marker after it (spec 3 §5). */
export function sectionBounds(
  text: string,
  sectionStart: string,
  sectionEnd: string,
  from = 0,
): { start: number; end: number } | null {
  if (!sectionStart || !sectionEnd) return null;
  const start = text.indexOf(sectionStart, from);
  if (start < 0) return null;
  const endAt = text.indexOf(sectionEnd, start);
  if (endAt < 0) return null;
  return { start, end: endAt + sectionEnd.length };
}

/**
 * The bounds of every section of an article, in order: each start marker is looked for from the end of the section
 * before it, so a passage the paper repeats (an abstract printed twice) finds its own copy; a section whose markers
 * only occur earlier (sections out of order) is looked for from the start of the text.
 */
export function sectionsBounds(
  text: string,
  sections: ReadonlyArray<{ sectionStart: string; sectionEnd: string }>,
): Array<{ start: number; end: number } | null> {
  let from = 0;
  return sections.map((s) => {
    const bounds =
      sectionBounds(text, s.sectionStart, s.sectionEnd, from) ??
      sectionBounds(text, s.sectionStart, s.sectionEnd);
    if (bounds) from = Math.max(from, bounds.end);
    return bounds;
  });
}
