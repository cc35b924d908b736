/**
 * Topic mastery and path progress (spec 3 §4 "Mastery"), shared by the server (which decides) and the web
 * app (which mirrors for display).
 *
 * - A topic with no record marked in progress becomes intermediate; a beginner topic marked in progress
 *   becomes intermediate. Marking in progress never lowers mastery (an expert topic stays expert).
 * - Marking completed sets expert.
 * - Reset sets beginner with time spent 0 and no study sessions.
 * - Progress percent = expert topics over all topics, rounded; 0 with no topics.
 * - The next incomplete topic is the first topic (in order) not at expert.
 * - Focus navigation moves next or previous along the topic order and does nothing at the ends.
 * - Quiz results feed mastery: a score of at least QUIZ_PASS_PERCENT counts as completed (expert),
 *   anything lower as in progress (beginner → intermediate; never lowers).
 */

export const MASTERY_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

export const PROGRESS_STATUSES = ['in_progress', 'completed', 'reset'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** Spec 3 §4: "A missing progress record is created on first update with the title Unknown Topic". */
export const UNKNOWN_TOPIC_TITLE = 'Unknown Topic';

/** A quiz score (percent) at or above this marks the topic completed (expert). */
export const QUIZ_PASS_PERCENT = 80;

/** The mastery after a status update; `current` is undefined when the topic has no record yet. */
export function nextMastery(current: MasteryLevel | undefined, status: ProgressStatus): MasteryLevel {
  if (status === 'completed') return 'expert';
  if (status === 'reset') return 'beginner';
  if (current === undefined || current === 'beginner') return 'intermediate';
  return current;
}

/** Percent of a quiz, 0–100 rounded; 0 for an empty quiz. */
export function quizPercent(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(score, 0), total) / total) * 100);
}

/** The progress status a quiz result stands for. */
export function quizStatus(
  score: number,
  total: number,
): Extract<ProgressStatus, 'in_progress' | 'completed'> {
  return total > 0 && quizPercent(score, total) >= QUIZ_PASS_PERCENT ? 'completed' : 'in_progress';
}

export interface TopicWithMastery {
  id: string;
  masteryLevel?: MasteryLevel | null | undefined;
}

/** Spec 3 §4: expert topics over total topics, rounded; 0 with no topics. */
export function progressPercent(topics: readonly TopicWithMastery[]): number {
  if (topics.length === 0) return 0;
  const expert = topics.filter((t) => t.masteryLevel === 'expert').length;
  return Math.round((expert / topics.length) * 100);
}

/** The first topic in order that is not at expert, or undefined when all are. */
export function nextIncompleteTopic<T extends TopicWithMastery>(topics: readonly T[]): T | undefined {
  return topics.find((t) => t.masteryLevel !== 'expert');
}

/** The ids of the completed (expert) topics (spec 3 §3 progress.completedTopics). */
export function completedTopicIds(topics: readonly TopicWithMastery[]): string[] {
  return topics.filter((t) => t.masteryLevel === 'expert').map((t) => t.id);
}

export type FocusMove = 'next' | 'previous';

/**
 * Focus navigation along the topic order: the neighbouring topic's id, or the current id unchanged at the
 * ends (and when the current topic is not in the list, or there is no focus yet: `next` goes to the first topic).
 */
export function moveFocus(
  topics: readonly { id: string }[],
  currentId: string | null | undefined,
  move: FocusMove,
): string | null {
  if (topics.length === 0) return currentId ?? null;
  const index = currentId ? topics.findIndex((t) => t.id === currentId) : -1;
  if (index === -1) return move === 'next' ? (topics[0]?.id ?? null) : (currentId ?? null);
  const target = move === 'next' ? index + 1 : index - 1;
  if (target < 0 || target >= topics.length) return currentId ?? null;
  return topics[target]?.id ?? null;
}

/** "k of N" position of the focused topic (1-based), or null without a focus in the list. */
export function focusPosition(
  topics: readonly { id: string }[],
  focusId: string | null | undefined,
): { index: number; total: number } | null {
  if (!focusId) return null;
  const i = topics.findIndex((t) => t.id === focusId);
  return i === -1 ? null : { index: i + 1, total: topics.length };
}

/** The learner level the AI adapts to, from a topic's mastery. */
export function learnerLevelFor(
  mastery: MasteryLevel | null | undefined,
): 'beginner' | 'intermediate' | 'advanced' {
  if (mastery === 'expert') return 'advanced';
  if (mastery === 'intermediate') return 'intermediate';
  return 'beginner';
}
