import { STUDY_COPY } from '../messages';
/** Small text helpers of the study area. */
import { LEARNING_MODE_LABELS, type LearningMode } from '../../../../shared/study/quick-actions';

/**
 * The note beside the topic select: what the learning mode tailors ('IT mode: Smarty tailors explanations and
 * exercises to IT support: …'). Null for a mode the tutor has no instruction for (a path from the student's own
 * material is 'general'), where saying it tailors anything would not be true.
 */
export function modeNote(mode: string, certification: boolean): { label: string; text: string } | null {
  const label = LEARNING_MODE_LABELS[mode as LearningMode] as string | undefined;
  if (!label) return null;
  const focus = mode === 'it' ? 'IT support: hardware, networks and troubleshooting' : label.toLowerCase();
  return {
    label: `${label} mode:`,
    text: `Smarty tailors explanations and exercises to ${focus}${certification ? ' and the exam objectives' : ''}.`,
  };
}

/** The templated request a quick action sends (spec 3 §9 quick-action sets). */
export function quickActionPrompt(action: string, subject: string): string {
  return STUDY_COPY.pleaseHelpMeWith(action, subject);
}

/** What '+ Suggest Additional Resources' asks Smarty about the focused topic (spec 3 §2.13). */
export function suggestResourcesPrompt(topic: string, existing: readonly string[]): string {
  const have = existing.length > 0 ? ` I already have: ${existing.map((t) => `"${t}"`).join(', ')}.` : '';
  return STUDY_COPY.suggestAdditionalLearningResources(topic, have);
}

/** "in 10 min", "in 3 days": when a rating would bring the card back. */
export function formatDueIn(iso: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.round((new Date(iso).getTime() - now) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
