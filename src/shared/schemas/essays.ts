import { z } from 'zod';
import { ESSAY_MESSAGES as M } from '../messages';
import { ESSAY_TYPE_ALIGNMENT, PROMPT_CONGRUENCY } from './ai';
import {
  AUDIENCES,
  ESSAY_MODES,
  ESSAY_STATUSES,
  ESSAY_TYPES,
  TARGET_LENGTHS,
  TONES,
  WRITING_STYLES,
} from '../essays/options';
import { ESSAY_PHASES, PHASE_STATUSES } from '../essays/phases';
import { OUTLINE_SECTION_STATUSES } from '../essays/progress';
import { ESSAY_LIMITS, RESEARCH_LIMITS } from '../limits';

/**
 * Request and response shapes of the essay API (`/api/essays`, see essays.routes.ts). Field names are the spec's
 * (spec 2 §3, snake_case).
 */

/** Soft-deleted essays can be restored for this long (the UI's undo toast) and are purged after ESSAY_PURGE_AFTER_MS. */
export const ESSAY_RESTORE_WINDOW_MS = 10 * 60_000;
export const ESSAY_PURGE_AFTER_MS = 60 * 60_000;

export const CITATION_STYLES = ['apa', 'mla', 'chicago'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];
/** How the UI names each style (issue 19): the editions followed, and Chicago's author-date system. */
export const CITATION_STYLE_LABELS: Record<CitationStyle, string> = {
  apa: 'APA (7th edition)',
  mla: 'MLA (9th edition)',
  chicago: 'Chicago (author-date)',
};
export const EXPORT_FORMATS = ['docx', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const text = (field: string, max: number) =>
  z.string({ error: `${field} must be text.` }).max(max, { error: M.tooLong(field, max) });
const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: M.oneOf(field, values) });
const list = <T extends z.ZodType>(field: string, item: T, max: number) =>
  z.array(item, { error: `${field} must be a list.` }).max(max, { error: M.tooMany(field, max) });
const id = z.union([z.string().min(1).max(200), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);

export const versionSchema = z
  .number({ error: M.versionRequired })
  .int({ error: M.versionRequired })
  .min(1, { error: M.versionRequired })
  .max(2_147_483_647, { error: M.versionRequired });

// ───────────────────────────── parts of an essay ─────────────────────────────

/** A draft section as stored: `{ content }`; a bare string is accepted and stored as `{ content }`. */
export const draftSectionSchema = z.union(
  [
    text('A section', ESSAY_LIMITS.sectionMax).transform((content) => ({ content })),
    z.object({ content: text('A section', ESSAY_LIMITS.sectionMax).default('') }),
  ],
  { error: 'A draft section must be { content } or text.' },
);
export const draftSectionsSchema = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Section names use letters, digits, - and _ (at most 40).' }),
    draftSectionSchema,
    { error: 'draft_sections must map section names to { content }.' },
  )
  .refine((s) => Object.keys(s).length <= ESSAY_LIMITS.sectionsMax, {
    error: M.tooMany('draft_sections', ESSAY_LIMITS.sectionsMax),
  });
export type DraftSections = Record<string, { content: string }>;

export const thesisReviewSchema = z.object(
  {
    feedback: text('feedback', 10_000),
    prompt_congruency: oneOf('prompt_congruency', PROMPT_CONGRUENCY),
    essay_type_alignment: oneOf('essay_type_alignment', ESSAY_TYPE_ALIGNMENT),
    considerations: list('considerations', text('A consideration', 2_000), 30).default([]),
    suggestions: list('suggestions', text('A suggestion', 2_000), 30).default([]),
    /** Stamped by the server when missing (spec 2 §4: a review lacking reviewed_at is stamped). */
    reviewed_at: z.iso.datetime({ offset: true, error: 'reviewed_at must be an ISO date-time.' }).nullish(),
  },
  { error: 'thesis_review must be a review object or null.' },
);
export type ThesisReviewRecord = z.infer<typeof thesisReviewSchema>;

export const OUTLINE_SECTION_TYPES = ['introduction', 'body', 'conclusion'] as const;
export const outlineSectionSchema = z.object({
  id: text('An outline id', 60),
  type: oneOf('An outline section type', OUTLINE_SECTION_TYPES),
  title: text('An outline title', 300).default(''),
  content: text('An outline section', ESSAY_LIMITS.outlineContentMax).default(''),
  position: z.number().int().min(0).max(1000).default(0),
  assignedArticles: list('assignedArticles', id, RESEARCH_LIMITS.maxSavedArticles).default([]),
  assignedSections: list('assignedSections', id, 500).default([]),
  brainstormIdeas: list(
    'brainstormIdeas',
    text('An idea', ESSAY_LIMITS.ideaMax),
    ESSAY_LIMITS.ideasMax,
  ).default([]),
  wordCount: z.number().int().min(0).max(10_000_000).optional(),
  status: oneOf('An outline status', OUTLINE_SECTION_STATUSES).optional(),
});
export type OutlineSection = z.infer<typeof outlineSectionSchema>;

const authorSchema = z.union([
  text('An author', 300),
  z.object({
    family: text('family', 200).optional(),
    given: text('given', 200).optional(),
    literal: text('literal', 300).optional(),
  }),
]);

/**
 * A saved article as the essay shows it: the bibliographic fields of a row of research_saved_articles, the only
 * store (ADR 018), for the article count and the export's bibliography. A request may carry further keys; the
 * server keeps the bibliographic fields and `abstract`.
 */
export const savedArticleSchema = z.looseObject({
  id: id.optional(),
  title: text('An article title', 2_000).nullish(),
  authors: z.union([text('authors', 5_000), list('authors', authorSchema, 200)]).nullish(),
  year: z.number().int().min(0).max(3000).nullish(),
  doi: text('doi', 300).nullish(),
  url: text('url', 2_000).nullish(),
  journal: text('journal', 1_000).nullish(),
  volume: z.union([text('volume', 50), z.number()]).nullish(),
  issue: z.union([text('issue', 50), z.number()]).nullish(),
  pages: text('pages', 50).nullish(),
  publisher: text('publisher', 500).nullish(),
});
export type SavedArticle = z.infer<typeof savedArticleSchema>;

export const settingSchema = z.looseObject({
  location: text('location', 1_000).default(''),
  time: text('time', 1_000).default(''),
  atmosphere: text('atmosphere', 1_000).default(''),
});

/** Creative metadata (characters, plotPoints, setting) and any further keys. */
export const essayMetadataSchema = z.looseObject({
  characters: list('characters', z.record(z.string(), z.unknown()), ESSAY_LIMITS.metadataItemsMax).optional(),
  plotPoints: list(
    'plotPoints',
    z.union([text('A plot point', 5_000), z.record(z.string(), z.unknown())]),
    ESSAY_LIMITS.metadataItemsMax,
  ).optional(),
  setting: settingSchema.optional(),
});
export type EssayMetadata = z.infer<typeof essayMetadataSchema>;

export const phaseStatusSchema = z.partialRecord(
  oneOf('A phase', ESSAY_PHASES),
  oneOf('A phase status', PHASE_STATUSES),
  {
    error: 'phase_status must map phases to not_started, in_progress or completed.',
  },
);

// ───────────────────────────── requests ─────────────────────────────

const titleSchema = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, { error: M.titleRequired })
  .max(ESSAY_LIMITS.titleMax, { error: M.titleTooLong(ESSAY_LIMITS.titleMax) });

/** POST /api/essays. Omitted settings take the defaults of the essay's mode (spec 2 §3). */
export const createEssaySchema = z.object({
  title: titleSchema,
  /** Which panel's defaults to use when essay_type is not given (default academic). */
  mode: oneOf('mode', ESSAY_MODES).optional(),
  essay_type: oneOf('essay_type', ESSAY_TYPES).optional(),
  writing_style: oneOf('writing_style', WRITING_STYLES).optional(),
  target_length: oneOf('target_length', TARGET_LENGTHS).optional(),
  audience: oneOf('audience', AUDIENCES).optional(),
  tone: oneOf('tone', TONES).optional(),
  topic: text('topic', ESSAY_LIMITS.topicMax).optional(),
  prompt: text('prompt', ESSAY_LIMITS.promptMax).optional(),
});
export type CreateEssayRequest = z.input<typeof createEssaySchema>;

/** Every field a save may carry (spec 2 §7 "update an essay by id" plus the settings). All optional. */
export const essayFieldsSchema = z.object({
  title: titleSchema.optional(),
  essay_type: oneOf('essay_type', ESSAY_TYPES).optional(),
  writing_style: oneOf('writing_style', WRITING_STYLES).optional(),
  target_length: oneOf('target_length', TARGET_LENGTHS).optional(),
  audience: oneOf('audience', AUDIENCES).optional(),
  tone: oneOf('tone', TONES).optional(),
  topic: text('topic', ESSAY_LIMITS.topicMax).optional(),
  prompt: text('prompt', ESSAY_LIMITS.promptMax).optional(),
  current_phase: oneOf('current_phase', ESSAY_PHASES).optional(),
  brainstorm_ideas: list(
    'brainstorm_ideas',
    text('An idea', ESSAY_LIMITS.ideaMax),
    ESSAY_LIMITS.ideasMax,
  ).optional(),
  thesis_statement: text('thesis_statement', ESSAY_LIMITS.thesisMax).optional(),
  thesis_review: thesisReviewSchema.nullable().optional(),
  outline: list('outline', outlineSectionSchema, ESSAY_LIMITS.outlineMax).optional(),
  draft_sections: draftSectionsSchema.optional(),
  /** Accepted for compatibility and ignored: the server counts the words of draft_sections itself. */
  word_count: z.unknown().optional(),
  phase_status: phaseStatusSchema.optional(),
  status: oneOf('status', ESSAY_STATUSES).optional(),
  /** Makes the essay's saved articles exactly this list (research_saved_articles; PDFs of kept ones stay). */
  saved_articles: list('saved_articles', savedArticleSchema, RESEARCH_LIMITS.maxSavedArticles).optional(),
  metadata: essayMetadataSchema.optional(),
});
export type EssayFields = z.infer<typeof essayFieldsSchema>;

/** PATCH /api/essays/{id}: only the fields given change; `version` is the version the client last loaded. */
export const updateEssaySchema = essayFieldsSchema.extend({ version: versionSchema });
export type UpdateEssayRequest = z.input<typeof updateEssaySchema>;

const stateFieldsSchema = essayFieldsSchema.omit({ current_phase: true, status: true });

/** POST /api/essays/{id}/phase: saves the state and moves to `phase`. */
export const switchPhaseSchema = stateFieldsSchema.extend({
  version: versionSchema,
  phase: oneOf('phase', ESSAY_PHASES),
  /** Mark the phase being left completed (the creative Next buttons). */
  complete_current: z.boolean().optional(),
});
export type SwitchPhaseRequest = z.input<typeof switchPhaseSchema>;

/** POST /api/essays/{id}/phases/{phase}/complete and POST /api/essays/{id}/complete: save the state, then complete. */
export const completeRequestSchema = stateFieldsSchema.extend({ version: versionSchema });
export type CompleteRequest = z.input<typeof completeRequestSchema>;

/** POST /api/essays/{id}/articles. */
export const addArticleSchema = z.object({ article: savedArticleSchema });

export const listEssaysQuerySchema = z.object({
  panel: oneOf('panel', ESSAY_MODES).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(ESSAY_LIMITS.listMax, { error: `limit can be at most ${ESSAY_LIMITS.listMax}.` })
    .optional(),
});

export const exportQuerySchema = z.object({
  format: oneOf('format', EXPORT_FORMATS).default('docx'),
  style: oneOf('style', CITATION_STYLES).default('apa'),
});

// ───────────────────────────── responses ─────────────────────────────

export const essaySchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  essay_type: z.enum(ESSAY_TYPES),
  // The settings as saves accept them (essayFieldsSchema), so a loaded essay can be saved back as it is.
  writing_style: z.enum(WRITING_STYLES),
  target_length: z.enum(TARGET_LENGTHS),
  audience: z.enum(AUDIENCES),
  tone: z.enum(TONES),
  topic: z.string(),
  prompt: z.string(),
  current_phase: z.enum(ESSAY_PHASES),
  brainstorm_ideas: z.array(z.string()),
  thesis_statement: z.string(),
  thesis_review: thesisReviewSchema.nullable(),
  outline: z.array(outlineSectionSchema),
  draft_sections: z.record(z.string(), z.object({ content: z.string() })),
  word_count: z.record(z.string(), z.number()),
  phase_status: z.partialRecord(z.enum(ESSAY_PHASES), z.enum(PHASE_STATUSES)),
  saved_articles: z.array(savedArticleSchema),
  metadata: z.record(z.string(), z.unknown()),
  status: z.enum(ESSAY_STATUSES),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Essay = z.infer<typeof essaySchema>;

export const essaySummarySchema = essaySchema
  .pick({
    id: true,
    title: true,
    essay_type: true,
    writing_style: true,
    target_length: true,
    audience: true,
    tone: true,
    current_phase: true,
    status: true,
    phase_status: true,
    word_count: true,
    version: true,
    created_at: true,
    updated_at: true,
  })
  .extend({ saved_article_count: z.number().int() });
export type EssaySummary = z.infer<typeof essaySummarySchema>;

export const essayResponseSchema = z.object({ essay: essaySchema });
export const essayListResponseSchema = z.object({ essays: z.array(essaySummarySchema) });
export const deleteEssayResponseSchema = z.object({
  deleted: z.literal(true),
  id: z.string(),
  restore_until: z.string(),
});
export const versionConflictResponseSchema = z.object({
  error: z.string(),
  code: z.literal('version_conflict'),
  essay: essaySchema,
});

/** Events of GET /api/essays/{id}/events (each an SSE `data:` line). */
export const essayEventSchema = z.discriminatedUnion('type', [
  /** First event of every connection: the version the server has now. */
  z.object({ type: z.literal('essay.ready'), id: z.string(), version: z.number().int() }),
  /** The essay changed (in any tab, device or instance); `origin` echoes the saving request's X-Client-Id. */
  z.object({ type: z.literal('essay.updated'), essay: essaySchema, origin: z.string().nullable() }),
  z.object({
    type: z.literal('essay.deleted'),
    id: z.string(),
    version: z.number().int(),
    origin: z.string().nullable(),
  }),
]);
export type EssayEvent = z.infer<typeof essayEventSchema>;

/** The header a tab may send on writes so it can recognise its own changes in the event stream. */
export const CLIENT_ID_HEADER = 'x-client-id';
