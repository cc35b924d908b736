/**
 * Search for the research modal: the configured scholarly index (OpenAlex or the sample library) in OpenAlex's
 * response shape, with the user's own uploads included; and uploads of the user's own PDFs.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { researchLibraryWorks } from '../../db/schema/research';
import { AppError, badRequest } from '../../http/errors';
import { hitRateLimit } from '../../lib/rate-limit/rate-limit';
import { looksLikePdf } from '../../lib/pdf/pdf-extractor';
import { ScholarError, type ScholarQuery } from '../../lib/scholar/scholar';
import { rowToWork, searchLibrary } from '../../lib/scholar/sample-library/library';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import { FilterError, parseWorksFilter } from '../../../shared/research/filters';
import {
  type ScholarWork,
  type uploadFieldsSchema,
  type WorksQuery,
  type WorksResponse,
} from '../../../shared/schemas/research';
import type { z } from 'zod';
import { grantFile, undoStoredFile } from './pdf-files';
import { extractStoredText } from './saved-articles.service';
import { RATE_LIMITS, RESEARCH_LIMITS } from '../../../shared/limits';

export const SEARCH_LIMIT = { name: 'research-search', ...RATE_LIMITS.researchSearch } as const;

function scholarFailure(error: ScholarError): AppError {
  switch (error.code) {
    case 'too_deep':
    case 'invalid_request':
      return new AppError(400, error.message, `scholar_${error.code}`);
    case 'slow_down':
      return new AppError(503, error.message, 'scholar_slow_down', undefined, 5);
    case 'budget_spent':
      return new AppError(503, error.message, 'scholar_budget_spent', undefined, 3600);
    default:
      return new AppError(502, error.message, `scholar_${error.code}`);
  }
}

export async function searchWorks(deps: AppDeps, userId: string, input: WorksQuery): Promise<WorksResponse> {
  let filter;
  try {
    filter = parseWorksFilter(input.filter);
  } catch (error) {
    if (error instanceof FilterError)
      throw badRequest(M.invalidFilter(error.message), { filter: error.message });
    throw error;
  }
  const limit = await hitRateLimit(deps.database, SEARCH_LIMIT, userId, deps.now());
  if (!limit.allowed)
    throw new AppError(429, M.searchSlowDown, 'rate_limited', undefined, limit.retryAfterSeconds);
  const query: ScholarQuery = {
    search: input.search,
    filter,
    page: input.page,
    perPage: input.per_page,
    userId,
    ...(input.sort ? { sort: input.sort } : {}),
    ...(input.cursor !== undefined ? { cursor: input.cursor } : {}),
  };
  try {
    const page = await deps.scholar.search(query);
    let results = page.results;
    let count = page.meta.count;
    // With OpenAlex, the user's own uploads that match come first on the first page.
    const firstPage = input.cursor === undefined ? input.page === 1 : input.cursor === '*';
    if (deps.scholar.kind === 'openalex' && firstPage) {
      const uploads = await searchLibrary(
        { database: deps.database, baseUrl: deps.env.baseUrl },
        { ...query, page: 1, cursor: undefined },
        { uploadsOnly: true },
      );
      if (uploads.results.length > 0) {
        results = [...uploads.results, ...results];
        count += uploads.meta.count;
      }
    }
    return { meta: { ...page.meta, count }, results, source: deps.scholar.label, cached: page.cached };
  } catch (error) {
    if (error instanceof ScholarError) throw scholarFailure(error);
    throw error;
  }
}

// ───────────────────────────── uploads ─────────────────────────────

function uploadId(): string {
  return `U${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
}

export const UPLOAD_LIMIT = { name: 'research-upload', ...RATE_LIMITS.researchUpload } as const;

export async function uploadWork(
  deps: AppDeps,
  userId: string,
  file: { bytes: Uint8Array },
  fields: z.output<typeof uploadFieldsSchema>,
): Promise<ScholarWork> {
  if (file.bytes.length === 0 || !looksLikePdf(file.bytes))
    throw badRequest(M.uploadNeedsPdf, { file: M.uploadNeedsPdf });
  if (file.bytes.length > RESEARCH_LIMITS.maxPdfBytes) throw new AppError(413, M.pdfTooLarge, 'too_large');
  const limit = await hitRateLimit(deps.database, UPLOAD_LIMIT, userId, deps.now());
  if (!limit.allowed)
    throw new AppError(429, M.tooManyUploads, 'rate_limited', undefined, limit.retryAfterSeconds);
  const put = await deps.storage.put(file.bytes);
  // A failure after the file is stored leaves nothing behind: no work row, no grant, no orphaned file.
  let granted = false;
  try {
    granted = await grantFile(deps, userId, put.key, put.size, null, file.bytes);
    return await insertUpload(deps, userId, put.key, fields);
  } catch (error) {
    await undoStoredFile(deps, userId, put.key, granted);
    throw error;
  }
}

async function insertUpload(
  deps: AppDeps,
  userId: string,
  key: string,
  fields: z.output<typeof uploadFieldsSchema>,
): Promise<ScholarWork> {
  const text = await extractStoredText(deps, key, userId);
  const authors = fields.authors
    .split(/[;,\n]/)
    .map((a) => a.trim())
    .filter(Boolean)
    .slice(0, 50);
  const [row] = await deps.database.db
    .insert(researchLibraryWorks)
    .values({
      id: uploadId(),
      kind: 'upload',
      ownerUserId: userId,
      title: fields.title,
      authors,
      publicationYear: fields.year,
      publicationDate: fields.year ? `${fields.year}-01-01` : null,
      abstract: fields.abstract,
      body: (text.extractedText ?? '').slice(0, 200_000),
      language: 'en',
      type: fields.type,
      sourceName: fields.container,
      doi: fields.doi ? `https://doi.org/${fields.doi}` : null,
      volume: fields.volume,
      issue: fields.issue,
      pageRange: fields.pages?.replace(/\s*[-–—]+\s*/g, '-') ?? null,
      publisher: fields.publisher,
      isOa: true,
      hasPdf: true,
      fileKey: key,
      pages: text.textPages,
      createdAt: deps.now(),
    })
    .returning();
  if (!row) throw new Error('upload insert returned no row');
  return rowToWork(row, deps.env.baseUrl, null);
}

export async function listUploads(deps: AppDeps, userId: string): Promise<ScholarWork[]> {
  const rows = await deps.database.db
    .select()
    .from(researchLibraryWorks)
    .where(and(eq(researchLibraryWorks.kind, 'upload'), eq(researchLibraryWorks.ownerUserId, userId)))
    .orderBy(desc(researchLibraryWorks.createdAt), desc(researchLibraryWorks.id));
  return rows.map((r) => rowToWork(r, deps.env.baseUrl, null));
}

export async function deleteUpload(deps: AppDeps, userId: string, id: string): Promise<void> {
  const gone = await deps.database.db
    .delete(researchLibraryWorks)
    .where(
      and(
        eq(researchLibraryWorks.id, id),
        eq(researchLibraryWorks.kind, 'upload'),
        eq(researchLibraryWorks.ownerUserId, userId),
      ),
    )
    .returning({ id: researchLibraryWorks.id });
  if (gone.length === 0) throw new AppError(404, M.fileNotFound, 'not_found');
}
