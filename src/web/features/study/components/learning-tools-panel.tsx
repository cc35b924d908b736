import { Layers, ListChecks } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { StudyPath } from '../../../../shared/schemas/study';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SmartySettings } from '../lib/smarty-state';
import type { Processing } from '../hooks/use-study-paths';
import { STUDY_TOOLS_COPY } from '../tools-messages';

export interface LearningToolsPanelProps {
  paths: StudyPath[];
  path: StudyPath;
  onSelectPath: (path: StudyPath) => void;
  processing: Processing;
  /** The message of a failed progress update, if any. */
  markError: string | null;
  /** No topic is picked, or a tool is running, or the demo's limit is reached. */
  toolsDisabled: boolean;
  hasTopic: boolean;
  onQuiz: () => void;
  onFlashcards: () => void;
  dueCount: number | undefined;
  onReviewDue: () => void;
  onBrowse: () => void;
  settings: SmartySettings;
  onSettings: (change: Partial<Pick<SmartySettings, 'useSyllabus' | 'citeSources'>>) => void;
}

/** Learning tools (spec 3 §2.11): switch path, quiz, flashcards, due reviews, more certifications, chat settings. */
export function LearningToolsPanel(props: LearningToolsPanelProps) {
  const { paths, path, processing, settings, onSettings } = props;
  return (
    <section
      aria-labelledby="tools-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <h3 id="tools-title" className="text-sm font-semibold">
        {T.learningTools}
      </h3>
      {paths.length > 1 ? (
        <label className="flex flex-col gap-1 text-xs font-medium">
          {T.switchStudyPath}
          <select
            className="h-9 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm font-normal"
            value={path.id}
            onChange={(e) => {
              const next = paths.find((p) => p.id === e.target.value);
              if (next) props.onSelectPath(next);
            }}
          >
            {paths.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name || T.unnamedPath}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {processing.kind === 'processing' ? (
        <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm" role="status">
          <Spinner className="size-4" />
          {processing.step}
        </p>
      ) : processing.kind === 'error' ? (
        <Alert>{processing.message}</Alert>
      ) : null}
      {props.markError !== null ? <Alert>{props.markError}</Alert> : null}
      <Button
        variant="outline"
        disabled={props.toolsDisabled}
        title={props.hasTopic ? undefined : T.selectTopicToFocus}
        onClick={props.onQuiz}
      >
        <ListChecks />
        {T.generateQuiz}
      </Button>
      <Button
        variant="outline"
        disabled={props.toolsDisabled}
        title={props.hasTopic ? undefined : T.selectTopicToFocus}
        onClick={props.onFlashcards}
      >
        <Layers />
        {T.buildFlashcards}
      </Button>
      <Button variant="secondary" disabled={!props.dueCount} onClick={props.onReviewDue}>
        {STUDY_TOOLS_COPY.reviewDueCards(props.dueCount ?? 0)}
      </Button>
      <Button variant="ghost" onClick={props.onBrowse}>
        {T.browseMoreCertifications}
      </Button>
      <div className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            checked={settings.useSyllabus}
            onChange={(e) => onSettings({ useSyllabus: e.target.checked })}
          />
          {T.useSyllabus}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-[var(--primary)]"
            checked={settings.citeSources}
            onChange={(e) => onSettings({ citeSources: e.target.checked })}
          />
          {T.includeCitations}
        </label>
      </div>
    </section>
  );
}
