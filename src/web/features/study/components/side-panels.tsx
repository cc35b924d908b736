import { useState } from 'react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { StudyPath } from '../../../../shared/schemas/study';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { DomainBadge } from './domain-badge';
import { PathTypeIcon } from './path-views';
import { learningModeOf } from '../../../../shared/study/learning-modes';
import { STUDY_COPY } from '../messages';
import { STUDY_TOOLS_COPY } from '../tools-messages';

const MASTERY_STYLE: Record<string, string> = {
  expert: 'bg-success-soft text-success',
  intermediate: 'bg-warning-soft text-warning',
  beginner: 'bg-muted text-muted-foreground',
};

/** Spec 3 §2.12 progress indicator (the +N more topics link expands the full list). */
export function ProgressPanel({
  path,
  focusTopicId,
  onFocus,
  onMark,
  isMarking,
}: {
  path: StudyPath;
  focusTopicId: string | null;
  onFocus: (topicId: string) => void;
  onMark: (status: 'in_progress' | 'completed' | 'reset') => void;
  isMarking: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const { progress } = path;
  const shown = expanded ? path.topics : path.topics.slice(0, 3);
  const focusIndex = path.topics.findIndex((t) => t.id === focusTopicId);
  const r = 28;
  const circumference = 2 * Math.PI * r;
  return (
    <section
      aria-labelledby="progress-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-start gap-2">
        <PathTypeIcon type={path.type} className="mt-0.5 size-4 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h3 id="progress-title" className="text-sm font-semibold [overflow-wrap:anywhere]">
            {path.name || T.unnamedPath}
          </h3>
          <p className="text-xs text-muted-foreground">
            {STUDY_COPY.path(path.type === 'certification' ? T.certificationTag : T.customTag)}
          </p>
        </div>
        <DomainBadge code={learningModeOf(path.domain_code, path.certification)} />
      </div>
      <div className="flex items-center gap-4">
        <svg
          viewBox="0 0 72 72"
          className="size-20 shrink-0 -rotate-90"
          role="img"
          aria-label={STUDY_TOOLS_COPY.complete(progress.percent)}
        >
          <circle cx="36" cy="36" r={r} fill="none" strokeWidth="8" className="stroke-muted" />
          <circle
            cx="36"
            cy="36"
            r={r}
            fill="none"
            strokeWidth="8"
            strokeLinecap="round"
            className="stroke-primary transition-[stroke-dashoffset]"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - progress.percent / 100)}
          />
          <text
            x="36"
            y="36"
            textAnchor="middle"
            dominantBaseline="central"
            transform="rotate(90 36 36)"
            className="fill-foreground text-[15px] font-bold"
          >
            {progress.percent}%
          </text>
        </svg>
        <dl className="grid flex-1 grid-cols-3 gap-1 text-center text-xs">
          <div>
            <dd className="text-lg font-bold" data-testid="completed-count">
              {progress.completedCount}
            </dd>
            <dt className="text-muted-foreground">{STUDY_TOOLS_COPY.completed}</dt>
          </div>
          <div>
            <dd className="text-lg font-bold">{progress.remainingCount}</dd>
            <dt className="text-muted-foreground">{STUDY_TOOLS_COPY.remaining}</dt>
          </div>
          <div>
            <dd className="text-lg font-bold">{progress.totalTopics}</dd>
            <dt className="text-muted-foreground">{STUDY_TOOLS_COPY.total}</dt>
          </div>
        </dl>
      </div>
      {focusIndex >= 0 ? (
        <p className="text-xs text-muted-foreground">
          {STUDY_TOOLS_COPY.topicOf(focusIndex + 1, path.topics.length)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1" aria-label={STUDY_TOOLS_COPY.topics}>
        {shown.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              onClick={() => onFocus(t.id)}
              aria-current={t.id === focusTopicId ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-xs hover:bg-muted',
                t.id === focusTopicId && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="min-w-0 flex-1 truncate">{t.title}</span>
              <span
                className={cn(
                  'rounded-full px-1.5 py-0.5 text-[10px] font-semibold',
                  MASTERY_STYLE[t.masteryLevel],
                )}
                data-testid="topic-mastery"
              >
                {t.masteryLevel}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {path.topics.length > 3 ? (
        <Button
          variant="link"
          size="inline"
          className="self-start text-xs"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
        >
          {expanded ? STUDY_TOOLS_COPY.showFewerTopics : T.moreTopics(path.topics.length - 3)}
        </Button>
      ) : null}
      {focusTopicId ? (
        <div
          className="flex flex-wrap gap-1.5 border-t border-border pt-3"
          role="group"
          aria-label={STUDY_TOOLS_COPY.markTheFocusTopic}
        >
          <Button size="sm" variant="outline" disabled={isMarking} onClick={() => onMark('in_progress')}>
            {STUDY_TOOLS_COPY.markInProgress}
          </Button>
          <Button size="sm" variant="outline" disabled={isMarking} onClick={() => onMark('completed')}>
            {STUDY_TOOLS_COPY.markCompleted}
          </Button>
          <Button size="sm" variant="ghost" disabled={isMarking} onClick={() => onMark('reset')}>
            {STUDY_TOOLS_COPY.reset}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
