/**
 * The knowledge layer's database side (ADR 012): catalogue lessons stored as sources and passages (with the
 * catalogue seed), and weighted full-text retrieval over a path's passages, then the learner's own material.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../context';
import type { Database } from '../../db/client';
import { knowledgePassages, knowledgeSources } from '../../db/schema';
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
 * shared catalogue.
 */
export async function searchPassages(
  deps: Pick<AppDeps, 'database'>,
  search: PassageSearch,
): Promise<KnowledgePassage[]> {
  const q = orQuery(search.question);
  if (!q) return [];
  const limit = search.limit ?? 24;
  const own = sql`${knowledgeSources.ownerId} = ${search.userId}`;
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
  for (const [scope, quota] of tiers) out.push(...(await rankedPassages(deps, q, scope, search, quota)));
  return out;
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
        sql`${knowledgePassages.search} @@ ${query}`,
        search.excludeHeading ? sql`${knowledgePassages.heading} <> ${search.excludeHeading}` : undefined,
      ),
    )
    .orderBy(sql`ts_rank_cd(${knowledgePassages.search}, ${query}) DESC`, knowledgePassages.id)
    .limit(limit);
  return rows.map((r) => toPassage(r.kind, r));
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
