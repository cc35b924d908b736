import { useId, useState, type MouseEvent } from 'react';
import { BookOpen, ExternalLink, ShieldCheck } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/utils';
import {
  CONFIDENCE_INFO,
  citationFromHref,
  linkCitationMarkers,
  stripCitationMarkers,
  type AnswerCitation,
  type AnswerConfidence,
} from '../lib/citations';
import { Markdown } from './markdown';
import { STUDY_TOOLS_COPY } from '../tools-messages';

const CONFIDENCE_STYLE: Record<AnswerConfidence, string> = {
  high: 'border-success/40 bg-success-soft text-success',
  medium: 'border-warning/40 bg-warning-soft text-warning',
  low: 'border-danger/40 bg-danger-soft text-danger',
};

/** "High confidence" etc.: a badge that explains itself (hover, focus or click shows what the level means). */
export function ConfidenceBadge({ confidence }: { confidence: AnswerConfidence }) {
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const info = CONFIDENCE_INFO[confidence];
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        className={cn(
          'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          CONFIDENCE_STYLE[confidence],
        )}
        aria-expanded={open}
        aria-describedby={explanationId}
        title={info.explanation}
        data-confidence={confidence}
        onClick={() => setOpen((v) => !v)}
      >
        <ShieldCheck className="size-3" aria-hidden="true" />
        {info.label}
      </button>
      <span
        id={explanationId}
        className={cn('max-w-xs text-[11px] text-muted-foreground', !open && 'sr-only')}
      >
        {info.explanation}
      </span>
    </span>
  );
}

/** The numbered sources under an answer; each opens the passage it cites. */
export function SourceList({
  citations,
  onOpen,
}: {
  citations: readonly AnswerCitation[];
  onOpen: (index: number) => void;
}) {
  if (citations.length === 0) return null;
  return (
    <div className="mt-2 border-t border-border pt-2">
      <p className="mb-1 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
        {STUDY_TOOLS_COPY.sources}
      </p>
      <ol className="flex flex-col gap-1" aria-label={STUDY_TOOLS_COPY.sourcesOfThisAnswer}>
        {citations.map((c) => (
          <li key={c.index}>
            <button
              type="button"
              className="flex w-full items-start gap-1.5 rounded-md px-1 py-0.5 text-left text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={() => onOpen(c.index)}
              aria-label={STUDY_TOOLS_COPY.showThePassage(c.index, c.title, c.topicTitle)}
            >
              <span className="shrink-0 font-semibold whitespace-nowrap text-primary">[{c.index}]</span>
              <span className="min-w-0">
                <span className="font-medium">{c.title}</span>
                {c.topicTitle ? <span className="text-muted-foreground"> · {c.topicTitle}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The passage a citation rests on (source verification); Escape or Close closes it. */
export function PassageDialog({
  citation,
  onClose,
}: {
  citation: AnswerCitation | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={citation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl" className="max-h-[85vh] overflow-y-auto">
        {citation ? (
          <>
            <DialogTitle className="flex items-start gap-2 pr-8 text-base font-semibold">
              <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{STUDY_TOOLS_COPY.source(citation.index, citation.title)}</span>
            </DialogTitle>
            <DialogDescription className="mt-1 text-xs text-muted-foreground">
              {STUDY_TOOLS_COPY.thePassageThisPart(
                citation.topicTitle ? STUDY_TOOLS_COPY.topicPrefix(citation.topicTitle) : '',
              )}
            </DialogDescription>
            {citation.passage ? (
              <blockquote
                className="mt-3 border-l-4 border-primary/40 bg-muted/50 px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap"
                data-testid="cited-passage"
              >
                {citation.passage}
              </blockquote>
            ) : (
              <p className="mt-3 text-sm text-muted-foreground">{STUDY_TOOLS_COPY.thisSourceHasNo}</p>
            )}
            {citation.url && /^https?:\/\//i.test(citation.url) ? (
              <a
                className="mt-3 inline-flex items-center gap-1 text-sm text-primary underline"
                href={citation.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {STUDY_TOOLS_COPY.openTheSource}
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export interface AnswerWithSourcesProps {
  content: string;
  citations?: readonly AnswerCitation[] | undefined;
  confidence?: AnswerConfidence | undefined;
  /** 'Include citations': off hides the markers and the source list. */
  showCitations: boolean;
  /** While the answer streams its sources are not known yet. */
  isStreaming?: boolean;
}

/** A Smarty answer with its [n] markers as buttons, its numbered sources and its confidence. */
export function AnswerWithSources({
  content,
  citations = [],
  confidence,
  showCitations,
  isStreaming = false,
}: AnswerWithSourcesProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const shown = showCitations ? citations : [];
  const text = showCitations
    ? linkCitationMarkers(content, new Set(shown.map((c) => c.index)))
    : stripCitationMarkers(content);
  const open = shown.find((c) => c.index === openIndex) ?? null;

  // a marker is a link inside the Markdown: catch its activation (click, or Enter on the focused link)
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest('a');
    const n = citationFromHref(link?.getAttribute('href'));
    if (n === null) return;
    event.preventDefault();
    setOpenIndex(n);
  }

  return (
    <div>
      <div
        onClick={onClick}
        className="[&_a[href^='#smarty-cite-']]:font-semibold [&_a[href^='#smarty-cite-']]:no-underline"
      >
        <Markdown>{text}</Markdown>
      </div>
      {!isStreaming ? <SourceList citations={shown} onOpen={setOpenIndex} /> : null}
      {!isStreaming && confidence ? (
        <div className="mt-2">
          <ConfidenceBadge confidence={confidence} />
        </div>
      ) : null}
      <PassageDialog citation={open} onClose={() => setOpenIndex(null)} />
    </div>
  );
}
