/** The search query of an AI search result (spec 3 §5). */
export const DEFAULT_SEARCH_TOPIC = 'academic research';

/**
 * The first AI-generated search query, else the first five keywords joined, else a default topic. When several
 * keywords exist the query is narrowed to require any one of them, quoted.
 */
export function buildSearchQuery(result: {
  keywords?: readonly string[];
  searchQueries?: readonly string[];
}): string {
  const keywords = (result.keywords ?? []).map((k) => k.trim().replace(/"/g, '')).filter(Boolean);
  const first = result.searchQueries?.map((q) => q.trim()).find(Boolean);
  const base = first ?? (keywords.length > 0 ? keywords.slice(0, 5).join(' ') : DEFAULT_SEARCH_TOPIC);
  if (keywords.length < 2) return base;
  return `${base} AND (${keywords
    .slice(0, 5)
    .map((k) => `"${k}"`)
    .join(' OR ')})`;
}
