/**
 * Saved articles (spec 3 §3, §4 "Save flow"): saving checks and stores the PDF, records its metadata and extracts
 * its text (word count, pages, timing). research_saved_articles is the only store (ADR 018): the essay's
 * saved_articles list, article count and export read it, and each save or removal bumps the essay's version in
 * the same transaction, so live updates see it too.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { researchSavedArticles } from '../../db/schema/research';
import { AppError, badRequest } from '../../http/errors';
import { PdfExtractionError } from '../../lib/pdf/pdf-extractor';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import { normalizeWorkId } from '../../../shared/research/ids';
import { bestPdfUrl } from '../../../shared/research/pdf-access';
import {
  type CitationDetails,
  type SaveArticleRequest,
  type SavedArticle,
} from '../../../shared/schemas/research';
import { libraryWorkForSave } from '../../lib/scholar/sample-library/library';
import type { saveArticleRequestSchema } from '../../../shared/schemas/research';
import type { z } from 'zod';
import { changeEssayArticles, otherArticleCount, savingTime } from '../essays/essay-articles';
import { ownedArticle, ownedEssay, type SavedArticleRow } from './essay-access';
import {
  keyFromFilename,
  obtainPdf,
  pdfFilename,
  readStoredPdf,
  servedPdfUrl,
  userMayReadFile,
  type PdfRefused,
} from './pdf-files';
import { cleanJson, cleanText } from '../../../shared/validation/clean-text';
import { RESEARCH_LIMITS } from '../../../shared/limits';

type SaveInput = z.output<typeof saveArticleRequestSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API shape of a saved article (spec 3 §3), with fallbacks for title and authors. */
export function toSavedArticle(row: SavedArticleRow, options: { includeText?: boolean } = {}): SavedArticle {
  return {
    id: row.workId,
    essay_id: row.essayId,
    title: row.title || M.untitled,
    display_name: row.displayName || row.title || M.untitled,
    authors: row.authors || M.unknownAuthor,
    year: row.year,
    doi: row.doi,
    url: row.url,
    abstract: row.abstract,
    cited_by_count: row.citedByCount,
    relevance_score: row.relevanceScore,
    saved_at: row.savedAt.toISOString(),
    primary_location: row.primaryLocation,
    open_access: row.openAccess,
    locations: row.locations,
    pdf_filename: row.pdfFileKey ? pdfFilename(row.pdfFileKey) : null,
    pdf_url: row.pdfFileKey ? servedPdfUrl(row.pdfFileKey) : null,
    pdf_original_url: row.pdfOriginalUrl,
    pdf_downloaded_at: iso(row.pdfDownloadedAt),
    pdf_metadata: row.pdfMetadata,
    ...(options.includeText ? { extracted_text: row.extractedText } : {}),
    has_extracted_text: Boolean(row.extractedText),
    text_word_count: row.textWordCount,
    text_pages: row.textPages,
    text_extracted_at: iso(row.textExtractedAt),
    text_extraction_time: row.textExtractionTime,
    text_extraction_success: row.textExtractionSuccess,
    text_extraction_error: row.textExtractionError,
    text_quality: row.textQuality,
    sections: row.sections,
    sections_analyzed: row.sectionsAnalyzed,
    sections_analysis_date: iso(row.sectionsAnalysisDate),
    relation_analysis: row.relationAnalysis,
    citation: row.citation,
  };
}

function authorsOf(input: SaveInput): string {
  const list = input.authors ?? input.authorships;
  if (typeof list === 'string') return list.trim();
  if (!Array.isArray(list)) return '';
  return list
    .map((a) => (typeof a === 'string' ? a : (a.author?.display_name ?? '')))
    .map((a) => a.trim())
    .filter(Boolean)
    .join(', ');
}

/** The citation details a save request sent, every field present (null when it sent none). */
function citationDetails(input: SaveInput['citation']): CitationDetails | null {
  if (!input) return null;
  const details: CitationDetails = {
    type: input.type ?? null,
    container: input.container ?? null,
    volume: input.volume ?? null,
    issue: input.issue ?? null,
    pages: input.pages ?? null,
    publisher: input.publisher ?? null,
  };
  return Object.values(details).some((v) => v !== null) ? details : null;
}

export class PdfUnavailableError extends AppError {
  constructor(public readonly refused: PdfRefused) {
    super(refused.status === 413 ? 413 : 422, M.pdfNotAccessible, 'pdf_not_accessible', {
      pdf: refused.error,
    });
    this.name = 'PdfUnavailableError';
  }
}

interface TextOutcome {
  extractedText: string | null;
  textWordCount: number | null;
  textPages: number | null;
  textExtractedAt: Date;
  textExtractionTime: number | null;
  textExtractionSuccess: boolean;
  textExtractionError: string | null;
  textQuality: { poor: boolean; reason?: string } | null;
  info: { title?: string; author?: string };
}

/** Text extraction of a stored PDF; a failure is an outcome (stored with the article), never an exception. */
export async function extractStoredText(deps: AppDeps, key: string, userId: string): Promise<TextOutcome> {
  const started = performance.now();
  try {
    const bytes = await readStoredPdf(deps.storage, key);
    const result = await deps.pdf.extract(bytes, { owner: userId });
    // A broken text layer can hold NUL and lone surrogates, which PostgreSQL refuses: cleaned like user input.
    const info = cleanJson(result.info) as typeof result.info;
    return {
      extractedText: cleanText(result.text.slice(0, RESEARCH_LIMITS.maxStoredTextChars)),
      textWordCount: result.wordCount,
      textPages: result.pages,
      textExtractedAt: deps.now(),
      textExtractionTime: result.extractionTime,
      textExtractionSuccess: true,
      textExtractionError: null,
      textQuality: result.quality.reason
        ? { poor: result.quality.poor, reason: result.quality.reason }
        : { poor: result.quality.poor },
      info,
    };
  } catch (error) {
    const message = error instanceof PdfExtractionError ? error.message : M.extractFailed;
    if (!(error instanceof PdfExtractionError))
      deps.logger.warn({ err: error, key }, 'text extraction failed');
    return {
      extractedText: null,
      textWordCount: null,
      textPages: null,
      textExtractedAt: deps.now(),
      textExtractionTime: Math.round(performance.now() - started),
      textExtractionSuccess: false,
      textExtractionError: message,
      textQuality: null,
      info: {},
    };
  }
}

const tooManyArticles = () =>
  new AppError(409, M.tooManyArticles(RESEARCH_LIMITS.maxSavedArticles), 'too_many_articles');

/** Saves an article to the essay: PDF check and storage, metadata, text extraction (spec 3 §4 "Save flow"). */
export async function saveArticle(
  deps: AppDeps,
  userId: string,
  essayId: string,
  input: SaveArticleRequest & SaveInput,
): Promise<SavedArticle> {
  const essay = await ownedEssay(deps, userId, essayId);
  const workId = normalizeWorkId(input.id);
  if (!workId) throw badRequest(M.articleIdInvalid, { id: M.articleIdInvalid });
  const existing = await deps.database.db
    .select()
    .from(researchSavedArticles)
    .where(and(eq(researchSavedArticles.essayId, essay.id), eq(researchSavedArticles.workId, workId)))
    .limit(1);
  const before = existing[0];
  // a library work's search result carries a snippet of its abstract and no locations: saved whole
  const fromLibrary = await libraryWorkForSave(
    { database: deps.database, baseUrl: deps.env.baseUrl },
    workId,
    userId,
  );
  if (!before) {
    const [{ n } = { n: 0 }] = await deps.database.db
      .select({ n: count() })
      .from(researchSavedArticles)
      .where(eq(researchSavedArticles.essayId, essay.id));
    // checked again under the essay's lock below; this spares fetching a PDF that cannot be saved
    if (n >= RESEARCH_LIMITS.maxSavedArticles) throw tooManyArticles();
  }

  // The PDF: one already stored for this user, or the best address of the work (spec 3 §5).
  let key: string | null = null;
  let size = 0;
  let sourceUrl: string | null = null;
  const storedKey = input.pdf_filename ? keyFromFilename(input.pdf_filename) : null;
  if (storedKey && (await userMayReadFile(deps, userId, storedKey))) {
    key = storedKey;
  } else {
    const url =
      input.bestPdfUrl?.trim() ||
      bestPdfUrl({
        url: input.url ?? null,
        primary_location: input.primary_location ?? null,
        best_oa_location: input.best_oa_location ?? null,
        open_access: input.open_access ?? null,
        locations: input.locations ?? null,
      });
    if (!url) throw new AppError(422, M.noPdfUrl, 'no_pdf_url');
    const got = await obtainPdf(deps, userId, url);
    if (!got.ok) throw new PdfUnavailableError(got);
    key = got.key;
    size = got.size;
    sourceUrl = got.sourceUrl ?? url;
  }
  const sameFile = before?.pdfFileKey === key && before.textExtractionSuccess === true;
  const text = sameFile ? null : await extractStoredText(deps, key, userId);
  if (!size) size = (await readStoredPdf(deps.storage, key)).length;
  const now = deps.now();
  const title = (input.title ?? input.display_name ?? '').trim();
  const values = {
    title,
    displayName: (input.display_name ?? input.title ?? '').trim(),
    authors: authorsOf(input),
    year: input.year ?? input.publication_year ?? null,
    doi: input.doi ?? null,
    url: input.url ?? null,
    abstract: fromLibrary?.abstract || (input.abstract ?? ''),
    citedByCount: input.cited_by_count ?? 0,
    relevanceScore: input.relevance_score ?? null,
    primaryLocation: (input.primary_location ?? null) as Record<string, unknown> | null,
    openAccess: (input.open_access ?? null) as Record<string, unknown> | null,
    locations: input.locations?.length ? input.locations : (fromLibrary?.locations ?? []),
    citation: citationDetails(input.citation),
    pdfFileKey: key,
    pdfOriginalUrl: sourceUrl ?? before?.pdfOriginalUrl ?? null,
    pdfDownloadedAt: now,
    updatedAt: now,
    ...(text
      ? {
          pdfMetadata: {
            size,
            pages: text.textPages,
            title: text.info.title ?? null,
            author: text.info.author ?? null,
          },
          extractedText: text.extractedText,
          textWordCount: text.textWordCount,
          textPages: text.textPages,
          textExtractedAt: text.textExtractedAt,
          textExtractionTime: text.textExtractionTime,
          textExtractionSuccess: text.textExtractionSuccess,
          textExtractionError: text.textExtractionError,
          textQuality: text.textQuality,
          // a new file means new text: earlier sections and analysis no longer apply
          sections: [],
          sectionsAnalyzed: false,
          sectionsAnalysisDate: null,
          relationAnalysis: null,
          analysisStatus: 'none' as const,
        }
      : {}),
  };
  const done = await changeEssayArticles(deps, { essayId: essay.id, userId }, async (tx) => {
    // the limit, counted under the essay's lock: parallel saves from any side cannot pass it
    if ((await otherArticleCount(tx, essay.id, [workId])) >= RESEARCH_LIMITS.maxSavedArticles)
      throw tooManyArticles();
    const savedAt = await savingTime(tx, essay.id, now);
    const [row] = await tx
      .insert(researchSavedArticles)
      .values({ id: crypto.randomUUID(), essayId: essay.id, userId, workId, savedAt, ...values })
      .onConflictDoUpdate({
        target: [researchSavedArticles.essayId, researchSavedArticles.workId],
        set: values,
      })
      .returning();
    return row as SavedArticleRow;
  });
  if (!done) throw new AppError(404, M.essayNotFound(essayId.slice(0, 200)), 'essay_not_found');
  return toSavedArticle(done.result);
}

export async function listSavedArticles(
  deps: AppDeps,
  userId: string,
  essayId: string,
  options: { includeText?: boolean } = {},
): Promise<SavedArticle[]> {
  const essay = await ownedEssay(deps, userId, essayId);
  const rows = await deps.database.db
    .select()
    .from(researchSavedArticles)
    .where(and(eq(researchSavedArticles.essayId, essay.id), eq(researchSavedArticles.userId, userId)))
    .orderBy(asc(researchSavedArticles.savedAt), asc(researchSavedArticles.id));
  return rows.map((r) => toSavedArticle(r, options));
}

export async function removeArticle(
  deps: AppDeps,
  userId: string,
  essayId: string,
  articleId: string,
): Promise<void> {
  const { essay, article } = await ownedArticle(deps, userId, essayId, articleId);
  const done = await changeEssayArticles(deps, { essayId: essay.id, userId }, (tx) =>
    tx
      .delete(researchSavedArticles)
      .where(eq(researchSavedArticles.id, article.id))
      .returning({ id: researchSavedArticles.id }),
  );
  if (!done?.result.length)
    throw new AppError(
      404,
      M.articleNotFound(articleId.slice(0, 200), essayId.slice(0, 200)),
      'article_not_found',
    );
}

/** POST update-article-pdf: points a saved article at a stored PDF the user may read. */
export async function updateArticlePdf(
  deps: AppDeps,
  userId: string,
  input: {
    essayId: string;
    articleId: string;
    pdfFilename: string;
    originalUrl?: string | undefined;
    pdfUrl?: string | undefined;
  },
): Promise<SavedArticle> {
  const { article } = await ownedArticle(
    deps,
    userId,
    input.essayId,
    normalizeWorkId(input.articleId) ?? input.articleId,
  );
  const key = keyFromFilename(input.pdfFilename);
  if (!key || !(await userMayReadFile(deps, userId, key)))
    throw new AppError(404, M.fileNotFound, 'file_not_found');
  const now = deps.now();
  const changes: Partial<typeof researchSavedArticles.$inferInsert> = {
    pdfFileKey: key,
    pdfOriginalUrl: input.originalUrl ?? article.pdfOriginalUrl,
    pdfDownloadedAt: now,
    updatedAt: now,
  };
  if (article.pdfFileKey !== key) {
    const text = await extractStoredText(deps, key, userId);
    Object.assign(changes, {
      extractedText: text.extractedText,
      textWordCount: text.textWordCount,
      textPages: text.textPages,
      textExtractedAt: text.textExtractedAt,
      textExtractionTime: text.textExtractionTime,
      textExtractionSuccess: text.textExtractionSuccess,
      textExtractionError: text.textExtractionError,
      textQuality: text.textQuality,
    });
  }
  const [row] = await deps.database.db
    .update(researchSavedArticles)
    .set(changes)
    .where(eq(researchSavedArticles.id, article.id))
    .returning();
  return toSavedArticle(row as SavedArticleRow);
}
