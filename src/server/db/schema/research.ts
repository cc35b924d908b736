import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ArticleSection } from '../../../shared/schemas/ai';
import type { CitationDetails, RelationAnalysisRecord } from '../../../shared/schemas/research';
import type { AnalysisStatus } from '../../../shared/research/saved-list';
import { users } from './auth';
import { essays } from './essays';

/**
 * Works of the built-in sample library (owner null) and works users upload with their own PDF (owner set,
 * visible to that user only). Searched in memory by the sample library's concept ranking (ranking.ts), which
 * replaced a generated full-text column (migration 0013: seeding the library no longer computes one per row).
 */
export const researchLibraryWorks = pgTable(
  'research_library_works',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['sample', 'upload'] }).notNull(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    authors: jsonb('authors')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    publicationYear: integer('publication_year'),
    publicationDate: text('publication_date'),
    domain: text('domain'),
    topics: jsonb('topics')
      .$type<Array<{ id: string; display_name: string; score: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    abstract: text('abstract').notNull().default(''),
    /** The generated body text (sample works), searched with the lowest weight. */
    body: text('body').notNull().default(''),
    citedByCount: integer('cited_by_count').notNull().default(0),
    language: text('language'),
    type: text('type').notNull().default('article'),
    /** The container a citation names (journal, book of a chapter, repository). */
    sourceName: text('source_name'),
    doi: text('doi'),
    volume: text('volume'),
    issue: text('issue'),
    /** The page range a citation gives ("853-858", "e4375"); `pages` is the PDF's page count. */
    pageRange: text('page_range'),
    publisher: text('publisher'),
    isOa: boolean('is_oa').notNull().default(true),
    /** False for the few sample works offered without a PDF (landing page only), so filters have something to do. */
    hasPdf: boolean('has_pdf').notNull().default(true),
    isRetracted: boolean('is_retracted').notNull().default(false),
    /** Content hash of the PDF in file storage, once generated or uploaded. */
    fileKey: text('file_key'),
    pages: integer('pages'),
    generatorVersion: integer('generator_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('research_library_works_owner_idx').on(t.ownerUserId),
    index('research_library_works_file_idx').on(t.fileKey),
  ],
);

/** PDFs a user fetched or uploaded: the files `serve-pdf` may give that user (content-addressed, shared storage). */
export const researchUserFiles = pgTable(
  'research_user_files',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileKey] }), index('research_user_files_key_idx').on(t.fileKey)],
);

export interface PdfMetadataRecord {
  size: number;
  pages: number | null;
  title: string | null;
  author: string | null;
}

/** Articles saved to an essay (spec 3 §3 "Saved article"), one row per essay and work. */
export const researchSavedArticles = pgTable(
  'research_saved_articles',
  {
    id: text('id').primaryKey(),
    essayId: text('essay_id')
      .notNull()
      .references(() => essays.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The work's id as the API shows it (OpenAlex key such as W123, SL00001, U…). */
    workId: text('work_id').notNull(),
    title: text('title').notNull(),
    displayName: text('display_name').notNull(),
    authors: text('authors').notNull(),
    year: integer('year'),
    doi: text('doi'),
    url: text('url'),
    abstract: text('abstract').notNull().default(''),
    citedByCount: integer('cited_by_count').notNull().default(0),
    relevanceScore: real('relevance_score'),
    primaryLocation: jsonb('primary_location').$type<Record<string, unknown> | null>(),
    openAccess: jsonb('open_access').$type<Record<string, unknown> | null>(),
    locations: jsonb('locations')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pdfFileKey: text('pdf_file_key'),
    pdfOriginalUrl: text('pdf_original_url'),
    pdfDownloadedAt: timestamp('pdf_downloaded_at', { withTimezone: true }),
    pdfMetadata: jsonb('pdf_metadata').$type<PdfMetadataRecord | null>(),
    extractedText: text('extracted_text'),
    textWordCount: integer('text_word_count'),
    textPages: integer('text_pages'),
    textExtractedAt: timestamp('text_extracted_at', { withTimezone: true }),
    textExtractionTime: integer('text_extraction_time'),
    textExtractionSuccess: boolean('text_extraction_success'),
    textExtractionError: text('text_extraction_error'),
    textQuality: jsonb('text_quality').$type<{ poor: boolean; reason?: string } | null>(),
    sections: jsonb('sections')
      .$type<ArticleSection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sectionsAnalyzed: boolean('sections_analyzed').notNull().default(false),
    sectionsAnalysisDate: timestamp('sections_analysis_date', { withTimezone: true }),
    relationAnalysis: jsonb('relation_analysis').$type<RelationAnalysisRecord | null>(),
    /** Type, container, volume, issue, pages and publisher for citing the article (null when saved before). */
    citation: jsonb('citation').$type<CitationDetails | null>(),
    analysisStatus: text('analysis_status').$type<AnalysisStatus>().notNull().default('none'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('research_saved_articles_essay_work_idx').on(t.essayId, t.workId),
    index('research_saved_articles_user_idx').on(t.userId),
    index('research_saved_articles_file_idx').on(t.pdfFileKey),
  ],
);

/**
 * The Analyze All run of an essay (spec 3 §4 "Bulk analysis"): the articles to analyse in order and how far the
 * run got, so a job picked up after a restart resumes at `current_index`. `lease_until` keeps two workers from
 * running the same essay at once.
 */
export const researchAnalysisRuns = pgTable(
  'research_analysis_runs',
  {
    essayId: text('essay_id')
      .primaryKey()
      .references(() => essays.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'completed', 'cancelled', 'failed'] }).notNull(),
    articleIds: jsonb('article_ids').$type<string[]>().notNull(),
    currentIndex: integer('current_index').notNull().default(0),
    completedIds: jsonb('completed_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    failedIds: jsonb('failed_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    context: jsonb('context')
      .$type<{ prompt: string; thesis: string; brainstormIdeas: string[] }>()
      .notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('research_analysis_runs_status_idx').on(t.status, t.leaseUntil)],
);

/** Scholarly index answers kept for 24 h, so a repeated search costs nothing (key: hash of the request). */
export const researchScholarCache = pgTable(
  'research_scholar_cache',
  {
    key: text('key').primaryKey(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('research_scholar_cache_expiry_idx').on(t.expiresAt)],
);
