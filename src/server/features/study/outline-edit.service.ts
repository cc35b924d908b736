/**
 * Editing a path's topic outline before (or while) studying it (issue 16): rename, reorder, merge and delete in one
 * request. Merging appends a topic's lesson, its own-material passages and its subtopics to another topic; only
 * topics with their own lesson (from the student's material or a custom path) merge, never built-in syllabus topics.
 * A deleted topic takes its passages and subtopics with it (the editor's undo is a draft's: nothing is sent before
 * 'Start studying').
 */
import { and, asc, eq, inArray, like, max, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import {
  knowledgePassages,
  knowledgeSources,
  studyPathSubtopics,
  studyPathTopics,
  studyPaths,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { OWN_MATERIAL_MESSAGES as M, type outlineEditSchema } from '../../../shared/schemas/own-material';
import type { StudyPath } from '../../../shared/schemas/study';
import type { z } from 'zod';
import { materialSourcePrefix } from './own-material.service';
import { ownedPath } from './study-access';
import { studyPathView } from './study-views';
import { queuePassageEmbedding } from './passage-embeddings.service';

type Tx = Pick<AppDeps['database']['db'], 'insert' | 'select' | 'update' | 'delete'>;

/** Moves the material sources of `fromId` behind those of `toId` (new ids under `toId`, heading `heading`). */
async function moveSources(tx: Tx, fromId: string, toId: string, heading: string): Promise<void> {
  const existing = await tx
    .select({ id: knowledgeSources.id })
    .from(knowledgeSources)
    .where(like(knowledgeSources.id, `${materialSourcePrefix(toId)}%`));
  let n = existing.length + 1;
  const sources = await tx
    .select()
    .from(knowledgeSources)
    .where(like(knowledgeSources.id, `${materialSourcePrefix(fromId)}%`))
    .orderBy(asc(knowledgeSources.id));
  for (const source of sources) {
    const id = `${materialSourcePrefix(toId)}${String(n++).padStart(4, '0')}`;
    const passages = await tx
      .select()
      .from(knowledgePassages)
      .where(eq(knowledgePassages.sourceId, source.id))
      .orderBy(asc(knowledgePassages.position));
    await tx.insert(knowledgeSources).values({ ...source, id, heading });
    if (passages.length) {
      await tx.insert(knowledgePassages).values(
        passages.map((p) => ({
          id: `${id}:${p.position}`,
          sourceId: id,
          position: p.position,
          heading,
          text: p.text,
        })),
      );
    }
    await tx.delete(knowledgeSources).where(eq(knowledgeSources.id, source.id));
  }
}

/** Moves the subtopics of `fromId` behind those of `toId`, keeping their order. */
async function moveSubtopics(tx: Tx, fromId: string, toId: string): Promise<void> {
  const [row] = await tx
    .select({ last: max(studyPathSubtopics.position) })
    .from(studyPathSubtopics)
    .where(eq(studyPathSubtopics.topicId, toId));
  const offset = (row?.last ?? -1) + 1;
  await tx
    .update(studyPathSubtopics)
    .set({ topicId: toId, position: sql`${studyPathSubtopics.position} + ${offset}` })
    .where(eq(studyPathSubtopics.topicId, fromId));
}

/** Renames a topic's material sources and passages (their heading is the lesson title retrieval weighs). */
async function renameSources(tx: Tx, topicId: string, heading: string): Promise<void> {
  const prefix = `${materialSourcePrefix(topicId)}%`;
  await tx.update(knowledgeSources).set({ heading }).where(like(knowledgeSources.id, prefix));
  // the heading is part of what a passage is embedded from: its vector is made again (ADR 020)
  await tx
    .update(knowledgePassages)
    .set({ heading, embedding: null, embeddingModel: null, embeddingDimensions: null })
    .where(like(knowledgePassages.sourceId, prefix));
}

export async function editOutline(
  deps: AppDeps,
  userId: string,
  pathId: string,
  edit: z.output<typeof outlineEditSchema>,
): Promise<StudyPath> {
  const path = await ownedPath(deps, userId, pathId);
  const rows = await deps.database.db
    .select()
    .from(studyPathTopics)
    .where(eq(studyPathTopics.pathId, path.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  for (const id of edit.topics.flatMap((t) => [t.id, ...t.merge])) {
    if (!byId.has(id)) throw badRequest(M.outlineUnknownTopic, { topics: M.outlineUnknownTopic });
    if (seen.has(id)) throw badRequest(M.outlineRepeatedTopic, { topics: M.outlineRepeatedTopic });
    seen.add(id);
  }
  for (const t of edit.topics) {
    if (t.merge.length && [t.id, ...t.merge].some((id) => byId.get(id)?.catalogueTopicId)) {
      throw badRequest(M.outlineMergeSyllabus, { topics: M.outlineMergeSyllabus });
    }
  }
  await deps.database.db.transaction(async (tx) => {
    for (const [position, t] of edit.topics.entries()) {
      const row = byId.get(t.id);
      if (!row) continue;
      const merged = t.merge.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => !!r);
      const content = [row.content ?? '', ...merged.map((m) => `${m.title}\n\n${m.content ?? ''}`)]
        .filter((c) => c.trim())
        .join('\n\n');
      await tx
        .update(studyPathTopics)
        .set({
          title: t.title,
          position,
          ...(merged.length
            ? {
                content: content.slice(0, 300_000),
                summary: [row.summary, ...merged.map((m) => m.summary)].join(' ').slice(0, 5_000),
                estimatedMinutes: Math.min(
                  600,
                  row.estimatedMinutes + merged.reduce((s, m) => s + m.estimatedMinutes, 0),
                ),
              }
            : {}),
        })
        .where(eq(studyPathTopics.id, row.id));
      if (t.title !== row.title) await renameSources(tx, row.id, t.title);
      for (const m of merged) {
        await moveSources(tx, m.id, row.id, t.title);
        await moveSubtopics(tx, m.id, row.id);
      }
    }
    const gone = rows.filter((r) => !edit.topics.some((t) => t.id === r.id)).map((r) => r.id);
    for (const id of gone)
      await tx.delete(knowledgeSources).where(like(knowledgeSources.id, `${materialSourcePrefix(id)}%`));
    if (gone.length) {
      await tx
        .delete(studyPathTopics)
        .where(and(eq(studyPathTopics.pathId, path.id), inArray(studyPathTopics.id, gone)));
      if (path.focusTopicId && gone.includes(path.focusTopicId))
        await tx.update(studyPaths).set({ focusTopicId: null }).where(eq(studyPaths.id, path.id));
    }
  });
  await queuePassageEmbedding(deps);
  return studyPathView(deps, userId, path.id);
}
