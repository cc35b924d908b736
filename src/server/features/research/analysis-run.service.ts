/**
 * Analyze All (spec 3 §2.7): a durable run per essay. Its row says which articles remain, a pg-boss job works through
 * them one by one and records progress after each, so a run picked up after a restart resumes where it stopped; a
 * failed article is marked failed and the run goes on. Progress reaches every instance through the realtime topic.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { researchAnalysisRuns, researchSavedArticles } from '../../db/schema/research';
import { AppError, badRequest } from '../../http/errors';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import type { AnalysisState } from '../../../shared/schemas/research';
import { needsAnalysis } from '../../../shared/research/saved-list';
import { ownedEssay } from './essay-access';
import { toSavedArticle } from './saved-articles.service';
import { analyzeArticleRow, contextFor, hasContext, setArticle } from './article-analysis.service';

export const ANALYSIS_JOB = 'research-analysis';
/** A worker holds a run this long between progress writes; an expired lease lets another worker resume it. */
export const ANALYSIS_LEASE_MS = 5 * 60_000;

type RunRow = typeof researchAnalysisRuns.$inferSelect;

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
