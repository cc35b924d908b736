/**
 * Integrated article analysis (spec 3 §2.6, §2.7, §4): sections of an article's extracted text and its relation
 * to the essay's prompt, thesis and brainstorm ideas, for one article or, with Analyze All, for every article
 * that needs it. Analyze All is a durable run per essay: its row says which articles remain, a pg-boss job works
 * through them one by one and records progress after each, so a run picked up after a restart resumes where it
 * stopped; a failed article is marked failed and the run goes on.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { EssayRow } from '../../db/schema/essays';
import { researchAnalysisRuns, researchSavedArticles } from '../../db/schema/research';
import { AppError, badRequest } from '../../http/errors';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import type { ArticleSection } from '../../../shared/schemas/ai';
import type {
  AnalysisState,
  Diagnosis,
  RelationAnalysisRecord,
  SavedArticle,
} from '../../../shared/schemas/research';
import { needsAnalysis, sectionBounds, sectionsBounds } from '../../../shared/research/saved-list';
import { isContentSection } from '../../../shared/research/section-role';
import { distinctFields } from '../../lib/ai/offline/summarize';
import { storeArticlePassages } from './article-passages';
import { ownedArticle, ownedEssay, type SavedArticleRow } from './essay-access';
import { toSavedArticle } from './saved-articles.service';

export const ANALYSIS_JOB = 'research-analysis';
/** A worker holds a run this long between progress writes; an expired lease lets another worker resume it. */
export const ANALYSIS_LEASE_MS = 5 * 60_000;

type RunRow = typeof researchAnalysisRuns.$inferSelect;

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

async function setArticle(
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

// ───────────────────────────── Analyze All ─────────────────────────────

export function toAnalysisState(run: RunRow): AnalysisState {
  const total = run.articleIds.length;
  const running = run.status === 'running';
  const shownIndex = running ? Math.min(run.currentIndex + 1, total) : Math.min(run.currentIndex, total);
  const message =
    run.status === 'running'
      ? M.analyzingProgress(shownIndex, total)
      : run.status === 'completed'
        ? `Analysis complete: ${run.completedIds.length} of ${total} articles analyzed${run.failedIds.length ? `, ${run.failedIds.length} failed` : ''}.`
        : run.status === 'cancelled'
          ? 'Analysis stopped.'
          : M.startAnalysisFailed;
  return {
    isAnalyzing: running,
    currentArticleIndex: shownIndex,
    totalArticlesToAnalyze: total,
    status: run.status,
    currentArticleId: running ? (run.articleIds[run.currentIndex] ?? null) : null,
    message,
    completedArticleIds: run.completedIds,
    failedArticleIds: run.failedIds,
    startedAt: run.startedAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
  };
}

async function findRun(deps: AppDeps, essayId: string): Promise<RunRow | undefined> {
  const rows = await deps.database.db
    .select()
    .from(researchAnalysisRuns)
    .where(eq(researchAnalysisRuns.essayId, essayId))
    .limit(1);
  return rows[0];
}

/** A started or stalled run reaches a worker as a job (registered in research.jobs.ts), on any instance. */
async function schedule(deps: AppDeps, essayId: string): Promise<void> {
  await deps.jobs.send(ANALYSIS_JOB, { essayId });
}

/** Analyze All: starts (or reports) the essay's run. */
export async function startAnalysisRun(
  deps: AppDeps,
  userId: string,
  input: { essayId: string; essayData?: Parameters<typeof contextFor>[1] },
): Promise<AnalysisState> {
  const essay = await ownedEssay(deps, userId, input.essayId);
  const ctx = contextFor(essay, input.essayData);
  if (!hasContext(ctx)) throw badRequest(M.noEssayContext);
  const existing = await findRun(deps, essay.id);
  if (existing?.status === 'running') return toAnalysisState(existing);
  const rows = await deps.database.db
    .select()
    .from(researchSavedArticles)
    .where(and(eq(researchSavedArticles.essayId, essay.id), eq(researchSavedArticles.userId, userId)))
    .orderBy(asc(researchSavedArticles.savedAt), asc(researchSavedArticles.id));
  const todo = rows.filter((r) => needsAnalysis(toSavedArticle(r)) && r.analysisStatus !== 'completed');
  if (todo.length === 0) throw new AppError(409, M.allAnalyzed, 'all_analyzed');
  const now = deps.now();
  const values = {
    userId,
    status: 'running' as const,
    articleIds: todo.map((r) => r.workId),
    currentIndex: 0,
    completedIds: [],
    failedIds: [],
    context: ctx,
    leaseUntil: null,
    startedAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  const [run] = await deps.database.db
    .insert(researchAnalysisRuns)
    .values({ essayId: essay.id, ...values })
    .onConflictDoUpdate({
      target: researchAnalysisRuns.essayId,
      set: values,
      where: sql`${researchAnalysisRuns.status} <> 'running'`,
    })
    .returning();
  if (!run) {
    // another request started it a moment ago
    const current = await findRun(deps, essay.id);
    if (current) return toAnalysisState(current);
    throw new AppError(409, M.analysisRunning, 'analysis_running');
  }
  await deps.database.db
    .update(researchSavedArticles)
    .set({ analysisStatus: 'pending', updatedAt: now })
    .where(
      and(
        eq(researchSavedArticles.essayId, essay.id),
        inArray(researchSavedArticles.workId, values.articleIds),
      ),
    );
  await schedule(deps, essay.id);
  await publishProgress(deps, essay.id, toAnalysisState(run));
  return toAnalysisState(run);
}

/** Takes the run for this worker, unless another worker holds a live lease or the run is not running. */
async function claimRun(deps: AppDeps, essayId: string): Promise<RunRow | undefined> {
  const now = deps.now();
  const [run] = await deps.database.db
    .update(researchAnalysisRuns)
    .set({ leaseUntil: new Date(now.getTime() + ANALYSIS_LEASE_MS) })
    .where(
      and(
        eq(researchAnalysisRuns.essayId, essayId),
        eq(researchAnalysisRuns.status, 'running'),
        or(isNull(researchAnalysisRuns.leaseUntil), lte(researchAnalysisRuns.leaseUntil, now)),
      ),
    )
    .returning();
  return run;
}

/**
 * The job: works through the run's articles from where it stopped. Progress is written after every article,
 * so a restart loses at most the article in progress (it is analysed again).
 */
export async function runAnalysis(
  deps: AppDeps,
  essayId: string,
  options: { stopAfter?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const claimed = await claimRun(deps, essayId);
  if (!claimed) return;
  let run: RunRow = claimed;
  let done = 0;
  while (run.currentIndex < run.articleIds.length) {
    // tests: a worker that dies mid-run (its lease is left to expire, as after a crash)
    if (options.stopAfter !== undefined && done >= options.stopAfter) return;
    // The server is shutting down: give the run back at once, so the next start (or another instance) resumes it.
    if (options.signal?.aborted) {
      await releaseRun(deps, essayId);
      return;
    }
    const workId = run.articleIds[run.currentIndex] as string;
    const rows = await deps.database.db
      .select()
      .from(researchSavedArticles)
      .where(and(eq(researchSavedArticles.essayId, essayId), eq(researchSavedArticles.workId, workId)))
      .limit(1);
    let outcome: 'completed' | 'failed' | 'skipped' = 'skipped';
    if (rows[0]) {
      try {
        outcome = (await analyzeArticleRow(deps, rows[0], run.context)).status;
      } catch (error) {
        deps.logger.warn({ err: error, essayId, workId }, 'article analysis failed');
        outcome = 'failed';
        await setArticle(deps, rows[0].id, { analysisStatus: 'failed' }).catch(() => undefined);
      }
    }
    done += 1;
    const now = deps.now();
    const [next]: RunRow[] = await deps.database.db
      .update(researchAnalysisRuns)
      .set({
        currentIndex: run.currentIndex + 1,
        completedIds: outcome === 'completed' ? [...run.completedIds, workId] : run.completedIds,
        failedIds: outcome === 'failed' ? [...run.failedIds, workId] : run.failedIds,
        leaseUntil: new Date(now.getTime() + ANALYSIS_LEASE_MS),
        updatedAt: now,
      })
      .where(and(eq(researchAnalysisRuns.essayId, essayId), eq(researchAnalysisRuns.status, 'running')))
      .returning();
    if (!next) return; // cancelled (state deleted) while this article was analysed
    run = next;
    await publishProgress(deps, essayId, toAnalysisState(run));
  }
  const now = deps.now();
  const [finished] = await deps.database.db
    .update(researchAnalysisRuns)
    .set({ status: 'completed', finishedAt: now, updatedAt: now, leaseUntil: null })
    .where(and(eq(researchAnalysisRuns.essayId, essayId), eq(researchAnalysisRuns.status, 'running')))
    .returning();
  if (finished) await publishProgress(deps, essayId, toAnalysisState(finished));
}

/** Drops this worker's lease on a running run (shutdown), so a resume sweep takes it up without waiting. */
async function releaseRun(deps: AppDeps, essayId: string): Promise<void> {
  await deps.database.db
    .update(researchAnalysisRuns)
    .set({ leaseUntil: null, updatedAt: deps.now() })
    .where(and(eq(researchAnalysisRuns.essayId, essayId), eq(researchAnalysisRuns.status, 'running')));
  deps.logger.info({ essayId }, 'analysis run handed back at shutdown');
}

export const researchTopic = (essayId: string) => `research:${essayId}`;

async function publishProgress(deps: AppDeps, essayId: string, state: AnalysisState): Promise<void> {
  try {
    await deps.realtime.publish(researchTopic(essayId), {
      type: 'analysis.progress',
      essayId,
      status: state.status,
      isAnalyzing: state.isAnalyzing,
      currentArticleIndex: state.currentArticleIndex,
      totalArticlesToAnalyze: state.totalArticlesToAnalyze,
      currentArticleId: state.currentArticleId,
      message: state.message.slice(0, 500),
    });
  } catch (error) {
    deps.logger.warn({ err: error, essayId }, 'analysis progress could not be published');
  }
}

/** Another tab learns that the state was deleted (the run stopped). */
async function publishCleared(deps: AppDeps, essayId: string): Promise<void> {
  try {
    await deps.realtime.publish(researchTopic(essayId), { type: 'analysis.cleared', essayId });
  } catch (error) {
    deps.logger.warn({ err: error, essayId }, 'analysis state change could not be published');
  }
}

/** Runs whose worker stopped (restart, crash): no live lease. Each is scheduled again; returns how many. */
export async function resumeAnalysisRuns(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const stalled = await deps.database.db
    .select({ essayId: researchAnalysisRuns.essayId })
    .from(researchAnalysisRuns)
    .where(
      and(
        eq(researchAnalysisRuns.status, 'running'),
        or(isNull(researchAnalysisRuns.leaseUntil), lte(researchAnalysisRuns.leaseUntil, now)),
      ),
    );
  for (const { essayId } of stalled) await schedule(deps, essayId);
  return stalled.length;
}

export async function getAnalysisState(
  deps: AppDeps,
  userId: string,
  essayId: string,
): Promise<AnalysisState | null> {
  const essay = await ownedEssay(deps, userId, essayId);
  const run = await findRun(deps, essay.id);
  return run ? toAnalysisState(run) : null;
}

/** DELETE state: stops a running run (the article in progress finishes) and forgets the state. */
export async function clearAnalysisState(deps: AppDeps, userId: string, essayId: string): Promise<void> {
  const essay = await ownedEssay(deps, userId, essayId);
  const [run] = await deps.database.db
    .delete(researchAnalysisRuns)
    .where(eq(researchAnalysisRuns.essayId, essay.id))
    .returning();
  if (run?.status === 'running') {
    // articles still waiting go back to "not analysed"
    const waiting = run.articleIds.slice(run.currentIndex + 1);
    if (waiting.length > 0) {
      await deps.database.db
        .update(researchSavedArticles)
        .set({ analysisStatus: 'none' })
        .where(
          and(
            eq(researchSavedArticles.essayId, essay.id),
            eq(researchSavedArticles.analysisStatus, 'pending'),
            inArray(researchSavedArticles.workId, waiting),
          ),
        );
    }
  }
  if (run) await publishCleared(deps, essay.id);
}

// ───────────────────────────── sections: text and boundaries ─────────────────────────────

export async function sectionText(
  deps: AppDeps,
  userId: string,
  essayId: string,
  articleId: string,
  sectionId: string,
) {
  const { article } = await ownedArticle(deps, userId, essayId, articleId);
  const index = article.sections.findIndex((s) => s.id === sectionId);
  if (index < 0) throw new AppError(404, M.sectionNotFound, 'section_not_found');
  if (!article.extractedText) throw new AppError(422, M.noExtractedText, 'no_extracted_text');
  const bounds = sectionsBounds(article.extractedText, article.sections.slice(0, index + 1))[index];
  if (!bounds) throw new AppError(422, M.boundariesNotFound, 'boundaries_not_found');
  return {
    text: article.extractedText.slice(bounds.start, bounds.end),
    start: bounds.start,
    end: bounds.end,
    length: bounds.end - bounds.start,
  };
}

/** indexOf after collapsing whitespace and ignoring case; the index is in the original text. */
export function looseIndexOf(text: string, marker: string, from = 0): number {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const needle = norm(marker);
  if (!needle) return -1;
  let collapsed = '';
  const map: number[] = [];
  let lastSpace = false;
  for (let i = from; i < text.length; i++) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      if (lastSpace) continue;
      collapsed += ' ';
      lastSpace = true;
    } else {
      collapsed += ch.toLowerCase();
      lastSpace = false;
    }
    map.push(i);
  }
  const at = collapsed.indexOf(needle);
  return at < 0 ? -1 : (map[at] as number);
}

export function diagnoseBoundaries(text: string, sectionStart: string, sectionEnd: string): Diagnosis {
  const startIndex = sectionStart ? text.indexOf(sectionStart) : -1;
  const endAfter = sectionEnd && startIndex >= 0 ? text.indexOf(sectionEnd, startIndex) : -1;
  const endAnywhere = sectionEnd ? text.indexOf(sectionEnd) : -1;
  const bounds = sectionBounds(text, sectionStart, sectionEnd);
  const looseStart = startIndex < 0 && sectionStart ? looseIndexOf(text, sectionStart) : -1;
  const looseEnd =
    endAnywhere < 0 && sectionEnd ? looseIndexOf(text, sectionEnd, Math.max(0, looseStart)) : -1;
  const endBeforeStart = startIndex >= 0 && endAfter < 0 && endAnywhere >= 0;
  let suggestion: string;
  if (!sectionStart || !sectionEnd) suggestion = M.markersRequired;
  else if (bounds)
    suggestion = `Both markers were found: the section is ${bounds.end - bounds.start} characters long.`;
  else if (startIndex < 0 && looseStart >= 0)
    suggestion =
      'The start marker matches only when spacing or capital letters are ignored. Extract the sections again to get exact markers.';
  else if (startIndex < 0)
    suggestion =
      'The start marker does not occur in the extracted text. Extract the sections again to get new markers.';
  else if (endBeforeStart)
    suggestion =
      'The end marker occurs only before the start marker. Extract the sections again to get new markers.';
  else if (looseEnd >= 0)
    suggestion =
      'The end marker matches only when spacing or capital letters are ignored. Extract the sections again to get exact markers.';
  else
    suggestion =
      'The end marker does not occur after the start marker. Extract the sections again to get new markers.';
  return {
    textLength: text.length,
    startFound: startIndex >= 0,
    endFound: endAfter >= 0,
    startIndex: startIndex >= 0 ? startIndex : null,
    endIndex: endAfter >= 0 ? endAfter : null,
    endBeforeStart,
    sectionLength: bounds ? bounds.end - bounds.start : null,
    looseStartIndex: looseStart >= 0 ? looseStart : null,
    looseEndIndex: looseEnd >= 0 ? looseEnd : null,
    suggestion,
  };
}

export async function diagnose(
  deps: AppDeps,
  userId: string,
  input: { essayId: string; articleId: string; sectionStart: string; sectionEnd: string },
): Promise<Diagnosis> {
  const { article } = await ownedArticle(deps, userId, input.essayId, input.articleId);
  if (!article.extractedText) throw new AppError(422, M.noExtractedText, 'no_extracted_text');
  return diagnoseBoundaries(article.extractedText, input.sectionStart, input.sectionEnd);
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
