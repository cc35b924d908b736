/** The writing phase: the three sections, AI suggestions, progress, and the draft checklist before completing. */
import { useState } from 'react';
import { CheckCircle2, Sparkles, X } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../../shared/messages';
import {
  ACADEMIC_SECTIONS,
  characterCountOf,
  countWords,
  SECTION_LABELS,
  wordCountOf,
  type AcademicSection,
} from '../../../../../shared/essays/word-count';
import { writingProgress, WRITING_TARGET_WORDS } from '../../../../../shared/essays/progress';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { ResearchElementsPanel } from '../research-elements-panel';
import { checkDraft, type DraftCheck } from '../../../../../shared/essays/draft-checks';
import { textareaClass, type PhaseProps } from './phase-props';
import { SuggestionModal } from './suggestion-modal';
import { ESSAYS_COPY } from '../../messages';

const PLACEHOLDERS: Record<AcademicSection, string> = ESSAYS_COPY.sectionPlaceholders;

export function WritingPhase({
  essay,
  editor,
  onComplete,
  completing,
  side,
}: PhaseProps & { onComplete: () => void; completing: boolean; side: React.ReactNode }) {
  const [modal, setModal] = useState<AcademicSection | null>(null);
  const [showPanels, setShowPanels] = useState(false);
  const [checklist, setChecklist] = useState<DraftCheck[] | null>(null);
  const totals = wordCountOf(essay.draft_sections);

  /** Complete Essay checks the draft first; with problems the student sees the list and may still complete. */
  function requestComplete() {
    const checks = checkDraft({
      draft_sections: essay.draft_sections,
      thesis_statement: essay.thesis_statement,
      target_length: essay.target_length,
      savedArticleCount: essay.saved_articles.length,
    });
    if (checks.every((c) => c.ok)) onComplete();
    else setChecklist(checks);
  }
  const progress = Math.round(writingProgress(totals.total));

  function setSection(section: AcademicSection, content: string) {
    editor.edit({ draft_sections: { ...essay.draft_sections, [section]: { content } } });
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showPanels}
          onClick={() => setShowPanels((s) => !s)}
        >
          {showPanels ? ESSAYS_COPY.hideResearchOutline : ESSAYS_COPY.showResearchOutline}
        </Button>
      </div>
      {showPanels ? (
        <div className="grid gap-4 rounded-lg border border-border bg-card p-4 lg:grid-cols-2">
          <ResearchElementsPanel essay={essay} editor={editor} />
          {side}
        </div>
      ) : null}
      {ACADEMIC_SECTIONS.map((section) => {
        const content = essay.draft_sections[section]?.content ?? '';
        return (
          <Card key={section}>
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardTitle className="text-base">
                <label htmlFor={`section-${section}`}>{SECTION_LABELS[section]}</label>
              </CardTitle>
              <div className="flex items-center gap-2">
                <span className="text-xs text-muted-foreground">
                  {ESSAYS_COPY.words(countWords(content))}
                </span>
                <Button size="sm" variant="outline" onClick={() => setModal(section)}>
                  <Sparkles aria-hidden="true" />
                  <span>{ESSAYS_COPY.aiSuggestions}</span>
                </Button>
              </div>
            </CardHeader>
            <CardContent>
              <textarea
                id={`section-${section}`}
                rows={section === 'body' ? 12 : 6}
                className={textareaClass}
                placeholder={PLACEHOLDERS[section]}
                value={content}
                onChange={(e) => setSection(section, e.target.value)}
              />
            </CardContent>
          </Card>
        );
      })}
      <div className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <strong>{totals.total}</strong> {ESSAYS_COPY.wordsAnd}{' '}
            <strong>{characterCountOf(essay.draft_sections)}</strong> {ESSAYS_COPY.charactersUnit}
          </span>
          <span className="text-muted-foreground">
            {ESSAYS_COPY.percentOfWords(progress, WRITING_TARGET_WORDS)}
          </span>
        </div>
        <div
          className="h-2 rounded-full bg-muted"
          role="progressbar"
          aria-label={ESSAYS_COPY.writingProgress}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        <div className="flex justify-end">
          <Button onClick={requestComplete} disabled={completing}>
            {completing ? M.saving : M.completeEssay}
          </Button>
        </div>
      </div>
      {checklist ? (
        <Dialog open onOpenChange={(o) => (o ? undefined : setChecklist(null))}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{ESSAYS_COPY.beforeYouComplete}</DialogTitle>
              <DialogDescription>{ESSAYS_COPY.someChecksFailed}</DialogDescription>
            </DialogHeader>
            <ul aria-label={ESSAYS_COPY.draftChecklist} className="mt-3 grid gap-2 text-sm">
              {checklist.map((c) => (
                <li key={c.id} className="flex gap-2">
                  {c.ok ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  ) : (
                    <X className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
                  )}
                  <span className="min-w-0 break-words">
                    <span className="font-medium">
                      {c.ok ? ESSAYS_COPY.checkDone(c.label) : ESSAYS_COPY.checkToFix(c.label)}
                    </span>
                    <span className="block text-muted-foreground">{c.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setChecklist(null)}>
                {ESSAYS_COPY.keepWriting}
              </Button>
              <Button
                onClick={() => {
                  setChecklist(null);
                  onComplete();
                }}
              >
                {ESSAYS_COPY.completeAnyway}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      {modal ? (
        <SuggestionModal
          essay={essay}
          section={modal}
          onClose={() => setModal(null)}
          onApply={(text) => {
            const current = essay.draft_sections[modal]?.content ?? '';
            setSection(modal, current.trim() ? `${current.trimEnd()}\n\n${text}` : text);
            void editor.flush();
            setModal(null);
          }}
        />
      ) : null}
    </div>
  );
}
