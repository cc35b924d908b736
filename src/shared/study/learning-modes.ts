/**
 * The learning modes (issue 16): the eight study domains plus IT, their labels, and a path's own mode. Kept apart from
 * the quick-action catalogue (quick-actions.ts), so the study area's first screen loads without the catalogue.
 */
import { STUDY_DOMAINS, type StudyDomain } from './codes';

/** The learning modes: the eight study domains, plus IT for IT certifications (CompTIA A+ and the like). */
export type LearningMode = StudyDomain | 'it';
export const LEARNING_MODES: readonly [LearningMode, ...LearningMode[]] = [...STUDY_DOMAINS, 'it'];

const MODES: ReadonlySet<string> = new Set(LEARNING_MODES);

/** Whether a mode is one of the learning modes (a study domain or IT). */
export function isLearningMode(mode: string | null | undefined): mode is LearningMode {
  return !!mode && MODES.has(mode);
}

/**
 * The learning mode of a path: IT for a certification of the `programming` domain that is not about programming
 * itself (its tags say IT, networking, cloud, security …, not "programming"); otherwise the path's domain.
 */
export function learningModeOf(
  domain: string | null | undefined,
  certification?: { tags?: readonly string[] | undefined } | null,
): string {
  if (
    domain === 'programming' &&
    certification?.tags?.length &&
    !certification.tags.some((t) => /^programming$/i.test(t.trim()))
  )
    return 'it';
  return domain ?? '';
}

export const LEARNING_MODE_LABELS: Readonly<Record<LearningMode, string>> = {
  ...(Object.fromEntries(STUDY_DOMAINS.map((d) => [d, d.charAt(0).toUpperCase() + d.slice(1)])) as Record<
    StudyDomain,
    string
  >),
  it: 'IT',
};
