import { z } from 'zod';
import { certificationOutlineSchema } from '../study/outline';
import { STUDY_LIMITS } from '../limits';
import { STUDY_MESSAGES as STUDY_TEXT } from '../messages';
import { LEARNER_LEVELS, STUDY_DOMAINS, quizSchema } from './ai';
import {
  CERTIFICATION_AVAILABILITY,
  CERTIFICATION_LEVELS,
  CERTIFICATION_TYPES,
  STUDY_DIFFICULTIES,
} from '../study/certifications';
import { MASTERY_LEVELS, PROGRESS_STATUSES } from '../study/progress';
import { LEARNING_MODES } from '../study/learning-modes';
import { learningModeSchema } from './quick-actions';
import { RESOURCE_TYPES } from '../study/resources';
import { subtopicSchema } from './subtopics';

/**
 * Requests and responses of the study area (Smarty), spec 3 §3 and §7. Field names follow the spec where it
 * names them (snake_case for the certification, study path and progress records; camelCase for the topic and
 * the Smarty config).
 */

const id = z.string().trim().min(1).max(100);

// ───────────────────────────── requests ─────────────────────────────

/** GET /api/smarty/certifications query: all optional, combined (spec 3 §5). */
export const certificationQuerySchema = z.object({
  search: z.string().max(200).optional(),
  domain: z.string().max(50).optional(),
  level: z.string().max(50).optional(),
  type: z.string().max(50).optional(),
  availability: z.enum(CERTIFICATION_AVAILABILITY).optional(),
});
export type CertificationQuery = z.infer<typeof certificationQuerySchema>;

/** POST /api/smarty/certifications/{id}/create-path. The spec's body carries userId; the server uses the session user. */
export const createPathRequestSchema = z.object({ userId: z.string().max(200).nullish() });

/** POST /api/smarty/custom-paths (Create Custom Study Path modal). */
export const customPathRequestSchema = z.object({
  description: z
    .string({ error: STUDY_TEXT.descriptionRequired })
    .trim()
    .min(1, STUDY_TEXT.descriptionRequired)
    .max(STUDY_LIMITS.descriptionMax, STUDY_TEXT.descriptionTooLong),
  domain: z.enum(STUDY_DOMAINS).default('programming'),
  difficulty: z.enum(LEARNER_LEVELS).default('beginner'),
});
export type CustomPathRequest = z.input<typeof customPathRequestSchema>;

/** POST /api/smarty/study-paths/{pathId}/topics/{topicId}/progress. */
export const topicProgressRequestSchema = z.object({
  status: z.enum(PROGRESS_STATUSES),
  /** Minutes studied in this session, added to time_spent_minutes and recorded as a study session. */
  minutesSpent: z.number().int().min(0).max(600).optional(),
});
export type TopicProgressRequest = z.infer<typeof topicProgressRequestSchema>;

/** POST /api/smarty/study-paths/{pathId}/focus: set the focus topic (null clears it) or move next/previous. */
export const focusRequestSchema = z
  .object({ topicId: id.nullable().optional(), move: z.enum(['next', 'previous']).optional() })
  .refine((v) => v.topicId !== undefined || v.move !== undefined, { message: STUDY_TEXT.focusTarget });
export type FocusRequest = z.infer<typeof focusRequestSchema>;

/**
 * PUT /api/smarty/study-paths/{pathId}/learning-mode: the learning mode chosen for the path (issue 16), kept on the
 * server so it follows the student across devices; null clears it (the path's own mode again).
 */
export const learningModeRequestSchema = z.object({
  learningMode: z.enum(LEARNING_MODES, { error: STUDY_TEXT.learningModeInvalid }).nullable(),
});
export type LearningModeRequest = z.infer<typeof learningModeRequestSchema>;

/** Spec 3 §3 "Smarty config". Client settings default: useSyllabus true, citeSources true. */
export const smartyConfigSchema = z.object({
  studyPathId: id.nullish(),
  focusTopicId: id.nullish(),
  useSyllabus: z.boolean().default(true),
  citeSources: z.boolean().default(true),
  learningMode: z.string().max(50).nullish(),
});
export type SmartyConfig = z.input<typeof smartyConfigSchema>;

/** POST /api/smarty/ask (spec 3 §7). Chat input must be non-blank (spec 3 §5). */
export const askRequestSchema = z.object({
  question: z
    .string({ error: STUDY_TEXT.questionRequired })
    .trim()
    .min(1, STUDY_TEXT.questionRequired)
    .max(STUDY_LIMITS.questionMax, STUDY_TEXT.questionTooLong),
  smarty: smartyConfigSchema.prefault({}),
});
export type AskRequest = z.input<typeof askRequestSchema>;

const refOrObject = <S extends z.ZodRawShape>(shape: S) =>
  z.union([id, z.object({ id: id.nullish(), ...shape })]);

/**
 * POST /api/smarty/topic-welcome (spec 3 §7): topic, studyPath, certification, userProgress, learningMode.
 * Each of topic/studyPath/certification may be an id or an object with an id; ids are resolved on the server
 * (owner-checked) and win over the descriptive fields. A topic without a path is welcomed from its fields.
 */
export const topicWelcomeRequestSchema = z.object({
  topic: refOrObject({
    title: z.string().max(300).optional(),
    summary: z.string().max(5_000).optional(),
    domainCode: z.string().max(50).optional(),
  }),
  studyPath: refOrObject({
    name: z.string().max(300).optional(),
    type: z.string().max(50).optional(),
    domain_code: z.string().max(50).optional(),
  }).nullish(),
  certification: refOrObject({
    name: z.string().max(300).optional(),
    organization: z.string().max(300).optional(),
  }).nullish(),
  userProgress: z
    .object({
      completedTopics: z.union([z.number().int().min(0), z.array(z.string().max(100)).max(1_000)]).optional(),
      totalTopics: z.number().int().min(0).optional(),
      masteryLevel: z.enum(MASTERY_LEVELS).optional(),
    })
    .nullish(),
  learningMode: z.string().max(50).nullish(),
});
export type TopicWelcomeRequestBody = z.input<typeof topicWelcomeRequestSchema>;

/** GET /api/smarty/conversations: no studyPathId = general chat; topicId needs its path. */
export const conversationQuerySchema = z.object({
  studyPathId: id.optional(),
  topicId: id.optional(),
});

/** POST …/quiz. */
export const quizRequestSchema = z.object({
  count: z.number().int().min(1).max(20).default(5),
  learningMode: learningModeSchema.optional(),
});

/** POST …/quiz/result. */
export const quizResultRequestSchema = z
  .object({ score: z.number().int().min(0).max(100), total: z.number().int().min(1).max(100) })
  .refine((v) => v.score <= v.total, { message: STUDY_TEXT.scoreAboveTotal, path: ['score'] });
export type QuizResultRequest = z.infer<typeof quizResultRequestSchema>;

/** POST …/flashcards. */
export const flashcardsRequestSchema = z.object({ count: z.number().int().min(1).max(40).default(10) });

/** FSRS ratings (ts-fsrs Again/Hard/Good/Easy), by name or as 1–4. */
export const FLASHCARD_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof FLASHCARD_RATINGS)[number];
export const flashcardReviewRequestSchema = z.object({
  rating: z.union([
    z.enum(FLASHCARD_RATINGS),
    z
      .number()
      .int()
      .min(1)
      .max(4)
      .transform((n) => FLASHCARD_RATINGS[n - 1] as FlashcardRating),
  ]),
});

/**
 * GET …/flashcards/due: the cards due by the end of the learner's day. `utcOffsetMinutes` is minutes east of
 * UTC (the browser sends `-new Date().getTimezoneOffset()`); default 0 (UTC).
 */
export const dueQuerySchema = z.object({
  utcOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});

// ───────────────────────────── responses ─────────────────────────────

export const officialResourcesSchema = z.object({
  training: z.string().optional(),
  resources: z.string().optional(),
  exam_guide: z.string().optional(),
  practice_tests: z.string().optional(),
  test_plan: z.string().optional(),
});

/** Spec 3 §3 "Certification", plus availability, exam codes and the syllabus size. */
export const certificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  organization: z.string(),
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  domain_code: z.enum(STUDY_DOMAINS),
  level: z.enum(CERTIFICATION_LEVELS),
  type: z.enum(CERTIFICATION_TYPES),
  estimated_study_hours: z.number().int(),
  difficulty: z.enum(STUDY_DIFFICULTIES),
  official_resources: officialResourcesSchema.nullable(),
  exam_codes: z.array(z.string()),
  availability: z.enum(CERTIFICATION_AVAILABILITY),
  topic_count: z.number().int(),
  /** The official exam outline (domains, weights, objectives), or null when the catalogue does not hold it. */
  outline: certificationOutlineSchema.nullable(),
  /** Whether the path comes with built-in lesson text (otherwise: the provider's or the student's material). */
  built_in_lessons: z.boolean(),
});
export type Certification = z.infer<typeof certificationSchema>;

export const certificationsResponseSchema = z.object({
  certifications: z.array(certificationSchema),
  total: z.number().int(),
});

/** GET /api/smarty/certifications/{id}: the certification and its syllabus outline (no lesson text). */
export const syllabusEntrySchema = z.object({
  id: z.string(),
  order: z.number().int(),
  section: z.string(),
  objective: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  level: z.enum(LEARNER_LEVELS),
  estimatedMinutes: z.number().int(),
});
export const certificationDetailResponseSchema = z.object({
  certification: certificationSchema,
  syllabus: z.array(syllabusEntrySchema),
});

export const studyResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(RESOURCE_TYPES),
  url: z.string(),
  source: z.string(),
  description: z.string(),
  duration: z.string().optional(),
  difficulty: z.enum(STUDY_DIFFICULTIES),
});

/** Spec 3 §3 "Topic", plus the learner's mastery of it. */
export const studyTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  order: z.number().int(),
  level: z.enum(LEARNER_LEVELS),
  domainCode: z.string(),
  source: z.object({ kind: z.enum(['certification', 'custom']), roadmapId: z.string().nullable() }),
  meta: z.object({
    estimatedMinutes: z.number().int(),
    difficulty: z.enum(LEARNER_LEVELS),
    tags: z.array(z.string()),
    description: z.string(),
    /** Exam section and objective for certification topics (e.g. "Core 1 (220-1201) · 2.0 Networking", "2.1"). */
    section: z.string().nullable(),
    objective: z.string().nullable(),
    /**
     * Whether the topic has lesson material (built-in lesson, the student's material or a built-in library lesson).
     * false: an outline topic awaiting material; the tutor says so and the UI offers 'Add material'.
     */
    hasMaterial: z.boolean(),
  }),
  /** The nested headings of the student's material under this topic, in order (empty for other topics). */
  subtopics: z.array(subtopicSchema),
  masteryLevel: z.enum(MASTERY_LEVELS),
  timeSpentMinutes: z.number().int(),
  lastStudiedAt: z.string().nullable(),
});
export type StudyTopic = z.infer<typeof studyTopicSchema>;

export const pathProgressSchema = z.object({
  /** Spec 3 §3: ids of the completed (expert) topics. */
  completedTopics: z.array(z.string()),
  percent: z.number().int(),
  completedCount: z.number().int(),
  inProgressCount: z.number().int(),
  remainingCount: z.number().int(),
  totalTopics: z.number().int(),
  /** The first topic not at expert (spec 3 §4), null when all are done. */
  nextTopicId: z.string().nullable(),
});

/** Spec 3 §3 "Study path". */
export const studyPathSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['certification', 'custom', 'topic']),
  domain_code: z.string(),
  description: z.string(),
  difficulty: z.enum(LEARNER_LEVELS),
  is_active: z.boolean(),
  created_at: z.string(),
  last_accessed_at: z.string().nullable(),
  /** Latest study activity on any topic of the path ("Last studied {date}"). */
  last_studied_at: z.string().nullable(),
  certification_id: z.string().nullable(),
  certification: z
    .object({
      id: z.string(),
      name: z.string(),
      organization: z.string(),
      difficulty: z.enum(STUDY_DIFFICULTIES),
      level: z.enum(CERTIFICATION_LEVELS),
      estimatedStudyHours: z.number().int(),
      /** The certification's tags (e.g. "IT", "networking"): IT certifications get the IT learning mode. */
      tags: z.array(z.string()).default([]),
      /** The official exam outline: topics' `meta.section` is one of its domain names (weights by domain). */
      outline: certificationOutlineSchema.nullable(),
    })
    .nullable(),
  focusTopicId: z.string().nullable(),
  /** The learning mode the student chose for the path (issue 16), on any device; null: the path's own mode. */
  learningMode: learningModeSchema.nullable(),
  topics: z.array(studyTopicSchema),
  progress: pathProgressSchema,
});
export type StudyPath = z.infer<typeof studyPathSchema>;

export const studyPathsResponseSchema = z.object({ studyPaths: z.array(studyPathSchema) });

/** Spec 3 §3 "User topic progress". */
export const userTopicProgressSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  topic_id: z.string(),
  study_path_id: z.string(),
  topic_title: z.string(),
  domain_code: z.string(),
  mastery_level: z.enum(MASTERY_LEVELS),
  time_spent_minutes: z.number().int(),
  last_studied_at: z.string().nullable(),
  study_sessions: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['study', 'quiz']),
      status: z.enum(PROGRESS_STATUSES).optional(),
      minutes: z.number().int().optional(),
      score: z.number().int().optional(),
      total: z.number().int().optional(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserTopicProgress = z.infer<typeof userTopicProgressSchema>;

/** GET /api/smarty/study-paths/{pathId}/topics/{topicId}: the topic with its lesson text and resources. */
export const topicDetailResponseSchema = z.object({
  topic: studyTopicSchema.extend({
    content: z.string(),
    resources: z.array(studyResourceSchema),
    progress: userTopicProgressSchema.nullable(),
  }),
  position: z.object({ index: z.number().int(), total: z.number().int() }),
});

export const progressResponseSchema = z.object({
  progress: userTopicProgressSchema,
  studyPath: studyPathSchema,
});

export const conversationMessageSchema = z.object({
  id: z.string(),
  /** Spec 3 §3 chat message role. */
  role: z.enum(['user', 'smarty']),
  kind: z.enum(['chat', 'welcome']),
  content: z.string(),
  citations: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      url: z.string().optional(),
      passage: z.string().optional(),
      passageId: z.string().optional(),
      topicTitle: z.string().optional(),
    }),
  ),
  /** How well the answer's sources back it (answers since the knowledge layer). */
  confidence: z.enum(['high', 'medium', 'low']).optional(),
  studyPathId: z.string().nullable(),
  topicId: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;
export const conversationResponseSchema = z.object({ messages: z.array(conversationMessageSchema) });

export const quizResponseSchema = z.object({ quiz: quizSchema });
export const quizResultResponseSchema = z.object({
  result: z.object({
    score: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    passed: z.boolean(),
  }),
  progress: userTopicProgressSchema,
  studyPath: studyPathSchema,
});

export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export const flashcardSchema = z.object({
  id: z.string(),
  studyPathId: z.string(),
  topicId: z.string(),
  topicTitle: z.string(),
  front: z.string(),
  back: z.string(),
  state: z.enum(FLASHCARD_STATES),
  due: z.string(),
  lastReview: z.string().nullable(),
  reps: z.number().int(),
  lapses: z.number().int(),
  scheduledDays: z.number().int(),
  /** When the card would be due next for each rating (for the rating buttons). */
  schedule: z.object({ again: z.string(), hard: z.string(), good: z.string(), easy: z.string() }),
});
export type Flashcard = z.infer<typeof flashcardSchema>;
export const flashcardsResponseSchema = z.object({
  cards: z.array(flashcardSchema),
  created: z.number().int(),
});
export const dueFlashcardsResponseSchema = z.object({
  cards: z.array(flashcardSchema),
  dueCount: z.number().int(),
  /** End of the learner's day (exclusive) the queue was computed for. */
  until: z.string(),
});
export const flashcardReviewResponseSchema = z.object({ card: flashcardSchema });

export const createPathResponseSchema = z.object({ success: z.literal(true), studyPath: studyPathSchema });
export const pathExistsResponseSchema = z.object({
  error: z.string(),
  code: z.literal('study_path_exists'),
  existingStudyPath: studyPathSchema,
});
/** A deleted path is hidden at once and can be restored until `restore_until` (issue 16). */
export const deletePathResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  restore_until: z.string(),
});
export const restorePathResponseSchema = z.object({ studyPath: studyPathSchema });
export const activatePathResponseSchema = z.object({ studyPath: studyPathSchema });
/** PUT …/learning-mode: the path with the mode now chosen (`learningMode`, null for its own). */
export const learningModeResponseSchema = z.object({ studyPath: studyPathSchema });
/** DELETE /api/smarty/conversations: the conversation is cleared. */
export const clearConversationResponseSchema = z.object({ success: z.literal(true) });
export const focusResponseSchema = z.object({
  focusTopicId: z.string().nullable(),
  position: z.object({ index: z.number().int(), total: z.number().int() }).nullable(),
});
