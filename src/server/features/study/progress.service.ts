/**
 * Topic progress with the mastery rules of spec 3 §4 (shared/study/progress.ts), and quiz results feeding them:
 * a quiz at or above QUIZ_PASS_PERCENT (80 %) marks the topic completed (expert); a lower score marks it in
 * progress (beginner → intermediate; mastery is never lowered by a quiz).
 */
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { studyPaths, studyQuizResults, studyTopicProgress, type StudySession } from '../../db/schema';
import type {
  QuizResultRequest,
  StudyPath,
  TopicProgressRequest,
  UserTopicProgress,
} from '../../../shared/schemas/study';
import {
  QUIZ_PASS_PERCENT,
  nextMastery,
  quizPercent,
  quizStatus,
  type ProgressStatus,
} from '../../../shared/study/progress';
import { ownedPathTopic, type OwnedTopic } from './study-access';
import { progressView, studyPathView } from './study-views';
import { STUDY_LIMITS } from '../../../shared/limits';

async function applyStatus(
  deps: AppDeps,
  owned: OwnedTopic,
  status: ProgressStatus,
  session: StudySession,
  minutes: number,
): Promise<UserTopicProgress> {
  const at = deps.now();
  const { topic, path } = owned;
  const row = await deps.database.db.transaction(async (tx) => {
    const existing = (
      await tx
        .select()
        .from(studyTopicProgress)
        .where(eq(studyTopicProgress.topicId, topic.id))
        .for('update')
        .limit(1)
    )[0];
    const mastery = nextMastery(existing?.masteryLevel, status);
    const reset = status === 'reset';
    const sessions = reset
      ? []
      : [...(existing?.studySessions ?? []), session].slice(-STUDY_LIMITS.sessionsPerTopicMax);
    const values = {
      topicTitle: topic.title,
      domainCode: path.domainCode,
      masteryLevel: mastery,
      timeSpentMinutes: reset ? 0 : (existing?.timeSpentMinutes ?? 0) + minutes,
      lastStudiedAt: reset ? null : at,
      studySessions: sessions,
      updatedAt: at,
    };
    const [saved] = await tx
      .insert(studyTopicProgress)
      .values({
        id: crypto.randomUUID(),
        userId: topic.userId,
        pathId: path.id,
        topicId: topic.id,
        createdAt: at,
        ...values,
      })
      .onConflictDoUpdate({ target: studyTopicProgress.topicId, set: values })
      .returning();
    await tx
      .update(studyPaths)
      .set({ lastAccessedAt: at })
      .where(and(eq(studyPaths.id, path.id), eq(studyPaths.userId, topic.userId)));
    return saved;
  });
  if (!row) throw new Error('progress upsert returned nothing');
  return progressView(row);
}

export async function updateTopicProgress(
  deps: AppDeps,
  userId: string,
  pathId: string,
  topicId: string,
  request: TopicProgressRequest,
): Promise<{ progress: UserTopicProgress; studyPath: StudyPath }> {
  const owned = await ownedPathTopic(deps, userId, pathId, topicId);
  const minutes = request.minutesSpent ?? 0;
  const session: StudySession = {
    at: deps.now().toISOString(),
    kind: 'study',
    status: request.status,
    ...(minutes > 0 ? { minutes } : {}),
  };
  const progress = await applyStatus(deps, owned, request.status, session, minutes);
  return { progress, studyPath: await studyPathView(deps, userId, pathId) };
}

export async function recordQuizResult(
  deps: AppDeps,
  userId: string,
  pathId: string,
  topicId: string,
  request: QuizResultRequest,
) {
  const owned = await ownedPathTopic(deps, userId, pathId, topicId);
  const percent = quizPercent(request.score, request.total);
  const passed = percent >= QUIZ_PASS_PERCENT;
  const at = deps.now();
  await deps.database.db.insert(studyQuizResults).values({
    id: crypto.randomUUID(),
    userId,
    pathId: owned.path.id,
    topicId: owned.topic.id,
    score: request.score,
    total: request.total,
    percent,
    passed,
    createdAt: at,
  });
  const progress = await applyStatus(
    deps,
    owned,
    quizStatus(request.score, request.total),
    { at: at.toISOString(), kind: 'quiz', score: request.score, total: request.total },
    0,
  );
  return {
    result: { score: request.score, total: request.total, percent, passed },
    progress,
    studyPath: await studyPathView(deps, userId, pathId),
  };
}
