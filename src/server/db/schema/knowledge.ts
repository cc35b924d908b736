/**
 * The knowledge layer (ADR 012): every piece of study material is a source split into passages with stable ids,
 * indexed for weighted full-text search (a generated tsvector: the lesson title weighs A, the passage text B; GIN
 * index). Catalogue sources (syllabus lessons) have no owner and are scoped by certification; a learner's own
 * material (uploads, saved articles' sections) has an owner and optionally a path.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { KNOWLEDGE_SOURCE_KINDS } from '../../../shared/schemas/ai';
import { users } from './auth';
import { researchSavedArticles } from './research';
import { studyCatalogueTopics, studyCertifications, studyPaths } from './study';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    /** `catalogue:<catalogue topic id>` for a syllabus lesson; a UUID for a learner's own material. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: KNOWLEDGE_SOURCE_KINDS }).notNull(),
    /** null for the shared catalogue. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    certificationId: text('certification_id').references(() => studyCertifications.id, {
      onDelete: 'cascade',
    }),
    catalogueTopicId: text('catalogue_topic_id').references(() => studyCatalogueTopics.id, {
      onDelete: 'cascade',
    }),
    pathId: text('path_id').references(() => studyPaths.id, { onDelete: 'cascade' }),
    /** A saved article's analysed sections (kind `article`): removed with the article, its essay or its owner. */
    savedArticleId: text('saved_article_id').references(() => researchSavedArticles.id, {
      onDelete: 'cascade',
    }),
    /** How a citation names the source. */
    title: text('title').notNull(),
    url: text('url'),
    /** The lesson (topic) or document title the passages belong to. */
    heading: text('heading').notNull(),
    /** sha-256 of the source's text: passages are rebuilt only when it changes. */
    checksum: text('checksum').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('knowledge_sources_certification_idx').on(t.certificationId),
    index('knowledge_sources_owner_idx').on(t.ownerId),
    index('knowledge_sources_catalogue_topic_idx').on(t.catalogueTopicId),
    index('knowledge_sources_saved_article_idx').on(t.savedArticleId),
  ],
);

export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    /** `<source id>:<n>`, n from 1 in reading order. */
    id: text('id').primaryKey(),
    sourceId: text('source_id')
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    heading: text('heading').notNull(),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, heading), 'A') || setweight(to_tsvector('english'::regconfig, text), 'B')`,
      ),
    /**
     * The passage's embedding (ADR 020), unit length, written by the embedding job when a provider offers
     * embeddings; null until then. A plain `real[]` (no pgvector here): similarity is a dot product in SQL.
     */
    embedding: real('embedding').array(),
    /** `<provider>:<model>` that made `embedding`: a vector of another model is ignored and re-embedded. */
    embeddingModel: text('embedding_model'),
    /** Length of `embedding` (vectors of another size never compare). */
    embeddingDimensions: integer('embedding_dimensions'),
  },
  (t) => [
    index('knowledge_passages_source_idx').on(t.sourceId, t.position),
    index('knowledge_passages_search_idx').using('gin', t.search),
    index('knowledge_passages_embedding_model_idx').on(t.embeddingModel),
  ],
);
