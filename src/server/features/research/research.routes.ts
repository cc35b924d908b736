/**
 * Research routes (spec 3 §7 and the search for the research modal). Every route needs a signed-in user; every
 * essay, article and file id is checked against that user (another user's id answers 404). AI routes go through
 * `aiAccess()`; their use cases (`research-ai.service.ts`) charge one demo prompt once the input is valid.
 *
 *   GET    /api/research/config                                   → { source, maxPdfBytes, perPageMax }
 *   GET    /api/research/works?search=&page=&per_page=&sort=&filter=&cursor=   → WorksResponse (OpenAlex shape + source)
 *   POST   /api/research/uploads (multipart: file, title, authors, year, abstract) → { success, work }
 *   GET    /api/research/uploads                                  → { works }
 *   DELETE /api/research/uploads/:id                              → { success }
 *   GET    /api/research/library/:id/pdf                          → the library work's PDF (ranges)
 *   POST   /api/research/citations { work }                       → { success, citations: { apa, mla, chicago: { text, html } } }
 *   POST   /api/pdf-management/fetch-pdf { url }                  → { success, pdfUrl, filename, size, status } | { success:false, error, blocked, details, status, kind }
 *   POST   /api/pdf-management/test-pdf-download { url, workId }  → { success, error?, kind?, filename?, pdfUrl? }
 *   POST   /api/pdf-management/update-article-pdf { articleId, essayId, pdfFilename, pdfUrl?, originalUrl? } → { success, article }
 *   GET    /api/pdf-management/serve-pdf/:filename                → the PDF (owner only, ranges, ETag)
 *   POST   /api/text-extraction/extract-text { url }              → { success, text, wordCount, pages, totalPages, extractionTime, quality } | { success:false, error }
 *   POST   /api/essays/:essayId/save-article { …work, bestPdfUrl } → { success, article }
 *   GET    /api/essays/:essayId/saved-articles[?include=text]     → { success, articles }
 *   GET    /api/essays/:essayId/saved-articles/export?format=bibtex|ris → the saved articles as a .bib / .ris download
 *   DELETE /api/essays/:essayId/saved-articles/:articleId         → { success }
 *   POST   /api/integrated-article-analysis/analyze { articleId, essayId, essayData? } → { success, analysisState, article, errors }
 *   POST   /api/integrated-article-analysis/extract-sections { articleId, essayId, essayData? } → { success, sections }
 *   POST   /api/integrated-article-analysis/analyze-all { essayId, essayData? } → { success, analysisState }
 *   GET    /api/integrated-article-analysis/state/:essayId        → { success, analysisState | null }
 *   DELETE /api/integrated-article-analysis/state/:essayId        → { success }
 *   GET    /api/integrated-article-analysis/progress/:essayId     → { success, progress }
 *   GET    /api/integrated-article-analysis/events/:essayId       → SSE: analysis.progress events
 *   GET    /api/integrated-article-analysis/status/:articleId?essayId= → { success, analysis, analysisStatus, sections, sectionsAnalyzed }
 *   GET    /api/integrated-article-analysis/section-text/:articleId/:sectionId?essayId= → { success, text, start, end, length }
 *   POST   /api/integrated-article-analysis/diagnose-boundaries { essayId, articleId, sectionStart, sectionEnd } → { success, diagnosis }
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError, badRequest } from '../../http/errors';
import { jsonBody, queryInput } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { PdfExtractionError } from '../../lib/pdf/pdf-extractor';
import { sseChannel } from '../../lib/realtime/sse';
import { ensureLibraryPdf } from '../../lib/scholar/sample-library/library';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import { AI_LIMITS, RESEARCH_LIMITS } from '../../../shared/limits';
import { cleanText } from '../../../shared/validation/clean-text';
import {
  analysisProgressResponseSchema,
  analysisStateSchema,
  analyzeAllRequestSchema,
  analyzeArticleResponseSchema,
  articleSectionsResponseSchema,
  articleStatusResponseSchema,
  analyzeRequestSchema,
  citationRequestSchema,
  citationResponseSchema,
  diagnoseRequestSchema,
  diagnosisSchema,
  extractArticleSectionsRequestSchema,
  extractTextRequestSchema,
  extractTextResponseSchema,
  type FetchPdfResponse,
  fetchPdfRequestSchema,
  fetchPdfResponseSchema,
  researchConfigResponseSchema,
  saveArticleRequestSchema,
  savedArticleSchema,
  savedArticlesResponseSchema,
  sectionTextResponseSchema,
  successResponseSchema,
  updateArticlePdfRequestSchema,
  uploadFieldsSchema,
  uploadsResponseSchema,
  uploadWorkResponseSchema,
  worksQuerySchema,
  worksResponseSchema,
} from '../../../shared/schemas/research';
import { requireUser } from '../accounts/session';
import { signedIn } from '../accounts/signed-in';
import { aiAccess, reportPromptsUsed } from '../ai/ai-access';
import { ownedEssay } from './essay-access';
import { articleStatus } from './article-analysis.service';
import { clearAnalysisState, getAnalysisState, researchTopic } from './analysis-run.service';
import { diagnose, sectionText } from './section-bounds.service';
import { analyzeAllArticles, analyzeArticle, extractArticleSections } from './research-ai.service';
import {
  keyFromFilename,
  obtainPdf,
  pdfFilename,
  readStoredPdf,
  servedPdfUrl,
  servePdf,
  userMayReadFile,
} from './pdf-files';
import { listSavedArticles, removeArticle, saveArticle, updateArticlePdf } from './saved-articles.service';
import { deleteUpload, listUploads, searchWorks, uploadWork } from './works.service';
import { citationsFor, EXPORT_FORMATS, exportSavedArticles } from './citations.service';

const limitJson = bodyLimit({
  maxSize: RESEARCH_LIMITS.maxBodyBytes,
  onError: () => {
    throw new AppError(
      413,
      `The request is too large (the limit is ${RESEARCH_LIMITS.maxBodyBytes / 1024} KB).`,
      'too_large',
    );
  },
});
const limitUpload = bodyLimit({
  maxSize: RESEARCH_LIMITS.maxUploadBodyBytes,
  onError: () => {
    throw new AppError(413, M.pdfTooLarge, 'too_large');
  },
});
const access = aiAccess({ maxBodyBytes: AI_LIMITS.maxBodyBytes });

const essayQuery = z.object({
  essayId: z.string({ error: 'essayId is required.' }).min(1, { error: 'essayId is required.' }).max(200),
});

const exportQuery = z.object({
  format: z.enum(['bibtex', 'ris'], { error: 'format must be bibtex or ris.' }),
});

const articleResponse = z.object({ success: z.literal(true), article: savedArticleSchema });
const analysisStateResponse = z.object({ success: z.literal(true), analysisState: analysisStateSchema });
const diagnosisResponse = z.object({ success: z.literal(true), diagnosis: diagnosisSchema });

/** A PDF call's answer, typed as the shared response (so the web client sees one shape, not each literal). */
const answer = (body: FetchPdfResponse): FetchPdfResponse => body;

async function withPdf(c: Context<AppEnv>, url: string) {
  const user = await requireUser(c);
  return { user, outcome: await obtainPdf(c.var.deps, user.id, url) };
}

export const researchRoutes = new Hono<AppEnv>()
  // ───────────── search, uploads, library PDFs ─────────────
  .get('/research/config', responds(researchConfigResponseSchema), async (c) => {
    await requireUser(c);
    return c.json({
      source: c.var.deps.scholar.label,
      maxPdfBytes: RESEARCH_LIMITS.maxPdfBytes,
      perPageMax: 200,
    });
  })
  .get(
    '/research/works',
    signedIn,
    queryInput(worksQuerySchema),
    responds(worksResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      return c.json(await searchWorks(c.var.deps, user.id, query));
    },
  )
  .post('/research/uploads', limitUpload, responds(uploadWorkResponseSchema), async (c) => {
    const user = await requireUser(c);
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest(M.uploadNeedsPdf);
    }
    const file = form.file;
    if (!(file instanceof File)) throw badRequest(M.uploadNeedsPdf, { file: M.uploadNeedsPdf });
    const text = (v: unknown) => (typeof v === 'string' ? cleanText(v) : undefined);
    const parsed = uploadFieldsSchema.safeParse({
      title: text(form.title),
      authors: text(form.authors),
      year: text(form.year),
      abstract: text(form.abstract),
      type: text(form.type),
      container: text(form.container),
      volume: text(form.volume),
      issue: text(form.issue),
      pages: text(form.pages),
      publisher: text(form.publisher),
      doi: text(form.doi),
    });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw badRequest(first?.message ?? M.uploadNeedsTitle, {
        [String(first?.path[0] ?? 'title')]: first?.message ?? '',
      });
    }
    const work = await uploadWork(
      c.var.deps,
      user.id,
      { bytes: new Uint8Array(await file.arrayBuffer()) },
      parsed.data,
    );
    return c.json({ success: true, work }, 201);
  })
  .get('/research/uploads', responds(uploadsResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ works: await listUploads(c.var.deps, user.id) });
  })
  .delete('/research/uploads/:id', responds(successResponseSchema), async (c) => {
    const user = await requireUser(c);
    await deleteUpload(c.var.deps, user.id, c.req.param('id'));
    return c.json({ success: true });
  })
  .get('/research/library/:id/pdf', async (c) => {
    const user = await requireUser(c);
    const pdf = await ensureLibraryPdf(c.var.deps, c.req.param('id'), user.id);
    if (!pdf) throw new AppError(404, M.fileNotFound, 'file_not_found');
    return servePdf(c, pdf.key, pdf.title);
  })
  .post(
    '/research/citations',
    limitJson,
    signedIn,
    jsonBody(citationRequestSchema),
    responds(citationResponseSchema),
    async (c) => {
      const { work } = c.req.valid('json');
      return c.json({ success: true, citations: citationsFor(work) });
    },
  )
  // ───────────── PDF management ─────────────
  .post(
    '/pdf-management/fetch-pdf',
    limitJson,
    jsonBody(fetchPdfRequestSchema),
    responds(fetchPdfResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { outcome } = await withPdf(c, input.url);
      if (!outcome.ok) {
        const { status, ...failure } = outcome;
        return c.json(
          answer({
            success: false,
            error: failure.error,
            details: failure.details,
            blocked: failure.blocked,
            kind: failure.kind,
            status,
          }),
          status,
        );
      }
      return c.json(
        answer({
          success: true,
          pdfUrl: servedPdfUrl(outcome.key),
          filename: pdfFilename(outcome.key),
          size: outcome.size,
          status: 200,
        }),
      );
    },
  )
  .post(
    '/pdf-management/test-pdf-download',
    limitJson,
    jsonBody(fetchPdfRequestSchema),
    responds(fetchPdfResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { outcome } = await withPdf(c, input.url);
      if (!outcome.ok)
        return c.json(
          answer({
            success: false,
            error: outcome.error,
            details: outcome.details,
            kind: outcome.kind,
            status: outcome.status,
          }),
        );
      return c.json(
        answer({
          success: true,
          filename: pdfFilename(outcome.key),
          pdfUrl: servedPdfUrl(outcome.key),
          size: outcome.size,
        }),
      );
    },
  )
  .post(
    '/pdf-management/update-article-pdf',
    limitJson,
    signedIn,
    jsonBody(updateArticlePdfRequestSchema),
    responds(articleResponse),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return c.json({ success: true, article: await updateArticlePdf(c.var.deps, user.id, input) });
    },
  )
  .get('/pdf-management/serve-pdf/:filename', async (c) => {
    const user = await requireUser(c);
    const key = keyFromFilename(c.req.param('filename'));
    if (!key || !(await userMayReadFile(c.var.deps, user.id, key)))
      throw new AppError(404, M.fileNotFound, 'file_not_found');
    return servePdf(c, key, key);
  })
  // ───────────── text extraction ─────────────
  .post(
    '/text-extraction/extract-text',
    limitJson,
    jsonBody(extractTextRequestSchema),
    responds(extractTextResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const { user, outcome } = await withPdf(c, input.url);
      if (!outcome.ok)
        return c.json(
          { success: false, error: outcome.error, details: outcome.details, kind: outcome.kind },
          outcome.status,
        );
      try {
        const result = await c.var.deps.pdf.extract(await readStoredPdf(c.var.deps.storage, outcome.key), {
          owner: user.id,
        });
        return c.json({
          success: true,
          text: result.text,
          wordCount: result.wordCount,
          pages: result.pages,
          totalPages: result.totalPages,
          extractionTime: result.extractionTime,
          quality: result.quality,
          info: result.info,
        });
      } catch (error) {
        if (error instanceof PdfExtractionError)
          return c.json(
            { success: false, error: error.message, code: error.code, reason: error.reason },
            422,
          );
        throw error;
      }
    },
  )
  // ───────────── saved articles ─────────────
  .post(
    '/essays/:essayId/save-article',
    limitJson,
    signedIn,
    jsonBody(saveArticleRequestSchema),
    responds(articleResponse),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      const article = await saveArticle(c.var.deps, user.id, c.req.param('essayId'), input);
      return c.json({ success: true, article });
    },
  )
  .get('/essays/:essayId/saved-articles', responds(savedArticlesResponseSchema), async (c) => {
    const user = await requireUser(c);
    const includeText = c.req.query('include') === 'text';
    return c.json({
      success: true,
      articles: await listSavedArticles(c.var.deps, user.id, c.req.param('essayId'), { includeText }),
    });
  })
  .get('/essays/:essayId/saved-articles/export', signedIn, queryInput(exportQuery), async (c) => {
    const user = await requireUser(c);
    const { format } = c.req.valid('query');
    const essay = await ownedEssay(c.var.deps, user.id, c.req.param('essayId'));
    const body = exportSavedArticles(await listSavedArticles(c.var.deps, user.id, essay.id), format);
    const { extension, contentType } = EXPORT_FORMATS[format];
    const name =
      (essay.title || 'essay')
        .replace(/[^\w.-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'essay';
    return c.body(body, 200, {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${name}-articles.${extension}"`,
      'Cache-Control': 'no-store',
    });
  })
  .delete('/essays/:essayId/saved-articles/:articleId', responds(successResponseSchema), async (c) => {
    const user = await requireUser(c);
    await removeArticle(c.var.deps, user.id, c.req.param('essayId'), c.req.param('articleId'));
    return c.json({ success: true });
  })
  // ───────────── analysis ─────────────
  .post(
    '/integrated-article-analysis/analyze',
    access,
    jsonBody(analyzeRequestSchema),
    responds(analyzeArticleResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      const { value: result, promptsUsed } = await analyzeArticle(c.var.deps, user, input, c.req.raw.signal);
      reportPromptsUsed(c, promptsUsed);
      return c.json({
        success: result.status === 'completed',
        analysisState: result.status,
        article: result.article,
        errors: result.errors,
      });
    },
  )
  .post(
    '/integrated-article-analysis/extract-sections',
    access,
    jsonBody(extractArticleSectionsRequestSchema),
    responds(articleSectionsResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      const { value: sections, promptsUsed } = await extractArticleSections(
        c.var.deps,
        user,
        input,
        c.req.raw.signal,
      );
      reportPromptsUsed(c, promptsUsed);
      return c.json({ success: true, sections });
    },
  )
  .post(
    '/integrated-article-analysis/analyze-all',
    access,
    jsonBody(analyzeAllRequestSchema),
    responds(analysisStateResponse),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      const { value: analysisState, promptsUsed } = await analyzeAllArticles(c.var.deps, user, input);
      reportPromptsUsed(c, promptsUsed);
      return c.json({ success: true, analysisState });
    },
  )
  .get(
    '/integrated-article-analysis/state/:essayId',
    responds(analysisStateResponse.extend({ analysisState: analysisStateSchema.nullable() })),
    async (c) => {
      const user = await requireUser(c);
      return c.json({
        success: true,
        analysisState: await getAnalysisState(c.var.deps, user.id, c.req.param('essayId')),
      });
    },
  )
  .delete('/integrated-article-analysis/state/:essayId', responds(successResponseSchema), async (c) => {
    const user = await requireUser(c);
    await clearAnalysisState(c.var.deps, user.id, c.req.param('essayId'));
    return c.json({ success: true });
  })
  .get(
    '/integrated-article-analysis/progress/:essayId',
    responds(analysisProgressResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const state = await getAnalysisState(c.var.deps, user.id, c.req.param('essayId'));
      return c.json({
        success: true,
        progress: state
          ? {
              currentArticleIndex: state.currentArticleIndex,
              totalArticlesToAnalyze: state.totalArticlesToAnalyze,
              isAnalyzing: state.isAnalyzing,
              message: state.message,
            }
          : { currentArticleIndex: 0, totalArticlesToAnalyze: 0, isAnalyzing: false, message: '' },
      });
    },
  )
  .get('/integrated-article-analysis/events/:essayId', async (c) => {
    const user = await requireUser(c);
    const { deps } = c.var;
    const essay = await ownedEssay(deps, user.id, c.req.param('essayId'));
    return sseChannel(
      c,
      async (channel) => {
        const state = await getAnalysisState(deps, user.id, essay.id);
        channel.send({ type: 'analysis.ready', essayId: essay.id, analysisState: state });
        return deps.realtime.subscribe(researchTopic(essay.id), (message) => {
          channel.send(message ?? { type: 'analysis.resync', essayId: essay.id });
        });
      },
      { heartbeatMs: deps.realtime.heartbeatMs },
    );
  })
  .get(
    '/integrated-article-analysis/status/:articleId',
    signedIn,
    queryInput(essayQuery),
    responds(articleStatusResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { essayId } = c.req.valid('query');
      return c.json({
        success: true,
        ...(await articleStatus(c.var.deps, user.id, essayId, c.req.param('articleId'))),
      });
    },
  )
  .get(
    '/integrated-article-analysis/section-text/:articleId/:sectionId',
    signedIn,
    queryInput(essayQuery),
    responds(sectionTextResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { essayId } = c.req.valid('query');
      return c.json({
        success: true,
        ...(await sectionText(
          c.var.deps,
          user.id,
          essayId,
          c.req.param('articleId'),
          c.req.param('sectionId'),
        )),
      });
    },
  )
  .post(
    '/integrated-article-analysis/diagnose-boundaries',
    limitJson,
    signedIn,
    jsonBody(diagnoseRequestSchema),
    responds(diagnosisResponse),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return c.json({ success: true, diagnosis: await diagnose(c.var.deps, user.id, input) });
    },
  );
export type ResearchRoutes = typeof researchRoutes;
