import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatScore } from '../../../../shared/research/relevance';
import type { Essay } from '../../../../shared/schemas/essays';
import { cn } from '../../../lib/utils';
import { essaysApi } from '../api/essays-api';
import type { EssayEditor } from '../hooks/use-essay-editor';
import {
  RESEARCH_FILTERS,
  assignElement,
  buildResearchElements,
  filterElements,
  type ResearchFilter,
} from '../lib/research-elements';
import { ESSAYS_COPY } from '../messages';

/** The essay's saved articles; fetched again when the essay's article count changes (a save or a removal). */
export function useEssayArticles(essay: Essay) {
  return useQuery({
    queryKey: ['essays', essay.id, 'research-articles', essay.saved_articles.length],
    queryFn: () => essaysApi.researchArticles(essay.id),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** Research elements of the writing phase (spec 2 §2.3): filters, relevance out of 10, assign to the outline. */
export function ResearchElementsPanel({ essay, editor }: { essay: Essay; editor: EssayEditor }) {
  const [filter, setFilter] = useState<ResearchFilter>('All');
  const articles = useEssayArticles(essay);
  const elements = useMemo(
    () => buildResearchElements(articles.data ?? [], essay.brainstorm_ideas),
    [articles.data, essay.brainstorm_ideas],
  );
  const shown = filterElements(elements, filter);
  return (
    <section aria-labelledby="research-elements-title" className="grid content-start gap-2 text-sm">
      <h3 id="research-elements-title" className="font-semibold">
        {ESSAYS_COPY.research}
      </h3>
      <div className="flex gap-1.5" role="group" aria-label={ESSAYS_COPY.show}>
        {RESEARCH_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'rounded-full border px-2.5 py-0.5 text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              filter === f
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border hover:bg-muted',
            )}
          >
            {f}
          </button>
        ))}
      </div>
      {articles.isPending && filter !== 'Ideas' ? (
        <p className="text-xs text-muted-foreground">{ESSAYS_COPY.loadingResearch}</p>
      ) : null}
      {articles.isError ? <p className="text-xs text-danger">{ESSAYS_COPY.articlesLoadFailed}</p> : null}
      {shown.length === 0 && !articles.isPending ? (
        <p className="text-xs text-muted-foreground">
          {filter === 'Ideas' ? ESSAYS_COPY.noIdeasYet : ESSAYS_COPY.noArticlesYet}
        </p>
      ) : (
        <ul className="max-h-60 overflow-y-auto" aria-label={ESSAYS_COPY.researchElements}>
          {shown.map((e) => (
            <li key={e.id} className="grid gap-1 border-b border-border py-1.5">
              <span className="line-clamp-3">{e.content}</span>
              <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span>{ESSAYS_COPY.elementTypes[e.type]}</span>
                {e.type !== 'brainstorm_idea' ? (
                  <span className="max-w-[14rem] truncate italic">{e.metadata.source}</span>
                ) : null}
                <span>· {formatScore(e.metadata.relevance_score)}</span>
                {essay.outline.length > 0 ? (
                  <select
                    aria-label={ESSAYS_COPY.assignElement(e.content.slice(0, 40))}
                    value=""
                    onChange={(ev) => {
                      if (ev.target.value)
                        editor.edit({ outline: assignElement(essay.outline, ev.target.value, e) });
                    }}
                    className="ml-auto h-7 rounded border border-input bg-card px-1 text-xs"
                  >
                    <option value="">{ESSAYS_COPY.assignTo}</option>
                    {essay.outline.map((o, i) => (
                      <option key={o.id} value={o.id}>
                        {o.title || ESSAYS_COPY.section(i + 1)}
                      </option>
                    ))}
                  </select>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
