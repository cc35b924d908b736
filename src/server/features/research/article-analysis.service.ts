/**
 * Analysis of one saved article (spec 3 §2.6, §2.7, §4): its sections from the extracted text and its relation to the
 * essay's prompt, thesis and brainstorm ideas; the stored result feeds the knowledge layer's passages.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { EssayRow } from '../../db/schema/essays';
import { researchSavedArticles } from '../../db/schema/research';
import { AppError, badRequest } from '../../http/errors';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import type { ArticleSection } from '../../../shared/schemas/ai';
import type { RelationAnalysisRecord, SavedArticle } from '../../../shared/schemas/research';
import { sectionsBounds } from '../../../shared/research/saved-list';
import { isContentSection } from '../../../shared/research/section-role';
import { distinctFields } from '../../lib/ai/offline/summarize';
import { storeArticlePassages } from './article-passages';
import { ownedArticle, type SavedArticleRow } from './essay-access';
import { toSavedArticle } from './saved-articles.service';

export interface EssayContextData {
  prompt: string;
  thesis: string;
  brainstormIdeas: string[];
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** The essay context: what the request sends, else what the essay holds. */
export function contextFor(
  essay: Pick<EssayRow, 'prompt' | 'thesisStatement' | 'brainstormIdeas'>,
  data?: {
    prompt?: string | null | undefined;
    thesis?: string | null | undefined;
    brainstormIdeas?: string[] | null | undefined;
  },
): EssayContextData {
  const ideas = (data?.brainstormIdeas ?? essay.brainstormIdeas ?? [])
    .map((i) => clip(String(i).trim(), 1_000))
    .filter(Boolean);
  return {
    prompt: clip((data?.prompt ?? essay.prompt ?? '').trim(), 10_000),
    thesis: clip((data?.thesis ?? essay.thesisStatement ?? '').trim(), 5_000),
    brainstormIdeas: ideas.slice(0, 50),
  };
}

export const hasContext = (c: EssayContextData) =>
  Boolean(c.prompt || c.thesis || c.brainstormIdeas.length > 0);

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
}

export async function setArticle(
  deps: AppDeps,
  id: string,
  changes: Partial<typeof researchSavedArticles.$inferInsert>,
): Promise<SavedArticleRow> {
  const [row] = await deps.database.db
    .update(researchSavedArticles)
    .set({ ...changes, updatedAt: deps.now() })
    .where(eq(researchSavedArticles.id, id))
    .returning();
  return row as SavedArticleRow;
}

/** Sections of the stored text, through the AI engine; stored with the article. */
export async function extractSectionsFor(
  deps: AppDeps,
  row: SavedArticleRow,
  ctx: EssayContextData,
  signal?: AbortSignal,
): Promise<SavedArticleRow> {
  if (!row.extractedText) throw new AppError(422, M.noExtractedText, 'no_extracted_text');
  const { sections } = await deps.ai.extractSections(
    {
      extractedText: row.extractedText,
      prompt: ctx.prompt,
      thesis: ctx.thesis,
      brainstormIdeas: ctx.brainstormIdeas,
    },
    signal ? { signal } : {},
  );
  const stored = await setArticle(deps, row.id, {
    sections: settledSections(sections),
    sectionsAnalyzed: true,
    sectionsAnalysisDate: deps.now(),
  });
  // the analysed sections become the student's library in the knowledge layer (the tutor retrieves from it)
  await storeArticlePassages(deps, stored);
  return stored;
}

/**
 * Whatever engine analysed the article: front matter, keywords, acknowledgements, references and back matter weigh
 * nothing in relevance and have no key findings; a key finding's fields are distinct (a field repeating another of
 * the same finding is emptied, a finding left with nothing is dropped).
 */
export function settledSections(sections: readonly ArticleSection[]): ArticleSection[] {
  return sections.map((s) => {
    if (!isContentSection(s.heading)) {
      return {
        ...s,
        keyFindings: [],
        prompt_relevance: s.prompt_relevance === null ? null : 0,
        thesis_relevance: s.thesis_relevance === null ? null : 0,
        brainstorm_relevance: Object.fromEntries(Object.keys(s.brainstorm_relevance).map((k) => [k, 0])),
      };
    }
    const keyFindings = s.keyFindings
      .map(distinctFields)
      .filter((f) => f.finding || f.supportingEvidence || f.keyQuote || f.dataPoint || f.conclusion);
    return { ...s, keyFindings };
  });
}

/** The article's text without its non-content sections (what its relation to the essay is judged on). */
export function contentText(text: string, sections: readonly ArticleSection[]): string {
  const bounds = sectionsBounds(text, sections);
  const cuts = sections
    .map((s, i) => (isContentSection(s.heading) ? null : bounds[i]))
    .filter((b): b is { start: number; end: number } => b !== null && b !== undefined)
    .sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const c of cuts) {
    if (c.start > at) out += `${text.slice(at, c.start)}\n`;
    at = Math.max(at, c.end);
  }
  return out + text.slice(at);
}

export interface ArticleAnalysisOutcome {
  row: SavedArticleRow;
  status: 'completed' | 'failed';
  errors: string[];
}

/**
 * Analyses one article: sections first when it has none yet, then its relation to the essay. AI failures are
 * recorded on the article (status failed with the errors), not thrown.
 */
export async function analyzeArticleRow(
  deps: AppDeps,
  row: SavedArticleRow,
  ctx: EssayContextData,
  signal?: AbortSignal,
): Promise<ArticleAnalysisOutcome> {
  const errors: string[] = [];
  const failed = async (current: SavedArticleRow): Promise<ArticleAnalysisOutcome> => {
    const record: RelationAnalysisRecord = {
      prompt_relation: current.relationAnalysis?.prompt_relation ?? null,
      thesis_relation: current.relationAnalysis?.thesis_relation ?? null,
      brainstorm_relation: current.relationAnalysis?.brainstorm_relation ?? null,
      analysis_status: 'failed',
      last_analyzed: deps.now().toISOString(),
      analysis_errors: errors,
    };
    return {
      row: await setArticle(deps, current.id, { relationAnalysis: record, analysisStatus: 'failed' }),
      status: 'failed',
      errors,
    };
  };
  if (!row.extractedText) {
    errors.push(M.noExtractedText);
    return failed(row);
  }
  let current = await setArticle(deps, row.id, { analysisStatus: 'pending' });
  if (!current.sectionsAnalyzed) {
    try {
      current = await extractSectionsFor(deps, current, ctx, signal);
    } catch (error) {
      errors.push(`${M.extractSectionsFailed}: ${errorText(error)}`);
    }
  }
  try {
    const relation = await deps.ai.analyzeRelation(
      {
        article: {
          title: clip(current.title || M.untitled, 1_000),
          abstract: clip(current.abstract, 20_000),
          text: clip(contentText(current.extractedText ?? '', current.sections), 5_000_000),
          sections: current.sections
            .filter((s: ArticleSection) => isContentSection(s.heading))
            .slice(0, 200)
            .map((s: ArticleSection) => ({ heading: clip(s.heading, 500), summary: clip(s.summary, 5_000) })),
        },
        prompt: ctx.prompt,
        thesis: ctx.thesis,
        brainstormIdeas: ctx.brainstormIdeas,
      },
      signal ? { signal } : {},
    );
    const record: RelationAnalysisRecord = {
      ...relation,
      analysis_status: 'completed',
      last_analyzed: deps.now().toISOString(),
      analysis_errors: errors,
    };
    current = await setArticle(deps, current.id, { relationAnalysis: record, analysisStatus: 'completed' });
    // sections analysed before articles reached the knowledge layer get their passages now (unchanged: no write)
    if (current.sectionsAnalyzed) await storeArticlePassages(deps, current);
    return { row: current, status: 'completed', errors };
  } catch (error) {
    errors.push(errorText(error));
    return failed(current);
  }
}

// ───────────────────────────── one article ─────────────────────────────

export async function analyzeOne(
  deps: AppDeps,
  userId: string,
  input: { essayId: string; articleId: string; essayData?: Parameters<typeof contextFor>[1] },
  signal?: AbortSignal,
): Promise<{ article: SavedArticle; status: 'completed' | 'failed'; errors: string[] }> {
  const { essay, article } = await ownedArticle(deps, userId, input.essayId, input.articleId);
  const ctx = contextFor(essay, input.essayData);
  if (!hasContext(ctx)) throw badRequest(M.noEssayContext);
  if (!article.extractedText) throw new AppError(422, M.noExtractedText, 'no_extracted_text');
  const outcome = await analyzeArticleRow(deps, article, ctx, signal);
  return { article: toSavedArticle(outcome.row), status: outcome.status, errors: outcome.errors };
}

export async function extractSectionsOne(
  deps: AppDeps,
  userId: string,
  input: { essayId: string; articleId: string; essayData?: Parameters<typeof contextFor>[1] },
  signal?: AbortSignal,
): Promise<ArticleSection[]> {
  const { essay, article } = await ownedArticle(deps, userId, input.essayId, input.articleId);
  const row = await extractSectionsFor(deps, article, contextFor(essay, input.essayData), signal);
  return row.sections;
}

/** Article status (spec 3 §7 GET status/{articleId}). */
export async function articleStatus(deps: AppDeps, userId: string, essayId: string, articleId: string) {
  const { article } = await ownedArticle(deps, userId, essayId, articleId);
  return {
    analysis: article.relationAnalysis,
    analysisStatus: article.analysisStatus,
    sections: article.sections,
    sectionsAnalyzed: article.sectionsAnalyzed,
  };
}
