/**
 * Object-level authorization for the study area: every lookup is scoped to the signed-in user, and anything that
 * is not theirs (or does not exist, or was deleted) is the same 404.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import {
  studyCatalogueTopics,
  studyFlashcards,
  studyPathTopics,
  studyPaths,
  studyTopicProgress,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { STUDY_MESSAGES } from '../../../shared/messages';

export type PathRow = typeof studyPaths.$inferSelect;
export type PathTopicRow = typeof studyPathTopics.$inferSelect;

/** Ids are opaque strings; anything implausible is simply not found. */
const plausibleId = (id: string | undefined | null): id is string => !!id && id.length <= 100;

/** The user's live path; a deleted one (issue 16) is not found unless `includeDeleted` (restoring it). */
export async function ownedPath(
  deps: AppDeps,
  userId: string,
  pathId: string | undefined,
  options: { includeDeleted?: boolean } = {},
): Promise<PathRow> {
  if (!plausibleId(pathId)) throw notFound(STUDY_MESSAGES.pathNotFound);
  const row = (
    await deps.database.db
      .select()
      .from(studyPaths)
      .where(
        and(
          eq(studyPaths.id, pathId),
          eq(studyPaths.userId, userId),
          options.includeDeleted ? undefined : isNull(studyPaths.deletedAt),
        ),
      )
      .limit(1)
  )[0];
  if (!row) throw notFound(STUDY_MESSAGES.pathNotFound);
  return row;
}

export interface OwnedTopic {
  path: PathRow;
  topic: PathTopicRow;
  /** The lesson text: the syllabus topic's for certification paths, the topic's own for custom ones. */
  content: string | null;
  section: string | null;
  objective: string | null;
  tags: string[];
  sources: { title: string; url?: string }[];
}

/**
 * A topic of one of the user's paths. With `pathId` the topic must belong to that path; without, the topic's own
 * path is used (still the user's). Retired syllabus topics are not found.
 */
export async function ownedTopic(
  deps: AppDeps,
  userId: string,
  topicId: string | undefined,
  pathId?: string,
): Promise<OwnedTopic> {
  if (!plausibleId(topicId) || (pathId !== undefined && !plausibleId(pathId)))
    throw notFound(STUDY_MESSAGES.topicNotFound);
  const rows = await deps.database.db
    .select({ topic: studyPathTopics, path: studyPaths, catalogue: studyCatalogueTopics })
    .from(studyPathTopics)
    .innerJoin(studyPaths, eq(studyPaths.id, studyPathTopics.pathId))
    .leftJoin(studyCatalogueTopics, eq(studyCatalogueTopics.id, studyPathTopics.catalogueTopicId))
    .where(
      and(
        eq(studyPathTopics.id, topicId),
        eq(studyPathTopics.userId, userId),
        eq(studyPaths.userId, userId),
        isNull(studyPaths.deletedAt),
        ...(pathId !== undefined ? [eq(studyPathTopics.pathId, pathId)] : []),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row || row.catalogue?.retired) throw notFound(STUDY_MESSAGES.topicNotFound);
  return {
    path: row.path,
    topic: row.topic,
    content: row.catalogue?.content ?? row.topic.content,
    section: row.catalogue?.section ?? null,
    objective: row.catalogue?.objective ?? null,
    tags: row.catalogue?.tags ?? [],
    sources: row.catalogue?.sources ?? [],
  };
}

/** Like ownedTopic, but a path that is not the user's answers "study path not found" first. */
export async function ownedPathTopic(
  deps: AppDeps,
  userId: string,
  pathId: string | undefined,
  topicId: string | undefined,
): Promise<OwnedTopic> {
  await ownedPath(deps, userId, pathId);
  return ownedTopic(deps, userId, topicId, pathId);
}

export async function ownedFlashcard(deps: AppDeps, userId: string, cardId: string | undefined) {
  if (!plausibleId(cardId)) throw notFound(STUDY_MESSAGES.flashcardNotFound);
  const row = (
    await deps.database.db
      .select({ card: studyFlashcards, topicTitle: studyPathTopics.title })
      .from(studyFlashcards)
      .innerJoin(studyPathTopics, eq(studyPathTopics.id, studyFlashcards.topicId))
      .innerJoin(studyPaths, eq(studyPaths.id, studyPathTopics.pathId))
      .where(
        and(eq(studyFlashcards.id, cardId), eq(studyFlashcards.userId, userId), isNull(studyPaths.deletedAt)),
      )
      .limit(1)
  )[0];
  if (!row) throw notFound(STUDY_MESSAGES.flashcardNotFound);
  return row;
}

/** The learner's mastery of a topic (undefined: no progress record yet). */
export async function topicMastery(deps: AppDeps, topicId: string) {
  const row = (
    await deps.database.db
      .select({ mastery: studyTopicProgress.masteryLevel })
      .from(studyTopicProgress)
      .where(eq(studyTopicProgress.topicId, topicId))
      .limit(1)
  )[0];
  return row?.mastery;
}
