/**
 * What the Saved Articles and Article Sections screens show (spec 3 §2.6, §2.7, §4, §5, §9): per-article state
 * text, Analyze All progress, badge colours, the brainstorm idea list, section previews and lengths. Pure
 * functions only: the components call them, the tests pin the rules at their boundaries.
 */
import { RESEARCH_MESSAGES as M } from '../../../../shared/messages';
import { ApiRequestError } from '../../../lib/api-client';
import type { ArticleSection, BrainstormRelation, RelevanceType } from '../../../../shared/schemas/ai';
import {
  analysisStateSchema,
  type AnalysisState,
  type SavedArticle,
} from '../../../../shared/schemas/research';
import {
  citationTier,
  scoreBand,
  type CitationTier,
  type ScoreBand,
} from '../../../../shared/research/relevance';
import {
  SAVED_LIST,
  viewSaved,
  type SavedFilter,
  type SavedListArticle,
  type SavedSort,
} from '../../../../shared/research/saved-list';
import { savedArticlesKey } from './query-keys';
import { RESEARCH_COPY } from '../messages';

// ───────────────────────────── query keys ─────────────────────────────

/** TanStack Query keys of the saved-articles screens (invalidate `savedArticles` after saving an article). */
export const researchKeys = {
  /** The full GET saved-articles answer ({ success, articles }), shared with the search modal. */
  savedArticles: savedArticlesKey,
  analysisState: (essayId: string) => ['research', 'analysis-state', essayId] as const,
  articleStatus: (essayId: string, articleId: string) =>
    ['research', 'article-status', essayId, articleId] as const,
  sectionText: (essayId: string, articleId: string, sectionId: string, marker: string) =>
    ['research', 'section-text', essayId, articleId, sectionId, marker] as const,
};

// ───────────────────────────── errors ─────────────────────────────

/** An answer whose shape is not what the call promises. */
export class InvalidResponseError extends Error {
  constructor() {
    super(M.invalidServerResponse);
    this.name = 'InvalidResponseError';
  }
}

/**
 * The text to show for a failed research call (spec 3 §8): the server's own message, the network message when
 * the request never got an answer, the invalid-response message for an unreadable answer, else the fallback.
 */
export function researchErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    const text = error.message.trim();
    return text && !/^HTTP \d+$/.test(text) ? text : fallback;
  }
  if (error instanceof InvalidResponseError) return M.invalidServerResponse;
  // fetch rejects with a TypeError when the network fails
  if (error instanceof TypeError) return M.networkError;
  return fallback;
}

/** The server's error code of a failed call, if any. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined;
}

// ───────────────────────────── list: filter, search, sort ─────────────────────────────

export const SAVED_FILTER_LABELS: Record<SavedFilter, string> = {
  all: RESEARCH_COPY.allArticles,
  recent: RESEARCH_COPY.recentLastDays(SAVED_LIST.recentDays),
  highly_cited: RESEARCH_COPY.highlyCitedCitations(SAVED_LIST.highlyCitedMin),
  open_access: RESEARCH_COPY.openAccess,
  high_relevance: RESEARCH_COPY.highRelevance(SAVED_LIST.highRelevanceMin),
  needs_analysis: RESEARCH_COPY.needsAnalysis,
};

export const SAVED_SORT_LABELS: Record<SavedSort, string> = {
  date: RESEARCH_COPY.dateSaved,
  citations: 'Citations',
  title: 'Title',
};

export const SEARCH_PLACEHOLDER = RESEARCH_COPY.searchByTitleAuthor;

/** Whether an article has text the analysis can read (the list carries a flag, not the text itself). */
export function hasText(a: Pick<SavedArticle, 'has_extracted_text' | 'text_extraction_success'>): boolean {
  return a.has_extracted_text || a.text_extraction_success === true;
}

/**
 * The shared list view over saved articles as the API sends them: the list omits `extracted_text`, so the
 * "needs analysis" rule reads `has_extracted_text` instead.
 */
export function viewSavedArticles(
  articles: readonly SavedArticle[],
  options: { search: string; filter: SavedFilter; sort: SavedSort; now: Date },
): SavedArticle[] {
  const wrapped = articles.map((a) => {
    const item: SavedListArticle & { ref: SavedArticle } = {
      title: a.title,
      authors: a.authors,
      doi: a.doi,
      saved_at: a.saved_at,
      cited_by_count: a.cited_by_count,
      open_access: a.open_access,
      primary_location: a.primary_location,
      extracted_text: a.extracted_text ?? (a.has_extracted_text ? 'available' : null),
      text_extraction_success: a.text_extraction_success,
      relation_analysis: a.relation_analysis,
      ref: a,
    };
    return item;
  });
  return viewSaved(wrapped, options).map((w) => w.ref);
}

/** The empty-list message once articles exist but none is shown. */
export function noMatchText(search: string): string {
  const q = search.trim();
  return q ? RESEARCH_COPY.noArticlesMatch(q) : RESEARCH_COPY.noArticlesMatchThe;
}

// ───────────────────────────── analysis state per article ─────────────────────────────

export const ARTICLE_STATE_TEXT = {
  analyzing: RESEARCH_COPY.analyzing,
  inProgress: RESEARCH_COPY.analysisInProgress,
  complete: RESEARCH_COPY.analysisComplete,
  waiting: RESEARCH_COPY.waitingForAnalysis,
} as const;
export type ArticleStateKey = keyof typeof ARTICLE_STATE_TEXT;

export type RunView = Pick<AnalysisState, 'isAnalyzing' | 'currentArticleId'> &
  Partial<Pick<AnalysisState, 'completedArticleIds' | 'failedArticleIds'>>;

/**
 * Spec 3 §4: an article is waiting while it is not analysed; during a batch the article being analysed shows
 * Analyzing and the other articles the batch will analyse show Analysis in progress. An article without text
 * is not part of a batch, and one that failed in this batch is waiting again.
 */
export function articleState(
  article: Pick<SavedArticle, 'id' | 'relation_analysis' | 'has_extracted_text' | 'text_extraction_success'>,
  run: RunView | null | undefined,
): ArticleStateKey {
  const running = Boolean(run?.isAnalyzing);
  if (running && run?.currentArticleId === article.id) return 'analyzing';
  if (article.relation_analysis?.analysis_status === 'completed') return 'complete';
  if (run?.completedArticleIds?.includes(article.id)) return 'complete';
  if (running && hasText(article) && !run?.failedArticleIds?.includes(article.id)) return 'inProgress';
  return 'waiting';
}

export function articleStateText(
  article: Parameters<typeof articleState>[0],
  run: RunView | null | undefined,
): string {
  return ARTICLE_STATE_TEXT[articleState(article, run)];
}

// ───────────────────────────── Analyze All progress ─────────────────────────────

export interface ProgressView {
  /** 'Analyzing article N of M'. */
  label: string;
  /** Articles finished over the total, 0 to 100, rounded. */
  percent: number;
  current: number;
  total: number;
}

/**
 * The progress of a running batch. `currentArticleIndex` is the 1-based article being analysed while the run
 * runs (articles finished = N − 1) and the number processed once it has ended.
 */
export function progressView(
  state:
    Pick<AnalysisState, 'isAnalyzing' | 'currentArticleIndex' | 'totalArticlesToAnalyze'> | null | undefined,
): ProgressView | null {
  if (!state?.isAnalyzing) return null;
  const total = Math.max(0, Math.floor(state.totalArticlesToAnalyze));
  const current = Math.min(Math.max(1, Math.floor(state.currentArticleIndex)), Math.max(1, total));
  return {
    label: M.analyzingProgress(current, total),
    percent: progressPercent(current - 1, total),
    current,
    total,
  };
}

/** done / total as a whole percent between 0 and 100 (0 when there is nothing to do). */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(done)) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

/** The events of GET /api/integrated-article-analysis/events/{essayId} (see analysis-run.service.ts). */
export type AnalysisEvent =
  | { type: 'analysis.ready'; analysisState: AnalysisState | null }
  | {
      type: 'analysis.progress';
      status: AnalysisState['status'];
      currentArticleIndex: number;
      totalArticlesToAnalyze: number;
    }
  | { type: 'analysis.resync' };

const STATUSES: ReadonlyArray<AnalysisState['status']> = ['running', 'completed', 'cancelled', 'failed'];

/** Parses one SSE `data:` line; anything unexpected is null (ignored). */
export function parseAnalysisEvent(data: string): AnalysisEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.type === 'analysis.ready') {
    const s = v.analysisState;
    if (s === null || s === undefined) return { type: 'analysis.ready', analysisState: null };
    const state = analysisStateSchema.safeParse(s);
    // a state this page cannot read: read everything again
    return state.success
      ? { type: 'analysis.ready', analysisState: state.data }
      : { type: 'analysis.resync' };
  }
  if (v.type === 'analysis.progress') {
    if (
      typeof v.currentArticleIndex !== 'number' ||
      typeof v.totalArticlesToAnalyze !== 'number' ||
      !STATUSES.includes(v.status as AnalysisState['status'])
    )
      return { type: 'analysis.resync' };
    return {
      type: 'analysis.progress',
      status: v.status as AnalysisState['status'],
      currentArticleIndex: v.currentArticleIndex,
      totalArticlesToAnalyze: v.totalArticlesToAnalyze,
    };
  }
  if (v.type === 'analysis.resync') return { type: 'analysis.resync' };
  return null;
}

/**
 * The state after a pushed progress event. The event does not say which article is next, so the current
 * article is unknown until the state is read again (the caller refetches it).
 */
export function applyProgressEvent(
  prev: AnalysisState | null | undefined,
  event: Extract<AnalysisEvent, { type: 'analysis.progress' }>,
  now: Date,
): AnalysisState {
  const base: AnalysisState = prev ?? {
    isAnalyzing: false,
    currentArticleIndex: 0,
    totalArticlesToAnalyze: 0,
    status: 'running',
    currentArticleId: null,
    message: '',
    completedArticleIds: [],
    failedArticleIds: [],
    startedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const running = event.status === 'running';
  return {
    ...base,
    isAnalyzing: running,
    status: event.status,
    currentArticleIndex: event.currentArticleIndex,
    totalArticlesToAnalyze: event.totalArticlesToAnalyze,
    currentArticleId: null,
    message: running
      ? M.analyzingProgress(event.currentArticleIndex, event.totalArticlesToAnalyze)
      : base.message,
    updatedAt: now.toISOString(),
  };
}

/** What the console gets from the debug button: sections and analysis per article, and the run. */
export function debugReport(articles: readonly SavedArticle[], state: AnalysisState | null | undefined) {
  return {
    analysisState: state ?? null,
    articles: articles.map((a) => ({
      id: a.id,
      title: a.title,
      hasExtractedText: a.has_extracted_text,
      textWordCount: a.text_word_count,
      textExtractionError: a.text_extraction_error,
      sections: a.sections.length,
      sectionsAnalyzed: a.sections_analyzed,
      sectionsAnalysisDate: a.sections_analysis_date,
      sectionHeadings: a.sections.map((s) => s.heading),
      analysisStatus: a.relation_analysis?.analysis_status ?? 'none',
      lastAnalyzed: a.relation_analysis?.last_analyzed ?? null,
      analysisErrors: a.relation_analysis?.analysis_errors ?? [],
      scores: {
        prompt: a.relation_analysis?.prompt_relation?.relevance_score ?? null,
        brainstorm: a.relation_analysis?.brainstorm_relation?.relevance_score ?? null,
        thesis: a.relation_analysis?.thesis_relation?.relevance_score ?? null,
      },
    })),
  };
}

// ───────────────────────────── badge colours ─────────────────────────────

/** Relevance badge colours (spec 3 §4): high green, medium yellow, low orange, none red, not_available grey. */
export const RELEVANCE_TYPE_CLASSES: Record<RelevanceType, string> = {
  high: 'border-success/30 bg-success-soft text-success',
  medium: 'border-warning/30 bg-warning-soft text-warning',
  // Orange: halfway between the warning and danger tokens, so it follows the theme.
  low: 'border-warning/30 bg-[color-mix(in_oklab,var(--color-warning-soft),var(--color-danger-soft))] text-[color-mix(in_oklab,var(--color-warning),var(--color-danger))]',
  none: 'border-danger/30 bg-danger-soft text-danger',
  not_available: 'border-border bg-muted text-muted-foreground',
};

export const RELEVANCE_TYPE_LABELS: Record<RelevanceType, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  none: 'None',
  not_available: RESEARCH_COPY.notAvailable2,
};

/** The relation badges a card shows: hidden when the relation is missing or not_available (spec 3 §2.7). */
export function relationBadges(
  analysis: SavedArticle['relation_analysis'],
): Array<{ key: 'prompt' | 'brainstorm' | 'thesis'; label: string; type: RelevanceType }> {
  if (!analysis) return [];
  const rows = [
    { key: 'prompt', label: 'Prompt', relation: analysis.prompt_relation },
    { key: 'brainstorm', label: 'Brainstorm', relation: analysis.brainstorm_relation },
    { key: 'thesis', label: 'Thesis', relation: analysis.thesis_relation },
  ] as const;
  return rows
    .filter((r) => r.relation && r.relation.relevance_type !== 'not_available')
    .map((r) => ({
      key: r.key,
      label: r.label,
      type: (r.relation as { relevance_type: RelevanceType }).relevance_type,
    }));
}

/** Score colours (spec 3 §5): 7 or more green, 4 to 6 yellow, below 4 red. */
export const SCORE_BAND_CLASSES: Record<ScoreBand, string> = {
  high: 'border-success/30 bg-success-soft text-success',
  medium: 'border-warning/30 bg-warning-soft text-warning',
  low: 'border-danger/30 bg-danger-soft text-danger',
};

export function scoreClasses(score: number): string {
  return SCORE_BAND_CLASSES[scoreBand(score)];
}

/** Citation badge colours switch above 100, 500 and 1000 (spec 3 §2.3). */
export const CITATION_TIER_CLASSES: Record<CitationTier, string> = {
  base: 'border-border bg-muted text-muted-foreground',
  over100: 'border-primary/20 bg-accent text-accent-foreground',
  over500: 'border-success/30 bg-success-soft text-success',
  over1000: 'border-primary bg-primary text-primary-foreground',
};

export function citationClasses(count: number | null | undefined): string {
  return CITATION_TIER_CLASSES[citationTier(count)];
}

export function citationText(count: number | null | undefined): string {
  return RESEARCH_COPY.citationCount(count ?? 0);
}

// ───────────────────────────── brainstorm ideas ─────────────────────────────

export const TOP_IDEA_CHARS = 15;

/** Ideas scoring above 5, highest first (spec 3 §5). */
export function ideasAboveFive(relation: Pick<BrainstormRelation, 'idea_scores'> | null | undefined) {
  return [...(relation?.idea_scores ?? [])].filter((i) => i.score > 5).sort((a, b) => b.score - a.score);
}

/** The top idea's text cut to 15 characters. */
export function cutIdea(text: string, max = TOP_IDEA_CHARS): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max)}...` : t;
}

/** Brainstorm relation words (spec 3 §5): highly relevant at 6 or more; 0 means no connections. */
export function brainstormNote(score: number): string | null {
  if (score >= 6) return RESEARCH_COPY.highlyRelevantToYour;
  if (score === 0) return RESEARCH_COPY.noConnectionsToYour;
  return null;
}

// ───────────────────────────── sections ─────────────────────────────

export const SUMMARY_PREVIEW_CHARS = 200;

/** A summary cut to 200 characters, and whether it was cut (then View Full Content / Show Less). */
export function summaryPreview(summary: string, max = SUMMARY_PREVIEW_CHARS): { text: string; cut: boolean } {
  if (summary.length <= max) return { text: summary, cut: false };
  return { text: `${summary.slice(0, max).trimEnd()}...`, cut: true };
}

/** A section's relevance out of 10; brainstorm is the best score over the ideas, null when there is none. */
export function sectionScores(
  section: Pick<ArticleSection, 'prompt_relevance' | 'thesis_relevance' | 'brainstorm_relevance'>,
) {
  const ideas = Object.values(section.brainstorm_relevance ?? {}).filter((n) => Number.isFinite(n));
  return {
    prompt: section.prompt_relevance ?? null,
    thesis: section.thesis_relevance ?? null,
    brainstorm: ideas.length > 0 ? Math.max(...ideas) : null,
  };
}

export type SectionLength =
  | { state: 'loading' }
  | { state: 'found'; length: number }
  | { state: 'not_found' }
  | { state: 'unavailable' };

export function sectionLengthText(length: SectionLength): string {
  switch (length.state) {
    case 'loading':
      return RESEARCH_COPY.computingLength;
    case 'found':
      return RESEARCH_COPY.characterCount(length.length);
    case 'not_found':
      return M.boundariesNotFound;
    case 'unavailable':
      return RESEARCH_COPY.lengthUnavailable;
  }
}

export function sectionsFoundText(n: number): string {
  return RESEARCH_COPY.sectionsFound(n);
}

/** The key-finding fields shown under a finding, in the spec's order, with their labels (spec 3 §2.6). */
export const KEY_FINDING_FIELDS = [
  { key: 'supportingEvidence', label: 'Evidence' },
  { key: 'keyQuote', label: 'Quote' },
  { key: 'methodology', label: 'Methodology' },
  { key: 'dataPoint', label: 'Data' },
  { key: 'conclusion', label: 'Conclusion' },
] as const;

/**
 * The note above the section list: the extracted text's size, or that there is none (with the extraction's
 * error when it failed).
 */
export function extractedTextNote(
  a: Pick<
    SavedArticle,
    | 'has_extracted_text'
    | 'text_word_count'
    | 'text_pages'
    | 'text_extraction_error'
    | 'text_extraction_success'
  >,
): { available: boolean; text: string; detail: string | null } {
  if (!a.has_extracted_text) {
    const detail =
      a.text_extraction_success === false && a.text_extraction_error
        ? RESEARCH_COPY.textExtractionFailed(a.text_extraction_error)
        : null;
    return { available: false, text: M.noExtractedText, detail };
  }
  const parts: string[] = [];
  if (a.text_word_count !== null) parts.push(RESEARCH_COPY.wordCount(a.text_word_count));
  if (a.text_pages !== null) parts.push(RESEARCH_COPY.pageCount(a.text_pages));
  return {
    available: true,
    text: parts.length
      ? RESEARCH_COPY.extractedTextParts(parts.join(', '))
      : RESEARCH_COPY.extractedTextAvailable,
    detail: null,
  };
}

// ───────────────────────────── dates and links ─────────────────────────────

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A DOI as a resolvable link (the stored DOI may already be one). */
export function doiHref(doi: string): string {
  const bare = doi
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:/i, '');
  return `https://doi.org/${bare}`;
}

export function doiLabel(doi: string): string {
  return doi.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');
}

/** Only http(s) and same-origin paths become links; anything else (javascript:, data:) is dropped. */
export function safeHref(url: string | null | undefined): string | null {
  const u = (url ?? '').trim();
  if (!u) return null;
  if (u.startsWith('/') && !u.startsWith('//')) return u;
  return /^https?:\/\//i.test(u) ? u : null;
}

/** Where Open in New Tab goes: the article's page, else its DOI, else the stored PDF. */
export function articleHref(a: Pick<SavedArticle, 'url' | 'doi' | 'pdf_url'>): string | null {
  return safeHref(a.url) ?? (a.doi ? doiHref(a.doi) : null) ?? safeHref(a.pdf_url);
}
