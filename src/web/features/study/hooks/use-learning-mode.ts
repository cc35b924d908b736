import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudyPath } from '../../../../shared/schemas/study';
import { isLearningMode, type LearningMode } from '../../../../shared/study/learning-modes';
import { studyApi } from '../api/study-api';
import {
  readLearningModeChoice,
  useLearningModeChoice,
  writeLearningModeChoice,
} from '../lib/learning-mode-choice';
import { STUDY_COPY } from '../messages';

export interface LearningModeOptions {
  /** The open path as the server last answered it (its `learningMode` is the account's choice), or none. */
  path: Pick<StudyPath, 'id' | 'learningMode'> | null;
  /** The path's own mode, from its subject: choosing it clears the choice. */
  pathMode: string;
  /** Puts the path the server answers into the paths cache. */
  onPathUpdated: (path: StudyPath) => void;
}

export interface LearningModeState {
  /** The mode in use: the chosen one, else the path's own. */
  mode: string;
  chosen: LearningMode | null;
  choose: (mode: string) => void;
  /** The last choice could not be saved to the account (it is kept in this browser); null otherwise. */
  saveError: string | null;
}

/**
 * The learning mode of the open path (issue 16), kept with the student's account so it follows them to every device.
 * This browser's copy paints at once; when the path loads, or the server's choice changes (made on another device),
 * the copy follows the server's. Choosing writes the copy at once and sends the choice; the path's own mode clears
 * it on both. A choice the server could not take stays in this browser, with a short note.
 */
export function useLearningMode({ path, pathMode, onPathUpdated }: LearningModeOptions): LearningModeState {
  const pathId = path?.id ?? null;
  // undefined: no path, or an answer without the field
  const serverChoice = path?.learningMode;
  const chosen = useLearningModeChoice(pathId);

  // Only a new path or a new server value moves this browser's copy: a reload that brings back the same value
  // leaves a choice the server has not taken yet (a failed request) as it is.
  useEffect(() => {
    if (!pathId || serverChoice === undefined) return;
    if (readLearningModeChoice(pathId) !== serverChoice) writeLearningModeChoice(pathId, serverChoice);
  }, [pathId, serverChoice]);

  // the choice the server could not take, while this browser still uses it
  const [unsaved, setUnsaved] = useState<{ pathId: string; mode: LearningMode | null } | null>(null);
  // the latest request wins: an earlier choice answered late neither overwrites the cache nor reports a failure
  const latest = useRef(0);
  const onUpdated = useRef(onPathUpdated);
  useEffect(() => {
    onUpdated.current = onPathUpdated;
  }, [onPathUpdated]);

  const choose = useCallback(
    (mode: string) => {
      if (!pathId) return;
      const next = mode === pathMode ? null : isLearningMode(mode) ? mode : undefined;
      if (next === undefined) return;
      writeLearningModeChoice(pathId, next);
      const request = ++latest.current;
      setUnsaved(null);
      studyApi.setLearningMode(pathId, next).then(
        ({ studyPath }) => {
          if (request === latest.current) onUpdated.current(studyPath);
        },
        () => {
          if (request === latest.current) setUnsaved({ pathId, mode: next });
        },
      );
    },
    [pathId, pathMode],
  );

  return {
    mode: chosen ?? pathMode,
    chosen,
    choose,
    saveError:
      unsaved && unsaved.pathId === pathId && unsaved.mode === chosen
        ? STUDY_COPY.learningModeNotSaved
        : null,
  };
}
