import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { Download, ExternalLink, FileWarning, X } from 'lucide-react';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { safeHref } from '../../lib/saved-view';
import {
  isPdfCheckFailure,
  PDF_VIEWER,
  PDF_VIEWER_START,
  pdfViewerReducer,
  pdfViewerTitle,
} from '../../lib/pdf-viewer';
import { ScreenDialogContent } from '../../../../components/ui/dialog';
import { RESEARCH_COPY } from '../../messages';

export interface PdfViewerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The served, same-origin PDF (/api/pdf-management/serve-pdf/…); null when there is none. */
  pdfUrl: string | null;
  /** The publisher's PDF address. */
  originalUrl: string | null;
  /** The article's page. */
  articleUrl: string | null;
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function LinkButton({
  href,
  children,
  download,
  variant = 'outline',
}: {
  href: string | null;
  children: ReactNode;
  download?: boolean;
  variant?: 'primary' | 'outline';
}) {
  if (!href) {
    return (
      <Button variant={variant} disabled className="w-full sm:w-auto">
        {children}
      </Button>
    );
  }
  return (
    <a
      href={href}
      target={download ? undefined : '_blank'}
      rel="noopener noreferrer"
      download={download ? '' : undefined}
      className={buttonVariants({ variant, className: 'w-full sm:w-auto' })}
    >
      {children}
    </a>
  );
}

function StatePanel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex h-full items-center justify-center p-4 sm:p-8">
      <div
        role="alert"
        className="grid w-full max-w-md justify-items-center gap-3 rounded-xl border border-border bg-card p-6 text-center shadow-sm"
      >
        <FileWarning className="size-10 text-warning" aria-hidden="true" />
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-1 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * The PDF viewer (spec 3 §2.5, §4): the PDF in an iframe (the CSP's `object-src 'none'` rules out the spec's object
 * element), download mode when it does not load within 8 s; the loading overlay goes after 3 s at most.
 */
export function PdfViewerDialog({
  open,
  onClose,
  title,
  pdfUrl,
  originalUrl,
  articleUrl,
}: PdfViewerDialogProps) {
  const [state, dispatch] = useReducer(pdfViewerReducer, PDF_VIEWER_START);
  const served = safeHref(pdfUrl);
  const original = safeHref(originalUrl);
  const article = safeHref(articleUrl);
  const openHref = served ?? original;

  // Each opening (or another document) starts again, before it is drawn.
  const session = open ? served : null;
  const [shown, setShown] = useState(session);
  if (session !== shown) {
    setShown(session);
    if (session) dispatch({ type: 'reset' });
  }

  // The overlay and fallback timers of the document.
  useEffect(() => {
    if (!open || !served) return;
    const overlay = window.setTimeout(() => dispatch({ type: 'overlay_timeout' }), PDF_VIEWER.overlayMaxMs);
    const fallback = window.setTimeout(() => dispatch({ type: 'fallback_timeout' }), PDF_VIEWER.fallbackMs);
    return () => {
      window.clearTimeout(overlay);
      window.clearTimeout(fallback);
    };
  }, [open, served]);

  // The served file itself: a missing or refused file is a load error, not something to embed.
  useEffect(() => {
    if (!open || !served || !isSameOrigin(served)) return;
    const controller = new AbortController();
    fetch(served, { method: 'HEAD', credentials: 'same-origin', signal: controller.signal })
      .then((res) => {
        if (isPdfCheckFailure(res.status, res.headers.get('content-type'))) dispatch({ type: 'load_error' });
      })
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'load_error' });
      });
    return () => controller.abort();
  }, [open, served]);

  const closeButton = (
    <Button variant="outline" onClick={onClose} className="w-full sm:w-auto">
      {RESEARCH_COPY.close}
    </Button>
  );

  let body: ReactNode;
  if (!served) {
    body = (
      <StatePanel title={RESEARCH_COPY.pdfNotAvailable} text={M.pdfCouldNotLoad}>
        <LinkButton href={article} variant="primary">
          <ExternalLink aria-hidden="true" />
          {RESEARCH_COPY.viewArticle}
        </LinkButton>
        <LinkButton href={original}>
          <ExternalLink aria-hidden="true" />
          {RESEARCH_COPY.tryPdfUrl}
        </LinkButton>
        {closeButton}
      </StatePanel>
    );
  } else if (state.error) {
    body = (
      <StatePanel title={RESEARCH_COPY.pdfLoadError} text={RESEARCH_COPY.pdfNotShownInViewer}>
        <LinkButton href={openHref} variant="primary">
          <ExternalLink aria-hidden="true" />
          {RESEARCH_COPY.openInNewTab}
        </LinkButton>
        <LinkButton href={served} download>
          <Download aria-hidden="true" />
          {RESEARCH_COPY.downloadPdf}
        </LinkButton>
        {closeButton}
      </StatePanel>
    );
  } else if (state.mode === 'download') {
    body = (
      <StatePanel title={RESEARCH_COPY.pdfDownloadRequired} text={RESEARCH_COPY.yourBrowserCannotShow}>
        <LinkButton href={served} variant="primary">
          <ExternalLink aria-hidden="true" />
          {RESEARCH_COPY.openPdfInNew}
        </LinkButton>
        <LinkButton href={served} download>
          <Download aria-hidden="true" />
          {RESEARCH_COPY.downloadPdf}
        </LinkButton>
        {closeButton}
      </StatePanel>
    );
  } else {
    const label = `${title || M.untitled} (PDF)`;
    body = (
      <div className="relative h-full">
        <iframe
          src={served}
          title={label}
          className="block size-full border-0"
          onLoad={() => dispatch({ type: 'loaded' })}
          onError={() => dispatch({ type: 'embed_failed' })}
        />
        {state.overlay ? (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 bg-background text-sm text-muted-foreground"
          >
            <Spinner className="size-5" />
            {RESEARCH_COPY.loadingPdf}
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <ScreenDialogContent aria-describedby={undefined} data-testid="pdf-viewer">
        <header className="flex items-center gap-2 border-b border-border bg-card px-3 py-2 sm:px-4 sm:py-3">
          <DialogTitle
            className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg"
            title={pdfViewerTitle(title)}
          >
            {pdfViewerTitle(title)}
          </DialogTitle>
          {openHref ? (
            <a
              href={openHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" />
              <span className="max-sm:sr-only">{RESEARCH_COPY.openInNewTab}</span>
            </a>
          ) : null}
          <DialogClose asChild>
            <Button size="icon" variant="ghost" aria-label={RESEARCH_COPY.close}>
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </header>
        <div className="min-h-0 flex-1 overflow-auto">
          <div className="h-full min-h-[min(600px,100%)] sm:min-h-[600px]">{body}</div>
        </div>
      </ScreenDialogContent>
    </Dialog>
  );
}
