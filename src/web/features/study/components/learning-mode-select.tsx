import { useId } from 'react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import {
  isLearningMode,
  LEARNING_MODE_LABELS,
  type LearningMode,
} from '../../../../shared/study/learning-modes';
import { STUDY_TOOLS_COPY } from '../tools-messages';
import { domainLabel } from './domain-badge';

export interface LearningModeSelectProps {
  /** The mode in use (the chosen one, else the path's own). */
  mode: string;
  /** The path's own mode, from its subject. */
  pathMode: string;
  onChange: (mode: string) => void;
  /** The choice could not be saved to the account: a short note under the hint (the choice stays). */
  saveError?: string | null | undefined;
}

const MODES = Object.keys(LEARNING_MODE_LABELS) as LearningMode[];

/**
 * The learning mode of the open path (issue 16): a native select (Tab to reach, arrows to pick), listing the path's
 * own mode first, then the other learning modes, then the modes the workspace cannot select yet (spec 3 §4).
 */
export function LearningModeSelect({ mode, pathMode, onChange, saveError }: LearningModeSelectProps) {
  const selectId = useId();
  const hintId = useId();
  const others = MODES.filter((m) => m !== pathMode);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm lg:w-60">
      <label htmlFor={selectId} className="font-medium">
        {STUDY_TOOLS_COPY.learningMode}
      </label>
      <select
        id={selectId}
        aria-describedby={hintId}
        className="h-10 w-full rounded-md border border-input bg-card px-2 text-sm shadow-sm"
        value={mode}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value={pathMode}>
          {STUDY_TOOLS_COPY.pathsOwnMode(
            isLearningMode(pathMode) ? LEARNING_MODE_LABELS[pathMode] : domainLabel(pathMode),
          )}
        </option>
        {others.map((m) => (
          <option key={m} value={m}>
            {LEARNING_MODE_LABELS[m]}
          </option>
        ))}
        {[T.academicMode, T.creativeMode].map((label) => (
          <option key={label} disabled>
            {STUDY_TOOLS_COPY.notYetMode(label, T.launchingSoon)}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-muted-foreground">
        {STUDY_TOOLS_COPY.learningModeHint}
      </p>
      <p role="status" className="text-xs text-warning empty:hidden">
        {saveError}
      </p>
    </div>
  );
}
