/**
 * The learning mode a student chose for a path (issue 16), as this browser keeps it per path: the mode shapes
 * Smarty's answers (sent as `learningMode`), the quick actions and the mode banner. No choice means the path's own
 * mode (its domain, IT for IT certifications). The account's copy on the server is the truth
 * (`hooks/use-learning-mode.ts`); this one paints the choice at once and keeps it when the server cannot be reached.
 */
import { isLearningMode, type LearningMode } from '../../../../shared/study/learning-modes';
import { useSyncExternalStore } from '../../../lib/use-sync-external-store';

const PREFIX = 'smarty-learning-mode:';

export const learningModeKey = (pathId: string) => `${PREFIX}${pathId}`;

/** Choices made on this page, for when the browser refuses storage (private mode, quota). */
const unstored = new Map<string, LearningMode | null>();

/** The stored choice of a path; nothing (or anything that is not a learning mode) is no choice. */
export function readLearningModeChoice(pathId: string | null): LearningMode | null {
  if (!pathId) return null;
  if (unstored.has(pathId)) return unstored.get(pathId) ?? null;
  try {
    const value = localStorage.getItem(learningModeKey(pathId));
    return isLearningMode(value) ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Stores (or, with null, forgets) the choice of a path; every picker of it follows. */
export function writeLearningModeChoice(pathId: string, mode: LearningMode | null): void {
  try {
    if (mode) localStorage.setItem(learningModeKey(pathId), mode);
    else localStorage.removeItem(learningModeKey(pathId));
    unstored.delete(pathId);
  } catch {
    // storage unavailable: the choice lasts as long as the page
    unstored.set(pathId, mode);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab's choice
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** This browser's copy of the choice made for a path (null: none); it follows every write, here and in other tabs. */
export function useLearningModeChoice(pathId: string | null): LearningMode | null {
  return useSyncExternalStore(
    subscribe,
    () => readLearningModeChoice(pathId),
    () => null,
  );
}
