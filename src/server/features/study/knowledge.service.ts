/**
 * The knowledge layer's database side (ADR 012): catalogue lessons stored as sources and passages (with the
 * catalogue seed), and weighted full-text retrieval over a path's passages, then the learner's own material.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { knowledgePassages, knowledgeSources, studyPaths } from '../../db/schema';
import type { KnowledgePassage } from '../../../shared/schemas/ai';
import { lessonSourceTitle, splitPassages } from '../../lib/ai/offline/passages';
import { analyse } from '../../lib/nlp/nlp';
import type { CatalogueTopic } from './catalogue/types';

type Tx = Pick<Database['db'], 'select' | 'insert' | 'delete' | 'update'>;

/** Source id of a catalogue lesson. */
export const catalogueSourceId = (catalogueTopicId: string) => `catalogue:${catalogueTopicId}`;

/**
 * Stores each catalogue lesson as a source and its paragraphs as passages. Runs inside the catalogue seed's
 * transaction; a lesson whose text is unchanged (same checksum) keeps its rows, a retired one loses them.
 */
export async function seedCataloguePassages(
  tx: Tx,
  topics: readonly { id: string; certificationId: string; topic: CatalogueTopic }[],
  at: Date,
): Promise<void> {
  const existing = new Map(
    (
      await tx
        .select({ id: knowledgeSources.id, checksum: knowledgeSources.checksum })
        .from(knowledgeSources)
        .where(isNull(knowledgeSources.ownerId))
    ).map((r) => [r.id, r.checksum]),
  );
  const ids = topics.map((t) => catalogueSourceId(t.id));
  await tx
    .delete(knowledgeSources)
    .where(
      and(isNull(knowledgeSources.ownerId), ids.length ? notInArray(knowledgeSources.id, ids) : sql`true`),
    );
  for (const { id, certificationId, topic } of topics) {
    const sourceId = catalogueSourceId(id);
    const source = lessonSourceTitle(topic);
    const checksum = createHash('sha256')
      .update(JSON.stringify([topic.title, source, topic.content]))
      .digest('hex');
    if (existing.get(sourceId) === checksum) continue;
    await tx.delete(knowledgeSources).where(eq(knowledgeSources.id, sourceId));
    await tx.insert(knowledgeSources).values({
      id: sourceId,
      kind: 'syllabus',
      ownerId: null,
      certificationId,
      catalogueTopicId: id,
      pathId: null,
      title: source.title,
      url: source.url ?? null,
      heading: topic.title,
      checksum,
      updatedAt: at,
    });
    const passages = splitPassages(topic.content);
    if (passages.length) {
      await tx.insert(knowledgePassages).values(
        passages.map((text, i) => ({
          id: `${sourceId}:${i + 1}`,
          sourceId,
          position: i + 1,
          heading: topic.title,
          text,
        })),
      );
    }
  }
}

/** The lexical query of a question: its content words' lemmas, OR-ed (ranking rewards passages that have more). */
function orQuery(question: string): string {
  const words = analyse(question)
    .flatMap((s) => s.words)
    .filter((w) => ['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM'].includes(w.pos))
    .flatMap((w) => [w.text, w.lemma])
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((w) => w.length > 1);
  return [...new Set(words)].join(' | ');
}

export interface PassageSearch {
  userId: string;
  question: string;
  /** The path's certification (catalogue scope); null for a custom path. */
  certificationId: string | null;
  /** The path asked about: the learner's material attached to it comes before the rest of their library. */
  pathId?: string | null;
  /** Left out: the focus topic's own lesson (the engine has it already). */
  excludeHeading?: string;
  limit?: number;
}

/**
 * Passages that match the question, best first by weighted rank (ts_rank_cd, lesson title A over text B): the
 * path's catalogue lessons first, then the learner's own material of the path, then the rest of the learner's library
 * (uploads of other paths, saved articles' sections). Only the learner's own material is ever searched beside the
 * shared catalogue. With an embedder (ADR 020) the question is embedded once and each tier's full-text ranking is
 * fused with its nearest passages by vector (reciprocal rank fusion); a slow or failing provider leaves full text.
 */
export async function searchPassages(
  deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'ai' | 'env' | 'logger'>>,
  search: PassageSearch,
): Promise<KnowledgePassage[]> {
  const q = orQuery(search.question);
  const vector = await questionVector(deps, search.question);
  if (!q && !vector) return [];
  const limit = search.limit ?? 24;
  // the learner's material, less that of a deleted path (issue 16: hidden at once, purged later)
  const own = sql`${knowledgeSources.ownerId} = ${search.userId} AND (${knowledgeSources.pathId} IS NULL OR NOT EXISTS (SELECT 1 FROM ${studyPaths} WHERE ${studyPaths.id} = ${knowledgeSources.pathId} AND ${studyPaths.deletedAt} IS NOT NULL))`;
  const pathOwn = search.pathId ? sql`${knowledgeSources.pathId} = ${search.pathId}` : null;
  // Each tier has its own quota, so a question that loosely matches many lessons still reaches the learner's own
  // material: the path's lessons (up to `limit`), the learner's material of the path, then the rest of the library.
  const tiers: Array<[SQL, number]> = [
    ...(search.certificationId
      ? [
          [
            sql`${knowledgeSources.certificationId} = ${search.certificationId} AND ${knowledgeSources.ownerId} IS NULL`,
            limit,
          ] as [SQL, number],
        ]
      : []),
    ...(pathOwn ? [[sql`${own} AND ${pathOwn}`, OWN_QUOTA] as [SQL, number]] : []),
    [
      search.pathId ? sql`${own} AND ${knowledgeSources.pathId} IS DISTINCT FROM ${search.pathId}` : own,
      pathOwn ? OWN_QUOTA : 2 * OWN_QUOTA,
    ],
  ];
  const out: KnowledgePassage[] = [];
  for (const [n, [scope, quota]] of tiers.entries()) {
    // the last tier is the library beyond the path, when there is a path or an exam to be beyond
    const library = n === tiers.length - 1 && (!!search.pathId || !!search.certificationId);
    const mark = (ps: KnowledgePassage[]) => (library ? ps.map((p) => ({ ...p, library: true })) : ps);
    const lexical = q ? await rankedPassages(deps, q, scope, search, quota) : [];
    if (!vector) {
      out.push(...mark(lexical));
      continue;
    }
    const semantic = await nearestPassages(deps, vector, scope, search, Math.min(quota, VECTOR_QUOTA));
    out.push(...mark(fuseRankings([lexical, semantic], quota)));
  }
  return out;
}

/** Nearest passages by vector a tier adds to its full-text ones (before fusion). */
const VECTOR_QUOTA = 8;
/** The k of reciprocal rank fusion: 60, as in Cormack et al. (2009); a larger k flattens the head of each list. */
const RRF_K = 60;

/** Reciprocal rank fusion: each list gives a passage 1 / (k + rank); best summed score first, ties by first seen. */
export function fuseRankings(lists: readonly KnowledgePassage[][], limit: number): KnowledgePassage[] {
  const scores = new Map<string, { passage: KnowledgePassage; score: number; first: number }>();
  let seen = 0;
  for (const list of lists) {
    list.forEach((passage, rank) => {
      const hit = scores.get(passage.id) ?? { passage, score: 0, first: seen++ };
      hit.score += 1 / (RRF_K + rank + 1);
      scores.set(passage.id, hit);
    });
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .slice(0, limit)
    .map((h) => h.passage);
}

/**
 * The question's embedding, or null: no embedder, or the provider failed or took longer than
 * AI_EMBEDDING_TIMEOUT_MS (the answer then rests on full-text retrieval alone; it never waits on a slow provider).
 */
async function questionVector(
  deps: Partial<Pick<AppDeps, 'ai' | 'env' | 'logger'>>,
  question: string,
): Promise<{ model: string; literal: string; dimensions: number } | null> {
  const embedder = deps.ai?.embedder;
  if (!embedder || !question.trim()) return null;
  const timeoutMs = deps.env?.AI_EMBEDDING_TIMEOUT_MS ?? 2000;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const embedded = embedder
      .embed([question.slice(0, 8_000)], { signal: controller.signal })
      .then((vectors) => vectors[0] ?? null);
    const vector = await Promise.race([embedded, timeout]);
    if (!vector) {
      deps.logger?.warn({ timeoutMs }, 'question embedding timed out: full-text retrieval only');
      embedded.catch(() => undefined);
      return null;
    }
    if (!vector.every(Number.isFinite)) return null;
    return { model: embedder.modelId, literal: `{${vector.join(',')}}`, dimensions: vector.length };
  } catch (error) {
    deps.logger?.warn({ err: error }, 'question embedding failed: full-text retrieval only');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A tier's passages nearest to the question by cosine similarity (dot product of unit vectors, computed over
 * `unnest` of the two `real[]`), among the passages embedded by the same model; passages without one are left to
 * full text. With pgvector this becomes `embedding <#> $1` over a `vector(n)` column (ADR 020).
 */
async function nearestPassages(
  deps: Pick<AppDeps, 'database'>,
  vector: { model: string; literal: string; dimensions: number },
  scope: SQL,
  search: PassageSearch,
  limit: number,
): Promise<KnowledgePassage[]> {
  const q = sql`${vector.literal}::real[]`;
  const similarity = sql`(SELECT sum(a * b) FROM unnest(${knowledgePassages.embedding}, ${q}) AS v(a, b))`;
  return scopedPassages(
    deps,
    scope,
    search,
    and(
      eq(knowledgePassages.embeddingModel, vector.model),
      eq(knowledgePassages.embeddingDimensions, vector.dimensions),
    ),
    sql`${similarity} DESC`,
    limit,
  );
}

/** The passages of a scope that match, best first by `order` (ties by id): the one query both rankings share. */
async function scopedPassages(
  deps: Pick<AppDeps, 'database'>,
  scope: SQL,
  search: PassageSearch,
  match: SQL | undefined,
  order: SQL,
  limit: number,
): Promise<KnowledgePassage[]> {
  const rows = await deps.database.db
    .select({
      id: knowledgePassages.id,
      text: knowledgePassages.text,
      heading: knowledgePassages.heading,
      kind: knowledgeSources.kind,
      title: knowledgeSources.title,
      url: knowledgeSources.url,
    })
    .from(knowledgePassages)
    .innerJoin(knowledgeSources, eq(knowledgeSources.id, knowledgePassages.sourceId))
    .where(
      and(
        sql`(${scope})`,
        match,
        search.excludeHeading ? sql`${knowledgePassages.heading} <> ${search.excludeHeading}` : undefined,
      ),
    )
    .orderBy(order, knowledgePassages.id)
    .limit(limit);
  return rows.map((r) => toPassage(r.kind, r));
}

/** How many passages of the learner's own material (of the path; of the rest of the library) a question gets. */
const OWN_QUOTA = 8;

async function rankedPassages(
  deps: Pick<AppDeps, 'database'>,
  q: string,
  scope: SQL,
  search: PassageSearch,
  limit: number,
): Promise<KnowledgePassage[]> {
  const query = sql`to_tsquery('english', ${q})`;
  return scopedPassages(
    deps,
    scope,
    search,
    sql`${knowledgePassages.search} @@ ${query}`,
    sql`ts_rank_cd(${knowledgePassages.search}, ${query}) DESC`,
    limit,
  );
}

/** A stored passage with its source's title and address, as the engine takes it. */
function toPassage(
  kind: KnowledgePassage['kind'],
  r: { id: string; text: string; heading: string; title: string; url: string | null },
): KnowledgePassage {
  return {
    id: r.id,
    kind,
    sourceTitle: r.title,
    topicTitle: r.heading,
    ...(r.url ? { url: r.url } : {}),
    text: r.text,
  };
}

/** The stored passages of the sources `where` picks, in the order given (the engine then uses the indexed ids). */
export async function passagesInOrder(
  deps: Pick<AppDeps, 'database'>,
  kind: KnowledgePassage['kind'],
  where: SQL | undefined,
  order: Array<SQL | PgColumn>,
  limit?: number,
): Promise<KnowledgePassage[]> {
  const query = deps.database.db
    .select({
      id: knowledgePassages.id,
      text: knowledgePassages.text,
      heading: knowledgePassages.heading,
      title: knowledgeSources.title,
      url: knowledgeSources.url,
    })
    .from(knowledgePassages)
    .innerJoin(knowledgeSources, eq(knowledgeSources.id, knowledgePassages.sourceId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r) => toPassage(kind, r));
}

/** The stored passages of catalogue lessons, in order (the engine then uses the indexed ids). */
export async function cataloguePassages(
  deps: Pick<AppDeps, 'database'>,
  catalogueTopicId: string,
): Promise<KnowledgePassage[]> {
  return passagesInOrder(
    deps,
    'syllabus',
    inArray(knowledgeSources.id, [catalogueSourceId(catalogueTopicId)]),
    [knowledgePassages.position],
  );
}
