/**
 * The built-in sample library: ~300 generated open-access-style works across the 13 research domains, plus the
 * works users upload with their own PDF (visible to their owner only). Searched with Postgres full-text search
 * and answered in OpenAlex's shape, with OpenAlex's filter, sort and paging semantics.
 *
 * At start `seedSampleLibrary` writes the works' metadata (fast, idempotent); PDFs are generated reproducibly
 * with pdf-lib on first use (`ensureSamplePdf`) or ahead of time (`warmSamplePdfs`) and kept in file storage.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { researchLibraryWorks } from '../../../db/schema/research';
import type { ScholarWork, WorkLocation } from '../../../../shared/schemas/research';
import type { WorksFilter } from '../../../../shared/research/filters';
import type { FileStorage } from '../../storage/storage';
import { ScholarError, type ScholarIndex, type ScholarPage, type ScholarQuery } from '../scholar';
import {
  allSampleWorks,
  bodyText,
  generateSampleWork,
  SAMPLE_LIBRARY_VERSION,
  type SampleWork,
} from './generator';
import { parseSearch, toTsquery } from './query';
import { renderSamplePdf } from './sample-pdf';

type WorkRow = typeof researchLibraryWorks.$inferSelect;

export interface LibraryDeps {
  database: Database;
  storage: FileStorage;
  /** The server's public address, for PDF links. */
  baseUrl: string;
}

export const LIBRARY_PDF_PATH = '/api/research/library';

export function libraryPdfUrl(baseUrl: string, id: string): string {
  return `${baseUrl}${LIBRARY_PDF_PATH}/${encodeURIComponent(id)}/pdf`;
}

/** The library work id of one of our own library PDF addresses (absolute under baseUrl, or relative); else null. */
export function libraryIdFromUrl(baseUrl: string, url: string): string | null {
  let path: string;
  if (url.startsWith('/')) path = url;
  else if (url.startsWith(`${baseUrl}/`)) path = url.slice(baseUrl.length);
  else return null;
  const m = /^\/api\/research\/library\/([A-Za-z0-9_-]{1,40})\/pdf(?:[?#].*)?$/.exec(path);
  return m?.[1] ?? null;
}

function rowValues(w: SampleWork) {
  return {
    id: w.id,
    kind: 'sample' as const,
    ownerUserId: null,
    title: w.title,
    authors: w.authors,
    publicationYear: w.publicationYear,
    publicationDate: w.publicationDate,
    domain: w.domain,
    topics: w.topics,
    abstract: w.abstract,
    body: bodyText(w),
    citedByCount: w.citedByCount,
    language: w.language,
    type: w.type,
    sourceName: w.sourceName,
    doi: `https://doi.org/${w.doi}`,
    volume: String(w.volume),
    issue: String(w.issue),
    isOa: w.isOa,
    hasPdf: w.hasPdf,
    isRetracted: w.isRetracted,
    fileKey: null,
    pages: null,
    generatorVersion: SAMPLE_LIBRARY_VERSION,
  };
}

/**
 * Writes the sample works' metadata once per generator version (works of an older version are rewritten and
 * their PDFs regenerated). `works` limits the set (tests use a few).
 */
export async function seedSampleLibrary(
  database: Database,
  options: { works?: SampleWork[] } = {},
): Promise<{ written: number }> {
  const works = options.works ?? allSampleWorks();
  const current = await database.db
    .select({ id: researchLibraryWorks.id })
    .from(researchLibraryWorks)
    .where(
      and(
        eq(researchLibraryWorks.kind, 'sample'),
        eq(researchLibraryWorks.generatorVersion, SAMPLE_LIBRARY_VERSION),
      ),
    );
  const have = new Set(current.map((r) => r.id));
  const missing = works.filter((w) => !have.has(w.id));
  for (let i = 0; i < missing.length; i += 40) {
    const chunk = missing.slice(i, i + 40).map(rowValues);
    await database.db
      .insert(researchLibraryWorks)
      .values(chunk)
      .onConflictDoUpdate({
        target: researchLibraryWorks.id,
        set: {
          title: sql`excluded.title`,
          authors: sql`excluded.authors`,
          publicationYear: sql`excluded.publication_year`,
          publicationDate: sql`excluded.publication_date`,
          domain: sql`excluded.domain`,
          topics: sql`excluded.topics`,
          abstract: sql`excluded.abstract`,
          body: sql`excluded.body`,
          citedByCount: sql`excluded.cited_by_count`,
          language: sql`excluded.language`,
          type: sql`excluded.type`,
          sourceName: sql`excluded.source_name`,
          doi: sql`excluded.doi`,
          volume: sql`excluded.volume`,
          issue: sql`excluded.issue`,
          isOa: sql`excluded.is_oa`,
          hasPdf: sql`excluded.has_pdf`,
          isRetracted: sql`excluded.is_retracted`,
          fileKey: null,
          pages: null,
          generatorVersion: SAMPLE_LIBRARY_VERSION,
        },
        where: sql`${researchLibraryWorks.kind} = 'sample'`,
      });
  }
  return { written: missing.length };
}

function sampleById(id: string): SampleWork | null {
  const m = /^SL(\d{5})$/.exec(id);
  if (!m) return null;
  const n = Number(m[1]) - 1;
  const d = Math.floor(n / 100);
  const j = n % 100;
  try {
    return generateSampleWork(d, j);
  } catch {
    return null;
  }
}

export interface LibraryPdf {
  key: string;
  size: number;
  pages: number | null;
  title: string;
  ownerUserId: string | null;
}

/**
 * The stored PDF of a library work, generating a sample work's PDF on first use. Null when the work does not
 * exist, has no PDF, or is another user's upload.
 */
export async function ensureLibraryPdf(
  deps: Pick<LibraryDeps, 'database' | 'storage'>,
  id: string,
  userId: string | null,
): Promise<LibraryPdf | null> {
  const rows = await deps.database.db
    .select()
    .from(researchLibraryWorks)
    .where(eq(researchLibraryWorks.id, id))
    .limit(1);
  const row = rows[0];
  if (!row || !row.hasPdf) return null;
  if (row.ownerUserId !== null && row.ownerUserId !== userId) return null;
  if (row.fileKey) {
    const file = await deps.storage.get(row.fileKey, { start: 0, end: 0 }).catch(() => null);
    if (file) {
      await file.body.cancel();
      return {
        key: row.fileKey,
        size: file.size,
        pages: row.pages,
        title: row.title,
        ownerUserId: row.ownerUserId,
      };
    }
    if (row.kind === 'upload') return null;
  }
  const work = sampleById(row.id);
  if (!work) return null;
  const bytes = await renderSamplePdf(work);
  const put = await deps.storage.put(bytes);
  const pages = countPdfPages(bytes);
  await deps.database.db
    .update(researchLibraryWorks)
    .set({ fileKey: put.key, pages })
    .where(eq(researchLibraryWorks.id, row.id));
  return { key: put.key, size: put.size, pages, title: row.title, ownerUserId: null };
}

/** Pages of a PDF we generated (pdf-lib writes one /Type /Page object per page, uncompressed). */
function countPdfPages(bytes: Uint8Array): number | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const n = (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  return n > 0 ? n : null;
}

/** Generates the PDFs not generated yet, one at a time (for a start-up warm-up in the background). */
export async function warmSamplePdfs(
  deps: Pick<LibraryDeps, 'database' | 'storage'>,
  options: { limit?: number; signal?: AbortSignal; pauseMs?: number } = {},
): Promise<number> {
  const rows = await deps.database.db
    .select({ id: researchLibraryWorks.id })
    .from(researchLibraryWorks)
    .where(
      and(
        eq(researchLibraryWorks.kind, 'sample'),
        eq(researchLibraryWorks.hasPdf, true),
        isNull(researchLibraryWorks.fileKey),
      ),
    )
    .orderBy(asc(researchLibraryWorks.id))
    .limit(options.limit ?? 10_000);
  let made = 0;
  for (const { id } of rows) {
    if (options.signal?.aborted) break;
    if (await ensureLibraryPdf(deps, id, null)) made += 1;
    // rendering is synchronous work: leave the event loop room for requests between works
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 10));
  }
  return made;
}

// ───────────────────────────── search ─────────────────────────────

function filterConditions(filter: WorksFilter): SQL[] {
  const w = researchLibraryWorks;
  const c: SQL[] = [];
  if (filter.isOa !== undefined) c.push(filter.isOa ? sql`${w.isOa}` : sql`NOT ${w.isOa}`);
  if (filter.hasPdf !== undefined) c.push(filter.hasPdf ? sql`${w.hasPdf}` : sql`NOT ${w.hasPdf}`);
  if (filter.isRetracted !== undefined)
    c.push(filter.isRetracted ? sql`${w.isRetracted}` : sql`NOT ${w.isRetracted}`);
  if (filter.language) c.push(sql`${w.language} = ${filter.language}`);
  if (filter.type) c.push(sql`${w.type} = ${filter.type}`);
  if (filter.minCitations) c.push(sql`${w.citedByCount} >= ${filter.minCitations}`);
  if (filter.fromDate) c.push(sql`${w.publicationDate} >= ${filter.fromDate}`);
  if (filter.toDate) c.push(sql`${w.publicationDate} <= ${filter.toDate}`);
  return c;
}

function location(row: WorkRow, baseUrl: string): WorkLocation {
  const pdf = row.hasPdf && row.isOa ? libraryPdfUrl(baseUrl, row.id) : null;
  return {
    is_oa: row.isOa,
    landing_page_url: pdf ?? row.doi,
    pdf_url: pdf,
    source: {
      id: null,
      display_name: row.sourceName ?? (row.kind === 'upload' ? 'Your upload' : null),
      type: row.kind === 'upload' ? 'upload' : 'journal',
    },
    license: row.isOa ? 'cc-by' : null,
    version: 'publishedVersion',
  };
}

export function rowToWork(row: WorkRow, baseUrl: string, relevance: number | null): ScholarWork {
  const loc = location(row, baseUrl);
  return {
    id: row.id,
    doi: row.doi,
    title: row.title,
    display_name: row.title,
    publication_year: row.publicationYear,
    publication_date: row.publicationDate,
    language: row.language,
    type: row.type,
    cited_by_count: row.citedByCount,
    relevance_score: relevance,
    is_retracted: row.isRetracted,
    is_paratext: false,
    authorships: row.authors.map((name, i) => ({
      author: { id: null, display_name: name },
      author_position: i === 0 ? 'first' : i === row.authors.length - 1 ? 'last' : 'middle',
    })),
    primary_location: loc,
    best_oa_location: row.isOa ? loc : null,
    locations: [loc],
    open_access: {
      is_oa: row.isOa,
      oa_status: row.isOa ? 'gold' : 'closed',
      oa_url: loc.pdf_url ?? (row.isOa ? loc.landing_page_url : null),
      any_repository_has_fulltext: Boolean(loc.pdf_url),
    },
    topics: row.topics,
    url: loc.landing_page_url,
    abstract: row.abstract,
    abstract_inverted_index: null,
    pdf_filename: row.fileKey && row.isOa && row.hasPdf ? `${row.fileKey}.pdf` : null,
    has_pdf: Boolean(loc.pdf_url),
    best_pdf_url: loc.pdf_url,
    citation: {
      type: row.type,
      // Uploads stored before the form asked for a container carry the placeholder "Your upload".
      container: row.kind === 'upload' && row.sourceName === 'Your upload' ? null : row.sourceName,
      volume: row.volume,
      issue: row.issue,
      pages: row.pageRange,
      publisher: row.publisher,
    },
    source: row.kind === 'upload' ? 'Upload' : 'Sample library',
  };
}

function decodeCursor(cursor: string): number {
  if (cursor === '*') return 0;
  const n = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000)
    throw new ScholarError('invalid_request', 'The cursor is not valid.');
  return n;
}
const encodeCursor = (offset: number) => Buffer.from(String(offset)).toString('base64url');

export interface LibrarySearchOptions {
  /** Only the user's uploads (used to add uploads to OpenAlex results). */
  uploadsOnly?: boolean;
}

export async function searchLibrary(
  deps: Pick<LibraryDeps, 'database' | 'baseUrl'>,
  query: ScholarQuery,
  options: LibrarySearchOptions = {},
): Promise<ScholarPage> {
  const started = performance.now();
  const w = researchLibraryWorks;
  const tree = query.search.trim() ? parseSearch(query.search) : null;
  const tsq = tree ? toTsquery(tree) : null;
  const owner = query.userId ?? null;
  const conditions: SQL[] = [
    options.uploadsOnly
      ? sql`${w.ownerUserId} = ${owner}`
      : sql`((${w.ownerUserId} IS NULL AND ${w.generatorVersion} = ${SAMPLE_LIBRARY_VERSION}) OR ${w.ownerUserId} = ${owner})`,
    ...filterConditions(query.filter),
  ];
  if (tsq) conditions.push(sql`(numnode(q.query) = 0 OR ${w.search} @@ q.query)`);
  const rank = tsq
    ? sql`CASE WHEN numnode(q.query) = 0 THEN 0 ELSE ts_rank_cd(${w.search}, q.query, 1) END`
    : sql`0`;
  const sort = query.sort ?? (tsq ? 'relevance_score:desc' : 'cited_by_count:desc');
  const order =
    sort === 'relevance_score:desc' && tsq
      ? sql`rank DESC, ${w.citedByCount} DESC`
      : sort === 'publication_date:desc'
        ? sql`${w.publicationDate} DESC NULLS LAST`
        : sort === 'publication_date:asc'
          ? sql`${w.publicationDate} ASC NULLS LAST`
          : sql`${w.citedByCount} DESC`;
  const offset = query.cursor !== undefined ? decodeCursor(query.cursor) : (query.page - 1) * query.perPage;
  const from = tsq ? sql`${w} CROSS JOIN (SELECT ${tsq} AS query) q` : sql`${w}`;
  const result = await deps.database.db.execute(sql`
    SELECT ${w.id} AS id, ${rank} AS rank, count(*) OVER () AS total
    FROM ${from}
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY ${order}, ${w.id} ASC
    LIMIT ${query.perPage} OFFSET ${offset}`);
  const list = (
    result as unknown as { rows: Array<{ id: string; rank: number | string; total: number | string }> }
  ).rows;
  const ids = list.map((r) => r.id);
  const full = ids.length > 0 ? await deps.database.db.select().from(w).where(inArray(w.id, ids)) : [];
  const byId = new Map(full.map((r) => [r.id, r]));
  const count = list.length > 0 ? Number(list[0]!.total) : 0;
  const results = list.flatMap((r) => {
    const row = byId.get(r.id);
    if (!row) return [];
    return [rowToWork(row, deps.baseUrl, tsq ? Math.round(Number(r.rank) * 10_000) / 10 : null)];
  });
  const nextOffset = offset + results.length;
  return {
    meta: {
      count,
      db_response_time_ms: Math.round(performance.now() - started),
      page: query.cursor !== undefined ? null : query.page,
      per_page: query.perPage,
      next_cursor:
        query.cursor !== undefined && nextOffset < count && results.length === query.perPage
          ? encodeCursor(nextOffset)
          : null,
    },
    results,
    cached: false,
  };
}

export function createSampleLibraryIndex(deps: Pick<LibraryDeps, 'database' | 'baseUrl'>): ScholarIndex {
  return {
    kind: 'sample',
    label: 'Sample library',
    search: (query) => searchLibrary(deps, query),
  };
}
