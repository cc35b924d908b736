/**
 * Progress rules of spec 2 §5 and §9: the writing footer bar (500 words), draft progress against the target length,
 * outline section status and bar colour (200 words per section), and score colours.
 */

export const WRITING_TARGET_WORDS = 500;
export const OUTLINE_SECTION_TARGET_WORDS = 200;
export const DEFAULT_TARGET_WORDS = 1000;

/** Percent of `value` against `target`, 0–100, never NaN. */
export function percentOf(value: number, target: number): number {
  if (!Number.isFinite(value) || value <= 0 || !Number.isFinite(target) || target <= 0) return 0;
  return Math.min(100, (value / target) * 100);
}

/** The writing footer's bar: total words over all sections toward 500. */
export function writingProgress(totalWords: number): number {
  return percentOf(totalWords, WRITING_TARGET_WORDS);
}

/**
 * The upper number of a target length such as `500-1000` (→ 1000) or `2000+` (→ 2000); 1000 when there is none.
 */
export function targetWordCount(targetLength: string | null | undefined): number {
  const numbers =
    (targetLength ?? '')
      .match(/\d+/g)
      ?.map(Number)
      .filter((n) => n > 0) ?? [];
  return numbers.length > 0 ? Math.max(...numbers) : DEFAULT_TARGET_WORDS;
}

/** Draft progress against the upper number of the target length, capped at 100%. */
export function draftProgress(words: number, targetLength: string | null | undefined): number {
  return percentOf(words, targetWordCount(targetLength));
}

export const OUTLINE_SECTION_STATUSES = ['empty', 'drafting', 'complete'] as const;
export type OutlineSectionStatus = (typeof OUTLINE_SECTION_STATUSES)[number];

export const OUTLINE_STATUS_LABELS: Record<OutlineSectionStatus, string> = {
  empty: 'Empty',
  drafting: 'Drafting',
  complete: 'Complete',
};

/** An outline section's bar: its words against 200, capped at 100. */
export function outlineSectionProgress(words: number): number {
  return percentOf(words, OUTLINE_SECTION_TARGET_WORDS);
}

/** Empty with no words, Complete at 200 words or more, Drafting in between. */
export function outlineSectionStatus(words: number): OutlineSectionStatus {
  if (!(words > 0)) return 'empty';
  return words >= OUTLINE_SECTION_TARGET_WORDS ? 'complete' : 'drafting';
}

export type ProgressColour = 'green' | 'amber' | 'blue';

/** Outline bar colour: green above 80%, amber above 50%, otherwise blue. */
export function outlineBarColour(progressPercent: number): ProgressColour {
  if (progressPercent > 80) return 'green';
  if (progressPercent > 50) return 'amber';
  return 'blue';
}

export type ScoreColour = 'green' | 'yellow' | 'red';

/** Score colours (spec 2 §5): 7 or more green, 4 to 6 yellow, below 4 red. */
export function scoreColour(score: number): ScoreColour {
  if (score >= 7) return 'green';
  if (score >= 4) return 'yellow';
  return 'red';
}
