/**
 * Calls of the research area (spec 3 §7 and the search endpoint), through the `hc` client typed by the server's
 * research router (ADR 016): paths, parameters, bodies and answers come from the routes and their shared schemas.
 */
import type { DetectedDomain } from '../../../../shared/schemas/ai';
import type { z } from 'zod';
import type {
  citationRequestSchema,
  worksQuerySchema,
  SaveArticleRequest,
  SavedArticle,
  ScholarWork,
  updateArticlePdfRequestSchema,
} from '../../../../shared/schemas/research';
import type { ResearchRoutes } from '../../../../server/features/research/research.routes';
import type { AiRoutes } from '../../../../server/features/ai/ai.routes';
import type { RequestOptions } from '../../../lib/api-client';
import { featureClient, featurePaths, ok, outcome, pathOf } from '../../../lib/rpc';
import { reportDemoPromptUse } from '../../../lib/demo-prompts';

export type CitationStyle = 'apa' | 'mla' | 'chicago';

export interface EssayContext {
  prompt: string;
  ideas: string[];
  thesis: string;
}

export interface WorksParams {
  search: string;
  page?: number;
  perPage?: number;
  sort?: z.input<typeof worksQuerySchema>['sort'];
  filter?: string;
  cursor?: string;
}

/** What the analysis routes are told about the essay (the schema's shape). */
export type EssayData = {
  prompt: string;
  brainstormIdeas: string[];
  thesis: string;
};

export type CitationWork = z.input<typeof citationRequestSchema>['work'];

const client = featureClient<ResearchRoutes>();
/** The AI endpoints the research area uses (domains and search keywords). */
const ai = featureClient<AiRoutes>();
const paths = featurePaths<ResearchRoutes>();
const id = encodeURIComponent;

/** An AI route of this client: the demo's prompt count is refreshed whatever the answer. */
async function aiOk<R extends Parameters<typeof ok>[0]>(call: R): ReturnType<typeof ok<Awaited<R>>> {
  try {
    return await ok(call);
  } finally {
    reportDemoPromptUse();
  }
}

export const researchApi = {
  config: () => ok(client.research.config.$get()),

  works: (p: WorksParams, options?: RequestOptions) =>
    ok(
      client.research.works.$get(
        {
          query: {
            search: p.search,
            page: p.page === undefined ? undefined : String(p.page),
            per_page: p.perPage === undefined ? undefined : String(p.perPage),
            sort: p.sort,
            filter: p.filter || undefined,
            cursor: p.cursor,
          },
        },
        { init: { signal: options?.signal ?? null } },
      ),
    ),

  detectDomains: (ctx: EssayContext, options?: RequestOptions) =>
    aiOk(
      ai['research-analysis']['multidomain-search'].$post(
        { json: ctx },
        { init: { signal: options?.signal ?? null } },
      ),
    ),

  searchKeywords: (ctx: EssayContext, options?: RequestOptions) =>
    aiOk(
      ai['research-analysis'].articles['ai-search'].$post(
        { json: ctx },
        { init: { signal: options?.signal ?? null } },
      ),
    ),

  citations: (work: CitationWork) => ok(client.research.citations.$post({ json: { work } })),

  fetchPdf: (url: string, options?: RequestOptions) =>
    outcome(
      client['pdf-management']['fetch-pdf'].$post(
        { json: { url } },
        { init: { signal: options?.signal ?? null } },
      ),
    ),

  testPdf: (url: string, workId?: string) =>
    outcome(client['pdf-management']['test-pdf-download'].$post({ json: { url, workId } })),

  updateArticlePdf: (body: z.input<typeof updateArticlePdfRequestSchema>) =>
    ok(client['pdf-management']['update-article-pdf'].$post({ json: body })),

  extractText: (url: string) => outcome(client['text-extraction']['extract-text'].$post({ json: { url } })),

  saveArticle: (essayId: string, work: SaveArticleRequest) =>
    ok(client.essays[':essayId']['save-article'].$post({ param: { essayId: id(essayId) }, json: work })),

  savedArticles: (essayId: string, options?: RequestOptions) =>
    ok(
      client.essays[':essayId']['saved-articles'].$get(
        { param: { essayId: id(essayId) } },
        { init: { signal: options?.signal ?? null } },
      ),
    ),

  /** `keepalive` lets the request outlive the page (sent as it is left). */
  removeArticle: (essayId: string, articleId: string, options?: { keepalive?: boolean }) =>
    ok(
      client.essays[':essayId']['saved-articles'][':articleId'].$delete(
        { param: { essayId: id(essayId), articleId: id(articleId) } },
        options?.keepalive ? { init: { keepalive: true } } : undefined,
      ),
    ),

  analyze: (essayId: string, articleId: string, essayData: EssayData) =>
    aiOk(client['integrated-article-analysis'].analyze.$post({ json: { essayId, articleId, essayData } })),

  extractSections: (essayId: string, articleId: string, essayData: EssayData) =>
    aiOk(
      client['integrated-article-analysis']['extract-sections'].$post({
        json: { essayId, articleId, essayData },
      }),
    ),

  analyzeAll: (essayId: string, essayData: EssayData) =>
    aiOk(client['integrated-article-analysis']['analyze-all'].$post({ json: { essayId, essayData } })),

  analysisState: (essayId: string) =>
    ok(client['integrated-article-analysis'].state[':essayId'].$get({ param: { essayId: id(essayId) } })),

  clearAnalysisState: (essayId: string) =>
    ok(client['integrated-article-analysis'].state[':essayId'].$delete({ param: { essayId: id(essayId) } })),

  progress: (essayId: string) =>
    ok(client['integrated-article-analysis'].progress[':essayId'].$get({ param: { essayId: id(essayId) } })),

  /** The SSE address of analysis progress events for an essay. */
  analysisEventsUrl: (essayId: string) =>
    pathOf(paths['integrated-article-analysis'].events[':essayId'].$url({ param: { essayId: id(essayId) } })),

  articleStatus: (essayId: string, articleId: string) =>
    ok(
      client['integrated-article-analysis'].status[':articleId'].$get({
        param: { articleId: id(articleId) },
        query: { essayId },
      }),
    ),

  sectionText: (essayId: string, articleId: string, sectionId: string) =>
    ok(
      client['integrated-article-analysis']['section-text'][':articleId'][':sectionId'].$get({
        param: { articleId: id(articleId), sectionId: id(sectionId) },
        query: { essayId },
      }),
    ),

  diagnose: (body: { essayId: string; articleId: string; sectionStart: string; sectionEnd: string }) =>
    ok(client['integrated-article-analysis']['diagnose-boundaries'].$post({ json: body })),

  /** Uploads one of the user's own PDFs (title, authors, year, abstract); it becomes searchable. */
  upload: (form: FormData) => ok(client.research.uploads.$post(undefined, { init: { body: form } })),

  uploads: () => ok(client.research.uploads.$get()),

  /** Where the browser downloads an essay's saved articles as BibTeX or RIS. */
  exportUrl: (essayId: string, format: 'bibtex' | 'ris') =>
    pathOf(
      paths.essays[':essayId']['saved-articles'].export.$url({
        param: { essayId: id(essayId) },
        query: { format },
      }),
    ),
};

export type { ScholarWork, SavedArticle, DetectedDomain };
