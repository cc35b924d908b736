/**
 * A topic's subtopics (issue 16): the nested headings of the student's material under the topic, in order, each
 * with 'p. N' when the PDF page is known. A disclosure ('3 subtopics') in the roadmap and the topic editor, where
 * many topics show at once; open in the lesson. Native <details>: Tab reaches it, Enter or Space opens it.
 */
import type { Subtopic } from '../../../../shared/schemas/subtopics';
import { cn } from '../../../lib/utils';
import { STUDY_TOOLS_COPY } from '../tools-messages';

export function SubtopicList({
  topicTitle,
  subtopics,
  open = false,
  className,
}: {
  topicTitle: string;
  subtopics: readonly Subtopic[];
  /** Shown open at first (the lesson); closed in lists of topics. */
  open?: boolean;
  className?: string;
}) {
  if (subtopics.length === 0) return null;
  return (
    <details className={cn('group min-w-0 text-xs', className)} open={open}>
      <summary
        className={cn(
          'w-fit cursor-pointer rounded-sm py-1 font-medium text-muted-foreground hover:text-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        )}
      >
        {STUDY_TOOLS_COPY.subtopicCount(subtopics.length)}
      </summary>
      <ol
        aria-label={STUDY_TOOLS_COPY.subtopicsOf(topicTitle)}
        className="mt-1 flex flex-col gap-1 border-l border-border pl-3"
      >
        {subtopics.map((s) => (
          <li key={s.id} className="flex flex-wrap items-baseline gap-x-2 [overflow-wrap:anywhere]">
            <span className="min-w-0">{s.title}</span>
            {s.page !== null ? (
              <span className="shrink-0 text-muted-foreground">{STUDY_TOOLS_COPY.pageNumber(s.page)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
