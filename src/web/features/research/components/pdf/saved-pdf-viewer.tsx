import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, RotateCw, ShieldAlert, TriangleAlert } from 'lucide-react';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import { pdfRecoveryActions } from '../../../../../shared/research/pdf-errors';
import type { SavedArticle } from '../../../../../shared/schemas/research';
import { Button, buttonVariants } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { researchApi } from '../../api/research-api';
import {
  fetchPdfErrorText,
  PDF_VIEWER,
  savedPdfFailure,
  savedPdfSourceUrl,
  type SavedPdfFailure,
} from '../../lib/pdf-viewer';
import { articleHref, researchKeys } from '../../lib/saved-view';
import { PdfViewerDialog } from './pdf-viewer-dialog';
import { RESEARCH_COPY } from '../../messages';

export interface SavedPdfViewerProps {
  essayId: string;
  article: SavedArticle;
  open: boolean;
  onClose: () => void;
}

type Phase =
  | { kind: 'preparing' }
  | { kind: 'fetching' }
  | { kind: 'ready'; pdfUrl: string }
  | { kind: 'error'; failure: SavedPdfFailure };

/**
 * View PDF of a saved article (spec 3 §2.5 last bullet, §4 "PDF fetch"): the stored PDF when there is one;
 * otherwise the PDF is fetched through the server (5 s at most), recorded on the article when it had none, and
 * then shown in the PDF viewer.
 */
export function SavedPdfViewer({ essayId, article, open, onClose }: SavedPdfViewerProps) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'preparing' });
  const generation = useRef(0);
  const running = useRef(false);
  const abortRef = useRef<() => void>(() => undefined);
  const sourceUrl = savedPdfSourceUrl(article);
  const stored = article.pdf_url;

  const fetchPdf = useCallback(async () => {
    if (running.current) return; // a second fetch is ignored while one runs
    const gen = ++generation.current;
    if (!sourceUrl) {
      setPhase({ kind: 'error', failure: savedPdfFailure(M.noPdfUrl) });
      return;
    }
    running.current = true;
    setPhase({ kind: 'fetching' });
    const controller = new AbortController();
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, PDF_VIEWER.fetchTimeoutMs);
    abortRef.current = () => controller.abort();
    try {
      const res = await researchApi.fetchPdf(sourceUrl, { signal: controller.signal });
      if (gen !== generation.current) return;
      if (!res.success || !res.pdfUrl) {
        setPhase({ kind: 'error', failure: savedPdfFailure(fetchPdfErrorText(res), res.kind) });
        return;
      }
      if (!article.pdf_filename && res.filename) {
        // record the stored PDF on the article; the viewer does not wait for it and a failure only logs
        researchApi
          .updateArticlePdf({
            articleId: article.id,
            essayId,
            pdfFilename: res.filename,
            pdfUrl: res.pdfUrl,
            originalUrl: sourceUrl,
          })
          .then(() => queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essayId) }))
          .catch((error: unknown) =>
            console.warn('The article could not be updated with its stored PDF', error),
          );
      }
      setPhase({ kind: 'ready', pdfUrl: res.pdfUrl });
    } catch (error) {
      if (gen !== generation.current) return;
      if (timedOut) setPhase({ kind: 'error', failure: savedPdfFailure(M.pdfLoadTimedOut, 'timeout') });
      else setPhase({ kind: 'error', failure: savedPdfFailure(M.pdfNetwork, 'network') });
      if (!timedOut) console.warn('PDF fetch failed', error);
    } finally {
      window.clearTimeout(timer);
      if (gen === generation.current) running.current = false;
    }
  }, [sourceUrl, article.id, article.pdf_filename, essayId, queryClient]);

  // Each opening starts from a clean state (set while rendering, so the last outcome never flashes).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPhase({ kind: 'preparing' });
  }

  // Opening starts the fetch (when nothing is stored); closing abandons it.
  useEffect(() => {
    if (!open || stored) return;
    void fetchPdf();
    return () => {
      generation.current += 1;
      running.current = false;
      abortRef.current();
    };
  }, [open, stored, fetchPdf]);

  if (stored || phase.kind === 'ready') {
    return (
      <PdfViewerDialog
        open={open}
        onClose={onClose}
        title={article.title}
        pdfUrl={stored ?? (phase.kind === 'ready' ? phase.pdfUrl : null)}
        originalUrl={sourceUrl}
        articleUrl={articleHref(article)}
      />
    );
  }

  const href = articleHref(article);
  const failure = phase.kind === 'error' ? phase.failure : null;
  const retry =
    failure && failure.kind !== 'blocked' && pdfRecoveryActions(failure.kind).includes('retry') && sourceUrl;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent data-testid="saved-pdf-loader">
        {failure ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                {failure.title ? (
                  <ShieldAlert className="size-5 text-warning" aria-hidden="true" />
                ) : (
                  <TriangleAlert className="size-5 text-danger" aria-hidden="true" />
                )}
                {failure.title ?? RESEARCH_COPY.pdfError}
              </DialogTitle>
              <DialogDescription role="alert">{failure.message}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: 'primary', className: 'w-full sm:w-auto' })}
                >
                  <ExternalLink aria-hidden="true" />
                  {RESEARCH_COPY.openArticleInNew}
                </a>
              ) : null}
              {retry ? (
                <Button variant="outline" onClick={() => void fetchPdf()} className="w-full sm:w-auto">
                  <RotateCw aria-hidden="true" />
                  {RESEARCH_COPY.retry}
                </Button>
              ) : null}
              <Button variant="outline" onClick={onClose} className="w-full sm:w-auto">
                {RESEARCH_COPY.close}
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <Spinner className="size-5 text-primary" />
                {RESEARCH_COPY.loadingPdf}
              </DialogTitle>
              <DialogDescription role="status">
                {phase.kind === 'fetching'
                  ? RESEARCH_COPY.fetchingPdfContentFrom
                  : RESEARCH_COPY.preparingPdfViewer}
              </DialogDescription>
            </DialogHeader>
            <p className="truncate text-sm font-medium" title={article.title}>
              {article.title}
            </p>
            {phase.kind !== 'fetching' ? (
              <div className="mt-4 flex justify-end">
                <Button variant="outline" onClick={onClose}>
                  {RESEARCH_COPY.cancel}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
