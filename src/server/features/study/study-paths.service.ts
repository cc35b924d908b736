/**
 * Study paths: starting a certification path, generating a custom path, listing, activating, deleting, focus
 * navigation and topic details.
 */
import { and, asc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { firstCodePoints } from '../../../shared/validation/code-points';
import type { AppDeps } from '../../context';
import { studyCatalogueTopics, studyPathTopics, studyPaths, studyTopicProgress } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { OWN_MATERIAL_LIMITS, STUDY_LIMITS } from '../../../shared/limits';
import { STUDY_MESSAGES } from '../../../shared/messages';
import type { CustomStudyPath } from '../../../shared/schemas/ai';
import type { FocusRequest, LearningModeRequest, StudyPath } from '../../../shared/schemas/study';
import { focusPosition, moveFocus } from '../../../shared/study/progress';
import { isUniqueViolation } from '../accounts/profile.service';
import { getCertification } from './certifications.service';
import { ownedPath, ownedPathTopic } from './study-access';
import { progressView, studyPathView, studyPathViews } from './study-views';
import { resourcesFor } from './topic-context';

export type CreatePathOutcome =
  { created: true; studyPath: StudyPath } | { created: false; existingStudyPath: StudyPath };

/** Makes `pathId` the user's active path (and the others inactive), as selecting a path does (spec 3 §4). */
async function activate(
  deps: AppDeps,
  tx: Pick<AppDeps['database']['db'], 'update'>,
  userId: string,
  pathId: string,
  at: Date,
) {
  await tx
    .update(studyPaths)
    .set({
      isActive: sql`(${studyPaths.id} = ${pathId})`,
      lastAccessedAt: sql`CASE WHEN ${studyPaths.id} = ${pathId} THEN ${at.toISOString()}::timestamptz ELSE ${studyPaths.lastAccessedAt} END`,
    })
    .where(eq(studyPaths.userId, userId));
}

/**
 * Starts the certification's path for the user with its whole syllabus: the built-in lessons, else the topics of its
 * official exam outline (no lesson text: the provider or the student's material teaches them), else no topics yet
 * (the student adds the exam guide as material). One path per certification and user: a second start (also
 * concurrent) returns the existing path; a deleted path (still restorable) does not count. A certification still
 * marked coming soon cannot be started.
 */
export async function createCertificationPath(
  deps: AppDeps,
  userId: string,
  certificationId: string,
): Promise<CreatePathOutcome> {
  const cert = await getCertification(deps, certificationId);
  if (cert.availability !== 'available') {
    throw new AppError(422, STUDY_MESSAGES.certificationComingSoon, 'certification_coming_soon');
  }
  const at = deps.now();
  const pathId = crypto.randomUUID();
  const created = await deps.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(studyPaths)
      .values({
        id: pathId,
        userId,
        name: cert.name,
        type: 'certification',
        domainCode: cert.domainCode,
        description: cert.description,
        difficulty: cert.difficulty,
        certificationId: cert.id,
        createdAt: at,
        lastAccessedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: studyPaths.id });
    if (inserted.length === 0) return false;
    const topics = await tx
      .select()
      .from(studyCatalogueTopics)
      .where(and(eq(studyCatalogueTopics.certificationId, cert.id), eq(studyCatalogueTopics.retired, false)))
      .orderBy(asc(studyCatalogueTopics.position));
    if (topics.length > 0) {
      await tx.insert(studyPathTopics).values(
        topics.map((t) => ({
          id: crypto.randomUUID(),
          pathId,
          userId,
          catalogueTopicId: t.id,
          position: t.position,
          title: t.title,
          summary: t.summary,
          level: t.level,
          estimatedMinutes: t.estimatedMinutes,
          createdAt: at,
        })),
      );
    }
    await activate(deps, tx, userId, pathId, at);
    return true;
  });
  if (created) return { created: true, studyPath: await studyPathView(deps, userId, pathId) };
  const existing = await livePathOfCertification(deps, userId, cert.id);
  if (!existing) throw new Error('study path conflict without an existing path');
  return { created: false, existingStudyPath: await studyPathView(deps, userId, existing.id) };
}

/** The user's live (not deleted) path of a certification, if any: at most one (partial unique index). */
async function livePathOfCertification(
  deps: AppDeps,
  userId: string,
  certificationId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await deps.database.db
    .select({ id: studyPaths.id })
    .from(studyPaths)
    .where(
      and(
        eq(studyPaths.userId, userId),
        eq(studyPaths.certificationId, certificationId),
        isNull(studyPaths.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Stores a generated custom path like a certification path (topics in study order) and makes it active. */
export async function storeCustomPath(
  deps: AppDeps,
  userId: string,
  request: { description: string; domain: string; difficulty: CustomStudyPath['difficulty'] },
  generated: CustomStudyPath,
): Promise<StudyPath> {
  const at = deps.now();
  const pathId = crypto.randomUUID();
  await deps.database.db.transaction(async (tx) => {
    await tx.insert(studyPaths).values({
      id: pathId,
      userId,
      name: firstCodePoints(generated.name, OWN_MATERIAL_LIMITS.titleMax),
      type: 'custom',
      domainCode: request.domain,
      description: (generated.description || request.description).slice(0, 4_000),
      difficulty: request.difficulty,
      createdAt: at,
      lastAccessedAt: at,
    });
    await tx.insert(studyPathTopics).values(
      generated.topics.map((t, position) => ({
        id: crypto.randomUUID(),
        pathId,
        userId,
        position,
        title: t.title.slice(0, 300),
        summary: t.summary.slice(0, 5_000),
        level: t.level,
        estimatedMinutes: t.estimatedMinutes,
        createdAt: at,
      })),
    );
    await activate(deps, tx, userId, pathId, at);
  });
  return studyPathView(deps, userId, pathId);
}

export function listStudyPaths(deps: AppDeps, userId: string): Promise<StudyPath[]> {
  return studyPathViews(deps, userId);
}

export async function activatePath(deps: AppDeps, userId: string, pathId: string): Promise<StudyPath> {
  await ownedPath(deps, userId, pathId);
  await activate(deps, deps.database.db, userId, pathId, deps.now());
  return studyPathView(deps, userId, pathId);
}

/**
 * Soft delete (issue 16): the path disappears from every read at once and can be restored for
 * STUDY_LIMITS.restoreWindowMs; `purgeDeletedStudyPaths` later removes it with its topics, progress, conversations,
 * quizzes, flashcards and material (cascade).
 */
export async function deletePath(
  deps: AppDeps,
  userId: string,
  pathId: string,
): Promise<{ success: true; id: string; restore_until: string }> {
  const path = await ownedPath(deps, userId, pathId);
  const now = deps.now();
  const [row] = await deps.database.db
    .update(studyPaths)
    .set({ deletedAt: now })
    .where(and(eq(studyPaths.id, path.id), eq(studyPaths.userId, userId), isNull(studyPaths.deletedAt)))
    .returning({ id: studyPaths.id });
  if (!row) throw notFound(STUDY_MESSAGES.pathNotFound);
  return {
    success: true,
    id: row.id,
    restore_until: new Date(now.getTime() + STUDY_LIMITS.restoreWindowMs).toISOString(),
  };
}

/**
 * Undoes a delete within the restore window: the path comes back as it was (topics, progress, chats, cards; active
 * again if no other path was opened since). A certification started again meanwhile keeps its new path: the restore
 * is refused with 409 (one live path per certification).
 */
export async function restorePath(deps: AppDeps, userId: string, pathId: string): Promise<StudyPath> {
  const row = await ownedPath(deps, userId, pathId, { includeDeleted: true });
  const windowStart = new Date(deps.now().getTime() - STUDY_LIMITS.restoreWindowMs);
  if (!row.deletedAt) throw new AppError(409, STUDY_MESSAGES.pathNotDeleted, 'not_deleted');
  if (row.deletedAt <= windowStart) throw restoreExpired();
  const restoreConflict = () => new AppError(409, STUDY_MESSAGES.pathRestoreConflict, 'restore_conflict');
  if (row.certificationId) {
    if (await livePathOfCertification(deps, userId, row.certificationId)) throw restoreConflict();
  }
  let restored: { id: string }[];
  try {
    restored = await deps.database.db
      .update(studyPaths)
      .set({ deletedAt: null })
      .where(
        and(
          eq(studyPaths.id, row.id),
          eq(studyPaths.userId, userId),
          isNotNull(studyPaths.deletedAt),
          gt(studyPaths.deletedAt, windowStart),
        ),
      )
      .returning({ id: studyPaths.id });
  } catch (error) {
    // the same certification started concurrently: the partial unique index keeps one live path
    if (isUniqueViolation(error)) throw restoreConflict();
    throw error;
  }
  // restored or purged by a concurrent request in between
  if (restored.length === 0) throw restoreExpired();
  return studyPathView(deps, userId, row.id);
}

const restoreExpired = () => new AppError(404, STUDY_MESSAGES.pathRestoreExpired, 'restore_expired');

/** Deletes for good the paths soft-deleted more than STUDY_LIMITS.purgeAfterMs ago (a scheduled job). */
export async function purgeDeletedStudyPaths(
  deps: Pick<AppDeps, 'database' | 'now'>,
  olderThanMs: number = STUDY_LIMITS.purgeAfterMs,
): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - olderThanMs);
  const rows = await deps.database.db
    .delete(studyPaths)
    .where(and(isNotNull(studyPaths.deletedAt), lt(studyPaths.deletedAt, cutoff)))
    .returning({ id: studyPaths.id });
  return rows.length;
}

/** Sets (or clears) the focus topic, or moves it along the topic order; nothing moves past the ends. */
export async function setFocus(deps: AppDeps, userId: string, pathId: string, request: FocusRequest) {
  const path = await ownedPath(deps, userId, pathId);
  const view = await studyPathView(deps, userId, path.id);
  let focus: string | null;
  if (request.topicId !== undefined) {
    if (request.topicId !== null) await ownedPathTopic(deps, userId, pathId, request.topicId);
    focus = request.topicId;
  } else {
    focus = moveFocus(view.topics, view.focusTopicId, request.move ?? 'next');
  }
  await deps.database.db
    .update(studyPaths)
    .set({ focusTopicId: focus, lastAccessedAt: deps.now() })
    .where(and(eq(studyPaths.id, path.id), eq(studyPaths.userId, userId)));
  return { focusTopicId: focus, position: focusPosition(view.topics, focus) };
}

/**
 * Sets the learning mode the student chose for the path (issue 16), or clears it with null (the path's own mode
 * again); the chat and quick actions use it when a request names no mode, and the path's views carry it to every
 * device. Another user's path, or a deleted one, is not found.
 */
export async function setLearningMode(
  deps: AppDeps,
  userId: string,
  pathId: string,
  { learningMode }: LearningModeRequest,
): Promise<StudyPath> {
  const path = await ownedPath(deps, userId, pathId);
  const [row] = await deps.database.db
    .update(studyPaths)
    .set({ learningMode })
    .where(and(eq(studyPaths.id, path.id), eq(studyPaths.userId, userId), isNull(studyPaths.deletedAt)))
    .returning({ id: studyPaths.id });
  // deleted in between
  if (!row) throw notFound(STUDY_MESSAGES.pathNotFound);
  return studyPathView(deps, userId, row.id);
}

/** A topic with its lesson text, resources (spec 3 §9) and the learner's progress record. */
export async function topicDetail(deps: AppDeps, userId: string, pathId: string, topicId: string) {
  const owned = await ownedPathTopic(deps, userId, pathId, topicId);
  const view = await studyPathView(deps, userId, pathId);
  const topic = view.topics.find((t) => t.id === owned.topic.id);
  if (!topic) throw new Error('topic missing from its path view');
  const progress = (
    await deps.database.db
      .select()
      .from(studyTopicProgress)
      .where(eq(studyTopicProgress.topicId, owned.topic.id))
      .limit(1)
  )[0];
  return {
    topic: {
      ...topic,
      content: owned.content ?? '',
      resources: await resourcesFor(deps, owned),
      progress: progress ? progressView(progress) : null,
    },
    position: focusPosition(view.topics, owned.topic.id) ?? { index: topic.order, total: view.topics.length },
  };
}
