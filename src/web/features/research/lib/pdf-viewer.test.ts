import { describe, expect, it } from 'vitest';
import { RESEARCH_MESSAGES as M } from '../../../../shared/messages';
import {
  fetchPdfErrorText,
  isPdfCheckFailure,
  PDF_VIEWER,
  PDF_VIEWER_START,
  pdfViewerReducer,
  pdfViewerTitle,
  savedPdfFailure,
  savedPdfSourceUrl,
  type PdfViewerEvent,
  type PdfViewerState,
} from './pdf-viewer';

const run = (...events: PdfViewerEvent['type'][]): PdfViewerState =>
  events.reduce<PdfViewerState>(
    (s, type) => pdfViewerReducer(s, { type } as PdfViewerEvent),
    PDF_VIEWER_START,
  );

describe('PDF viewer display mode (spec 3 §4)', () => {
  it('has the spec timings', () => {
    expect(PDF_VIEWER).toEqual({ overlayMaxMs: 3_000, fallbackMs: 8_000, fetchTimeoutMs: 5_000 });
  });

  it('starts with the iframe (the CSP allows no object element) and the loading overlay', () => {
    expect(PDF_VIEWER_START).toEqual({ mode: 'iframe', loaded: false, overlay: true, error: false });
  });

  it('goes iframe → download when the embed fails', () => {
    expect(run('embed_failed').mode).toBe('download');
    expect(run('embed_failed', 'embed_failed').mode).toBe('download');
  });

  it('falls back to download after 8 s only without a successful load', () => {
    expect(run('fallback_timeout').mode).toBe('download');
    expect(run('embed_failed', 'fallback_timeout').mode).toBe('download');
    expect(run('loaded', 'fallback_timeout')).toEqual({
      mode: 'iframe',
      loaded: true,
      overlay: false,
      error: false,
    });
  });

  it('hides the overlay on load, on the 3 s timeout, or when it gives up', () => {
    expect(run('loaded').overlay).toBe(false);
    expect(run('overlay_timeout')).toMatchObject({ overlay: false, mode: 'iframe', loaded: false });
    expect(run('fallback_timeout').overlay).toBe(false);
    expect(run('load_error')).toMatchObject({ error: true, overlay: false });
  });

  it('a load error stays, and the 8 s fallback does not hide it', () => {
    expect(run('load_error', 'fallback_timeout')).toMatchObject({ error: true, mode: 'iframe' });
  });

  it('reset starts over', () => {
    expect(pdfViewerReducer(run('embed_failed', 'embed_failed', 'load_error'), { type: 'reset' })).toEqual(
      PDF_VIEWER_START,
    );
  });

  it('titles the dialog with the article title plus PDF Viewer', () => {
    expect(pdfViewerTitle('Solar policy')).toBe('Solar policy PDF Viewer');
    expect(pdfViewerTitle('  ')).toBe('Untitled PDF Viewer');
  });

  it('reads the served-file check', () => {
    expect(isPdfCheckFailure(200, 'application/pdf')).toBe(false);
    expect(isPdfCheckFailure(206, 'application/pdf')).toBe(false);
    expect(isPdfCheckFailure(304, null)).toBe(false);
    expect(isPdfCheckFailure(405, 'text/plain')).toBe(false);
    expect(isPdfCheckFailure(404, 'application/json')).toBe(true);
    expect(isPdfCheckFailure(500, null)).toBe(true);
    expect(isPdfCheckFailure(200, 'text/html; charset=utf-8')).toBe(true);
    expect(isPdfCheckFailure(200, '')).toBe(false);
  });
});

describe('saved-articles PDF viewer', () => {
  const base = {
    pdf_original_url: null,
    primary_location: null,
    url: null,
    locations: [],
    open_access: null,
  };

  it('fetches from the stored original, then the primary PDF link, then the article URL', () => {
    const all = {
      ...base,
      pdf_original_url: 'https://a.org/original.pdf',
      primary_location: { pdf_url: 'https://a.org/primary.pdf' },
      url: 'https://a.org/page',
    };
    expect(savedPdfSourceUrl(all)).toBe('https://a.org/original.pdf');
    expect(savedPdfSourceUrl({ ...all, pdf_original_url: '  ' })).toBe('https://a.org/primary.pdf');
    expect(savedPdfSourceUrl({ ...all, pdf_original_url: null, primary_location: { pdf_url: null } })).toBe(
      'https://a.org/page',
    );
    expect(
      savedPdfSourceUrl({ ...base, locations: [{ is_oa: true, pdf_url: 'https://repo.org/x.pdf' }] }),
    ).toBe('https://repo.org/x.pdf');
    expect(savedPdfSourceUrl(base)).toBeNull();
  });

  it('shows PDF Access Blocked when the error names publisher protection, other errors as they are', () => {
    expect(savedPdfFailure(M.pdfBlockedByPublisher)).toEqual({
      title: 'PDF Access Blocked',
      message: M.pdfAccessBlocked,
      kind: 'blocked',
    });
    expect(savedPdfFailure('Request BLOCKED BY PUBLISHER PROTECTION (403)').title).toBe('PDF Access Blocked');
    expect(savedPdfFailure(M.pdfNotFound, 'not_found')).toEqual({
      title: null,
      message: M.pdfNotFound,
      kind: 'not_found',
    });
    expect(savedPdfFailure(M.pdfBlocked, 'blocked')).toEqual({
      title: null,
      message: M.pdfBlocked,
      kind: 'blocked',
    });
  });

  it('takes the server error text, else the message of the kind', () => {
    expect(fetchPdfErrorText({ error: 'Custom', kind: 'network' })).toBe('Custom');
    expect(fetchPdfErrorText({ kind: 'too_small' })).toBe(M.pdfTooSmall);
    expect(fetchPdfErrorText({})).toBe(M.pdfNetwork);
  });
});
