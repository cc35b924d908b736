import { RESEARCH_MESSAGES as M } from '../messages';

/** PDF fetch error kinds (spec 3 §4, §8). */
export const PDF_ERROR_KINDS = ['blocked', 'not_found', 'too_small', 'timeout', 'network'] as const;
export type PdfErrorKind = (typeof PDF_ERROR_KINDS)[number];

export const PDF_ERROR_MESSAGES: Record<PdfErrorKind, string> = {
  blocked: M.pdfBlocked,
  not_found: M.pdfNotFound,
  too_small: M.pdfTooSmall,
  timeout: M.pdfTimeout,
  network: M.pdfNetwork,
};

/**
 * The kind of a failed fetch-pdf answer (spec 3 §8): blocked (body flag or 403), not_found (404), too_small (400
 * with an error containing "too small"), timeout (429), network (anything else or an unparsable body).
 */
export function pdfErrorKind(status: number, body: unknown): PdfErrorKind {
  const b = body && typeof body === 'object' ? (body as { blocked?: unknown; error?: unknown }) : null;
  if (!b) return 'network';
  if (b.blocked === true || status === 403) return 'blocked';
  if (status === 404) return 'not_found';
  if (status === 400 && typeof b.error === 'string' && b.error.toLowerCase().includes('too small'))
    return 'too_small';
  if (status === 429) return 'timeout';
  return 'network';
}

/** Recovery buttons by kind (spec 3 §2.5). */
export function pdfRecoveryActions(
  kind: PdfErrorKind | 'other',
): ReadonlyArray<'open_in_browser' | 'view_article' | 'try_pdf_url' | 'retry'> {
  if (kind === 'blocked') return ['open_in_browser'];
  if (kind === 'not_found') return ['view_article', 'try_pdf_url'];
  return ['retry', 'open_in_browser'];
}
