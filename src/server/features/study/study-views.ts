/**
 * Builds the response shapes of shared/schemas/study.ts from rows: study paths with topics, their subtopics and
 * progress (four queries for any number of paths), topic progress records and certifications.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import {
  studyCatalogueTopics,
  studyCertifications,
  studyPathSubtopics,
  studyPathTopics,
  studyPaths,
  studyTopicProgress,
} from '../../db/schema';
import type { Certification, StudyPath, StudyTopic, UserTopicProgress } from '../../../shared/schemas/study';
import type { Subtopic } from '../../../shared/schemas/subtopics';
import { completedTopicIds, nextIncompleteTopic, progressPercent } from '../../../shared/study/progress';
import { findLibraryTopic } from '../../lib/ai/offline/topic-library';
import { builtInSyllabusOf } from './catalogue/catalogue';
import { CATALOGUE_CERTIFICATIONS } from './catalogue/certifications';
import { learningModeOf } from '../../../shared/study/quick-actions';
import { outlineOf } from './catalogue/outlines';
import type { PathRow } from './study-access';

type CertificationRow = typeof studyCertifications.$inferSelect;
type ProgressRow = typeof studyTopicProgress.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function certificationView(row: CertificationRow, topicCount: number): Certification {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    organization: row.organization,
    keywords: row.keywords,
    tags: row.tags,
    domain_code: row.domainCode as Certification['domain_code'],
    level: row.level,
    type: row.type,
    estimated_study_hours: row.estimatedStudyHours,
    difficulty: row.difficulty,
    official_resources: row.officialResources ?? null,
    exam_codes: row.examCodes,
    availability: row.availability,
    topic_count: topicCount,
    outline: outlineOf(row.id),
    built_in_lessons: builtInSyllabusOf(row.id).length > 0,
  };
}

export function progressView(row: ProgressRow): UserTopicProgress {
  return {
    id: row.id,
    user_id: row.userId,
    topic_id: row.topicId,
    study_path_id: row.pathId,
    topic_title: row.topicTitle,
    domain_code: row.domainCode,
    mastery_level: row.masteryLevel,
    time_spent_minutes: row.timeSpentMinutes,
    last_studied_at: iso(row.lastStudiedAt),
    study_sessions: row.studySessions,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The user's study paths as the spec's study path objects, most recently used first (or just `only`). */
export async function studyPathViews(
  deps: AppDeps,
  userId: string,
  only?: readonly string[],
): Promise<StudyPath[]> {
  const { db } = deps.database;
  if (only && only.length === 0) return [];
  const paths = await db
    .select()
    .from(studyPaths)
    .where(
      and(
        eq(studyPaths.userId, userId),
        isNull(studyPaths.deletedAt),
        ...(only ? [inArray(studyPaths.id, [...only])] : []),
      ),
    )
    .orderBy(
      desc(studyPaths.isActive),
      desc(studyPaths.lastAccessedAt),
      desc(studyPaths.createdAt),
      asc(studyPaths.id),
    );
  if (paths.length === 0) return [];
  const ids = paths.map((p) => p.id);
  const certIds = [...new Set(paths.map((p) => p.certificationId).filter((id): id is string => !!id))];
  const [topicRows, subtopicRows, certRows] = await Promise.all([
    db
      .select({
        topic: studyPathTopics,
        progress: studyTopicProgress,
        retired: studyCatalogueTopics.retired,
        section: studyCatalogueTopics.section,
        objective: studyCatalogueTopics.objective,
        tags: studyCatalogueTopics.tags,
        lesson: sql<boolean>`(length(trim(coalesce(${studyCatalogueTopics.content}, ${studyPathTopics.content}, ''))) > 0)`,
      })
      .from(studyPathTopics)
      .leftJoin(studyTopicProgress, eq(studyTopicProgress.topicId, studyPathTopics.id))
      .leftJoin(studyCatalogueTopics, eq(studyCatalogueTopics.id, studyPathTopics.catalogueTopicId))
      .where(and(inArray(studyPathTopics.pathId, ids), eq(studyPathTopics.userId, userId)))
      .orderBy(
        asc(studyPathTopics.pathId),
        asc(studyPathTopics.position),
        asc(studyPathTopics.createdAt),
        asc(studyPathTopics.id),
      ),
    db
      .select({
        id: studyPathSubtopics.id,
        topicId: studyPathSubtopics.topicId,
        title: studyPathSubtopics.title,
        page: studyPathSubtopics.firstPage,
      })
      .from(studyPathSubtopics)
      .where(and(inArray(studyPathSubtopics.pathId, ids), eq(studyPathSubtopics.userId, userId)))
      .orderBy(asc(studyPathSubtopics.topicId), asc(studyPathSubtopics.position)),
    certIds.length
      ? db.select().from(studyCertifications).where(inArray(studyCertifications.id, certIds))
      : Promise.resolve([]),
  ]);
  const certs = new Map(certRows.map((c) => [c.id, c]));
  const subtopics = new Map<string, Subtopic[]>();
  for (const { topicId, ...subtopic } of subtopicRows) {
    const list = subtopics.get(topicId) ?? [];
    list.push(subtopic);
    subtopics.set(topicId, list);
  }
  const byPath = new Map<string, typeof topicRows>();
  for (const row of topicRows) {
    if (row.retired) continue;
    const list = byPath.get(row.topic.pathId) ?? [];
    list.push(row);
    byPath.set(row.topic.pathId, list);
  }
  return paths.map((path) =>
    buildPathView(
      path,
      byPath.get(path.id) ?? [],
      subtopics,
      path.certificationId ? certs.get(path.certificationId) : undefined,
    ),
  );
}

export async function studyPathView(deps: AppDeps, userId: string, pathId: string): Promise<StudyPath> {
  const [view] = await studyPathViews(deps, userId, [pathId]);
  if (!view) throw new Error(`study path ${pathId} vanished`);
  return view;
}

function buildPathView(
  path: PathRow,
  rows: {
    topic: typeof studyPathTopics.$inferSelect;
    progress: ProgressRow | null;
    section: string | null;
    objective: string | null;
    tags: string[] | null;
    lesson: boolean;
  }[],
  subtopics: ReadonlyMap<string, Subtopic[]>,
  cert: CertificationRow | undefined,
): StudyPath {
  const topics: StudyTopic[] = rows.map(({ topic, progress, section, objective, tags, lesson }, index) => ({
    id: topic.id,
    title: topic.title,
    summary: topic.summary,
    order: index + 1,
    level: topic.level,
    domainCode: path.domainCode,
    source: {
      kind: path.type === 'certification' ? 'certification' : 'custom',
      roadmapId: path.certificationId ?? path.id,
    },
    meta: {
      estimatedMinutes: topic.estimatedMinutes,
      difficulty: topic.level,
      tags: tags ?? [],
      description: topic.summary,
      section,
      objective,
      hasMaterial: hasMaterial(path, topic, lesson),
    },
    subtopics: subtopics.get(topic.id) ?? [],
    masteryLevel: progress?.masteryLevel ?? 'beginner',
    timeSpentMinutes: progress?.timeSpentMinutes ?? 0,
    lastStudiedAt: iso(progress?.lastStudiedAt),
  }));
  const completed = completedTopicIds(topics);
  const lastStudied = rows.reduce<Date | null>((latest, r) => {
    const at = r.progress?.lastStudiedAt;
    return at && (!latest || at > latest) ? at : latest;
  }, null);
  return {
    id: path.id,
    name: path.name,
    type: path.type,
    domain_code: path.domainCode,
    description: path.description,
    difficulty: path.difficulty,
    is_active: path.isActive,
    created_at: path.createdAt.toISOString(),
    last_accessed_at: iso(path.lastAccessedAt),
    last_studied_at: iso(lastStudied),
    certification_id: path.certificationId,
    certification: cert
      ? {
          id: cert.id,
          name: cert.name,
          organization: cert.organization,
          difficulty: cert.difficulty,
          level: cert.level,
          estimatedStudyHours: cert.estimatedStudyHours,
          tags: cert.tags,
          outline: outlineOf(cert.id),
        }
      : null,
    focusTopicId: topics.some((t) => t.id === path.focusTopicId) ? path.focusTopicId : null,
    learningMode: path.learningMode,
    topics,
    progress: {
      completedTopics: completed,
      percent: progressPercent(topics),
      completedCount: completed.length,
      inProgressCount: topics.filter((t) => t.masteryLevel === 'intermediate').length,
      remainingCount: topics.length - completed.length,
      totalTopics: topics.length,
      nextTopicId: nextIncompleteTopic(topics)?.id ?? null,
    },
  };
}

/**
 * The learning mode a study request on the path is made in when it names none: the one the student chose for the
 * path (kept on the server, issue 16), else the path's own (its domain).
 */
export function pathLearningMode(
  path: Pick<PathRow, 'learningMode' | 'domainCode' | 'certificationId'>,
): string {
  // an IT certification (CompTIA A+) is studied in the IT mode, not 'programming', as the web shows it
  const certification = path.certificationId
    ? CATALOGUE_CERTIFICATIONS.find((c) => c.id === path.certificationId)
    : undefined;
  return path.learningMode ?? learningModeOf(path.domainCode, certification);
}

/**
 * A topic has material when it has lesson text (a built-in lesson or the student's material), or, on a custom path
 * built from the domain library, when the library teaches it. Outline topics of a certification have none.
 */
export function hasMaterial(
  path: Pick<PathRow, 'type'>,
  topic: Pick<typeof studyPathTopics.$inferSelect, 'catalogueTopicId' | 'title'>,
  lesson: boolean,
): boolean {
  if (lesson) return true;
  return (
    path.type !== 'certification' && !topic.catalogueTopicId && findLibraryTopic(topic.title) !== undefined
  );
}
