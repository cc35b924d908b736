/**
 * Study paths from the student's own material (issue 16): PDFs (the research area's pipeline: size limit, capped
 * child-process extraction with the user as queue owner, content-addressed storage, clear errors for scanned or
 * encrypted files), pasted text or a web page fetched with the SSRF-safe fetcher. The headings become topics, the
 * nested ones their subtopics (rows with the page each starts on); each topic's text becomes `upload` sources of the
 * knowledge layer owned by the student, one per page, so a citation names the page. Material can also be added to
 * an existing path. Nothing is stored when a document fails.
 */
import { createHash } from 'node:crypto';
import { firstCodePoints } from '../../../shared/validation/code-points';
import { and, asc, eq, like, max, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import {
  knowledgePassages,
  knowledgeSources,
  studyPathSubtopics,
  studyPathTopics,
  studyPaths,
} from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';
import { cleanText } from '../../../shared/validation/clean-text';
import { htmlToMarkdownText } from '../../lib/documents/html-text';
import { SafeFetchError } from '../../lib/net/safe-fetch';
import { looksLikePdf, PdfExtractionError } from '../../lib/pdf/pdf-extractor';
import { hitRateLimit } from '../../lib/rate-limit/rate-limit';
import type { KnowledgePassage } from '../../../shared/schemas/ai';
import {
  OWN_MATERIAL_MESSAGES as M,
  type MaterialFields,
  type MaterialStage,
} from '../../../shared/schemas/own-material';
import type { StudyPath } from '../../../shared/schemas/study';
import { RESEARCH_MESSAGES } from '../../../shared/messages';
import { grantFile, servedPdfUrl, undoStoredFile } from '../research/pdf-files';
import {
  headingsOf,
  outlineDocument,
  pageRange,
  type MaterialDocument,
  type OutlineTopic,
} from './material-outline';
import { pdfTitle, tidyFileName } from './material-name';
import { ownedPath, type OwnedTopic } from './study-access';
import { studyPathView } from './study-views';
import { passagesInOrder } from './knowledge.service';
import { OWN_MATERIAL_LIMITS, RATE_LIMITS, RESEARCH_LIMITS } from '../../../shared/limits';
import { queuePassageEmbedding } from './passage-embeddings.service';
import { materialLearningMode } from './material-mode';

export const MATERIAL_LIMIT = { name: 'study-material', ...RATE_LIMITS.studyMaterial } as const;

export interface MaterialInput {
  files: { name: string; bytes: Uint8Array }[];
  fields: MaterialFields;
}

export type ProgressReport = (stage: MaterialStage, done: number, total: number, message: string) => void;

/** Source ids of a topic's own material: `material:<path topic id>:<nnnn>` (one per page, in reading order). */
const sourcePrefix = (topicId: string) => `material:${topicId}:`;
const sourceId = (topicId: string, n: number) => `${sourcePrefix(topicId)}${String(n).padStart(4, '0')}`;

/** Checks what can be checked before any work: something given, PDFs that are PDFs and not too large. */
export function checkMaterial(input: MaterialInput): void {
  const { files, fields } = input;
  if (files.length === 0 && !fields.text?.trim() && !fields.url)
    throw badRequest(M.needsMaterial, { file: M.needsMaterial });
  if (files.length > OWN_MATERIAL_LIMITS.maxFiles) throw badRequest(M.tooManyFiles, { file: M.tooManyFiles });
  for (const f of files) {
    if (f.bytes.length === 0) throw badRequest(M.emptyFile(f.name), { file: M.emptyFile(f.name) });
    if (!looksLikePdf(f.bytes)) throw badRequest(M.notAPdf(f.name), { file: M.notAPdf(f.name) });
    if (f.bytes.length > RESEARCH_LIMITS.maxPdfBytes)
      throw new AppError(413, RESEARCH_MESSAGES.pdfTooLarge, 'too_large');
  }
}

interface ReadDocument extends MaterialDocument {
  /** The stored PDF (its pages are linked from citations). */
  fileKey?: string;
  url?: string;
}

interface Stored {
  key: string;
  granted: boolean;
}

async function readPdf(
  deps: AppDeps,
  userId: string,
  name: string,
  bytes: Uint8Array,
  stored: Stored[],
): Promise<ReadDocument> {
  const put = await deps.storage.put(bytes);
  const entry: Stored = { key: put.key, granted: false };
  stored.push(entry);
  entry.granted = await grantFile(deps, userId, put.key, put.size, null, bytes);
  try {
    const result = await deps.pdf.extract(bytes, { owner: userId });
    const text = cleanText(result.text);
    if (!text.replace(/\f/g, '').trim()) throw new AppError(422, M.noText(name), 'no_text');
    const firstHeading = headingsOf({ title: name, text, paged: true })[0]?.start ?? text.length;
    return {
      title: name,
      ownTitle: pdfTitle(result.info, text, firstHeading),
      text,
      paged: true,
      fileKey: put.key,
    };
  } catch (error) {
    if (error instanceof PdfExtractionError)
      throw new AppError(422, M.pdfFailed(name, error.message), `pdf_${error.reason}`);
    throw error;
  }
}

async function readUrl(deps: AppDeps, userId: string, url: string, stored: Stored[]): Promise<ReadDocument> {
  let response;
  try {
    response = await deps.fetcher.fetch(url, {
      maxBytes: Math.max(OWN_MATERIAL_LIMITS.maxPageBytes, RESEARCH_LIMITS.maxPdfBytes),
    });
  } catch (error) {
    if (error instanceof SafeFetchError) throw new AppError(422, error.message, `fetch_${error.code}`);
    throw error;
  }
  if (response.status >= 400) throw new AppError(422, M.pageFailed(response.status), 'fetch_status');
  const bytes = new Uint8Array(response.body);
  const name = decodeURIComponent(
    new URL(response.url).pathname.split('/').pop() || new URL(response.url).hostname,
  );
  if (looksLikePdf(bytes))
    return { ...(await readPdf(deps, userId, name, bytes, stored)), url: response.url };
  if (bytes.length > OWN_MATERIAL_LIMITS.maxPageBytes) throw new AppError(413, M.pageUnreadable, 'too_large');
  const body = cleanText(response.body.toString('utf8'));
  if (/html|xml/i.test(response.contentType)) {
    const page = htmlToMarkdownText(body);
    if (!page.text.trim()) throw new AppError(422, M.pageUnreadable, 'no_text');
    return {
      title: page.title || new URL(response.url).hostname,
      ownTitle: page.title || undefined,
      text: page.text,
      paged: false,
      url: response.url,
    };
  }
  if (/^text\//i.test(response.contentType) && body.trim())
    return { title: name, text: body, paged: false, url: response.url };
  throw new AppError(422, M.pageUnreadable, 'no_text');
}

/** Reads every document (PDFs first, then the pasted text, then the page). */
async function readDocuments(
  deps: AppDeps,
  userId: string,
  input: MaterialInput,
  stored: Stored[],
  report: ProgressReport,
): Promise<ReadDocument[]> {
  const total = input.files.length + (input.fields.text?.trim() ? 1 : 0) + (input.fields.url ? 1 : 0);
  const docs: ReadDocument[] = [];
  for (const [i, f] of input.files.entries()) {
    report('reading', i, total, `Reading ${f.name} (${i + 1} of ${total})`);
    docs.push(await readPdf(deps, userId, f.name, f.bytes, stored));
  }
  if (input.fields.text?.trim())
    docs.push({
      title: input.fields.textTitle || 'Pasted text',
      ownTitle: input.fields.textTitle || undefined,
      text: cleanText(input.fields.text),
      paged: false,
    });
  if (input.fields.url) {
    report('reading', docs.length, total, `Fetching ${input.fields.url}`);
    docs.push(await readUrl(deps, userId, input.fields.url, stored));
  }
  report('reading', total, total, `Read ${total} ${total === 1 ? 'document' : 'documents'}`);
  return docs;
}

interface PlannedTopic extends OutlineTopic {
  doc: ReadDocument;
}

function summaryOf(t: PlannedTopic): string {
  const pages = pageRange(t.paragraphs);
  const from = pages ? `${t.doc.title}, ${pages}` : t.doc.title;
  return `From ${from}.`.slice(0, 5_000);
}

/** The topic's lesson: its own paragraphs, each page's text under a 'p. N' line. */
function lessonOf(t: PlannedTopic): string {
  const parts: string[] = [];
  let page: number | null | undefined;
  for (const p of t.paragraphs) {
    if (p.page !== null && p.page !== page) parts.push(`(p. ${p.page})`);
    page = p.page;
    parts.push(p.text);
  }
  return parts.join('\n\n').slice(0, 300_000);
}

type Tx = Pick<AppDeps['database']['db'], 'insert' | 'select' | 'update' | 'delete'>;

/** Inserts the topics at `position` onwards with their subtopics, sources and passages (one source per page). */
async function insertTopics(
  tx: Tx,
  userId: string,
  pathId: string,
  topics: PlannedTopic[],
  position: number,
  at: Date,
  report: ProgressReport,
) {
  for (const [i, t] of topics.entries()) {
    if (i % 10 === 0) report('indexing', i, topics.length, `Indexing topic ${i + 1} of ${topics.length}`);
    const topicId = crypto.randomUUID();
    const words = t.paragraphs.reduce((n, p) => n + p.text.split(/\s+/).length, 0);
    await tx.insert(studyPathTopics).values({
      id: topicId,
      pathId,
      userId,
      position: position + i,
      title: t.title,
      summary: summaryOf(t),
      content: lessonOf(t),
      level: 'beginner',
      estimatedMinutes: Math.min(240, Math.max(5, Math.round(words / 150) * 5)),
      createdAt: at,
    });
    if (t.subtopics.length) {
      await tx.insert(studyPathSubtopics).values(
        t.subtopics.map((sub, k) => ({
          id: crypto.randomUUID(),
          topicId,
          pathId,
          userId,
          position: k,
          title: sub.title,
          firstPage: sub.page,
        })),
      );
    }
    await insertTopicSources(tx, userId, pathId, topicId, t.title, t.doc, t.paragraphs, 1, at);
  }
  report(
    'indexing',
    topics.length,
    topics.length,
    `Indexed ${topics.length} ${topics.length === 1 ? 'topic' : 'topics'}`,
  );
}

/** One source per page run of the paragraphs (titled 'doc, p. N'), numbered from `first`. Returns the next number. */
async function insertTopicSources(
  tx: Tx,
  userId: string,
  pathId: string,
  topicId: string,
  heading: string,
  doc: Pick<ReadDocument, 'title' | 'fileKey' | 'url'>,
  paragraphs: readonly { text: string; page: number | null }[],
  first: number,
  at: Date,
): Promise<number> {
  const groups: { page: number | null; texts: string[] }[] = [];
  for (const p of paragraphs) {
    const last = groups[groups.length - 1];
    if (last && last.page === p.page) last.texts.push(p.text);
    else groups.push({ page: p.page, texts: [p.text] });
  }
  let n = first;
  for (const g of groups) {
    const id = sourceId(topicId, n++);
    const title = (g.page !== null ? `${doc.title}, p. ${g.page}` : doc.title).slice(0, 500);
    const url = doc.fileKey
      ? `${servedPdfUrl(doc.fileKey)}${g.page !== null ? `#page=${g.page}` : ''}`
      : (doc.url ?? null);
    await tx.insert(knowledgeSources).values({
      id,
      kind: 'upload',
      ownerId: userId,
      certificationId: null,
      catalogueTopicId: null,
      pathId,
      title,
      url,
      heading,
      checksum: createHash('sha256').update(g.texts.join('\n\n')).digest('hex'),
      updatedAt: at,
    });
    await tx.insert(knowledgePassages).values(
      g.texts.map((text, i) => ({
        id: `${id}:${i + 1}`,
        sourceId: id,
        position: i + 1,
        heading,
        text: text.slice(0, 20_000),
      })),
    );
  }
  return n;
}

async function planTopics(
  deps: AppDeps,
  userId: string,
  input: MaterialInput,
  stored: Stored[],
  report: ProgressReport,
): Promise<PlannedTopic[]> {
  checkMaterial(input);
  const limit = await hitRateLimit(deps.database, MATERIAL_LIMIT, userId, deps.now());
  if (!limit.allowed)
    throw new AppError(429, M.tooManyRequests, 'rate_limited', undefined, limit.retryAfterSeconds);
  const docs = await readDocuments(deps, userId, input, stored, report);
  report('outlining', 0, docs.length, 'Finding the headings');
  const topics = docs.flatMap((doc) => outlineDocument(doc).map((t) => ({ ...t, doc })));
  const empty = docs.find((d) => !topics.some((t) => t.doc === d));
  if (empty) throw new AppError(422, M.noText(empty.title), 'no_text');
  report(
    'outlining',
    docs.length,
    docs.length,
    `Found ${topics.length} ${topics.length === 1 ? 'topic' : 'topics'}`,
  );
  return topics;
}

/** Runs `work`; when it fails, the files it stored are released (nothing is left behind). */
async function withStoredFiles<T>(
  deps: AppDeps,
  userId: string,
  work: (stored: Stored[]) => Promise<T>,
): Promise<T> {
  const stored: Stored[] = [];
  try {
    return await work(stored);
  } catch (error) {
    for (const s of stored) await undoStoredFile(deps, userId, s.key, s.granted).catch(() => undefined);
    throw error;
  }
}

/** Creates a path whose topics are the material's headings, makes it active and returns it. */
export async function createPathFromMaterial(
  deps: AppDeps,
  userId: string,
  input: MaterialInput,
  report: ProgressReport = () => undefined,
): Promise<StudyPath> {
  return withStoredFiles(deps, userId, async (stored) => {
    const topics = await planTopics(deps, userId, input, stored, report);
    if (topics.length > OWN_MATERIAL_LIMITS.maxTopics)
      throw new AppError(422, M.tooManyTopics, 'too_many_topics');
    const at = deps.now();
    const pathId = crypto.randomUUID();
    const docs = [...new Set(topics.map((t) => t.doc))];
    // named after the first document: the student's name for the path, else its own title, else its file name tidied
    const first = docs[0];
    const name = firstCodePoints(
      input.fields.name || first?.ownTitle || (first && tidyFileName(first.title)) || 'My material',
      OWN_MATERIAL_LIMITS.titleMax,
    );
    await deps.database.db.transaction(async (tx) => {
      await tx.insert(studyPaths).values({
        id: pathId,
        userId,
        name,
        type: 'custom',
        // the subject the material plainly is (nursing notes study in the Nursing mode), else general
        domainCode: materialLearningMode(docs.map((d) => d.text).join('\n\n')) ?? 'general',
        description: `Built from ${[...new Set(docs.map((d) => d.title))].join(', ')}`.slice(0, 4_000),
        difficulty: 'beginner',
        createdAt: at,
        lastAccessedAt: at,
      });
      await insertTopics(tx, userId, pathId, topics, 0, at, report);
      await tx
        .update(studyPaths)
        .set({ isActive: sql`(${studyPaths.id} = ${pathId})` })
        .where(eq(studyPaths.userId, userId));
    });
    await queuePassageEmbedding(deps);
    return studyPathView(deps, userId, pathId);
  });
}

/** Adds the material's headings as topics at the end of one of the user's paths (any kind, e.g. NCLEX-RN). */
export async function addMaterialToPath(
  deps: AppDeps,
  userId: string,
  pathId: string,
  input: MaterialInput,
  report: ProgressReport = () => undefined,
): Promise<{ studyPath: StudyPath; topicsAdded: number }> {
  const path = await ownedPath(deps, userId, pathId);
  return withStoredFiles(deps, userId, async (stored) => {
    const topics = await planTopics(deps, userId, input, stored, report);
    const at = deps.now();
    await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ last: max(studyPathTopics.position) })
        .from(studyPathTopics)
        .where(eq(studyPathTopics.pathId, path.id));
      const existing = (
        await tx
          .select({ id: studyPathTopics.id })
          .from(studyPathTopics)
          .where(eq(studyPathTopics.pathId, path.id))
      ).length;
      if (existing + topics.length > OWN_MATERIAL_LIMITS.maxTopics)
        throw new AppError(422, M.tooManyTopics, 'too_many_topics');
      await insertTopics(tx, userId, path.id, topics, (row?.last ?? -1) + 1, at, report);
    });
    await queuePassageEmbedding(deps);
    return { studyPath: await studyPathView(deps, userId, path.id), topicsAdded: topics.length };
  });
}

/** The indexed passages of a topic built from the student's material, in reading order (empty for other topics). */
export async function materialPassages(
  deps: Pick<AppDeps, 'database'>,
  owned: Pick<OwnedTopic, 'topic'>,
): Promise<KnowledgePassage[]> {
  return passagesInOrder(
    deps,
    'upload',
    and(
      like(knowledgeSources.id, `${sourcePrefix(owned.topic.id)}%`),
      eq(knowledgeSources.ownerId, owned.topic.userId),
    ),
    [asc(knowledgeSources.id), asc(knowledgePassages.position)],
    300,
  );
}

export { sourcePrefix as materialSourcePrefix, insertTopicSources };
