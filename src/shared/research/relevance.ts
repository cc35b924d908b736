/** Score and badge bands shared by the cards and the saved list (spec 3 §5, §9). */

export type ScoreBand = 'high' | 'medium' | 'low';

/** 7 or more green (high), 4 to 6 yellow (medium), below 4 red (low). */
export function scoreBand(score: number): ScoreBand {
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  return 'low';
}

/**
 * The one way a score out of 10 is shown (spec 3 §4, §5; spec 2 §2.3): an analysis relevance (prompt, thesis,
 * brainstorm, a section's badges, a research element, an evidence passage), whole numbers plain, others with one
 * decimal: '7/10', '6.5/10'. The percent below is another measure — how well a search result matches the query, on the
 * search cards only.
 */
export function formatScore(score: number): string {
  const s = Math.round(score * 10) / 10;
  return `${Number.isInteger(s) ? s.toFixed(0) : s.toFixed(1)}/10`;
}

/**
 * A search result's match to the query, shown with one decimal percent on the search cards (spec 3 §2.3, §9; OpenAlex
 * scores are normalised against the page's best). Never used for an analysis score, which is out of 10.
 */
export function relevancePercent(
  score: number | null | undefined,
  best: number | null | undefined,
): string | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  const top = best && best > 0 ? best : score;
  if (top <= 0) return '0.0%';
  return `${Math.min(100, (score / top) * 100).toFixed(1)}%`;
}

export type CitationTier = 'base' | 'over100' | 'over500' | 'over1000';

/** Citation badge colour switches above 100, 500 and 1000 (spec 3 §2.3). */
export function citationTier(count: number | null | undefined): CitationTier {
  const n = count ?? 0;
  if (n > 1000) return 'over1000';
  if (n > 500) return 'over500';
  if (n > 100) return 'over100';
  return 'base';
}

/** Brainstorm relation: highly relevant at 6 or more; 0 means no connections (spec 3 §5). */
export function brainstormHighlyRelevant(score: number): boolean {
  return score >= 6;
}
