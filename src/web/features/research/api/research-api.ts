/**
 * Calls of the research area (spec 3 §7 and the search endpoint). Types come from the shared schemas; the
 * server validates every body.
 */
import type { DetectedDomain, SearchKeywords } from '../../../../shared/schemas/ai';
import type {
  AnalysisState,
  Diagnosis,
  FetchPdfResponse,
  SaveArticleRequest,
  SavedArticle,
  ScholarWork,
  WorksResponse,
} from '../../../../shared/schemas/research';
import type { ArticleSection } from '../../../../shared/schemas/ai';
import {
  api,
  readJsonBody,
  toApiRequestError,
  withQuery,
  type RequestOptions,
} from '../../../lib/api-client';
import { reportDemoPromptUse } from '../../../lib/demo-prompts';

export type CitationStyle = 'apa' | 'mla' | 'chicago';
export type Citations = Record<CitationStyle, { text: string; html: string }>;

export interface EssayContext {
  prompt: string;
  ideas: string[];
  thesis: string;
}

export interface WorksParams {
  search: string;
  page?: number;
  perPage?: number;
  sort?: string;
  filter?: string;
  cursor?: string;
}

export interface ExtractTextResult {
  success: boolean;
  text?: string;
  wordCount?: number;
  pages?: number;
  extractionTime?: number;
  error?: string;
}

export interface AnalysisProgress {
  currentArticleIndex: number;
  totalArticlesToAnalyze: number;
  isAnalyzing: boolean;
  message: string;
}

export interface ArticleStatus {
  analysis: SavedArticle['relation_analysis'];
  analysisStatus: string;
  sections: ArticleSection[];
  sectionsAnalyzed: boolean;
}

/** POST that answers its JSON body whatever the status (the PDF calls describe failures in the body). */
async function postOutcome<T>(
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T & { status?: number }> {
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  if (options.signal) init.signal = options.signal;
  const response = await fetch(path, init);
  const data = await readJsonBody(response);
  if (typeof data !== 'object' || data === null)
    return { success: false, status: response.status } as unknown as T & { status: number };
  return { status: response.status, ...(data as T) };
}

async function aiCall<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
  try {
    return await api.post<T>(path, body, options);
  } finally {
    reportDemoPromptUse();
  }
}

export const researchApi = {
  config: () =>
    api.get<{ source: 'Sample library' | 'OpenAlex'; maxPdfBytes: number; perPageMax: number }>(
      '/api/research/config',
    ),

  works: (p: WorksParams, options?: RequestOptions) =>
    api.get<WorksResponse>(
      withQuery('/api/research/works', {
        search: p.search,
        page: p.page === undefined ? undefined : String(p.page),
        per_page: p.perPage === undefined ? undefined : String(p.perPage),
        sort: p.sort,
        filter: p.filter || undefined,
        cursor: p.cursor,
      }),
      options,
    ),

  detectDomains: (ctx: EssayContext, options?: RequestOptions) =>
    aiCall<{ domains: DetectedDomain[] }>('/api/research-analysis/multidomain-search', ctx, options),

  searchKeywords: (ctx: EssayContext, options?: RequestOptions) =>
    aiCall<SearchKeywords>('/api/research-analysis/articles/ai-search', ctx, options),

  citations: (work: unknown) =>
    api.post<{ success: boolean; citations: Citations }>('/api/research/citations', { work }),

  fetchPdf: (url: string, options?: RequestOptions) =>
    postOutcome<FetchPdfResponse>('/api/pdf-management/fetch-pdf', { url }, options),

  testPdf: (url: string, workId?: string) =>
    postOutcome<FetchPdfResponse>('/api/pdf-management/test-pdf-download', { url, workId }),

  updateArticlePdf: (body: {
    articleId: string;
    essayId: string;
    pdfFilename: string;
    pdfUrl?: string;
    originalUrl?: string;
  }) => api.post<{ success: boolean; article: SavedArticle }>('/api/pdf-management/update-article-pdf', body),

  extractText: (url: string) => postOutcome<ExtractTextResult>('/api/text-extraction/extract-text', { url }),

  saveArticle: (essayId: string, work: SaveArticleRequest) =>
    api.post<{ success: boolean; article: SavedArticle }>(
      `/api/essays/${encodeURIComponent(essayId)}/save-article`,
      work,
    ),

  savedArticles: (essayId: string, options?: RequestOptions) =>
    api.get<{ success: boolean; articles: SavedArticle[] }>(
      `/api/essays/${encodeURIComponent(essayId)}/saved-articles`,
      options,
    ),

  removeArticle: (essayId: string, articleId: string) =>
    api.delete<{ success: boolean }>(
      `/api/essays/${encodeURIComponent(essayId)}/saved-articles/${encodeURIComponent(articleId)}`,
    ),

  analyze: (
    essayId: string,
    articleId: string,
    essayData: { prompt: string; brainstormIdeas: string[]; thesis: string },
  ) =>
    aiCall<{ success: boolean; analysisState: string; article: SavedArticle; errors: string[] }>(
      '/api/integrated-article-analysis/analyze',
      { essayId, articleId, essayData },
    ),

  extractSections: (
    essayId: string,
    articleId: string,
    essayData: { prompt: string; brainstormIdeas: string[]; thesis: string },
  ) =>
    aiCall<{ success: boolean; sections: ArticleSection[] }>(
      '/api/integrated-article-analysis/extract-sections',
      {
        essayId,
        articleId,
        essayData,
      },
    ),

  analyzeAll: (essayId: string, essayData: { prompt: string; brainstormIdeas: string[]; thesis: string }) =>
    aiCall<{ success: boolean; analysisState: AnalysisState }>(
      '/api/integrated-article-analysis/analyze-all',
      {
        essayId,
        essayData,
      },
    ),

  analysisState: (essayId: string) =>
    api.get<{ success: boolean; analysisState: AnalysisState | null }>(
      `/api/integrated-article-analysis/state/${encodeURIComponent(essayId)}`,
    ),

  clearAnalysisState: (essayId: string) =>
    api.delete<{ success: boolean }>(`/api/integrated-article-analysis/state/${encodeURIComponent(essayId)}`),

  progress: (essayId: string) =>
    api.get<{ success: boolean; progress: AnalysisProgress }>(
      `/api/integrated-article-analysis/progress/${encodeURIComponent(essayId)}`,
    ),

  /** The SSE address of analysis progress events for an essay. */
  analysisEventsUrl: (essayId: string) =>
    `/api/integrated-article-analysis/events/${encodeURIComponent(essayId)}`,

  articleStatus: (essayId: string, articleId: string) =>
    api.get<{ success: boolean } & ArticleStatus>(
      withQuery(`/api/integrated-article-analysis/status/${encodeURIComponent(articleId)}`, { essayId }),
    ),

  sectionText: (essayId: string, articleId: string, sectionId: string) =>
    api.get<{ success: boolean; text: string; start: number; end: number; length: number }>(
      withQuery(
        `/api/integrated-article-analysis/section-text/${encodeURIComponent(articleId)}/${encodeURIComponent(sectionId)}`,
        { essayId },
      ),
    ),

  diagnose: (body: { essayId: string; articleId: string; sectionStart: string; sectionEnd: string }) =>
    api.post<{ success: boolean; diagnosis: Diagnosis }>(
      '/api/integrated-article-analysis/diagnose-boundaries',
      body,
    ),

  /** Uploads one of the user's own PDFs (title, authors, year, abstract); it becomes searchable. */
  upload: async (form: FormData): Promise<{ success: boolean; work: ScholarWork }> => {
    const response = await fetch('/api/research/uploads', {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
      headers: { Accept: 'application/json' },
    });
    const data = await readJsonBody(response);
    if (!response.ok) throw toApiRequestError(response.status, data);
    return data as { success: boolean; work: ScholarWork };
  },

  uploads: () => api.get<{ works: ScholarWork[] }>('/api/research/uploads'),

  /** Where the browser downloads an essay's saved articles as BibTeX or RIS. */
  exportUrl: (essayId: string, format: 'bibtex' | 'ris') =>
    withQuery(`/api/essays/${encodeURIComponent(essayId)}/saved-articles/export`, { format }),
};

export type { ScholarWork, SavedArticle, DetectedDomain };
