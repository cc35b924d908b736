/** What the AI engine and the resources panel get for a topic. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { studyCatalogueTopics, studyPathSubtopics, studyPathTopics } from '../../db/schema';
import type { QuizPathTopic, TopicContext } from '../../../shared/schemas/ai';
import { topicResources, type StudyResource } from '../../../shared/study/resources';
import { getCertification } from './certifications.service';
import { materialPassages } from './own-material.service';
import type { OwnedTopic } from './study-access';

export async function resourcesFor(deps: AppDeps, owned: OwnedTopic): Promise<StudyResource[]> {
  const cert = owned.path.certificationId
    ? await getCertification(deps, owned.path.certificationId).catch(() => null)
    : null;
  return topicResources({
    certification: cert
      ? {
          id: cert.id,
          name: cert.name,
          organization: cert.organization,
          estimated_study_hours: cert.estimatedStudyHours,
          difficulty: cert.difficulty,
          official_resources: cert.officialResources,
        }
      : null,
    domain: owned.path.domainCode,
    difficulty: owned.path.difficulty,
    topic: { id: owned.topic.id, title: owned.topic.title, sources: owned.sources },
  });
}

/**
 * The summary the tutor reads: the topic's own ("From notes.pdf, pp. 3–5.") and, for a topic with subtopics, what
 * it covers in their order ("Covers: Remote Access; Secure Shell."), so the tutor knows the lesson's parts.
 */
async function tutorSummary(deps: AppDeps, owned: OwnedTopic): Promise<string> {
  const subtopics = await deps.database.db
    .select({ title: studyPathSubtopics.title })
    .from(studyPathSubtopics)
    .where(
      and(eq(studyPathSubtopics.topicId, owned.topic.id), eq(studyPathSubtopics.userId, owned.topic.userId)),
    )
    .orderBy(asc(studyPathSubtopics.position));
  if (subtopics.length === 0) return owned.topic.summary.slice(0, 5_000);
  const covers = `Covers: ${subtopics.map((s) => s.title).join('; ')}.`;
  return [owned.topic.summary.trim(), covers].filter(Boolean).join(' ').slice(0, 5_000);
}

/**
 * The topic as the tutor sees it. `useSyllabus` adds the lesson text; `citeSources` adds the topic's references and
 * resources with a real address (placeholders '#' are not citable).
 */
export async function aiTopicContext(
  deps: AppDeps,
  owned: OwnedTopic,
  options: { useSyllabus: boolean; citeSources: boolean },
): Promise<TopicContext> {
  const sources = options.citeSources
    ? (await resourcesFor(deps, owned))
        .filter((r) => r.url && r.url !== '#')
        .slice(0, 30)
        .map((r) => ({ title: r.title.slice(0, 500), url: r.url.slice(0, 2000) }))
    : [];
  const content = options.useSyllabus ? owned.content?.slice(0, 300_000) : undefined;
  // a topic built from the student's own material teaches from its indexed passages (citations name the page)
  const passages =
    options.useSyllabus && !owned.topic.catalogueTopicId ? await materialPassages(deps, owned) : [];
  // an exam-outline topic (catalogue topic without lesson text): nothing to teach from until material is added
  const noMaterial = owned.topic.catalogueTopicId !== null && !owned.content?.trim();
  return {
    id: owned.topic.id,
    title: owned.topic.title.slice(0, 300),
    summary: await tutorSummary(deps, owned),
    ...(content ? { content } : {}),
    sources,
    domain: owned.path.domainCode,
    ...(passages.length ? { passages } : {}),
    ...(noMaterial ? { noMaterial: true } : {}),
  };
}

/** The lesson texts of the path's other topics (wrong options of the same kind for the topic's quizzes). */
export async function pathLessons(deps: AppDeps, owned: OwnedTopic): Promise<QuizPathTopic[]> {
  const rows = await deps.database.db
    .select({
      id: studyPathTopics.id,
      title: studyPathTopics.title,
      own: studyPathTopics.content,
      lesson: studyCatalogueTopics.content,
    })
    .from(studyPathTopics)
    .leftJoin(studyCatalogueTopics, eq(studyCatalogueTopics.id, studyPathTopics.catalogueTopicId))
    .where(and(eq(studyPathTopics.pathId, owned.path.id), ne(studyPathTopics.id, owned.topic.id)))
    .orderBy(asc(studyPathTopics.position))
    .limit(200);
  return rows
    .map((r) => ({
      id: r.id,
      title: r.title.slice(0, 300),
      text: (r.lesson ?? r.own ?? '').slice(0, 100_000),
    }))
    .filter((r) => r.text.trim() !== '');
}
