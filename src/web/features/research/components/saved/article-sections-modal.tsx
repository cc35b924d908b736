import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Layers, RotateCw, Sparkles, Stethoscope, X } from 'lucide-react';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import { SECTION_ROLE_LABEL, sectionRole } from '../../../../../shared/research/section-role';
import type { ArticleSection } from '../../../../../shared/schemas/ai';
import type { Diagnosis, SavedArticle } from '../../../../../shared/schemas/research';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiRequestError } from '../../../../lib/api-client';
import type { ResearchEssay } from '../../../../lib/research-slot';
import { cn } from '../../../../lib/utils';
import { researchApi } from '../../api/research-api';
import {
  errorCode,
  extractedTextNote,
  InvalidResponseError,
  KEY_FINDING_FIELDS,
  researchErrorText,
  researchKeys,
  scoreClasses,
  sectionLengthText,
  sectionScores,
  sectionsFoundText,
  summaryPreview,
  type SectionLength,
} from '../../lib/saved-view';
import { formatScore } from '../../../../../shared/research/relevance';
import { chipClass } from './analysis-results';
import { ScreenDialogContent } from '../../../../components/ui/dialog';
import { RESEARCH_COPY } from '../../messages';

export interface ArticleSectionsModalProps {
  essay: ResearchEssay;
  article: SavedArticle;
  open: boolean;
  onClose: () => void;
  /** Called after the sections were extracted again (the saved list refreshes). */
  onChanged?: () => void;
}

function lengthOf(query: {
  isPending: boolean;
  isSuccess: boolean;
  data?: number;
  error: unknown;
}): SectionLength {
  if (query.isSuccess && query.data !== undefined) return { state: 'found', length: query.data };
  if (query.isPending) return { state: 'loading' };
  const code = errorCode(query.error);
  if (
    code === 'boundaries_not_found' ||
    (query.error instanceof ApiRequestError && query.error.message === M.boundariesNotFound)
  )
    return { state: 'not_found' };
  return { state: 'unavailable' };
}

const quote = (s: string, max = 160) => `“${s.length > max ? `${s.slice(0, max)}...` : s}”`;

function DiagnosisView({ diagnosis, section }: { diagnosis: Diagnosis; section: ArticleSection }) {
  const n = (v: number) => v.toLocaleString('en-US');
  const start = diagnosis.startFound
    ? RESEARCH_COPY.foundAtCharacter(n(diagnosis.startIndex ?? 0))
    : diagnosis.looseStartIndex !== null
      ? RESEARCH_COPY.notFoundExactlyMatches(n(diagnosis.looseStartIndex))
      : RESEARCH_COPY.notFoundInText;
  const end = diagnosis.endFound
    ? RESEARCH_COPY.foundAtCharacter(n(diagnosis.endIndex ?? 0))
    : diagnosis.endBeforeStart
      ? RESEARCH_COPY.foundOnlyBeforeStart
      : diagnosis.looseEndIndex !== null
        ? RESEARCH_COPY.notFoundExactlyMatches(n(diagnosis.looseEndIndex))
        : RESEARCH_COPY.notFoundAfterStart;
  return (
    <div className="grid gap-2 rounded-md border border-border bg-muted p-3 text-xs" role="status">
      <p className="font-semibold">{RESEARCH_COPY.boundaryDiagnosis}</p>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{RESEARCH_COPY.extractedText}</dt>
        <dd>{RESEARCH_COPY.characters(n(diagnosis.textLength))}</dd>
        <dt className="text-muted-foreground">{RESEARCH_COPY.startMarker}</dt>
        <dd className="break-words">
          {quote(section.sectionStart)}: {start}
        </dd>
        <dt className="text-muted-foreground">{RESEARCH_COPY.endMarker}</dt>
        <dd className="break-words">
          {quote(section.sectionEnd)}: {end}
        </dd>
        <dt className="text-muted-foreground">{RESEARCH_COPY.sectionLength}</dt>
        <dd>
          {diagnosis.sectionLength !== null
            ? RESEARCH_COPY.characters(n(diagnosis.sectionLength))
            : RESEARCH_COPY.unknownLength}
        </dd>
      </dl>
      <p className="font-medium">{diagnosis.suggestion}</p>
    </div>
  );
}

function ScoreChip({ label, score }: { label: string; score: number | null }) {
  if (score === null) return null;
  return (
    <span className={cn(chipClass, scoreClasses(score))}>
      {label}: {formatScore(score)}
    </span>
  );
}

function SectionItem({
  essayId,
  articleId,
  section,
  length,
}: {
  essayId: string;
  articleId: string;
  section: ArticleSection;
  length: SectionLength;
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const summaryId = useId();
  const preview = summaryPreview(section.summary);
  const scores = sectionScores(section);
  const diagnose = useMutation({
    mutationFn: async () => {
      const res = await researchApi.diagnose({
        essayId,
        articleId,
        sectionStart: section.sectionStart,
        sectionEnd: section.sectionEnd,
      });
      if (!res || typeof res.diagnosis !== 'object' || res.diagnosis === null)
        throw new InvalidResponseError();
      return res.diagnosis;
    },
  });
  const findings = section.keyFindings.filter((f) => f.finding || KEY_FINDING_FIELDS.some((k) => f[k.key]));

  const role = sectionRole(section.heading);
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      data-testid="article-section"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
        <h3 id={headingId} className="font-semibold break-words">
          {section.heading}
        </h3>
        <p className="shrink-0 text-xs text-muted-foreground" data-testid="section-length">
          {section.pageNumber !== null ? RESEARCH_COPY.page(section.pageNumber) : ''}
          {sectionLengthText(length)}
        </p>
      </div>

      {length.state === 'not_found' ? (
        <div className="grid gap-2">
          <Button
            variant="link"
            size="inline"
            className="justify-self-start text-xs"
            disabled={diagnose.isPending}
            onClick={() => diagnose.mutate()}
          >
            {diagnose.isPending ? <Spinner className="size-3.5" /> : <Stethoscope aria-hidden="true" />}
            {RESEARCH_COPY.diagnoseBoundaries}
          </Button>
          {diagnose.isError ? <Alert>{researchErrorText(diagnose.error, M.diagnoseFailed)}</Alert> : null}
          {diagnose.data ? <DiagnosisView diagnosis={diagnose.data} section={section} /> : null}
        </div>
      ) : null}

      {role !== 'content' ? (
        <p className="text-xs text-muted-foreground" data-testid="section-role">
          {section.heading.trim().toLowerCase() === SECTION_ROLE_LABEL[role].toLowerCase()
            ? RESEARCH_COPY.notCountedInRelevance
            : RESEARCH_COPY.roleNotCountedInRelevance(SECTION_ROLE_LABEL[role])}
        </p>
      ) : scores.prompt !== null || scores.thesis !== null || scores.brainstorm !== null ? (
        <div className="flex flex-wrap gap-1.5" aria-label={RESEARCH_COPY.relevanceOutOf10} role="group">
          <ScoreChip label={RESEARCH_COPY.prompt} score={scores.prompt} />
          <ScoreChip label={RESEARCH_COPY.thesis} score={scores.thesis} />
          <ScoreChip label={RESEARCH_COPY.brainstorm} score={scores.brainstorm} />
        </div>
      ) : null}

      {section.summary ? (
        <div className="grid gap-1">
          <p id={summaryId} className="text-sm leading-relaxed whitespace-pre-line">
            {expanded ? section.summary : preview.text}
          </p>
          {preview.cut ? (
            <Button
              variant="link"
              size="inline"
              className="justify-self-start text-xs"
              aria-expanded={expanded}
              aria-controls={summaryId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? RESEARCH_COPY.showLess : RESEARCH_COPY.viewFullContent}
            </Button>
          ) : null}
        </div>
      ) : null}

      {section.aiSummary ? (
        <div className="grid gap-1 rounded-lg bg-accent p-3 text-accent-foreground">
          <p className="flex items-center gap-1.5 text-xs font-semibold">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {RESEARCH_COPY.aiSummary}
          </p>
          <p className="text-sm leading-relaxed">{section.aiSummary}</p>
        </div>
      ) : null}

      {findings.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">{RESEARCH_COPY.keyFindings}</h4>
          <ul className="grid gap-2">
            {findings.map((f, i) => (
              <li key={i} className="grid gap-1.5 rounded-lg border border-border p-3 text-sm">
                {f.finding ? <p className="font-medium">{f.finding}</p> : null}
                <dl className="grid gap-x-3 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
                  {KEY_FINDING_FIELDS.filter((k) => f[k.key]).map((k) => (
                    <div key={k.key} className="contents">
                      <dt className="font-semibold text-muted-foreground">{k.label}</dt>
                      <dd className={cn('break-words', k.key === 'keyQuote' && 'italic')}>
                        {k.key === 'keyQuote' ? `“${f[k.key]}”` : f[k.key]}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/** Article Sections (spec 3 §2.6): the sections of one saved article, their extraction and boundaries. */
export function ArticleSectionsModal({
  essay,
  article,
  open,
  onClose,
  onChanged,
}: ArticleSectionsModalProps) {
  const queryClient = useQueryClient();
  const statusKey = researchKeys.articleStatus(essay.id, article.id);
  const status = useQuery({
    queryKey: statusKey,
    queryFn: async () => {
      const res = await researchApi.articleStatus(essay.id, article.id);
      if (!res || !Array.isArray(res.sections)) throw new InvalidResponseError();
      return res;
    },
    enabled: open,
    staleTime: 0,
  });
  const sections: ArticleSection[] = status.data?.sections ?? article.sections;
  const note = extractedTextNote(article);

  const lengths = useQueries({
    queries: sections.map((s) => ({
      queryKey: researchKeys.sectionText(
        essay.id,
        article.id,
        s.id,
        `${s.sectionStart}\u0000${s.sectionEnd}`,
      ),
      // only the length is kept in the cache, not the section's text
      queryFn: async () => (await researchApi.sectionText(essay.id, article.id, s.id)).length,
      enabled: open && note.available,
      staleTime: Infinity,
      retry: false,
    })),
  });

  const extract = useMutation({
    mutationFn: async () => {
      const res = await researchApi.extractSections(essay.id, article.id, {
        prompt: essay.prompt,
        brainstormIdeas: essay.brainstorm_ideas,
        thesis: essay.thesis_statement,
      });
      if (!res || !Array.isArray(res.sections)) throw new InvalidResponseError();
      return res.sections;
    },
    onSuccess: (next) => {
      queryClient.setQueryData<typeof status.data>(statusKey, (prev) =>
        prev ? { ...prev, sections: next, sectionsAnalyzed: true } : prev,
      );
      void queryClient.invalidateQueries({ queryKey: statusKey });
      void queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essay.id) });
      onChanged?.();
    },
  });
  const extractError = extract.isError
    ? errorCode(extract.error) === 'no_extracted_text'
      ? { title: M.noExtractedText, detail: null }
      : { title: M.extractSectionsFailed, detail: researchErrorText(extract.error, '') || null }
    : null;

  let list: ReactNode;
  if (status.isPending && sections.length === 0) {
    list = (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {RESEARCH_COPY.loadingSections}
      </p>
    );
  } else if (sections.length === 0) {
    list = (
      <div className="grid justify-items-center gap-2 py-12 text-center">
        <Layers className="size-10 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-lg font-semibold">{RESEARCH_COPY.noSectionsFound}</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          {note.available ? RESEARCH_COPY.useExtractSectionsWith : RESEARCH_COPY.sectionsCanBeExtracted}
        </p>
      </div>
    );
  } else {
    list = (
      <ul className="grid gap-4" aria-label={RESEARCH_COPY.sections}>
        {sections.map((s, i) => (
          <li key={s.id}>
            <SectionItem
              essayId={essay.id}
              articleId={article.id}
              section={s}
              length={
                note.available
                  ? lengthOf(lengths[i] ?? { isPending: true, isSuccess: false, error: null })
                  : { state: 'unavailable' }
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <ScreenDialogContent size="wide" data-testid="article-sections-modal">
        <header className="flex items-start gap-3 border-b border-border bg-card px-4 py-3 sm:px-6 sm:py-4">
          <div className="min-w-0 flex-1">
            <DialogTitle className="text-lg leading-tight font-semibold tracking-tight break-words sm:text-xl">
              {article.title}
            </DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              {RESEARCH_COPY.articleSections}
            </DialogDescription>
          </div>
          <DialogClose asChild>
            <Button size="icon" variant="ghost" aria-label={RESEARCH_COPY.close}>
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <div className="grid gap-4 px-4 py-4 sm:px-6 sm:py-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="grid gap-1 text-sm" data-testid="extracted-text-note">
                <p
                  className={cn(
                    'flex items-start gap-1.5',
                    note.available ? 'text-muted-foreground' : 'font-medium text-warning',
                  )}
                >
                  <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {note.text}
                </p>
                {note.detail ? <p className="pl-5.5 text-xs text-muted-foreground">{note.detail}</p> : null}
              </div>
              <Button
                onClick={() => extract.mutate()}
                disabled={extract.isPending || !note.available}
                className="w-full sm:w-auto"
              >
                {extract.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {extract.isPending
                  ? RESEARCH_COPY.analyzingWithClaude
                  : RESEARCH_COPY.extractSectionsWithClaude}
              </Button>
            </div>
            {extractError ? (
              <Alert>
                <p className="font-semibold">{extractError.title}</p>
                {extractError.detail && extractError.detail !== extractError.title ? (
                  <p className="mt-1">{extractError.detail}</p>
                ) : null}
              </Alert>
            ) : null}
            {status.isError ? (
              <Alert className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {M.loadSectionsFailed}
                  {researchErrorText(status.error, '') ? `: ${researchErrorText(status.error, '')}` : ''}
                </span>
                <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
                  <RotateCw aria-hidden="true" />
                  {RESEARCH_COPY.retry}
                </Button>
              </Alert>
            ) : null}
            {sections.length > 0 ? (
              <p className="text-sm font-medium" role="status" data-testid="sections-count">
                {sectionsFoundText(sections.length)}
              </p>
            ) : null}
            {list}
          </div>
        </div>
      </ScreenDialogContent>
    </Dialog>
  );
}
