/**
 * The PDF viewer's display mode and the saved-articles viewer's fetch outcome (spec 3 §2.5, §4 "PDF viewer
 * display mode", §8, §9). Pure: the dialogs drive these with their timers and element events.
 */
import { RESEARCH_MESSAGES as M } from '../../../../shared/messages';
import { PDF_ERROR_MESSAGES, type PdfErrorKind } from '../../../../shared/research/pdf-errors';
import { bestPdfUrl, type LocationLike } from '../../../../shared/research/pdf-access';
import type { FetchPdfResponse, SavedArticle } from '../../../../shared/schemas/research';

export const PDF_VIEWER = {
  /** The loading overlay hides after 3 s at most. */
  overlayMaxMs: 3_000,
  /** With no successful load after 8 s the viewer offers the download instead. */
  fallbackMs: 8_000,
  /** A PDF fetch of the saved viewer times out after 5 s. */
  fetchTimeoutMs: 5_000,
} as const;

/**
 * The iframe, then download mode (the browser cannot show it inline). Spec 3 §4 puts an object element first; the
 * server's CSP has `object-src 'none'` (plugins are an attack surface), so the viewer starts with the iframe.
 */
export type PdfDisplayMode = 'iframe' | 'download';

export interface PdfViewerState {
  mode: PdfDisplayMode;
  /** The embedded document reported a load. */
  loaded: boolean;
  /** The "Loading PDF..." overlay. */
  overlay: boolean;
  /** The file itself could not be read (PDF Load Error). */
  error: boolean;
}

export type PdfViewerEvent =
  | { type: 'reset' }
  | { type: 'loaded' }
  | { type: 'embed_failed' }
  | { type: 'overlay_timeout' }
  | { type: 'fallback_timeout' }
  | { type: 'load_error' };

export const PDF_VIEWER_START: PdfViewerState = {
  mode: 'iframe',
  loaded: false,
  overlay: true,
  error: false,
};

export function pdfViewerReducer(state: PdfViewerState, event: PdfViewerEvent): PdfViewerState {
  switch (event.type) {
    case 'reset':
      return PDF_VIEWER_START;
    case 'loaded':
      return state.mode === 'download' ? state : { ...state, loaded: true, overlay: false };
    case 'embed_failed':
      return { ...state, mode: 'download', overlay: false };
    case 'overlay_timeout':
      return { ...state, overlay: false };
    case 'fallback_timeout':
      return state.loaded || state.error ? state : { ...state, mode: 'download', overlay: false };
    case 'load_error':
      return { ...state, error: true, overlay: false };
  }
}

/** The PDF viewer's title (spec 3 §2.5: the article title plus PDF Viewer). */
export function pdfViewerTitle(title: string): string {
  const t = title.trim() || M.untitled;
  return `${t} PDF Viewer`;
}

/** Whether a served-PDF check answer means the file cannot be shown (a 405 only means HEAD is not offered). */
export function isPdfCheckFailure(status: number, contentType: string | null): boolean {
  if (status === 405) return false;
  if (status < 200 || status >= 400) return true;
  const type = (contentType ?? '').toLowerCase();
  return type !== '' && !type.includes('pdf') && !type.includes('octet-stream');
}

// ───────────────────────────── saved-articles viewer ─────────────────────────────

type SavedPdfSource = Pick<
  SavedArticle,
  'pdf_original_url' | 'primary_location' | 'url' | 'locations' | 'open_access'
>;

const asLocation = (v: unknown): LocationLike | null =>
  typeof v === 'object' && v !== null ? (v as LocationLike) : null;

/** The best address to fetch a saved article's PDF from: the stored original, the primary PDF link, the URL. */
export function savedPdfSourceUrl(a: SavedPdfSource): string | null {
  const clean = (u: string | null | undefined) => (u && u.trim() ? u.trim() : null);
  return (
    clean(a.pdf_original_url) ??
    clean(asLocation(a.primary_location)?.pdf_url) ??
    clean(a.url) ??
    bestPdfUrl({
      primary_location: asLocation(a.primary_location),
      open_access: asLocation(a.open_access) as { oa_url?: string | null } | null,
      locations: (a.locations ?? []).map(asLocation),
    })
  );
}

export interface SavedPdfFailure {
  /** 'PDF Access Blocked' for publisher protection, else null (the message stands alone). */
  title: string | null;
  message: string;
  kind: PdfErrorKind | 'other';
}

/** The saved viewer's error: publisher protection gets its own title and text, other errors their own text. */
export function savedPdfFailure(error: string, kind?: PdfErrorKind): SavedPdfFailure {
  if (error.toLowerCase().includes(M.blockedPhrase)) {
    return { title: M.pdfAccessBlockedTitle, message: M.pdfAccessBlocked, kind: 'blocked' };
  }
  return { title: null, message: error, kind: kind ?? 'other' };
}

/** The failure text of a fetch-pdf answer: the server's error, else the message of its kind. */
export function fetchPdfErrorText(res: Pick<FetchPdfResponse, 'error' | 'kind'>): string {
  if (res.error && res.error.trim()) return res.error;
  return PDF_ERROR_MESSAGES[res.kind ?? 'network'];
}
