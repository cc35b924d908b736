/**
 * PDFs for research: fetching a publisher PDF through the safe fetcher (public addresses only, size and time
 * caps), storing it content-addressed, remembering which user may read it, and serving it back with range
 * requests. Our own addresses (served files and the library) are resolved without any network request.
 */
import type { Context } from 'hono';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../../context';
import { researchLibraryWorks, researchSavedArticles, researchUserFiles } from '../../db/schema/research';
import { AppError } from '../../http/errors';
import { hitRateLimit } from '../../lib/rate-limit/rate-limit';
import { SafeFetchError, type SafeResponse } from '../../lib/net/safe-fetch';
import { looksLikePdf } from '../../lib/pdf/pdf-extractor';
import { ensureLibraryPdf, libraryIdFromUrl } from '../../lib/scholar/sample-library/library';
import {
  getBytes,
  isStorageKey,
  RangeNotSatisfiableError,
  type FileStorage,
  type StoredFile,
} from '../../lib/storage/storage';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import type { PdfErrorKind } from '../../../shared/research/pdf-errors';
import { RATE_LIMITS, RESEARCH_LIMITS } from '../../../shared/limits';

export const SERVE_PDF_PATH = '/api/pdf-management/serve-pdf/';
export const PDF_FETCH_LIMIT = { name: 'pdf-fetch', ...RATE_LIMITS.pdfFetch } as const;

export const servedPdfUrl = (key: string) => `${SERVE_PDF_PATH}${key}.pdf`;
export const pdfFilename = (key: string) => `${key}.pdf`;

/** The storage key of "<sha256>.pdf", or null. */
export function keyFromFilename(name: string): string | null {
  const m = /^([0-9a-f]{64})\.pdf$/.exec(name);
  return m?.[1] && isStorageKey(m[1]) ? m[1] : null;
}

/** The key of one of our served-PDF addresses (relative, or absolute under our base URL), else null. */
export function servedKeyFromUrl(baseUrl: string, url: string): string | null {
  let path: string;
  if (url.startsWith(SERVE_PDF_PATH)) path = url;
  else if (url.startsWith(`${baseUrl}${SERVE_PDF_PATH}`)) path = url.slice(baseUrl.length);
  else return null;
  return keyFromFilename(path.slice(SERVE_PDF_PATH.length).split(/[?#]/)[0] ?? '');
}

/** Serialises granting and releasing one stored file (content-addressed files are shared between users). */
const fileLock = (key: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`research-file:${key}`}, 0))`;

/**
 * Lets the user read a stored file. `bytes` are the file's content: when a concurrent release deleted the file
 * between its put and this grant, it is stored again under the same lock (library files are never released).
 * True when the grant is new (false: the user could already read it).
 */
export async function grantFile(
  deps: AppDeps,
  userId: string,
  key: string,
  size: number,
  sourceUrl: string | null,
  bytes?: Uint8Array,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(fileLock(key));
    const added = await tx
      .insert(researchUserFiles)
      .values({ userId, fileKey: key, size, sourceUrl })
      .onConflictDoNothing()
      .returning({ k: researchUserFiles.fileKey });
    if (bytes && !(await deps.storage.exists(key))) await deps.storage.put(bytes);
    return added.length > 0;
  });
}

/**
 * Undoes a step that stored a file and failed half-way: takes back the user's grant when `granted` (it was new),
 * then deletes the file unless something else refers to it (see `releaseFiles`).
 */
export async function undoStoredFile(
  deps: AppDeps,
  userId: string,
  key: string,
  granted: boolean,
): Promise<void> {
  if (granted)
    await deps.database.db
      .delete(researchUserFiles)
      .where(and(eq(researchUserFiles.userId, userId), eq(researchUserFiles.fileKey, key)));
  await releaseFiles(deps, [key]);
}

/** The stored files these users refer to: fetched or uploaded, saved to their essays, or their uploaded works. */
export async function fileKeysOfUsers(deps: AppDeps, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const db = deps.database.db;
  const [own, saved, uploads] = await Promise.all([
    db
      .select({ k: researchUserFiles.fileKey })
      .from(researchUserFiles)
      .where(inArray(researchUserFiles.userId, ids)),
    db
      .select({ k: researchSavedArticles.pdfFileKey })
      .from(researchSavedArticles)
      .where(inArray(researchSavedArticles.userId, ids)),
    db
      .select({ k: researchLibraryWorks.fileKey })
      .from(researchLibraryWorks)
      .where(inArray(researchLibraryWorks.ownerUserId, ids)),
  ]);
  const keys = new Set<string>();
  for (const row of [...own, ...saved, ...uploads]) if (row.k) keys.add(row.k);
  return [...keys];
}

/**
 * Deletes the stored files no row refers to any more (after their users were deleted). Each file is checked and
 * deleted under its lock, so a user granted the same file at that moment keeps it. Returns how many were deleted.
 */
export async function releaseFiles(deps: AppDeps, keys: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      await deps.database.db.transaction(async (tx) => {
        await tx.execute(fileLock(key));
        const refs = await Promise.all([
          tx
            .select({ k: researchUserFiles.fileKey })
            .from(researchUserFiles)
            .where(eq(researchUserFiles.fileKey, key))
            .limit(1),
          tx
            .select({ k: researchSavedArticles.pdfFileKey })
            .from(researchSavedArticles)
            .where(eq(researchSavedArticles.pdfFileKey, key))
            .limit(1),
          tx
            .select({ k: researchLibraryWorks.fileKey })
            .from(researchLibraryWorks)
            .where(eq(researchLibraryWorks.fileKey, key))
            .limit(1),
        ]);
        const ref = refs.some((rows) => rows.length > 0);
        if (ref) return;
        await deps.storage.delete(key);
        deleted++;
      });
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'a stored PDF could not be released');
    }
  }
  return deleted;
}

/** A user may read a stored PDF they fetched or uploaded, one saved to their essays, or a sample library PDF. */
export async function userMayReadFile(deps: AppDeps, userId: string, key: string): Promise<boolean> {
  const own = await deps.database.db
    .select({ k: researchUserFiles.fileKey })
    .from(researchUserFiles)
    .where(and(eq(researchUserFiles.userId, userId), eq(researchUserFiles.fileKey, key)))
    .limit(1);
  if (own.length > 0) return true;
  const saved = await deps.database.db
    .select({ k: researchSavedArticles.pdfFileKey })
    .from(researchSavedArticles)
    .where(and(eq(researchSavedArticles.userId, userId), eq(researchSavedArticles.pdfFileKey, key)))
    .limit(1);
  if (saved.length > 0) return true;
  const library = await deps.database.db
    .select({ k: researchLibraryWorks.fileKey })
    .from(researchLibraryWorks)
    .where(
      and(
        eq(researchLibraryWorks.fileKey, key),
        or(isNull(researchLibraryWorks.ownerUserId), eq(researchLibraryWorks.ownerUserId, userId)),
      ),
    )
    .limit(1);
  return library.length > 0;
}

export type PdfObtained = { ok: true; key: string; size: number; sourceUrl: string | null };
export type PdfRefused = {
  ok: false;
  status: 400 | 403 | 404 | 413 | 422 | 429 | 502 | 504;
  kind: PdfErrorKind;
  error: string;
  details: string;
  blocked: boolean;
};
export type PdfOutcome = PdfObtained | PdfRefused;

const refuse = (
  status: PdfRefused['status'],
  kind: PdfErrorKind,
  error: string,
  details: string,
): PdfRefused => ({
  ok: false,
  status,
  kind,
  error,
  details,
  blocked: kind === 'blocked',
});

/** What a publisher's answer means for getting its PDF. */
export function classifyFetched(res: SafeResponse): PdfRefused | null {
  if (res.status === 401 || res.status === 403) {
    return refuse(
      403,
      'blocked',
      M.pdfBlockedByPublisher,
      `The publisher refused the download (HTTP ${res.status}).`,
    );
  }
  if (res.status === 404 || res.status === 410)
    return refuse(404, 'not_found', M.pdfNotFound, `HTTP ${res.status}`);
  if (res.status === 429)
    return refuse(429, 'timeout', M.pdfTimeout, 'The publisher is limiting requests (HTTP 429).');
  if (res.status >= 400 || res.status < 200)
    return refuse(502, 'network', M.pdfNetwork, `The publisher answered HTTP ${res.status}.`);
  if (looksLikePdf(res.body)) return null;
  const head = res.body.subarray(0, 2048).toString('latin1').toLowerCase();
  if (res.contentType.includes('html') || /<!doctype html|<html[\s>]/.test(head)) {
    return refuse(
      403,
      'blocked',
      M.pdfBlockedByPublisher,
      'The publisher answered with a web page (often a bot check) instead of the PDF.',
    );
  }
  if (res.body.length < 1024)
    return refuse(
      400,
      'too_small',
      'The downloaded file is too small to be a PDF.',
      `${res.body.length} bytes`,
    );
  return refuse(
    422,
    'network',
    M.pdfNotAPdf,
    `The answer was ${res.contentType || 'of an unknown type'}, not a PDF.`,
  );
}

function fetchFailure(error: SafeFetchError): PdfRefused {
  switch (error.code) {
    case 'invalid_url':
    case 'unsupported_protocol':
    case 'blocked_address':
      return refuse(400, 'network', M.pdfUnsafeAddress, error.message);
    case 'too_large':
      return refuse(413, 'network', M.pdfTooLarge, error.message);
    case 'timeout':
      return refuse(504, 'network', M.pdfNetwork, error.message);
    case 'dns_failed':
      return refuse(404, 'not_found', M.pdfNotFound, error.message);
    default:
      return refuse(502, 'network', M.pdfNetwork, error.message);
  }
}

/**
 * The PDF at `url` for this user, stored: one of our served files (when the user may read it), a library work's
 * PDF (generated on first use), or a publisher's file fetched through the safe fetcher.
 */
export async function obtainPdf(deps: AppDeps, userId: string, url: string): Promise<PdfOutcome> {
  const { baseUrl } = deps.env;
  const served = servedKeyFromUrl(baseUrl, url);
  if (served) {
    if (!(await userMayReadFile(deps, userId, served)))
      return refuse(404, 'not_found', M.pdfNotFound, 'No such stored PDF.');
    const file = await deps.storage.get(served, { start: 0, end: 0 }).catch(() => null);
    if (!file) return refuse(404, 'not_found', M.pdfNotFound, 'No such stored PDF.');
    await file.body.cancel();
    return { ok: true, key: served, size: file.size, sourceUrl: null };
  }
  const libraryId = libraryIdFromUrl(baseUrl, url);
  if (libraryId) {
    const pdf = await ensureLibraryPdf(deps, libraryId, userId);
    if (!pdf) return refuse(404, 'not_found', M.pdfNotFound, 'This library work has no PDF.');
    await grantFile(deps, userId, pdf.key, pdf.size, url);
    return { ok: true, key: pdf.key, size: pdf.size, sourceUrl: url };
  }
  if (url.startsWith('/'))
    return refuse(400, 'network', M.pdfUnsafeAddress, 'Only full http(s) addresses can be fetched.');
  const limit = await hitRateLimit(deps.database, PDF_FETCH_LIMIT, userId, deps.now());
  if (!limit.allowed)
    return refuse(
      429,
      'timeout',
      M.pdfTimeout,
      `Too many PDF downloads; try again in ${limit.retryAfterSeconds} s.`,
    );
  let res: SafeResponse;
  try {
    res = await deps.fetcher.fetch(url, {
      maxBytes: RESEARCH_LIMITS.maxPdfBytes,
      headers: { accept: 'application/pdf,application/octet-stream;q=0.9,*/*;q=0.1' },
    });
  } catch (error) {
    if (error instanceof SafeFetchError) return fetchFailure(error);
    throw error;
  }
  const refused = classifyFetched(res);
  if (refused) return refused;
  const put = await deps.storage.put(res.body);
  await grantFile(deps, userId, put.key, put.size, url, res.body);
  return { ok: true, key: put.key, size: put.size, sourceUrl: url };
}

export async function readStoredPdf(storage: FileStorage, key: string): Promise<Uint8Array> {
  const bytes = await getBytes(storage, key);
  if (!bytes) throw new AppError(404, M.fileNotFound, 'file_not_found');
  return bytes;
}

/** Parses one "bytes=a-b" / "bytes=a-" / "bytes=-n" range; null for none or several (then the whole file is sent). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end?: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const n = Number(b);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n) };
  }
  const start = Number(a);
  if (start >= size) return 'unsatisfiable';
  if (b === '') return { start };
  const end = Number(b);
  if (end < start) return 'unsatisfiable';
  return { start, end };
}

/** Serves a stored PDF with range support; the content hash is its ETag. */
export async function servePdf(c: Context<AppEnv>, key: string, downloadName: string): Promise<Response> {
  const { storage } = c.var.deps;
  const etag = `"${key}"`;
  const common: Record<string, string> = {
    'Content-Type': 'application/pdf',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    ETag: etag,
    'Content-Disposition': `inline; filename="${downloadName.replace(/[^\w .-]/g, '_').slice(0, 120) || 'article'}.pdf"`,
  };
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers: common });
  const probe = await storage.get(key, { start: 0, end: 0 }).catch((e: unknown) => {
    if (e instanceof RangeNotSatisfiableError) return null;
    throw e;
  });
  if (!probe) throw new AppError(404, M.fileNotFound, 'file_not_found');
  await probe.body.cancel();
  const range = parseRange(c.req.header('range'), probe.size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...common, 'Content-Range': `bytes */${probe.size}` },
    });
  }
  const file = (await storage.get(key, range ?? undefined)) as StoredFile;
  const length = file.end - file.start + 1;
  const headers: Record<string, string> = { ...common, 'Content-Length': String(length) };
  if (range) {
    headers['Content-Range'] = `bytes ${file.start}-${file.end}/${file.size}`;
    return new Response(file.body, { status: 206, headers });
  }
  return new Response(file.body, { status: 200, headers });
}
