import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Bug, RotateCw, Search, Sparkles, X } from 'lucide-react';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import {
  SAVED_FILTERS,
  SAVED_SORTS,
  type SavedFilter,
  type SavedSort,
} from '../../../../../shared/research/saved-list';
import type { SavedArticle } from '../../../../../shared/schemas/research';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import type { ResearchEssay } from '../../../../lib/research-slot';
import { cn } from '../../../../lib/utils';
import { researchApi } from '../../api/research-api';
import {
  debugReport,
  noMatchText,
  researchErrorText,
  researchKeys,
  SAVED_FILTER_LABELS,
  SAVED_SORT_LABELS,
  SEARCH_PLACEHOLDER,
  viewSavedArticles,
} from '../../lib/saved-view';
import { SavedPdfViewer } from '../pdf/saved-pdf-viewer';
import { ArticleSectionsModal } from './article-sections-modal';
import { SavedArticleCard } from './saved-article-card';
import { ScreenDialogContent } from '../../../../components/ui/dialog';
import { useAnalysisRun } from './use-analysis-run';
import type { DeferredRemoval } from './use-deferred-removal';
import { RESEARCH_COPY } from '../../messages';

const fieldClass =
  'h-10 rounded-md border border-input bg-card px-3 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export interface SavedArticlesModalProps {
  essay: ResearchEssay;
  open: boolean;
  onClose: () => void;
  onFindArticles: () => void;
  /** Remove with Undo, shared with the search modal (ResearchTools owns it). */
  removal: DeferredRemoval;
}

/** 'Title removed.' with Undo: a long title is cut short, the word 'removed.' never is. */
export function UndoBar({
  title,
  onUndo,
  className,
}: {
  title: string;
  onUndo: () => void;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'fixed right-4 bottom-4 left-4 flex max-w-md items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg sm:left-auto',
        className,
      )}
    >
      <span className="flex min-w-0 flex-1 text-sm">
        <span className="min-w-0 truncate">“{title}”</span>
        <span className="shrink-0 whitespace-pre">{RESEARCH_COPY.removed}</span>
      </span>
      <Button size="sm" variant="outline" onClick={onUndo}>
        {RESEARCH_COPY.undo}
      </Button>
    </div>
  );
}

/** Saved Articles (spec 3 §2.7): the essay's saved articles, Analyze All and the per-article tools. */
export function SavedArticlesModal({
  essay,
  open,
  onClose,
  onFindArticles,
  removal,
}: SavedArticlesModalProps) {
  const essayId = essay.id;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<SavedFilter>('all');
  const [sort, setSort] = useState<SavedSort>('date');
  // The article of the sections / PDF dialog; kept after closing so the dialog can close (and return focus).
  const [sectionsFor, setSectionsFor] = useState<{ id: string; open: boolean } | null>(null);
  const [pdfFor, setPdfFor] = useState<{ id: string; open: boolean } | null>(null);

  const list = useQuery({
    queryKey: researchKeys.savedArticles(essayId),
    queryFn: ({ signal }) => researchApi.savedArticles(essayId, { signal }),
    enabled: open,
    staleTime: 0,
  });
  const run = useAnalysisRun(essay, open);

  const all = useMemo(
    () => (list.data?.articles ?? []).filter((a) => !removal.hidden.has(a.id)),
    [list.data, removal.hidden],
  );
  const shown = useMemo(
    () => viewSavedArticles(all, { search, filter, sort, now: new Date() }),
    [all, search, filter, sort],
  );
  const find = (id: string | undefined): SavedArticle | null =>
    id ? (list.data?.articles.find((a) => a.id === id) ?? null) : null;
  const sectionsArticle = find(sectionsFor?.id);
  const pdfArticle = find(pdfFor?.id);

  function analyzeAll() {
    removal.flush();
    run.start();
  }

  function printDebug() {
    // eslint-disable-next-line no-console -- the debug button's whole purpose (spec 3 §2.7)
    console.debug(
      '[Saved Articles] sections and analysis',
      debugReport(list.data?.articles ?? [], run.state),
    );
  }

  const undoBar = removal.pending ? (
    <UndoBar title={removal.pending.title} onUndo={removal.undo} className="z-[60]" />
  ) : null;

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {RESEARCH_COPY.loadingSavedArticles}
      </p>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center">
        <p className="text-sm text-danger">
          {RESEARCH_COPY.error(researchErrorText(list.error, M.loadArticlesFailed))}
        </p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          <RotateCw aria-hidden="true" />
          {RESEARCH_COPY.retry}
        </Button>
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <div className="mx-auto grid max-w-md justify-items-center gap-2 py-16 text-center">
        <BookOpen className="size-10 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-lg font-semibold">{RESEARCH_COPY.noSavedArticles}</h3>
        <p className="text-sm text-muted-foreground">{RESEARCH_COPY.articlesYouSaveFrom}</p>
      </div>
    );
  } else if (shown.length === 0) {
    body = <p className="py-16 text-center text-sm text-muted-foreground">{noMatchText(search)}</p>;
  } else {
    body = (
      <ul className="grid gap-4" aria-label={RESEARCH_COPY.savedArticles}>
        {shown.map((article) => (
          <li key={article.id}>
            <SavedArticleCard
              article={article}
              run={run.state}
              onViewPdf={() => setPdfFor({ id: article.id, open: true })}
              onViewSections={() => setSectionsFor({ id: article.id, open: true })}
              onRemove={() => removal.remove(article)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
        <ScreenDialogContent data-testid="saved-articles-modal">
          <header className="flex flex-wrap items-start gap-x-3 gap-y-3 border-b border-border bg-card px-4 py-3 sm:items-center sm:px-6 sm:py-4">
            <div className="order-1 min-w-0 flex-1">
              <DialogTitle className="text-xl leading-tight font-semibold tracking-tight">
                {RESEARCH_COPY.savedArticles2}
              </DialogTitle>
              <DialogDescription className="truncate text-sm text-muted-foreground">
                {essay.title}
              </DialogDescription>
            </div>
            <div className="order-3 flex w-full flex-wrap gap-2 sm:order-2 sm:w-auto">
              <Button
                size="sm"
                onClick={analyzeAll}
                disabled={run.busy || list.isPending}
                className="flex-1 sm:flex-none"
              >
                {run.running ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {run.running ? RESEARCH_COPY.analyzing : RESEARCH_COPY.analyzeAll}
              </Button>
              <Button size="sm" variant="outline" onClick={onFindArticles} className="flex-1 sm:flex-none">
                <Search aria-hidden="true" />
                {RESEARCH_COPY.findArticles}
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={RESEARCH_COPY.printDebugInformationTo}
                title={RESEARCH_COPY.debugPrintSectionsAnd}
                onClick={printDebug}
              >
                <Bug aria-hidden="true" />
              </Button>
            </div>
            <DialogClose asChild>
              <Button
                size="icon"
                variant="ghost"
                aria-label={RESEARCH_COPY.close}
                className="order-2 sm:order-3"
              >
                <X aria-hidden="true" />
              </Button>
            </DialogClose>
          </header>

          {run.progress ? (
            <div className="border-b border-border bg-accent px-4 py-3 text-accent-foreground sm:px-6">
              <div
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm font-medium"
                aria-live="polite"
              >
                <span className="flex items-center gap-2">
                  <Spinner className="size-4" />
                  {run.progress.label}
                </span>
                <span>{RESEARCH_COPY.complete(run.progress.percent)}</span>
              </div>
              <div
                role="progressbar"
                aria-label={RESEARCH_COPY.analysisProgress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={run.progress.percent}
                aria-valuetext={RESEARCH_COPY.labelledPercentComplete(
                  run.progress.label,
                  run.progress.percent,
                )}
                className="mt-2 h-2 overflow-hidden rounded-full bg-card"
              >
                <div
                  className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-500"
                  style={{ width: `${run.progress.percent}%` }}
                />
              </div>
            </div>
          ) : null}

          <div className="min-h-0 flex-1 overflow-y-auto">
            <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-4 sm:px-6 sm:py-6">
              {run.notice ? (
                <Alert variant={run.notice.tone} className="flex items-start gap-2">
                  <span className="min-w-0 flex-1">{run.notice.text}</span>
                  <button
                    type="button"
                    aria-label={RESEARCH_COPY.dismiss}
                    onClick={run.dismissNotice}
                    className="rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </Alert>
              ) : null}
              {removal.error ? (
                <Alert className="flex items-start gap-2">
                  <span className="min-w-0 flex-1">{removal.error}</span>
                  <button
                    type="button"
                    aria-label={RESEARCH_COPY.dismiss}
                    onClick={removal.dismissError}
                    className="rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </Alert>
              ) : null}

              <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
                <div className="relative">
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <input
                    type="search"
                    aria-label={RESEARCH_COPY.searchSavedArticles}
                    placeholder={SEARCH_PLACEHOLDER}
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                    className={cn(fieldClass, 'w-full pl-9')}
                  />
                </div>
                <select
                  aria-label={RESEARCH_COPY.filterArticles}
                  value={filter}
                  onChange={(e) => setFilter(e.target.value as SavedFilter)}
                  className={fieldClass}
                >
                  {SAVED_FILTERS.map((f) => (
                    <option key={f} value={f}>
                      {SAVED_FILTER_LABELS[f]}
                    </option>
                  ))}
                </select>
                <select
                  aria-label={RESEARCH_COPY.sortArticles}
                  value={sort}
                  onChange={(e) => setSort(e.target.value as SavedSort)}
                  className={fieldClass}
                >
                  {SAVED_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {RESEARCH_COPY.sortByLabel(SAVED_SORT_LABELS[s])}
                    </option>
                  ))}
                </select>
              </div>
              {list.isSuccess && all.length > 0 ? (
                <p className="text-sm text-muted-foreground" role="status" data-testid="saved-count">
                  {RESEARCH_COPY.showingOf(shown.length, all.length)}
                </p>
              ) : null}

              {body}
            </div>
          </div>
          {open && undoBar}
        </ScreenDialogContent>
      </Dialog>
      {/* after closing, Undo is still offered until the window passes */}
      {!open && undoBar}

      {sectionsArticle ? (
        <ArticleSectionsModal
          key={sectionsArticle.id}
          essay={essay}
          article={sectionsArticle}
          open={open && Boolean(sectionsFor?.open)}
          onClose={() => setSectionsFor((s) => (s ? { ...s, open: false } : s))}
          onChanged={() => void list.refetch()}
        />
      ) : null}
      {pdfArticle ? (
        <SavedPdfViewer
          key={pdfArticle.id}
          essayId={essayId}
          article={pdfArticle}
          open={open && Boolean(pdfFor?.open)}
          onClose={() => setPdfFor((p) => (p ? { ...p, open: false } : p))}
        />
      ) : null}
    </>
  );
}
