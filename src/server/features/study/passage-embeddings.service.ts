/**
 * Passage embeddings (ADR 020): a durable background job embeds the passages that have no vector of the configured
 * embedding model yet (new passages, and all of them after a change of model), in batches, and queues itself again
 * while any are left. With no embedder (offline, Anthropic, an OpenAI-compatible server without
 * AI_EMBEDDING_MODEL) nothing is queued and retrieval stays full-text.
 */
import { asc, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { knowledgePassages } from '../../db/schema';
import type { Jobs } from '../../lib/jobs/jobs';
import { isRejectedInput, type TextEmbedder } from '../../lib/ai/embeddings';

export const PASSAGE_EMBEDDING_JOB = 'knowledge-embed-passages';
/** The sweep that catches passages a lost or failed job left (and the first run after a model change). */
const SWEEP_CRON = '*/10 * * * *';
/** Passages per provider call. */
export const EMBEDDING_BATCH = 64;
/** Batches one job run embeds before it hands the rest to the next run (so a run stays short). */
const BATCHES_PER_RUN = 16;

/** The text a passage is embedded from: its lesson or section heading, then the passage. */
export const embeddingText = (p: { heading: string; text: string }) => `${p.heading}\n\n${p.text}`;

/**
 * Queues the embedding job when an embedder is configured (call it after passages are committed). A run embeds every
 * pending passage it finds, so two runs at once only repeat some provider calls; a later one finds nothing to do.
 */
export async function queuePassageEmbedding(deps: Pick<AppDeps, 'ai' | 'jobs' | 'logger'>): Promise<void> {
  if (!deps.ai.embedder) return;
  try {
    await deps.jobs.send(PASSAGE_EMBEDDING_JOB, {});
  } catch (error) {
    // the sweep picks the passages up later: storing material never fails for want of vectors
    deps.logger.warn({ err: error }, 'passage embedding could not be queued');
  }
}

type Pending = { id: string; heading: string; text: string };

/**
 * Vectors of a batch; when the provider refuses the batch's input (HTTP 400/413/422), each passage alone, and one it
 * still refuses gets none (null: it is marked tried with this model and ranks by full text, so it cannot hold up the
 * passages after it). An unavailable provider throws.
 */
async function batchVectors(
  embedder: TextEmbedder,
  rows: Pending[],
  signal: AbortSignal | undefined,
): Promise<Array<number[] | null>> {
  const opts = signal ? { signal } : {};
  try {
    return await embedder.embed(rows.map(embeddingText), opts);
  } catch (error) {
    if (!isRejectedInput(error)) throw error;
  }
  const out: Array<number[] | null> = [];
  for (const row of rows) {
    try {
      out.push((await embedder.embed([embeddingText(row)], opts))[0] ?? null);
    } catch (error) {
      if (!isRejectedInput(error)) throw error;
      out.push(null);
    }
  }
  return out;
}

/**
 * Embeds pending passages (no vector, or one of another model), at most `batches` batches; returns how many were
 * written and whether any are left. A passage whose heading or text changed meanwhile is not written (it stays
 * pending); a passage the provider refuses is marked with the model and no vector (full text only); an unavailable
 * provider throws, and the job system retries.
 */
export async function embedPendingPassages(
  deps: Pick<AppDeps, 'ai' | 'database'>,
  options: { batches?: number; signal?: AbortSignal } = {},
): Promise<{ embedded: number; more: boolean }> {
  const embedder = deps.ai.embedder;
  if (!embedder) return { embedded: 0, more: false };
  const { db } = deps.database;
  let embedded = 0;
  for (let batch = 0; batch < (options.batches ?? BATCHES_PER_RUN); batch++) {
    const rows = await db
      .select({ id: knowledgePassages.id, heading: knowledgePassages.heading, text: knowledgePassages.text })
      .from(knowledgePassages)
      .where(
        or(isNull(knowledgePassages.embeddingModel), ne(knowledgePassages.embeddingModel, embedder.modelId)),
      )
      .orderBy(asc(knowledgePassages.id))
      .limit(EMBEDDING_BATCH);
    if (rows.length === 0) return { embedded, more: false };
    const vectors = await batchVectors(embedder, rows, options.signal);
    const values = rows.map((r, i) => ({ id: r.id, heading: r.heading, text: r.text, e: vectors[i] ?? [] }));
    // one statement per batch; the vectors travel as JSON numbers and become real[] (a refused passage's [] → null)
    await db.execute(sql`
      UPDATE knowledge_passages AS p
         SET embedding = CASE WHEN jsonb_array_length(v.e) = 0 THEN NULL
                              ELSE ARRAY(SELECT jsonb_array_elements_text(v.e)::real) END,
             embedding_model = ${embedder.modelId},
             embedding_dimensions = nullif(jsonb_array_length(v.e), 0)
        FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id text, heading text, text text, e jsonb)
       WHERE p.id = v.id AND p.heading = v.heading AND p.text = v.text`);
    embedded += rows.length;
    if (rows.length < EMBEDDING_BATCH) return { embedded, more: false };
  }
  return { embedded, more: true };
}

/** Registers the embedding job and its sweep (only when an embedder is configured). */
export async function registerPassageEmbeddingJobs(
  jobs: Pick<Jobs, 'register'>,
  deps: Pick<AppDeps, 'ai' | 'database' | 'jobs' | 'logger'>,
): Promise<void> {
  if (!deps.ai.embedder) return;
  await jobs.register(
    PASSAGE_EMBEDDING_JOB,
    async () => {
      const { embedded, more } = await embedPendingPassages(deps);
      if (embedded > 0) deps.logger.info({ passages: embedded }, 'passages embedded');
      if (more) await queuePassageEmbedding(deps);
    },
    { cron: SWEEP_CRON, retry: { limit: 5, delaySeconds: 30, backoff: true } },
  );
}
