import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, Lightbulb, Sparkles, TriangleAlert } from 'lucide-react';
import type { BrainstormRelation, Relation } from '../../../../../shared/schemas/ai';
import type { RelationAnalysisRecord } from '../../../../../shared/schemas/research';
import { cn } from '../../../../lib/utils';
import {
  brainstormNote,
  cutIdea,
  ideasAboveFive,
  RELEVANCE_TYPE_CLASSES,
  RELEVANCE_TYPE_LABELS,
  scoreClasses,
} from '../../lib/saved-view';
import { formatScore } from '../../../../../shared/research/relevance';
import { RESEARCH_COPY } from '../../messages';

export const chipClass =
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** The essay context each block compares the article with. */
type RelationKind = 'prompt' | 'brainstorm' | 'thesis';

function RelationBlock({
  kind,
  relation,
  children,
}: {
  kind: RelationKind;
  relation: Relation | BrainstormRelation | null;
  children?: ReactNode;
}) {
  const available = relation !== null && relation.relevance_type !== 'not_available';
  return (
    <div className="grid content-start gap-2 rounded-lg border border-border bg-card p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-sm font-semibold">{RESEARCH_COPY[kind]}</h5>
        {available ? (
          <span className="flex flex-wrap items-center gap-1.5">
            <span className={cn(chipClass, scoreClasses(relation.relevance_score))}>
              {formatScore(relation.relevance_score)}
            </span>
            <span className={cn(chipClass, RELEVANCE_TYPE_CLASSES[relation.relevance_type])}>
              {RELEVANCE_TYPE_LABELS[relation.relevance_type]}
            </span>
          </span>
        ) : (
          <span className={cn(chipClass, RELEVANCE_TYPE_CLASSES.not_available)}>
            {RELEVANCE_TYPE_LABELS.not_available}
          </span>
        )}
      </div>
      {available ? (
        <>
          {relation.specific_relevance_explanation ? (
            <p className="text-sm leading-relaxed">{relation.specific_relevance_explanation}</p>
          ) : null}
          {relation.content_mismatch ? (
            <p className="flex items-start gap-1.5 rounded-md border border-warning/30 bg-warning-soft px-2 py-1.5 text-xs font-medium text-warning">
              <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              <span>{RESEARCH_COPY.contentMismatchThisArticle(RESEARCH_COPY.contextWords[kind])}</span>
            </p>
          ) : null}
          {children}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {RESEARCH_COPY.noToCompareWith(RESEARCH_COPY.contextWords[kind])}
        </p>
      )}
    </div>
  );
}

function BrainstormIdeas({ relation }: { relation: BrainstormRelation }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const ideas = ideasAboveFive(relation);
  const top = ideas[0];
  const note = brainstormNote(relation.relevance_score);
  return (
    <div className="grid gap-1.5">
      {note ? <p className="text-xs font-medium text-muted-foreground">{note}</p> : null}
      {top ? (
        <p className="flex items-center gap-1.5 text-xs">
          <Lightbulb className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {RESEARCH_COPY.topIdea}{' '}
            <span className="font-semibold" title={top.idea}>
              {cutIdea(top.idea)}
            </span>{' '}
            ({formatScore(top.score)})
          </span>
        </p>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 justify-self-start rounded-md text-xs font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ChevronDown
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
        {RESEARCH_COPY.brainstormIdeas(ideas.length)}
      </button>
      <div id={listId} hidden={!open}>
        {ideas.length === 0 ? (
          <p className="text-xs text-muted-foreground">{RESEARCH_COPY.noIdeaScoredAbove}</p>
        ) : (
          <ul className="grid gap-1">
            {ideas.map((idea) => (
              <li key={idea.idea} className="flex items-start justify-between gap-2 text-xs">
                <span className="min-w-0 break-words">{idea.idea}</span>
                <span className={cn(chipClass, scoreClasses(idea.score))}>{formatScore(idea.score)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The AI Analysis Results of a saved article (spec 3 §2.7), shown once its analysis is completed. */
export function AnalysisResults({ analysis }: { analysis: RelationAnalysisRecord }) {
  const brainstorm = analysis.brainstorm_relation;
  return (
    <section
      className="grid gap-2 rounded-lg border border-border bg-muted p-3"
      aria-label={RESEARCH_COPY.aiAnalysisResults}
    >
      <h4 className="flex items-center gap-1.5 text-sm font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        {RESEARCH_COPY.aiAnalysisResults}
      </h4>
      <div className="grid gap-2 lg:grid-cols-3">
        <RelationBlock kind="prompt" relation={analysis.prompt_relation} />
        <RelationBlock kind="brainstorm" relation={brainstorm}>
          {brainstorm ? <BrainstormIdeas relation={brainstorm} /> : null}
        </RelationBlock>
        <RelationBlock kind="thesis" relation={analysis.thesis_relation} />
      </div>
    </section>
  );
}
