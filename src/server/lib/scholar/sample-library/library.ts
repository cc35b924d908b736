/**
 * The built-in sample library: 1,040 generated sample papers across the 13 research domains (ten per study topic;
 * each PDF says on its first page that it is a sample paper), plus the works users upload with their own PDF
 * (visible to their owner only). Searched in memory by concepts (ranking.ts) and answered in OpenAlex's shape, with
 * OpenAlex's filter, sort and paging semantics; the answers of the sample works are kept per query (bounded LRU).
 *
 * At start `seedSampleLibrary` writes the works' metadata (fast, idempotent) and the search index is built in the
 * background; PDFs are generated reproducibly with pdf-lib on first use (`ensureLibraryPdf`) or ahead of time
 * (`warmSamplePdfs`) and kept in file storage.
 */
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
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
import { parseSearch } from './query';
import {
  conceptDoc,
  frequencyIn,
  knownPhrases,
  matchesTree,
  mostlyNonWords,
  parseConcepts,
  scoreDoc,
  enoughTermsHeld,
  MIN_HELD_SHARE,
  wordForms,
  type ConceptDoc,
  type Form,
} from './ranking';
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
    // a sample work's text is generated (search reads it from the generator): the row does not repeat it
    body: '',
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
  for (let i = 0; i < missing.length; i += 100) {
    const chunk = missing.slice(i, i + 100).map(rowValues);
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
  if (missing.length > 0) forgetIndex(database);
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
  await rememberPdf(deps.database, row.id, put.key, pages);
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

function location(
  row: Pick<ListedRow, 'id' | 'isOa' | 'hasPdf' | 'sourceName' | 'kind' | 'doi'>,
  baseUrl: string,
): WorkLocation {
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

/** Characters of the abstract a search result carries: the result list shows none; saving reads the whole. */
export const LIST_ABSTRACT_CHARS = 160;

/** The start of an abstract, cut at a word and marked with an ellipsis when shortened. */
export function abstractSnippet(text: string, max = LIST_ABSTRACT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * A library work in OpenAlex's shape. `list`: as a search result, with what the result list shows (the abstract
 * cut to a snippet, no `locations` beyond the primary location); `libraryWorkForSave` gives the rest when saved.
 */
export function rowToWork(
  row: ListedRow,
  baseUrl: string,
  relevance: number | null,
  options: { list?: boolean } = {},
): ScholarWork {
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
    locations: options.list ? [] : [loc],
    open_access: {
      is_oa: row.isOa,
      oa_status: row.isOa ? 'gold' : 'closed',
      oa_url: loc.pdf_url ?? (row.isOa ? loc.landing_page_url : null),
      any_repository_has_fulltext: Boolean(loc.pdf_url),
    },
    topics: row.topics,
    url: loc.landing_page_url,
    abstract: options.list ? abstractSnippet(row.abstract ?? '') : row.abstract,
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

/** A work row without its body (the body is only read to build the work's concept document). */
type ListedRow = Omit<WorkRow, 'body'>;
interface Entry {
  row: ListedRow;
  doc: ConceptDoc;
}

/** Search answers kept per query (ids and scores only), per database. */
const ANSWER_CACHE_SIZE = 256;

/**
 * The sample works of one database in memory, with their concept documents, loaded on the first search and
 * dropped when the library is seeded again; uploads are read per search by their owner and kept by id.
 */
interface LibraryIndex {
  samples: Entry[];
  byId: Map<string, Entry>;
  phrases: Set<string>;
  frequency: (forms: Form[]) => number;
  answers: Map<string, Array<{ id: string; score: number }>>;
}

const indexes = new WeakMap<Database, Promise<LibraryIndex>>();
const uploadEntries = new Map<string, Entry>();
const UPLOAD_ENTRIES_MAX = 2_000;

/**
 * Title and keywords: a sample work's keywords and study topic (not its field and domain chips, which every work
 * of the domain shares); an upload's title and topics.
 */
function headText(row: Pick<WorkRow, 'title' | 'topics'>, keywords: readonly string[] | null): string {
  return [row.title, ...(keywords ?? row.topics.map((t) => t.display_name))].join('\n');
}

function toEntry(row: WorkRow, keywords: readonly string[] | null = null): Entry {
  const { body, ...listed } = row;
  return {
    row: listed,
    doc: conceptDoc({
      head: headText(row, keywords),
      abstract: row.abstract ?? '',
      // an upload's text stands in for a missing abstract
      body: body ?? '',
    }),
  };
}

/** A sample work's keywords and the name of its study topic (its first topic). */
function sampleKeywords(work: SampleWork): string[] {
  return [...work.keywords, ...work.topics.slice(0, 1).map((t) => t.display_name)];
}

/** Concept documents of the generated works, built once per process (the text is the same for every database). */
let sampleDocs: Map<string, ConceptDoc> | undefined;
function sampleDoc(work: SampleWork): ConceptDoc {
  sampleDocs ??= new Map();
  let doc = sampleDocs.get(work.id);
  if (!doc) {
    doc = conceptDoc({
      head: [work.title, ...sampleKeywords(work)].join('\n'),
      abstract: work.abstract,
      body: bodyText(work),
    });
    sampleDocs.set(work.id, doc);
  }
  return doc;
}

async function loadIndex(database: Database): Promise<LibraryIndex> {
  const w = researchLibraryWorks;
  // the rows say which works this database holds (and their PDFs); the text comes from the generator
  const { body: _body, ...listedColumns } = getTableColumns(w);
  const rows = await database.db
    .select(listedColumns)
    .from(w)
    .where(and(eq(w.kind, 'sample'), isNull(w.ownerUserId), eq(w.generatorVersion, SAMPLE_LIBRARY_VERSION)))
    .orderBy(asc(w.id));
  const works = new Map(allSampleWorks().map((s) => [s.id, s]));
  const samples = rows.flatMap((row) => {
    const work = works.get(row.id);
    return work ? [{ row, doc: sampleDoc(work) }] : [];
  });
  const phrases = knownPhrases(allSampleWorks().flatMap(sampleKeywords));
  return {
    samples,
    byId: new Map(samples.map((e) => [e.row.id, e])),
    phrases,
    frequency: frequencyIn(samples.map((e) => e.doc)),
    answers: new Map(),
  };
}

/** Builds the in-memory search index ahead of the first search (at start, after seeding). */
export async function warmLibraryIndex(database: Database): Promise<void> {
  await libraryIndex(database);
}

function libraryIndex(database: Database): Promise<LibraryIndex> {
  let index = indexes.get(database);
  if (!index) {
    index = loadIndex(database);
    indexes.set(database, index);
    index.catch(() => indexes.delete(database));
  }
  return index;
}

/** The user's uploads, each read in full once (their text builds the concept document). */
async function uploadsOf(database: Database, owner: string | null): Promise<Entry[]> {
  if (!owner) return [];
  const w = researchLibraryWorks;
  const ids = await database.db.select({ id: w.id }).from(w).where(eq(w.ownerUserId, owner));
  const missing = ids.map((r) => r.id).filter((id) => !uploadEntries.has(id));
  if (missing.length > 0) {
    const rows = await database.db.select().from(w).where(inArray(w.id, missing));
    if (uploadEntries.size + rows.length > UPLOAD_ENTRIES_MAX) uploadEntries.clear();
    for (const r of rows) uploadEntries.set(r.id, toEntry(r));
  }
  return ids.flatMap((r) => {
    const e = uploadEntries.get(r.id);
    return e && e.row.ownerUserId === owner ? [e] : [];
  });
}

function keepByFilter(row: ListedRow, filter: WorksFilter): boolean {
  if (filter.isOa !== undefined && row.isOa !== filter.isOa) return false;
  if (filter.hasPdf !== undefined && row.hasPdf !== filter.hasPdf) return false;
  if (filter.isRetracted !== undefined && row.isRetracted !== filter.isRetracted) return false;
  if (filter.language && row.language !== filter.language) return false;
  if (filter.type && row.type !== filter.type) return false;
  if (filter.minCitations && row.citedByCount < filter.minCitations) return false;
  if (filter.fromDate && !(row.publicationDate !== null && row.publicationDate >= filter.fromDate))
    return false;
  if (filter.toDate && !(row.publicationDate !== null && row.publicationDate <= filter.toDate)) return false;
  return true;
}

/** The works a search keeps, with their scores (0–1); null scores when there is no search text. */
function answer(
  index: LibraryIndex,
  entries: readonly Entry[],
  search: string,
  uploads: readonly Entry[],
): Array<{ entry: Entry; score: number | null }> {
  // concepts weigh by their frequency over the sample works and the user's uploads
  const inUploads = frequencyIn(uploads.map((e) => e.doc));
  const parsed = search.trim()
    ? parseConcepts(
        search,
        index.phrases,
        (forms) => index.frequency(forms) + inUploads(forms),
        Math.max(1, index.samples.length + uploads.length),
      )
    : null;
  if (!parsed) return entries.map((entry) => ({ entry, score: null }));
  const known = (word: string) => {
    const forms = wordForms(word);
    return index.frequency(forms) + inUploads(forms) > 0;
  };
  if (mostlyNonWords(search, known)) return [];
  const scored = entries.map((entry) => ({ entry, s: scoreDoc(entry.doc, parsed.concepts) }));
  if (parsed.tree) {
    const tree = parsed.tree;
    return scored
      .filter((x) => matchesTree(x.entry.doc, tree))
      .map((x) => ({ entry: x.entry, score: x.s.score }));
  }
  // a plain search keeps the works holding at least half of it and scoring at least 40% of the best (relevant to
  // the query as a whole, not sharing one of its words)
  if (!enoughTermsHeld(parsed)) return [];
  const holding = scored.filter((x) => x.s.anywhere >= MIN_HELD_SHARE - 1e-9);
  const best = holding.reduce((m, x) => Math.max(m, x.s.score), 0);
  const kept = best > 0 ? holding.filter((x) => x.s.score >= best * 0.4 - 1e-9) : [];
  return kept.map((x) => ({ entry: x.entry, score: x.s.score }));
}

type Scored = { entry: Entry; score: number | null };

function comparator(sort: string, ranked: boolean): (a: Scored, b: Scored) => number {
  const byId = (a: Scored, b: Scored) =>
    a.entry.row.id < b.entry.row.id ? -1 : a.entry.row.id > b.entry.row.id ? 1 : 0;
  const cites = (a: Scored, b: Scored) => b.entry.row.citedByCount - a.entry.row.citedByCount;
  const date = (dir: 1 | -1) => (a: Scored, b: Scored) => {
    const x = a.entry.row.publicationDate;
    const y = b.entry.row.publicationDate;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -dir : dir;
  };
  if (sort === 'relevance_score:desc' && ranked)
    return (a, b) => (b.score ?? 0) - (a.score ?? 0) || cites(a, b) || byId(a, b);
  if (sort === 'publication_date:desc') return (a, b) => date(-1)(a, b) || byId(a, b);
  if (sort === 'publication_date:asc') return (a, b) => date(1)(a, b) || byId(a, b);
  return (a, b) => cites(a, b) || byId(a, b);
}

export async function searchLibrary(
  deps: Pick<LibraryDeps, 'database' | 'baseUrl'>,
  query: ScholarQuery,
  options: LibrarySearchOptions = {},
): Promise<ScholarPage> {
  const started = performance.now();
  const [index, uploads] = await Promise.all([
    libraryIndex(deps.database),
    uploadsOf(deps.database, query.userId ?? null),
  ]);
  const ranked = query.search.trim() !== '' && parseSearch(query.search) !== null;
  const sort = query.sort ?? (ranked ? 'relevance_score:desc' : 'cited_by_count:desc');
  const offset = query.cursor !== undefined ? decodeCursor(query.cursor) : (query.page - 1) * query.perPage;

  // Without uploads, the answer depends on the query alone: kept per query (ids and scores), most recent last.
  // With uploads, the sample works and the user's uploads are answered together (one scale, one cut).
  const cacheable = uploads.length === 0 && !options.uploadsOnly;
  const key = JSON.stringify([query.search.trim(), query.filter, sort]);
  const cached = cacheable ? index.answers.get(key) : undefined;
  let all: Scored[];
  if (cached) {
    index.answers.delete(key);
    index.answers.set(key, cached);
    all = cached.flatMap((c) => {
      const entry = index.byId.get(c.id);
      return entry ? [{ entry, score: ranked ? c.score : null }] : [];
    });
  } else {
    const pool = options.uploadsOnly ? uploads : [...index.samples, ...uploads];
    all = answer(
      index,
      pool.filter((e) => keepByFilter(e.row, query.filter)),
      query.search,
      uploads,
    ).sort(comparator(sort, ranked));
    if (cacheable) {
      index.answers.set(
        key,
        all.map((x) => ({ id: x.entry.row.id, score: x.score ?? 0 })),
      );
      if (index.answers.size > ANSWER_CACHE_SIZE) index.answers.delete(index.answers.keys().next().value!);
    }
  }
  const page = all.slice(offset, offset + query.perPage);
  const results = page.map((x) =>
    rowToWork(
      x.entry.row,
      deps.baseUrl,
      x.score === null || !ranked ? null : Math.round(x.score * 1000) / 10,
      { list: true },
    ),
  );
  const count = all.length;
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

/**
 * What a search result leaves out of a library work (its whole abstract and its locations), for saving it: null
 * when the id is no library work the user may see.
 */
export async function libraryWorkForSave(
  deps: Pick<LibraryDeps, 'database' | 'baseUrl'>,
  id: string,
  userId: string,
): Promise<{ abstract: string; locations: WorkLocation[] } | null> {
  if (!/^(?:SL\d{5}|U[0-9a-f]{20})$/.test(id)) return null;
  const w = researchLibraryWorks;
  const [row] = await deps.database.db
    .select({
      id: w.id,
      abstract: w.abstract,
      ownerUserId: w.ownerUserId,
      kind: w.kind,
      isOa: w.isOa,
      hasPdf: w.hasPdf,
      sourceName: w.sourceName,
      doi: w.doi,
    })
    .from(w)
    .where(eq(w.id, id))
    .limit(1);
  if (!row || (row.ownerUserId !== null && row.ownerUserId !== userId)) return null;
  return { abstract: row.abstract ?? '', locations: [location(row, deps.baseUrl)] };
}

/** Forgets the in-memory index of a database (after its sample works were written). */
function forgetIndex(database: Database): void {
  indexes.delete(database);
}

/** Keeps a sample work's generated PDF in the in-memory index (its row changed in the database). */
async function rememberPdf(database: Database, id: string, fileKey: string, pages: number | null) {
  const index = indexes.get(database);
  if (!index) return;
  const entry = (await index.catch(() => null))?.samples.find((e) => e.row.id === id);
  if (entry) entry.row = { ...entry.row, fileKey, pages };
}

export function createSampleLibraryIndex(deps: Pick<LibraryDeps, 'database' | 'baseUrl'>): ScholarIndex {
  return {
    kind: 'sample',
    label: 'Sample library',
    search: (query) => searchLibrary(deps, query),
  };
}
