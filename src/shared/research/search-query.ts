import { RESEARCH_LIMITS } from '../limits';

/** The search query of an AI search result (spec 3 §5). */
export const DEFAULT_SEARCH_TOPIC = 'academic research';

/**
 * A query the app builds (from the AI's queries and keywords, or a detected domain's query) cut to the longest search
 * the works endpoint takes: whole words only, a quoted phrase kept whole or left out, brackets closed.
 */
export function fitSearchQuery(query: string, max: number = RESEARCH_LIMITS.maxSearchLength): string {
  const q = query.replace(/\s+/g, ' ').trim();
  if (q.length <= max) return q;
  // the room a closing bracket per open one needs is kept free while cutting
  let cut = q.slice(0, max + 1);
  for (;;) {
    const space = cut.lastIndexOf(' ');
    if (space <= 0) return q.slice(0, max); // one word longer than a search: cut as it is
    cut = cut.slice(0, space).trim();
    if ((cut.match(/"/g) ?? []).length % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('"'));
    // a dangling operator or opening bracket at the end goes too
    cut = cut.replace(/(?:\s+(?:AND|OR|NOT)|\s*\()+\s*$/, '').trim();
    const open = (cut.match(/\(/g) ?? []).length - (cut.match(/\)/g) ?? []).length;
    if (cut === '') return q.slice(0, max);
    if (cut.length + Math.max(0, open) <= max) return cut + ')'.repeat(Math.max(0, open));
  }
}

/**
 * The first AI-generated search query, else the first five keywords joined, else a default topic. When several
 * keywords exist the query is narrowed to require any one of them, quoted. The result fits the works endpoint's
 * longest search (fewer keywords when five do not fit).
 */
export function buildSearchQuery(result: {
  keywords?: readonly string[];
  searchQueries?: readonly string[];
}): string {
  const keywords = (result.keywords ?? []).map((k) => k.trim().replace(/"/g, '')).filter(Boolean);
  const first = result.searchQueries?.map((q) => q.trim()).find(Boolean);
  const base = fitSearchQuery(
    first ?? (keywords.length > 0 ? keywords.slice(0, 5).join(' ') : DEFAULT_SEARCH_TOPIC),
  );
  if (keywords.length < 2) return base;
  // as many of the first five keywords as fit (at least two, or the base alone)
  for (let n = Math.min(5, keywords.length); n >= 2; n--) {
    const query = `${base} AND (${keywords
      .slice(0, n)
      .map((k) => `"${k}"`)
      .join(' OR ')})`;
    if (query.length <= RESEARCH_LIMITS.maxSearchLength) return query;
  }
  return base;
}
