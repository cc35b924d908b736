/**
 * A study path as a roadmap (issue 16): the exam domains as stages from top to bottom, each with its exam weight,
 * the topics as numbered nodes in order (each after its prerequisite, the line between them), every node coloured
 * and labelled by mastery (not started / in progress / mastered) and the next topic highlighted. Every node is a
 * button: Tab/Enter or a click focuses that topic in the study area; the arrow keys, Home and End move between
 * nodes. A node's subtopics (the nested headings of the student's material) open under it. One column at every
 * width (readable at 375 px), plain DOM (a few hundred nodes render at once).
 * Lazy-loaded by the study area.
 */
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, CircleDashed, CircleDot, ExternalLink } from 'lucide-react';
import {
  ROADMAP_STATE_LABELS,
  type Roadmap,
  type RoadmapNode,
  type RoadmapState,
  type RoadmapStage,
} from '../../../../../shared/schemas/roadmap';
import type { StudyPath } from '../../../../../shared/schemas/study';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { studyApi } from '../../api/study-api';
import { cn } from '../../../../lib/utils';
import { STUDY_COPY } from '../../messages';
import { STUDY_TOOLS_COPY } from '../../tools-messages';
import { SubtopicList } from '../subtopic-list';

export const roadmapKey = (pathId: string, revision: string) =>
  ['smarty', 'roadmap', pathId, revision] as const;

/** Changes whenever a topic is added, removed, reordered or changes mastery: the roadmap is fetched again. */
const revisionOf = (path: StudyPath) => path.topics.map((t) => `${t.id}:${t.masteryLevel}`).join(',');

const STATE_STYLE: Record<RoadmapState, { node: string; dot: string; Icon: typeof Check }> = {
  not_started: {
    node: 'border-border bg-card',
    dot: 'border-border bg-muted text-muted-foreground',
    Icon: CircleDashed,
  },
  in_progress: {
    node: 'border-warning/50 bg-warning-soft/40',
    dot: 'border-warning bg-warning-soft text-warning',
    Icon: CircleDot,
  },
  mastered: {
    node: 'border-success/50 bg-success-soft/40',
    dot: 'border-success bg-success-soft text-success',
    Icon: Check,
  },
};

export interface RoadmapViewProps {
  path: StudyPath;
  focusTopicId: string | null;
  /** Focuses the topic in the study area. */
  onFocusTopic: (topicId: string) => void;
}

export default function RoadmapView({ path, focusTopicId, onFocusTopic }: RoadmapViewProps) {
  const revision = revisionOf(path);
  const query = useQuery({
    queryKey: roadmapKey(path.id, revision),
    queryFn: () => studyApi.roadmap(path.id),
  });
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" />
        {STUDY_COPY.loadingTheRoadmap}
      </p>
    );
  if (query.isError) return <Alert>{errorMessage(query.error, STUDY_TOOLS_COPY.theRoadmapCouldNot)}</Alert>;
  return (
    <RoadmapStages roadmap={query.data.roadmap} focusTopicId={focusTopicId} onFocusTopic={onFocusTopic} />
  );
}

/** The roadmap itself (no fetching): what the component test renders. */
export function RoadmapStages({
  roadmap,
  focusTopicId,
  onFocusTopic,
}: {
  roadmap: Roadmap;
  focusTopicId: string | null;
  onFocusTopic: (topicId: string) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const titles = useMemo(() => {
    const map = new Map<string, string>();
    for (const stage of roadmap.stages) for (const n of stage.topics) map.set(n.id, n.title);
    return map;
  }, [roadmap]);
  const next = roadmap.nextTopicId ? titles.get(roadmap.nextTopicId) : undefined;
  const mastered = roadmap.stages.reduce((n, s) => n + s.counts.mastered, 0);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (
      !keys.includes(e.key) ||
      !(e.target instanceof HTMLButtonElement) ||
      !e.target.hasAttribute('data-roadmap-node')
    )
      return;
    const nodes = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-roadmap-node]') ?? [])];
    const at = nodes.indexOf(e.target);
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? nodes.length - 1 : at + (e.key === 'ArrowDown' ? 1 : -1);
    const target = nodes[Math.max(0, Math.min(nodes.length - 1, to))];
    if (target) {
      e.preventDefault();
      target.focus();
    }
  }

  return (
    <section
      aria-labelledby="roadmap-title"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-3 sm:p-4"
    >
      <header className="flex flex-col gap-2">
        <h3 id="roadmap-title" className="font-semibold">
          {STUDY_TOOLS_COPY.roadmapTitle(roadmap.pathName)}
        </h3>
        <p className="text-sm text-muted-foreground">
          {STUDY_TOOLS_COPY.ofTopicsMastered(mastered, roadmap.totalTopics, roadmap.stages.length)}
        </p>
        {roadmap.outline ? (
          <p className="text-xs text-muted-foreground">
            {STUDY_TOOLS_COPY.examOutlineVersion(roadmap.outline.version)}
            <a
              className="inline-flex items-center gap-1 underline"
              href={roadmap.outline.examGuideUrl}
              target="_blank"
              rel="noreferrer"
            >
              {STUDY_TOOLS_COPY.officialExamGuide}
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={STUDY_TOOLS_COPY.legend}>
          {(Object.keys(ROADMAP_STATE_LABELS) as RoadmapState[]).map((state) => (
            <li key={state} className="flex items-center gap-1.5">
              <StateDot state={state} />
              {ROADMAP_STATE_LABELS[state]}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-full ring-2 ring-primary" aria-hidden="true" />
            {STUDY_TOOLS_COPY.nextTopic}
          </li>
        </ul>
        {roadmap.nextTopicId && next ? (
          <button
            type="button"
            className={cn(
              'max-w-full self-start rounded-md bg-primary px-3 py-2 text-left text-sm font-semibold text-primary-foreground shadow-sm',
              'hover:bg-primary-hover [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
            )}
            onClick={() => roadmap.nextTopicId && onFocusTopic(roadmap.nextTopicId)}
          >
            {STUDY_TOOLS_COPY.continueWith(next)}
          </button>
        ) : roadmap.totalTopics > 0 ? (
          <p className="text-sm font-medium text-success">{STUDY_TOOLS_COPY.everyTopicMastered}</p>
        ) : null}
      </header>

      {roadmap.totalTopics === 0 ? (
        <p className="text-sm text-muted-foreground">{STUDY_TOOLS_COPY.thisPathHasNo}</p>
      ) : (
        <div ref={listRef} onKeyDown={onKeyDown}>
          <ol className="flex flex-col gap-5" aria-label={STUDY_TOOLS_COPY.stages}>
            {roadmap.stages.map((stage, index) => (
              <Stage
                key={stage.name}
                stage={stage}
                index={index}
                titles={titles}
                focusTopicId={focusTopicId}
                onFocusTopic={onFocusTopic}
              />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function StateDot({ state }: { state: RoadmapState }) {
  const { dot, Icon } = STATE_STYLE[state];
  return (
    <span
      className={cn('inline-flex size-4 shrink-0 items-center justify-center rounded-full border', dot)}
      aria-hidden="true"
    >
      <Icon className="size-3" />
    </span>
  );
}

function Stage({
  stage,
  index,
  titles,
  focusTopicId,
  onFocusTopic,
}: {
  stage: RoadmapStage;
  index: number;
  titles: ReadonlyMap<string, string>;
  focusTopicId: string | null;
  onFocusTopic: (topicId: string) => void;
}) {
  const headingId = `roadmap-stage-${index}`;
  const total = stage.topics.length;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 border-b border-border pb-1">
        <h4 id={headingId} className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere]">
          <span className="text-muted-foreground">{STUDY_TOOLS_COPY.stageNumber(index + 1)}</span>
          {stage.name}
        </h4>
        {stage.weightLabel ? (
          <Badge variant="soft" data-testid="stage-weight">
            {STUDY_TOOLS_COPY.examWeight(stage.weightLabel)}
          </Badge>
        ) : null}
        <span className="text-xs text-muted-foreground">
          {STUDY_TOOLS_COPY.ofMastered(stage.counts.mastered, total)}
        </span>
      </div>
      <ol className="flex flex-col">
        {stage.topics.map((node, i) => (
          <Node
            key={node.id}
            node={node}
            last={i === total - 1}
            prerequisite={node.prerequisiteIds.map((id) => titles.get(id)).find(Boolean)}
            focused={node.id === focusTopicId}
            onFocusTopic={onFocusTopic}
          />
        ))}
      </ol>
    </li>
  );
}

function Node({
  node,
  last,
  prerequisite,
  focused,
  onFocusTopic,
}: {
  node: RoadmapNode;
  last: boolean;
  prerequisite: string | undefined;
  focused: boolean;
  onFocusTopic: (topicId: string) => void;
}) {
  const style = STATE_STYLE[node.state];
  return (
    <li className="relative flex gap-2 pb-2">
      {/* The line to the next topic (this topic is its prerequisite). */}
      {!last ? (
        <span className="absolute top-7 bottom-0 left-[0.6875rem] w-px bg-border" aria-hidden="true" />
      ) : null}
      <span className="pt-2">
        <StateDot state={node.state} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <button
          type="button"
          data-roadmap-node=""
          aria-current={focused ? 'true' : undefined}
          onClick={() => onFocusTopic(node.id)}
          className={cn(
            'flex w-full min-w-0 flex-col items-start gap-1 rounded-lg border px-3 py-2 text-left text-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            style.node,
            node.isNext && 'ring-2 ring-primary',
            focused && 'border-primary',
          )}
        >
          <span className="font-medium [overflow-wrap:anywhere]">
            {node.order}. {node.title}
          </span>
          <span className="flex flex-wrap items-center gap-1.5 text-xs">
            <span className="font-semibold">{ROADMAP_STATE_LABELS[node.state]}</span>
            {node.isNext ? <Badge variant="primary">{STUDY_TOOLS_COPY.next}</Badge> : null}
            {focused ? <Badge variant="outline">{STUDY_TOOLS_COPY.inFocus}</Badge> : null}
            {!node.hasMaterial ? (
              <span className="text-muted-foreground">{STUDY_TOOLS_COPY.noMaterialYet}</span>
            ) : null}
          </span>
          {prerequisite ? (
            <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
              {STUDY_TOOLS_COPY.after(prerequisite)}
            </span>
          ) : null}
        </button>
        <SubtopicList topicTitle={node.title} subtopics={node.subtopics} className="px-3" />
      </div>
    </li>
  );
}
