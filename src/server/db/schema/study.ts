import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEARNER_LEVELS } from '../../../shared/schemas/ai';
import {
  CERTIFICATION_AVAILABILITY,
  CERTIFICATION_LEVELS,
  CERTIFICATION_TYPES,
  STUDY_DIFFICULTIES,
} from '../../../shared/study/certifications';
import { MASTERY_LEVELS } from '../../../shared/study/progress';
import { LEARNING_MODES } from '../../../shared/study/quick-actions';
import type { OfficialResources } from '../../../shared/study/resources';
import type { AiCitation } from '../../../shared/schemas/ai';
import type { UserTopicProgress } from '../../../shared/schemas/study';
import { users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// ───────────────────────────── catalogue (seeded, shared by all users) ─────────────────────────────

/** The certification catalogue, loaded from the versioned seed modules by `seedStudyCatalogue`. */
export const studyCertifications = pgTable(
  'study_certifications',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    organization: text('organization').notNull(),
    description: text('description').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    domainCode: text('domain_code').notNull(),
    level: text('level', { enum: CERTIFICATION_LEVELS }).notNull(),
    type: text('type', { enum: CERTIFICATION_TYPES }).notNull(),
    estimatedStudyHours: integer('estimated_study_hours').notNull(),
    difficulty: text('difficulty', { enum: STUDY_DIFFICULTIES }).notNull(),
    officialResources: jsonb('official_resources').$type<OfficialResources>(),
    examCodes: jsonb('exam_codes').$type<string[]>().notNull(),
    availability: text('availability', { enum: CERTIFICATION_AVAILABILITY }).notNull(),
    position: integer('position').notNull(),
    /** No longer in the seed: hidden from the catalogue, kept for existing paths. */
    retired: boolean('retired').notNull().default(false),
    catalogueVersion: integer('catalogue_version').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('study_certifications_domain_idx').on(t.domainCode)],
);

/** Syllabus topics of the available certifications, with the lesson text the tutor teaches from. */
export const studyCatalogueTopics = pgTable(
  'study_catalogue_topics',
  {
    id: text('id').primaryKey(),
    certificationId: text('certification_id')
      .notNull()
      .references(() => studyCertifications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    section: text('section').notNull(),
    objective: text('objective'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    level: text('level', { enum: LEARNER_LEVELS }).notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    sources: jsonb('sources').$type<{ title: string; url?: string }[]>().notNull(),
    retired: boolean('retired').notNull().default(false),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('study_catalogue_topics_cert_idx').on(t.certificationId, t.position)],
);

/** Which catalogue version (and content checksum) the database holds: seeding is skipped when unchanged. */
export const studyCatalogueState = pgTable('study_catalogue_state', {
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
  checksum: text('checksum').notNull(),
  seededAt: ts('seeded_at').notNull(),
});

// ───────────────────────────── per user (all cascade with the user) ─────────────────────────────

export const studyPaths = pgTable(
  'study_paths',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['certification', 'custom', 'topic'] }).notNull(),
    domainCode: text('domain_code').notNull(),
    description: text('description').notNull().default(''),
    difficulty: text('difficulty', { enum: LEARNER_LEVELS }).notNull().default('beginner'),
    certificationId: text('certification_id').references(() => studyCertifications.id),
    isActive: boolean('is_active').notNull().default(false),
    focusTopicId: text('focus_topic_id'),
    /**
     * The learning mode the student chose for the path (issue 16), on every device; null: the path's own mode. The
     * chat and quick actions use it when a request names no mode.
     */
    learningMode: text('learning_mode', { enum: LEARNING_MODES }),
    createdAt: ts('created_at').notNull(),
    lastAccessedAt: ts('last_accessed_at'),
    /** Soft delete (issue 16): hidden at once, restorable for STUDY_LIMITS.restoreWindowMs, purged later. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('study_paths_user_idx').on(t.userId),
    // one live path per certification and user: concurrent starts create one, the others get 409; a deleted path
    // (restorable for a while) does not block starting the certification again
    uniqueIndex('study_paths_user_certification_idx')
      .on(t.userId, t.certificationId)
      .where(sql`${t.deletedAt} IS NULL`),
    index('study_paths_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export const studyPathTopics = pgTable(
  'study_path_topics',
  {
    id: text('id').primaryKey(),
    pathId: text('path_id')
      .notNull()
      .references(() => studyPaths.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For certification paths: the syllabus topic whose lesson text this topic teaches. */
    catalogueTopicId: text('catalogue_topic_id').references(() => studyCatalogueTopics.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Lesson text of a custom topic (certification topics read theirs from the catalogue). */
    content: text('content'),
    level: text('level', { enum: LEARNER_LEVELS }).notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('study_path_topics_path_idx').on(t.pathId, t.position),
    index('study_path_topics_user_idx').on(t.userId),
    uniqueIndex('study_path_topics_catalogue_idx').on(t.pathId, t.catalogueTopicId),
  ],
);

/**
 * The subtopics of a path topic (issue 16): the nested headings of the student's own material, in order, each with
 * the page of a PDF where it starts (null for pasted text and web pages). They go with their topic (merged into
 * another topic they move with its lesson; a deleted topic takes them along).
 */
export const studyPathSubtopics = pgTable(
  'study_path_subtopics',
  {
    id: text('id').primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => studyPathTopics.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => studyPaths.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0-based order within the topic. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** 1-based page of a PDF where the subtopic's heading is; null for unpaged text. */
    firstPage: integer('first_page'),
  },
  (t) => [
    uniqueIndex('study_path_subtopics_topic_idx').on(t.topicId, t.position),
    index('study_path_subtopics_path_idx').on(t.pathId),
    index('study_path_subtopics_user_idx').on(t.userId),
  ],
);

export type StudySession = UserTopicProgress['study_sessions'][number];

/** Spec 3 §3 "User topic progress". */
export const studyTopicProgress = pgTable(
  'study_topic_progress',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => studyPaths.id, { onDelete: 'cascade' }),
    topicId: text('topic_id')
      .notNull()
      .references(() => studyPathTopics.id, { onDelete: 'cascade' }),
    topicTitle: text('topic_title').notNull(),
    domainCode: text('domain_code').notNull(),
    masteryLevel: text('mastery_level', { enum: MASTERY_LEVELS }).notNull(),
    timeSpentMinutes: integer('time_spent_minutes').notNull().default(0),
    lastStudiedAt: ts('last_studied_at'),
    studySessions: jsonb('study_sessions').$type<StudySession[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('study_topic_progress_topic_idx').on(t.topicId),
    index('study_topic_progress_path_idx').on(t.pathId),
  ],
);

/** Smarty conversations per user, path and topic (path and topic null: general chat). */
export const studyMessages = pgTable(
  'study_messages',
  {
    id: text('id').primaryKey(),
    /** Insertion order (timestamps tie under an injected clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id').references(() => studyPaths.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').references(() => studyPathTopics.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'smarty'] }).notNull(),
    kind: text('kind', { enum: ['chat', 'welcome'] }).notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<AiCitation[]>().notNull(),
    /** How well the answer's sources back it (study answers since the knowledge layer; null before). */
    confidence: text('confidence', { enum: ['high', 'medium', 'low'] }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('study_messages_conversation_idx').on(t.userId, t.pathId, t.topicId, t.seq)],
);

export const studyQuizResults = pgTable(
  'study_quiz_results',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => studyPaths.id, { onDelete: 'cascade' }),
    topicId: text('topic_id')
      .notNull()
      .references(() => studyPathTopics.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    percent: integer('percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('study_quiz_results_topic_idx').on(t.topicId)],
);

/** Flashcards with their FSRS memory state (ts-fsrs Card fields). */
export const studyFlashcards = pgTable(
  'study_flashcards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: text('path_id')
      .notNull()
      .references(() => studyPaths.id, { onDelete: 'cascade' }),
    topicId: text('topic_id')
      .notNull()
      .references(() => studyPathTopics.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull(),
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: ts('last_review'),
    position: integer('position').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('study_flashcards_path_due_idx').on(t.pathId, t.due),
    index('study_flashcards_user_idx').on(t.userId),
    uniqueIndex('study_flashcards_topic_front_idx').on(t.topicId, sql`md5(${t.front})`),
  ],
);

export const studyFlashcardReviews = pgTable(
  'study_flashcard_reviews',
  {
    id: text('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => studyFlashcards.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    stateBefore: smallint('state_before').notNull(),
    dueBefore: ts('due_before').notNull(),
    dueAfter: ts('due_after').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reviewedAt: ts('reviewed_at').notNull(),
  },
  (t) => [
    index('study_flashcard_reviews_card_idx').on(t.cardId),
    index('study_flashcard_reviews_user_idx').on(t.userId),
  ],
);
