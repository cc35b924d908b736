import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  AUDIENCES,
  ESSAY_STATUSES,
  ESSAY_TYPES,
  TARGET_LENGTHS,
  TONES,
  WRITING_STYLES,
} from '../../../shared/essays/options';
import type { EssayPhase, PhaseStatusMap } from '../../../shared/essays/phases';
import type {
  DraftSections,
  EssayMetadata,
  OutlineSection,
  ThesisReviewRecord,
} from '../../../shared/schemas/essays';
import { users } from './auth';

/**
 * An essay or creative piece (spec 2 §3). `version` grows by one on every write (optimistic concurrency);
 * `deleted_at` marks a soft delete that can be undone for a few minutes and is purged later. Its saved articles are
 * rows of `research_saved_articles` (ADR 018; migration 0014 moved the old `saved_articles` column there).
 */
export const essays = pgTable(
  'essays',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    essayType: text('essay_type', { enum: ESSAY_TYPES }).notNull(),
    // The settings hold one of the spec's options (saves validate them); `enum` types the column, no SQL change.
    writingStyle: text('writing_style', { enum: WRITING_STYLES }).notNull(),
    targetLength: text('target_length', { enum: TARGET_LENGTHS }).notNull(),
    audience: text('audience', { enum: AUDIENCES }).notNull(),
    tone: text('tone', { enum: TONES }).notNull(),
    topic: text('topic').notNull().default(''),
    prompt: text('prompt').notNull().default(''),
    currentPhase: text('current_phase').$type<EssayPhase>().notNull().default('prompt'),
    brainstormIdeas: jsonb('brainstorm_ideas')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    thesisStatement: text('thesis_statement').notNull().default(''),
    thesisReview: jsonb('thesis_review').$type<ThesisReviewRecord | null>(),
    outline: jsonb('outline')
      .$type<OutlineSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    draftSections: jsonb('draft_sections')
      .$type<DraftSections>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    wordCount: jsonb('word_count')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{"total":0}'::jsonb`),
    phaseStatus: jsonb('phase_status')
      .$type<PhaseStatusMap>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    metadata: jsonb('metadata')
      .$type<EssayMetadata>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: ESSAY_STATUSES }).notNull().default('in_progress'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('essays_user_updated_idx')
      .on(t.userId, t.updatedAt.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('essays_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export type EssayRow = typeof essays.$inferSelect;
