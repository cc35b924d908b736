/** Small text helpers of the study area. */
import { LEARNING_MODE_LABELS, type LearningMode } from '../../../../shared/study/learning-modes';
import { STUDY_COPY } from '../messages';

/**
 * The note beside the topic select: what the learning mode tailors ('IT mode: Smarty tailors explanations and
 * exercises to IT support: …'). Null for a mode the tutor has no instruction for (a path from the student's own
 * material is 'general'), where saying it tailors anything would not be true.
 */
export function modeNote(mode: string, certification: boolean): { label: string; text: string } | null {
  const label = LEARNING_MODE_LABELS[mode as LearningMode] as string | undefined;
  if (!label) return null;
  const focus = mode === 'it' ? STUDY_COPY.itSupportSubject : label.toLowerCase();
  return {
    label: STUDY_COPY.mode(label),
    text: STUDY_COPY.smartyTailorsExplanationsAnd(focus, certification),
  };
}

/** The templated request a quick action sends (spec 3 §9 quick-action sets). */
export function quickActionPrompt(action: string, subject: string): string {
  return STUDY_COPY.pleaseHelpMeWith(action, subject);
}

/** What '+ Suggest Additional Resources' asks Smarty about the focused topic (spec 3 §2.13). */
export function suggestResourcesPrompt(topic: string, existing: readonly string[]): string {
  const have = existing.length > 0 ? STUDY_COPY.iAlreadyHave(existing) : '';
  return STUDY_COPY.suggestAdditionalLearningResources(topic, have);
}
