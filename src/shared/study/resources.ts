/**
 * Learning resources of a topic (spec 3 §2.13, §3 "Resource", §9).
 * - comptia-a-plus and nclex-rn have a built-in set of three: training course (video), practice tests
 *   (practice), official study guide (document). The course duration is the certification's estimated hours
 *   (default 100) followed by "+ hours"; difficulty defaults to intermediate; URLs come from
 *   official_resources and default to '#'.
 * - Paths without a certification get one general course for programming, nursing and math, and one general
 *   article for any other domain.
 * - A topic's own references (e.g. the exam objective it covers) come first.
 */
import {
  AVAILABLE_CERTIFICATION_IDS,
  DEFAULT_DIFFICULTY,
  DEFAULT_ESTIMATED_STUDY_HOURS,
  type StudyDifficulty,
} from './certifications';

export const RESOURCE_TYPES = ['video', 'article', 'document', 'course', 'practice'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface StudyResource {
  id: string;
  title: string;
  type: ResourceType;
  url: string;
  source: string;
  description: string;
  duration?: string;
  difficulty: StudyDifficulty;
}

/** Spec 3 §3: optional official resources of a certification. */
export interface OfficialResources {
  training?: string;
  resources?: string;
  exam_guide?: string;
  practice_tests?: string;
  test_plan?: string;
}

export interface ResourceCertification {
  id: string;
  name: string;
  organization: string;
  estimated_study_hours?: number | null;
  difficulty?: string | null;
  official_resources?: OfficialResources | null;
}

export interface TopicSourceRef {
  title: string;
  url?: string | undefined;
}

const asDifficulty = (value: string | null | undefined): StudyDifficulty =>
  value === 'beginner' || value === 'intermediate' || value === 'advanced' ? value : DEFAULT_DIFFICULTY;

export function hasBuiltInResources(certificationId: string | null | undefined): boolean {
  return (AVAILABLE_CERTIFICATION_IDS as readonly string[]).includes(certificationId ?? '');
}

/** The three built-in resources of comptia-a-plus and nclex-rn; [] for any other certification. */
export function certificationResources(cert: ResourceCertification): StudyResource[] {
  if (!hasBuiltInResources(cert.id)) return [];
  const official = cert.official_resources ?? {};
  const hours = cert.estimated_study_hours || DEFAULT_ESTIMATED_STUDY_HOURS;
  const difficulty = asDifficulty(cert.difficulty);
  return [
    {
      id: `${cert.id}-training-course`,
      title: `${cert.name} Training Course`,
      type: 'video',
      url: official.training || '#',
      source: cert.organization,
      description: `Video training that covers every objective of the ${cert.name} exam.`,
      duration: `${hours}+ hours`,
      difficulty,
    },
    {
      id: `${cert.id}-practice-tests`,
      title: `${cert.name} Practice Tests`,
      type: 'practice',
      url: official.practice_tests || '#',
      source: cert.organization,
      description: `Exam-style practice questions to check your readiness for ${cert.name}.`,
      difficulty,
    },
    {
      id: `${cert.id}-study-guide`,
      title: `${cert.name} Official Study Guide`,
      type: 'document',
      url: official.exam_guide || official.test_plan || '#',
      source: cert.organization,
      description: `The official outline of what the ${cert.name} exam covers.`,
      difficulty,
    },
  ];
}

/** Spec 3 §9 fallback resources for a path without a certification. */
export function fallbackResources(
  domain: string | null | undefined,
  topicTitle: string,
  difficulty?: string | null,
): StudyResource[] {
  const level = asDifficulty(difficulty);
  switch (domain) {
    case 'programming':
      return [
        {
          id: 'general-programming-course',
          title: 'freeCodeCamp: Learn to Code',
          type: 'course',
          url: 'https://www.freecodecamp.org/learn',
          source: 'freeCodeCamp',
          description: 'A free, self-paced programming curriculum with hands-on projects.',
          difficulty: level,
        },
      ];
    case 'nursing':
      return [
        {
          id: 'general-nursing-course',
          title: 'OpenStax Nursing Textbooks',
          type: 'course',
          url: 'https://openstax.org/subjects/nursing',
          source: 'OpenStax',
          description:
            'Free, peer-reviewed nursing textbooks covering fundamentals, pharmacology and clinical care.',
          difficulty: level,
        },
      ];
    case 'math':
      return [
        {
          id: 'general-math-course',
          title: 'Khan Academy Math',
          type: 'course',
          url: 'https://www.khanacademy.org/math',
          source: 'Khan Academy',
          description: 'Free lessons and practice from arithmetic to calculus and statistics.',
          difficulty: level,
        },
      ];
    default:
      return [
        {
          id: 'general-article',
          title: `${topicTitle}: overview article`,
          type: 'article',
          url: `https://en.wikipedia.org/w/index.php?search=${encodeURIComponent(topicTitle)}`,
          source: 'Wikipedia',
          description: `A general encyclopedia overview of ${topicTitle}.`,
          difficulty: level,
        },
      ];
  }
}

/**
 * The resources shown for one topic: its own references, then the certification's built-in set, or the
 * domain fallback for a path without a certification.
 */
export function topicResources(input: {
  certification?: ResourceCertification | null;
  domain?: string | null;
  difficulty?: string | null;
  topic: { id: string; title: string; sources?: readonly TopicSourceRef[] | null };
}): StudyResource[] {
  const own: StudyResource[] = (input.topic.sources ?? []).map((s, i) => ({
    id: `${input.topic.id}-source-${i + 1}`,
    title: s.title,
    type: 'document',
    url: s.url || '#',
    source: input.certification?.organization ?? 'Reference',
    description: `Reference for ${input.topic.title}.`,
    difficulty: asDifficulty(input.difficulty ?? input.certification?.difficulty),
  }));
  const general = input.certification
    ? certificationResources(input.certification)
    : fallbackResources(input.domain, input.topic.title, input.difficulty);
  return [...own, ...general];
}
