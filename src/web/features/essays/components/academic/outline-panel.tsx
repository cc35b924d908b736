/** The outline panel: the generated sections with their progress, assigned articles and ideas. */
import { useState } from 'react';
import { ChevronDown, ChevronUp, FileText, Plus } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../../shared/messages';
import { wordCountOf, type AcademicSection } from '../../../../../shared/essays/word-count';
import {
  OUTLINE_STATUS_LABELS,
  outlineBarColour,
  outlineSectionProgress,
  outlineSectionStatus,
} from '../../../../../shared/essays/progress';
import type { OutlineSection } from '../../../../../shared/schemas/essays';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/utils';
import { useEssayArticles } from '../research-elements-panel';
import { assignedArticleLabel } from '../../lib/research-elements';
import { BRAINSTORM_LIMITS } from '../../../../../shared/limits';
import { textareaClass, type PhaseProps } from './phase-props';
import { outlineWords } from '../../lib/outline';
import { ESSAYS_COPY } from '../../messages';

const BAR = { green: 'bg-success', amber: 'bg-warning', blue: 'bg-primary' } as const;

export function OutlinePanel({
  essay,
  editor,
  onStartWriting,
}: PhaseProps & { onStartWriting: (section: AcademicSection) => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [newIdea, setNewIdea] = useState('');
  const articles = useEssayArticles(essay);
  const outline = essay.outline;
  const words = (s: OutlineSection) => outlineWords(essay, outline, s);
  const counts = {
    introduction: outline.filter((s) => s.type === 'introduction').length,
    body: outline.filter((s) => s.type === 'body').length,
    conclusion: outline.filter((s) => s.type === 'conclusion').length,
  };
  return (
    <section aria-labelledby="outline-title" className="grid gap-2">
      <h3 id="outline-title" className="font-semibold">
        {ESSAYS_COPY.outline}
      </h3>
      {outline.length === 0 ? (
        <p className="text-sm text-muted-foreground">{M.noOutlineSections}</p>
      ) : (
        <ul className="grid gap-2">
          {outline.map((s, index) => {
            const w = words(s);
            const progress = outlineSectionProgress(w);
            const expanded = open === s.id;
            return (
              <li key={s.id} className="rounded-md border border-border bg-card p-2 text-sm">
                <div className="flex items-center gap-2">
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate font-medium">
                    {s.title || ESSAYS_COPY.bodyParagraph(index)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {OUTLINE_STATUS_LABELS[outlineSectionStatus(w)]}
                  </span>
                  <span className="text-xs text-muted-foreground">{ESSAYS_COPY.sectionWords(w)}</span>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-label={(expanded ? ESSAYS_COPY.collapseSection : ESSAYS_COPY.expandSection)(s.title)}
                    className="rounded p-0.5 hover:bg-muted"
                    onClick={() => setOpen(expanded ? null : s.id)}
                  >
                    {expanded ? <ChevronUp className="size-4" /> : <ChevronDown className="size-4" />}
                  </button>
                </div>
                <div className="mt-1.5 h-1.5 rounded-full bg-muted">
                  <div
                    className={cn('h-full rounded-full', BAR[outlineBarColour(progress)])}
                    style={{ width: `${progress}%` }}
                  />
                </div>
                {expanded ? (
                  <div className="mt-2 grid gap-2">
                    <textarea
                      aria-label={ESSAYS_COPY.sectionPlan(s.title)}
                      rows={3}
                      className={textareaClass}
                      placeholder={M.outlinePlaceholder}
                      value={s.content}
                      onChange={(e) =>
                        editor.edit({
                          outline: outline.map((o) =>
                            o.id === s.id ? { ...o, content: e.target.value } : o,
                          ),
                        })
                      }
                    />
                    {s.assignedArticles.length > 0 ? (
                      <div className="grid gap-0.5">
                        <span className="text-xs font-medium">{ESSAYS_COPY.articles}</span>
                        <ul className="list-disc pl-5 text-xs text-muted-foreground">
                          {s.assignedArticles.map((id) => (
                            <li key={String(id)}>{assignedArticleLabel(articles.data ?? [], String(id))}</li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    {s.brainstormIdeas.length > 0 ? (
                      <div className="grid gap-0.5">
                        <span className="text-xs font-medium">{ESSAYS_COPY.ideas}</span>
                        <ul className="list-disc pl-5 text-xs text-muted-foreground">
                          {s.brainstormIdeas.map((idea, i) => (
                            <li key={i}>{idea}</li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                    {adding === s.id ? (
                      <form
                        className="flex gap-2"
                        onSubmit={(e) => {
                          e.preventDefault();
                          const idea = newIdea.trim();
                          if (idea && !s.brainstormIdeas.includes(idea))
                            editor.edit({
                              outline: outline.map((o) =>
                                o.id === s.id ? { ...o, brainstormIdeas: [...o.brainstormIdeas, idea] } : o,
                              ),
                            });
                          setNewIdea('');
                          setAdding(null);
                        }}
                      >
                        <Input
                          autoFocus
                          aria-label={ESSAYS_COPY.newIdeaFor(s.title)}
                          value={newIdea}
                          maxLength={BRAINSTORM_LIMITS.maxIdeaLength}
                          onChange={(e) => setNewIdea(e.target.value)}
                          onKeyDown={(e) => {
                            if (e.key === 'Escape') setAdding(null);
                          }}
                          className="h-9"
                        />
                        <Button size="sm" type="submit" disabled={!newIdea.trim()}>
                          {ESSAYS_COPY.add}
                        </Button>
                      </form>
                    ) : null}
                    <div className="flex gap-2">
                      <Button size="sm" onClick={() => onStartWriting(s.type)}>
                        {M.startWriting}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={adding === s.id}
                        onClick={() => setAdding(adding === s.id ? null : s.id)}
                      >
                        <Plus aria-hidden="true" />
                        {M.addIdea}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        {ESSAYS_COPY.outlineSummary(
          counts.introduction,
          counts.body,
          counts.conclusion,
          wordCountOf(essay.draft_sections).total,
        )}
      </p>
    </section>
  );
}
