import { ExternalLink } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { TopicDetail } from '../api/study-api';
import { STUDY_TOOLS_COPY } from '../tools-messages';

/** Spec 3 §2.13 resources panel. */
export function ResourcesPanel({
  topic,
  isLoading,
  onSuggest,
  suggestDisabled,
}: {
  topic: TopicDetail['topic'] | null;
  isLoading: boolean;
  /** Asks Smarty in the chat for more resources on this topic. */
  onSuggest: () => void;
  suggestDisabled: boolean;
}) {
  return (
    <section
      aria-labelledby="resources-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <h3 id="resources-title" className="text-sm font-semibold">
        {STUDY_TOOLS_COPY.learningResources(topic ? ` (${topic.resources.length})` : '')}
      </h3>
      {!topic ? (
        <p className="text-sm text-muted-foreground">
          {isLoading ? STUDY_TOOLS_COPY.loadingResources : T.selectTopicForResources}
        </p>
      ) : topic.resources.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noResources}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {topic.resources.map((r) => (
            <li key={r.id} className="rounded-lg border border-border p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-medium">{r.title}</p>
                <Badge variant="muted">{r.type}</Badge>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">{r.description}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {r.source}
                {r.duration ? ` · ${r.duration}` : ''} · {r.difficulty}
              </p>
              <a
                href={r.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
              >
                {T.openResource}
                <ExternalLink className="size-3" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {topic ? (
        <Button variant="outline" size="sm" disabled={suggestDisabled} onClick={onSuggest}>
          {T.suggestResources}
        </Button>
      ) : null}
    </section>
  );
}
