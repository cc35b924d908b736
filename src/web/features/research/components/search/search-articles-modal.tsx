import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search, SlidersHorizontal, Upload, X } from 'lucide-react';
import { normalizeWorkId } from '../../../../../shared/research/ids';
import type { ScholarWork } from '../../../../../shared/schemas/research';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import type { ResearchEssay } from '../../../../lib/research-slot';
import { cn } from '../../../../lib/utils';
import { researchApi } from '../../api/research-api';
import { useArticleSearch } from '../../hooks/use-article-search';
import { savedArticlesKey } from '../../lib/query-keys';
import { pageOf, viewResults } from '../../lib/result-view';
import { MY_UPLOADS, YOUR_SEARCH, filtersDisplay, hasMore, limitedResults } from '../../lib/search-model';
import { CitationDialog } from './citation-dialog';
import { CacheTools } from './cache-tools';
import { FiltersDialog } from './filters-dialog';
import { UploadDialog } from './upload-dialog';
import { WorkCard, type OpenPdf } from './work-card';
import { SEARCH_LIMITS } from '../../../../../shared/limits';
import { RESEARCH_COPY } from '../../messages';
import { RESEARCH_MESSAGES } from '../../../../../shared/messages/research';

const NONE: ReadonlySet<string> = new Set();

/** The Search Academic Articles modal (spec 3 §2.1). */
export function SearchArticlesModal({
  userId,
  essay,
  open,
  onClose,
  onOpenPdf,
  removing = NONE,
  onKeep,
}: {
  userId: string;
  essay: ResearchEssay;
  open: boolean;
  onClose: () => void;
  onOpenPdf: (pdf: OpenPdf) => void;
  /** Saved articles removed but still inside their Undo window: shown as not saved, as Saved Articles does. */
  removing?: ReadonlySet<string>;
  /** Save on one of `removing`: takes the removal back instead (true when it did). */
  onKeep?: (workId: string) => boolean;
}) {
  const search = useArticleSearch({ userId, essay, open });
  const { state } = search;
  const [text, setText] = useState(essay.prompt);
  const [textError, setTextError] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [citing, setCiting] = useState<ScholarWork | null>(null);
  const [page, setPage] = useState(1);

  const saved = useQuery({
    queryKey: savedArticlesKey(essay.id),
    queryFn: () => researchApi.savedArticles(essay.id),
    enabled: open,
  });
  const savedIds = useMemo(
    () =>
      new Set(
        (saved.data?.articles ?? []).filter((a) => !removing.has(a.id)).map((a) => normalizeWorkId(a.id)),
      ),
    [saved.data, removing],
  );

  const selected = state.selected;
  const results = selected ? state.results[selected] : undefined;
  const shown = useMemo(
    () =>
      results
        ? viewResults(results.articles, {
            yearFrom: state.filters.yearFrom,
            yearTo: state.filters.yearTo,
            sort: state.sort,
          })
        : [],
    [results, state.filters, state.sort],
  );
  const pages = Math.max(1, Math.ceil(shown.length / SEARCH_LIMITS.pageSize));
  const currentPage = Math.min(page, pages);
  // The sample library's relevance is already a percent (the share of the query's concepts a work is about);
  // OpenAlex's scores are normalised against the best shown.
  const bestRelevance = useMemo(
    () =>
      state.source === RESEARCH_MESSAGES.sampleLibrary
        ? 100
        : shown.reduce((m, w) => Math.max(m, w.relevance_score ?? 0), 0) || null,
    [shown, state.source],
  );
  const selectedStatus = selected ? state.status[selected] : undefined;
  const progress = selected ? state.progress[selected] : null;
  const appliedSummary = filtersDisplay(state.filters, state.sort);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const error = await search.searchText(text);
    setTextError(error);
    setPage(1);
  }

  const detected = state.domains.filter((d) => d.domain !== YOUR_SEARCH && d.domain !== MY_UPLOADS).length;
  const title =
    detected > 0
      ? RESEARCH_COPY.searchAcademicArticlesDetected(detected)
      : RESEARCH_COPY.searchAcademicArticles;

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent
        padded={false}
        hideClose
        aria-describedby={undefined}
        className="flex h-[100dvh] w-screen max-w-none flex-col overflow-hidden rounded-none sm:h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-6xl sm:rounded-xl"
      >
        <header className="relative flex flex-wrap items-center gap-2 border-b border-border py-3 pr-14 pl-4 sm:px-6 sm:pr-16">
          <DialogTitle className="mr-auto text-lg sm:text-xl">{title}</DialogTitle>
          <div className="flex flex-wrap items-center gap-2">
            <CacheTools userId={userId} essayId={essay.id} />
            <span
              className="hidden text-xs text-muted-foreground md:inline"
              aria-label={RESEARCH_COPY.appliedFilters}
            >
              {appliedSummary}
            </span>
            <Button size="sm" variant="outline" onClick={() => setFiltersOpen(true)}>
              <SlidersHorizontal aria-hidden="true" />
              {RESEARCH_COPY.filtersSort}
            </Button>
          </div>
          <Button
            size="icon"
            variant="ghost"
            onClick={onClose}
            aria-label={RESEARCH_COPY.close}
            className="absolute top-2.5 right-2 sm:right-4"
          >
            <X aria-hidden="true" />
          </Button>
        </header>

        <div className="grid flex-1 content-start gap-4 overflow-y-auto px-4 py-4 sm:px-6">
          <DialogDescription className="sr-only">
            {RESEARCH_COPY.findOpenAccessArticles(essay.title)}
          </DialogDescription>
          <form onSubmit={(e) => void submit(e)} className="grid gap-1" noValidate>
            <label htmlFor="research-query" className="text-sm font-medium">
              {RESEARCH_COPY.searchQuery}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id="research-query"
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm sm:flex-1"
                aria-invalid={Boolean(textError)}
                aria-describedby={textError ? 'research-query-error' : undefined}
              />
              <Button type="submit" disabled={state.phase === 'detecting'}>
                <Search aria-hidden="true" />
                {RESEARCH_COPY.searchArticles}
              </Button>
              <Button variant="outline" onClick={() => setUploadOpen(true)}>
                <Upload aria-hidden="true" />
                {RESEARCH_COPY.uploadPdf}
              </Button>
            </div>
            {textError ? (
              <p id="research-query-error" className="text-sm text-danger">
                {textError}
              </p>
            ) : null}
            <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
              {state.source ? <span>{RESEARCH_COPY.source(state.source)}</span> : null}
              <span className="md:hidden">{appliedSummary}</span>
            </p>
          </form>

          {state.detectionError ? (
            <Alert>
              <p className="font-semibold">{RESEARCH_COPY.domainDetectionError}</p>
              <p>{state.detectionError}</p>
            </Alert>
          ) : null}
          {state.searchError ? (
            <Alert className="flex items-start justify-between gap-3">
              <span>
                <span className="block font-semibold">{RESEARCH_COPY.searchError}</span>
                {state.searchError}
              </span>
              <Button size="sm" variant="outline" onClick={search.dismissSearchError}>
                {RESEARCH_COPY.dismiss}
              </Button>
            </Alert>
          ) : null}

          {state.phase === 'detecting' ? (
            <div
              role="status"
              className="grid justify-items-center gap-2 rounded-xl border border-border bg-muted/40 p-6 text-center"
            >
              <Spinner className="size-6 text-primary" />
              <p className="font-semibold">{RESEARCH_COPY.analyzingYourEssay}</p>
              <p className="text-sm text-muted-foreground">{RESEARCH_COPY.aiIsDetectingRelevant}</p>
            </div>
          ) : null}

          {state.domains.length > 0 ? (
            <section aria-labelledby="domains-heading" className="grid gap-2">
              <h3 id="domains-heading" className="text-sm font-semibold">
                {RESEARCH_COPY.searchDomains}
              </h3>
              <div className="flex flex-wrap gap-2">
                {state.domains.map((d) => {
                  const st = state.status[d.domain];
                  const count = state.results[d.domain]?.articles.length ?? 0;
                  const active = d.domain === selected;
                  return (
                    <button
                      key={d.domain}
                      type="button"
                      title={d.query}
                      aria-pressed={active}
                      onClick={() => {
                        search.select(d.domain);
                        setPage(1);
                      }}
                      className={cn(
                        'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        active
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border bg-card hover:bg-muted',
                        st === 'error' && !active && 'border-danger/50 text-danger',
                      )}
                    >
                      {d.domain}
                      {st === 'searching' ? (
                        <Spinner className="size-3.5" />
                      ) : (
                        <span className="rounded-full bg-black/10 px-1.5 text-xs tabular-nums">
                          {st === 'error' ? '!' : count}
                        </span>
                      )}
                    </button>
                  );
                })}
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {state.searchingAll
                  ? RESEARCH_COPY.searchingAllDomains
                  : selected
                    ? RESEARCH_COPY.selected(selected)
                    : RESEARCH_COPY.clickADomainTo}
              </p>
            </section>
          ) : null}

          {selected && progress && selectedStatus === 'searching' ? (
            <div role="status" className="grid gap-1.5">
              <p className="text-sm">{progress.message}</p>
              <div
                role="progressbar"
                aria-label={RESEARCH_COPY.searchProgress}
                aria-valuemin={0}
                aria-valuemax={SEARCH_LIMITS.maxBatches}
                aria-valuenow={progress.value}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-primary transition-[width]"
                  style={{ width: `${(progress.value / SEARCH_LIMITS.maxBatches) * 100}%` }}
                />
              </div>
            </div>
          ) : null}

          <ResultsArea
            state={state}
            selected={selected}
            shown={shown}
            pageWorks={pageOf(shown, currentPage, SEARCH_LIMITS.pageSize)}
            selectedSearching={selectedStatus === 'searching'}
            selectedFailed={selectedStatus === 'error'}
            bestRelevance={bestRelevance}
            essayId={essay.id}
            savedIds={savedIds}
            onKeep={onKeep}
            onCite={setCiting}
            onOpenPdf={onOpenPdf}
          />

          {shown.length > 0 ? (
            <nav
              aria-label={RESEARCH_COPY.resultPages}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <div className="flex items-center gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={currentPage <= 1}
                  onClick={() => setPage(currentPage - 1)}
                  aria-label={RESEARCH_COPY.previousPage}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span className="text-sm tabular-nums">{RESEARCH_COPY.pageOf(currentPage, pages)}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={currentPage >= pages}
                  onClick={() => setPage(currentPage + 1)}
                  aria-label={RESEARCH_COPY.nextPage}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
              {results && hasMore(results) && currentPage >= pages ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void search.loadMore()}
                  disabled={state.loadingMore || state.searchingAll}
                >
                  {state.loadingMore ? <Spinner /> : null}
                  {state.loadingMore ? RESEARCH_COPY.loadingPage : RESEARCH_COPY.loadMoreArticles}
                </Button>
              ) : null}
            </nav>
          ) : null}
        </div>

        <FiltersDialog
          open={filtersOpen}
          filters={state.filters}
          sort={state.sort}
          onClose={() => setFiltersOpen(false)}
          onApply={(filters, sort) => {
            setFiltersOpen(false);
            setPage(1);
            void search.applyFilters(filters, sort);
          }}
        />
        <UploadDialog
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          onUploaded={(works) => {
            setPage(1);
            search.showUploads(works);
          }}
        />
        <CitationDialog
          work={citing}
          title={citing?.display_name ?? citing?.title ?? ''}
          onClose={() => setCiting(null)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ResultsArea({
  state,
  selected,
  shown,
  pageWorks,
  selectedSearching,
  selectedFailed,
  bestRelevance,
  essayId,
  savedIds,
  onKeep,
  onCite,
  onOpenPdf,
}: {
  state: ReturnType<typeof useArticleSearch>['state'];
  selected: string | null;
  shown: ScholarWork[];
  pageWorks: ScholarWork[];
  selectedSearching: boolean;
  selectedFailed: boolean;
  bestRelevance: number | null;
  essayId: string;
  savedIds: Set<string | null>;
  onKeep?: (workId: string) => boolean;
  onCite: (w: ScholarWork) => void;
  onOpenPdf: (pdf: OpenPdf) => void;
}) {
  if (state.phase === 'detecting') return null;
  if (state.domains.length === 0) {
    return state.detectionError ? null : (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {RESEARCH_COPY.enterASearchQuery}
      </p>
    );
  }
  if (!selected) {
    if (state.searchingAll)
      return (
        <div role="status" className="grid justify-items-center gap-2 p-6 text-center">
          <Spinner className="size-6 text-primary" />
          <p className="font-semibold">{RESEARCH_COPY.searchingAcademicArticles}</p>
          <p className="text-sm text-muted-foreground">{RESEARCH_COPY.searchingAcrossAllDomains}</p>
        </div>
      );
    return <p className="p-6 text-center text-muted-foreground">{RESEARCH_COPY.selectADomainAbove}</p>;
  }
  const results = state.results[selected];
  const passing = shown.length;
  return (
    <section aria-labelledby="results-heading" className="grid gap-3">
      <h3 id="results-heading" className="text-base font-semibold">
        {RESEARCH_COPY.articles(selected)}
        <span className="font-normal text-muted-foreground">({passing})</span>
      </h3>
      {results && limitedResults(results, passing) ? (
        <Alert variant="info" role="note">
          {RESEARCH_COPY.limitedResultsTheCatalogue(results.found.toLocaleString(), passing)}
        </Alert>
      ) : null}
      {passing === 0 ? (
        selectedSearching ? (
          <div role="status" className="grid justify-items-center gap-2 p-6 text-center">
            <Spinner className="size-6 text-primary" />
            <p className="font-semibold">{RESEARCH_COPY.searchingAcademicArticles}</p>
            <p className="text-sm text-muted-foreground">{RESEARCH_COPY.loadingPage}</p>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
            {selectedFailed
              ? RESEARCH_MESSAGES.domainSearchFailed
              : RESEARCH_COPY.noArticlesFoundFor(selected)}
          </p>
        )
      ) : (
        <ol className="grid gap-3">
          {pageWorks.map((w) => (
            <li key={w.id}>
              <WorkCard
                work={w}
                bestRelevance={bestRelevance}
                essayId={essayId}
                saved={savedIds.has(normalizeWorkId(w.id))}
                onKeep={onKeep}
                onCite={onCite}
                onOpenPdf={onOpenPdf}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
