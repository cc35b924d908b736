/** The AI writing suggestions dialog of one section: guidance and evidence from the saved articles. */
import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../../shared/messages';
import { SECTION_LABELS, type AcademicSection } from '../../../../../shared/essays/word-count';
import { formatScore } from '../../../../../shared/research/relevance';
import type { Essay } from '../../../../../shared/schemas/essays';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { essayAiApi, type EvidenceCard } from '../../api/essays-api';
import { currentEssayPayload, savedArticlesPayload } from '../writing-helper';
import { useEssayArticles } from '../research-elements-panel';
import { researchState } from '../../lib/research-state';
import { evidenceInsertText, readCitationStyle } from '../../lib/evidence';
import { WritingMarkdown } from '../writing-markdown';
import { ESSAYS_COPY } from '../../messages';

export function SuggestionModal({
  essay,
  section,
  onClose,
  onApply,
}: {
  essay: Essay;
  section: AcademicSection;
  onClose: () => void;
  onApply: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<SuggestionResult | null>(null);
  const research = useEssayArticles(essay);
  const articles = research.data ?? [];
  const available = researchState(articles, essay.saved_articles.length);
  const content = essay.draft_sections[section]?.content ?? '';

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const reply = await essayAiApi.suggest({
        sectionType: section,
        currentEssay: currentEssayPayload(essay),
        savedArticles: savedArticlesPayload(articles),
        existingContent: content,
        citationStyle: readCitationStyle(),
        outlinePoint: essay.outline
          .filter((o) => o.type === section)
          .map((o) => o.content.trim())
          .filter(Boolean)
          .join('\n'),
      });
      if (reply.success === false || !reply.suggestion) setError(M.suggestionFailed);
      else
        setResult({
          text: reply.suggestion,
          prose: reply.mode === 'prose',
          evidence: reply.evidence ?? [],
          ...(reply.note ? { note: reply.note } : {}),
        });
    } catch (e) {
      const status = (e as { status?: number }).status;
      const message = e instanceof Error && e.message ? e.message : '';
      setError(
        status === 402 || status === 429
          ? message
          : status
            ? message || M.httpError(status)
            : M.suggestionFailedAi,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{ESSAYS_COPY.suggestionsTitle(SECTION_LABELS[section] ?? section)}</DialogTitle>
          <DialogDescription>{ESSAYS_COPY.suggestionsDescription}</DialogDescription>
        </DialogHeader>
        <div className="mt-4 grid min-w-0 gap-3 text-sm">
          <dl className="grid gap-1 rounded-md bg-muted/50 p-3">
            <div className="flex gap-2">
              <dt className="font-medium">{ESSAYS_COPY.titleLabel}</dt>
              <dd className="min-w-0 break-words">{essay.title}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">{ESSAYS_COPY.thesisLabel}</dt>
              <dd className="min-w-0 break-words">{essay.thesis_statement || M.notSet}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">{ESSAYS_COPY.currentContentLabel}</dt>
              <dd>{content ? ESSAYS_COPY.characters(content.length) : M.empty}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">{ESSAYS_COPY.savedArticlesLabel}</dt>
              <dd>{available.articleCount}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">{ESSAYS_COPY.availableSectionsLabel}</dt>
              <dd data-testid="available-sections">{available.sectionsCount}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="font-medium">{ESSAYS_COPY.sectionTypeLabel}</dt>
              <dd>{section}</dd>
            </div>
          </dl>
          <Button onClick={() => void generate()} disabled={busy}>
            <Sparkles aria-hidden="true" />
            {busy ? M.generatingSuggestion : M.generateSuggestion}
          </Button>
          {error ? (
            <p role="alert" className="rounded-md border border-danger/30 bg-danger-soft p-2 text-danger">
              {error}
            </p>
          ) : null}
          {result ? (
            <>
              <div
                aria-label={ESSAYS_COPY.suggestion}
                className="max-h-64 overflow-y-auto rounded-md border border-border p-3 break-words"
              >
                <WritingMarkdown text={result.text} />
              </div>
              {result.note ? (
                <p role="status" className="rounded-md border border-warning/30 bg-warning-soft p-2 text-sm">
                  {result.note}
                </p>
              ) : null}
              {result.prose ? (
                <Button variant="secondary" onClick={() => onApply(result.text)}>
                  {M.applySuggestion}
                </Button>
              ) : null}
              {result.evidence.length > 0 ? (
                <section aria-label={ESSAYS_COPY.evidenceFromArticles} className="grid gap-2">
                  <h4 className="font-medium">{ESSAYS_COPY.evidenceFromArticles}</h4>
                  <ul className="grid gap-2">
                    {result.evidence.map((card) => (
                      <li
                        key={card.id}
                        className="grid gap-1.5 rounded-md border border-border p-2"
                        aria-label={ESSAYS_COPY.evidenceFrom(card.articleTitle)}
                      >
                        <blockquote className="border-l-2 border-primary pl-2 break-words">
                          “{card.quote}”
                        </blockquote>
                        <p className="text-xs break-words text-muted-foreground">
                          {ESSAYS_COPY.evidenceSource(
                            card.citation,
                            card.articleTitle,
                            card.section,
                            formatScore(card.relevance),
                          )}
                        </p>
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => onApply(evidenceInsertText(card, 'quote'))}
                          >
                            {ESSAYS_COPY.insertQuote}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => onApply(evidenceInsertText(card, 'paraphrase'))}
                          >
                            {ESSAYS_COPY.insertParaphrase}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface SuggestionResult {
  text: string;
  /** Model prose that cites only the evidence passages (may be applied); otherwise coaching that is not draft text. */
  prose: boolean;
  /** What the citation check removed from the prose (e.g. invented citations), said to the student. */
  note?: string;
  evidence: EvidenceCard[];
}
