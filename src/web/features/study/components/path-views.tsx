import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen, Brain, Compass, GraduationCap, Sparkles, Trash2 } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { StudyPath } from '../../../../shared/schemas/study';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { studyApi, studyKeys } from '../api/study-api';
import { domainLabel } from './domain-badge';
import { learningModeOf } from '../../../../shared/study/learning-modes';
import { STUDY_COPY } from '../messages';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '—');

export function PathTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = type === 'certification' ? Award : type === 'custom' ? Compass : BookOpen;
  return <Icon className={className ?? 'size-5'} aria-hidden="true" />;
}

/** Spec 3 §2.8 empty state "Ready to Start Learning?". */
export function EmptyPaths({
  onBrowse,
  onCustom,
  onMaterial,
}: {
  onBrowse: () => void;
  onCustom: () => void;
  onMaterial: () => void;
}) {
  // the true count of startable certifications (shared with the certification browser's query)
  const catalogue = useQuery({
    queryKey: studyKeys.certifications,
    queryFn: studyApi.certifications,
    staleTime: 5 * 60_000,
  });
  const startable = catalogue.data?.certifications.filter((c) => c.availability === 'available').length;
  const stats = [
    {
      icon: GraduationCap,
      text: startable === undefined ? STUDY_COPY.certifications : T.statCertifications(startable),
    },
    { icon: Compass, text: T.statCustomPaths },
    { icon: Brain, text: T.statAiPowered },
  ];
  return (
    <section
      aria-labelledby="study-empty-title"
      className="flex flex-col items-center gap-5 rounded-xl border border-border bg-card px-4 py-10 text-center sm:px-8"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Sparkles className="size-6" aria-hidden="true" />
      </span>
      <h3 id="study-empty-title" tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {T.emptyTitle}
      </h3>
      <p className="max-w-lg text-sm text-muted-foreground">{T.emptyText}</p>
      <ul className="grid w-full max-w-xl grid-cols-1 gap-2 sm:grid-cols-3">
        {stats.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-center justify-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm font-medium"
          >
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={onBrowse}>{T.browseCertifications}</Button>
        <Button variant="outline" onClick={onCustom}>
          {T.createCustomPath}
        </Button>
        <Button variant="outline" onClick={onMaterial}>
          {STUDY_COPY.createPathFromMy}
        </Button>
      </div>
    </section>
  );
}

/** Spec 3 §2.8 learning path card, with its Delete path control (issue 16). */
export function PathCard({
  path,
  onOpen,
  onDelete,
}: {
  path: StudyPath;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const name = path.name || T.unnamedPath;
  const minutes = path.topics.reduce((n, t) => n + t.meta.estimatedMinutes, 0);
  const hours = path.certification?.estimatedStudyHours ?? Math.round(minutes / 60);
  // a short path from one's own notes: "~25 minutes estimated", not "~0 hours"
  const estimate =
    hours >= 1 || path.certification
      ? STUDY_COPY.hoursEstimated(hours)
      : STUDY_COPY.minutesEstimated(Math.max(5, Math.round(minutes / 5) * 5));
  return (
    // a container: the delete button says 'Delete path' where the card has room for it beside the main button
    <li
      className="@container flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4"
      aria-label={name}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <PathTypeIcon type={path.type} />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold [overflow-wrap:anywhere]">{name}</h4>
          {path.certification ? (
            <p className="text-xs text-muted-foreground">{path.certification.organization}</p>
          ) : null}
        </div>
        <Badge variant={path.is_active ? 'success' : 'muted'}>{path.is_active ? T.active : T.inactive}</Badge>
      </div>
      <div>
        <div className="mb-1 flex justify-between text-xs">
          <span>{STUDY_COPY.progress}</span>
          <span className="font-semibold">{path.progress.percent}%</span>
        </div>
        <div
          className="h-2 rounded-full bg-muted"
          role="progressbar"
          aria-valuenow={path.progress.percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={STUDY_COPY.progress}
        >
          <div className="h-2 rounded-full bg-primary" style={{ width: `${path.progress.percent}%` }} />
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5 text-xs">
        <Badge variant="outline">{STUDY_COPY.path(cap(path.type))}</Badge>
        {path.certification ? <Badge variant="outline">{cap(path.certification.difficulty)}</Badge> : null}
        <Badge variant="outline">{domainLabel(learningModeOf(path.domain_code, path.certification))}</Badge>
      </div>
      <ul className="space-y-0.5 text-xs text-muted-foreground">
        <li>{STUDY_COPY.topicsCompleted(path.progress.totalTopics, path.progress.completedCount)}</li>
        <li>{STUDY_COPY.started(date(path.created_at))}</li>
        {path.last_studied_at ? <li>{STUDY_COPY.lastStudied(date(path.last_studied_at))}</li> : null}
        <li>{estimate}</li>
      </ul>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button className="flex-1" variant={path.is_active ? 'primary' : 'outline'} onClick={onOpen}>
          {path.is_active ? T.continueLearning : T.resumeLearning}
        </Button>
        <Button
          variant="danger"
          aria-label={STUDY_COPY.deletePathNamed(name)}
          title={STUDY_COPY.deletePath}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden @min-[19rem]:inline">{STUDY_COPY.deletePath}</span>
        </Button>
      </div>
    </li>
  );
}

export function PathsList({
  paths,
  onOpen,
  onDelete,
  onBrowse,
  onCustom,
  onMaterial,
}: {
  paths: StudyPath[];
  onOpen: (path: StudyPath) => void;
  onDelete: (path: StudyPath) => void;
  onBrowse: () => void;
  onCustom: () => void;
  onMaterial: () => void;
}) {
  return (
    <section aria-labelledby="my-paths-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id="my-paths-title" tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {T.myLearningPaths}
          </h3>
          <p className="text-sm text-muted-foreground">{T.myLearningPathsSubtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onBrowse}>
            {T.browseCertifications}
          </Button>
          <Button variant="outline" size="sm" onClick={onCustom}>
            {T.createCustomPath}
          </Button>
          <Button variant="outline" size="sm" onClick={onMaterial}>
            {STUDY_COPY.createPathFromMy}
          </Button>
        </div>
      </div>
      <h4 className="text-sm font-semibold">
        {T.continueLearning} ({paths.length})
      </h4>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {paths.map((p) => (
          <PathCard key={p.id} path={p} onOpen={() => onOpen(p)} onDelete={() => onDelete(p)} />
        ))}
      </ul>
    </section>
  );
}
