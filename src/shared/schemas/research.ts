import { z } from 'zod';
import { RESEARCH_MESSAGES as M } from '../messages';
import { articleSectionSchema, brainstormRelationSchema, relationSchema } from './ai';
import { WORKS_SORTS } from '../research/filters';
import { ANALYSIS_STATUSES } from '../research/saved-list';
import { PDF_ERROR_KINDS } from '../research/pdf-errors';
import { RESEARCH_LIMITS, SEARCH_LIMITS } from '../limits';

/**
 * Request and response shapes of the research API (spec 3 §7 and the search endpoint). Field names follow the
 * spec (snake_case for saved articles, camelCase where the spec's calls use it).
 */

// ───────────────────────────── scholarly works (OpenAlex shape) ─────────────────────────────

export const locationSchema = z.object({
  is_oa: z.boolean().nullable(),
  landing_page_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  source: z
    .object({ id: z.string().nullable(), display_name: z.string().nullable(), type: z.string().nullable() })
    .nullable(),
  license: z.string().nullable().optional(),
  version: z.string().nullable().optional(),
});
export type WorkLocation = z.infer<typeof locationSchema>;

export const WORK_SOURCES = ['OpenAlex', 'Sample library', 'Upload'] as const;
export type WorkSource = (typeof WORK_SOURCES)[number];

/**
 * What a citation needs beyond title, authors, year and DOI, the same for every source (OpenAlex `type`, `biblio`
 * and host venue; the sample library; the upload form): the work's type (OpenAlex/Crossref names such as article,
 * book-chapter, preprint, dataset, dissertation), its container (journal, book of a chapter, repository of a
 * preprint), volume, issue, pages ("853-858", "e4375") and publisher.
 */
export const citationDetailsSchema = z.object({
  type: z.string().max(50).nullable(),
  container: z.string().max(1_000).nullable(),
  volume: z.string().max(50).nullable(),
  issue: z.string().max(50).nullable(),
  pages: z.string().max(50).nullable(),
  publisher: z.string().max(500).nullable(),
});
export type CitationDetails = z.infer<typeof citationDetailsSchema>;
/** The same as a request sends it: every field optional. */
const citationDetailsInput = citationDetailsSchema.partial().nullish();

/**
 * A scholarly work as the search returns it: OpenAlex's field names (spec 3 §3) with the abstract rebuilt
 * (`abstract`; the inverted index is not sent), plus `has_pdf` and `best_pdf_url` computed by the spec's PDF rules.
 */
export const scholarWorkSchema = z.object({
  id: z.string(),
  doi: z.string().nullable(),
  title: z.string().nullable(),
  display_name: z.string().nullable(),
  publication_year: z.number().int().nullable(),
  publication_date: z.string().nullable(),
  language: z.string().nullable(),
  type: z.string().nullable(),
  cited_by_count: z.number().int(),
  relevance_score: z.number().nullable(),
  is_retracted: z.boolean(),
  is_paratext: z.boolean(),
  authorships: z.array(
    z.object({
      author: z.object({ id: z.string().nullable(), display_name: z.string() }),
      author_position: z.string().nullable(),
    }),
  ),
  primary_location: locationSchema.nullable(),
  best_oa_location: locationSchema.nullable(),
  locations: z.array(locationSchema),
  open_access: z.object({
    is_oa: z.boolean(),
    oa_status: z.string().nullable(),
    oa_url: z.string().nullable(),
    any_repository_has_fulltext: z.boolean().nullable(),
  }),
  topics: z.array(z.object({ id: z.string(), display_name: z.string(), score: z.number().nullable() })),
  url: z.string().nullable(),
  abstract: z.string(),
  abstract_inverted_index: z.null(),
  pdf_filename: z.string().nullable(),
  has_pdf: z.boolean(),
  best_pdf_url: z.string().nullable(),
  /** The bibliographic details a citation needs (absent only in records stored before they were kept). */
  citation: citationDetailsSchema.optional(),
  /** Which catalogue the work comes from. */
  source: z.enum(WORK_SOURCES),
});
export type ScholarWork = z.infer<typeof scholarWorkSchema>;

export const worksMetaSchema = z.object({
  count: z.number().int(),
  db_response_time_ms: z.number().nullable(),
  page: z.number().int().nullable(),
  per_page: z.number().int(),
  next_cursor: z.string().nullable(),
});

/** GET /api/research/works. */
export const worksResponseSchema = z.object({
  meta: worksMetaSchema,
  results: z.array(scholarWorkSchema),
  /** 'Sample library' (built in, no key) or 'OpenAlex' — the UI says which is in use. */
  source: z.enum(['Sample library', 'OpenAlex']),
  /** True when the answer came from the 24-hour cache (OpenAlex only). */
  cached: z.boolean(),
});
export type WorksResponse = z.infer<typeof worksResponseSchema>;

const perPage = z.coerce
  .number({ error: 'per_page must be a number.' })
  .int()
  .min(1, { error: 'per_page must be at least 1.' })
  .max(SEARCH_LIMITS.batchSize, { error: `per_page can be at most ${SEARCH_LIMITS.batchSize}.` })
  .refine((n) => n <= SEARCH_LIMITS.upstreamPerPage || n === SEARCH_LIMITS.batchSize, {
    error: `per_page must be at most ${SEARCH_LIMITS.upstreamPerPage}, or exactly ${SEARCH_LIMITS.batchSize}.`,
  });

/** GET /api/research/works?search=&page=&per_page=&sort=&filter=&cursor= */
export const worksQuerySchema = z.object({
  search: z
    .string()
    .max(RESEARCH_LIMITS.maxSearchLength, {
      error: (issue) => M.searchTooLong(typeof issue.input === 'string' ? issue.input.length : 0),
    })
    .default(''),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int()
    .min(1, { error: 'page must be at least 1.' })
    .max(100_000)
    .default(1),
  per_page: perPage.default(25),
  sort: z.enum(WORKS_SORTS, { error: `sort must be one of: ${WORKS_SORTS.join(', ')}.` }).optional(),
  filter: z.string().max(1_000).default(''),
  /** OpenAlex-style cursor paging: "*" for the first page, then meta.next_cursor. */
  cursor: z.string().max(1_000).optional(),
});
export type WorksQuery = z.infer<typeof worksQuerySchema>;

/**
 * A saved article's id: a string with something in it, at most RESEARCH_LIMITS.maxArticleIdLength characters. Each
 * check names its own message (a message given to z.string() alone would answer every check, the length too).
 */
export const articleIdField = z
  .string({ error: M.articleIdMissing })
  .regex(/\S/, { error: M.articleIdMissing })
  .max(RESEARCH_LIMITS.maxArticleIdLength, { error: M.articleIdTooLong });

// ───────────────────────────── PDFs ─────────────────────────────

const urlField = z
  .string({ error: M.noPdfUrl })
  .trim()
  .min(1, { error: M.noPdfUrl })
  .max(RESEARCH_LIMITS.maxUrlLength, {
    error: `The address can be at most ${RESEARCH_LIMITS.maxUrlLength} characters.`,
  });

/** POST /api/pdf-management/fetch-pdf and /test-pdf-download. */
export const fetchPdfRequestSchema = z.object({ url: urlField, workId: z.string().max(300).optional() });

/** The answer of fetch-pdf (spec 3 §7): on success the served URL; on failure the error and its kind. */
export const fetchPdfResponseSchema = z.object({
  success: z.boolean(),
  pdfUrl: z.string().optional(),
  filename: z.string().optional(),
  size: z.number().int().optional(),
  error: z.string().optional(),
  blocked: z.boolean().optional(),
  details: z.string().optional(),
  status: z.number().int().optional(),
  kind: z.enum(PDF_ERROR_KINDS).optional(),
});
export type FetchPdfResponse = z.infer<typeof fetchPdfResponseSchema>;

/** POST /api/pdf-management/update-article-pdf. */
export const updateArticlePdfRequestSchema = z.object({
  articleId: articleIdField,
  essayId: z.string().min(1).max(200),
  pdfFilename: z.string().min(1).max(200),
  pdfUrl: z.string().max(RESEARCH_LIMITS.maxUrlLength).optional(),
  originalUrl: z.string().max(RESEARCH_LIMITS.maxUrlLength).optional(),
});

/** POST /api/text-extraction/extract-text: a served PDF URL (or its filename), or an outside address. */
export const extractTextRequestSchema = z.object({ url: urlField });

export const extractTextResponseSchema = z.object({
  success: z.boolean(),
  text: z.string().optional(),
  wordCount: z.number().int().optional(),
  pages: z.number().int().optional(),
  totalPages: z.number().int().optional(),
  extractionTime: z.number().optional(),
  quality: z.object({ poor: z.boolean(), reason: z.string().optional() }).optional(),
  error: z.string().optional(),
});

// ───────────────────────────── saved articles ─────────────────────────────

const looseLocation = z
  .object({
    is_oa: z.boolean().nullish(),
    landing_page_url: z.string().max(RESEARCH_LIMITS.maxUrlLength).nullish(),
    pdf_url: z.string().max(RESEARCH_LIMITS.maxUrlLength).nullish(),
    source: z
      .object({ display_name: z.string().max(1_000).nullish() })
      .loose()
      .nullish(),
  })
  .loose();

const authorsField = z.union([
  z.string().max(5_000),
  z
    .array(
      z.union([
        z.string().max(300),
        z
          .object({
            author: z
              .object({ display_name: z.string().max(300).nullish() })
              .loose()
              .nullish(),
          })
          .loose(),
      ]),
    )
    .max(500),
]);

/** POST /api/essays/{essayId}/save-article (spec 3 §7). */
export const saveArticleRequestSchema = z.object({
  id: articleIdField,
  title: z.string().max(2_000).nullish(),
  display_name: z.string().max(2_000).nullish(),
  authors: authorsField.nullish(),
  authorships: authorsField.nullish(),
  year: z.number().int().min(0).max(3000).nullish(),
  publication_year: z.number().int().min(0).max(3000).nullish(),
  doi: z.string().max(300).nullish(),
  url: z.string().max(RESEARCH_LIMITS.maxUrlLength).nullish(),
  abstract: z.string().max(50_000).nullish(),
  relevance_score: z.number().nullish(),
  cited_by_count: z.number().int().min(0).nullish(),
  primary_location: looseLocation.nullish(),
  best_oa_location: looseLocation.nullish(),
  open_access: z
    .object({ is_oa: z.boolean().nullish(), oa_url: z.string().max(RESEARCH_LIMITS.maxUrlLength).nullish() })
    .loose()
    .nullish(),
  locations: z.array(looseLocation).max(200).nullish(),
  bestPdfUrl: z.string().max(RESEARCH_LIMITS.maxUrlLength).nullish(),
  pdf_filename: z.string().max(200).nullish(),
  citation: citationDetailsInput,
});
export type SaveArticleRequest = z.input<typeof saveArticleRequestSchema>;

export const relationAnalysisRecordSchema = z.object({
  prompt_relation: relationSchema.nullable(),
  thesis_relation: relationSchema.nullable(),
  brainstorm_relation: brainstormRelationSchema.nullable(),
  analysis_status: z.enum(ANALYSIS_STATUSES),
  last_analyzed: z.string().nullable(),
  analysis_errors: z.array(z.string()),
});
export type RelationAnalysisRecord = z.infer<typeof relationAnalysisRecordSchema>;

/** A saved article as the API returns it (spec 3 §3 "Saved article"). */
export const savedArticleSchema = z.object({
  id: z.string(),
  essay_id: z.string(),
  title: z.string(),
  display_name: z.string(),
  authors: z.string(),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  url: z.string().nullable(),
  abstract: z.string(),
  cited_by_count: z.number().int(),
  relevance_score: z.number().nullable(),
  saved_at: z.string(),
  primary_location: z.unknown().nullable(),
  open_access: z.unknown().nullable(),
  locations: z.array(z.unknown()),
  pdf_filename: z.string().nullable(),
  pdf_url: z.string().nullable(),
  pdf_original_url: z.string().nullable(),
  pdf_downloaded_at: z.string().nullable(),
  pdf_metadata: z
    .object({
      size: z.number().int(),
      pages: z.number().int().nullable(),
      title: z.string().nullable(),
      author: z.string().nullable(),
    })
    .nullable(),
  /** Sent by GET saved-articles only when asked (?include=text); the status call never sends it. */
  extracted_text: z.string().nullable().optional(),
  has_extracted_text: z.boolean(),
  text_word_count: z.number().int().nullable(),
  text_pages: z.number().int().nullable(),
  text_extracted_at: z.string().nullable(),
  text_extraction_time: z.number().nullable(),
  text_extraction_success: z.boolean().nullable(),
  text_extraction_error: z.string().nullable(),
  text_quality: z.object({ poor: z.boolean(), reason: z.string().optional() }).nullable(),
  sections: z.array(articleSectionSchema),
  sections_analyzed: z.boolean(),
  sections_analysis_date: z.string().nullable(),
  relation_analysis: relationAnalysisRecordSchema.nullable(),
  /** Type, container, volume, issue, pages and publisher for citing it (null for articles saved before). */
  citation: citationDetailsSchema.nullable().optional(),
});
export type SavedArticle = z.infer<typeof savedArticleSchema>;

export const savedArticlesResponseSchema = z.object({
  success: z.boolean(),
  articles: z.array(savedArticleSchema),
  error: z.string().optional(),
});

// ───────────────────────────── analysis ─────────────────────────────

export const essayDataSchema = z
  .object({
    prompt: z.string().max(10_000).nullish(),
    brainstormIdeas: z.array(z.string().max(1_000)).max(50).nullish(),
    thesis: z.string().max(5_000).nullish(),
  })
  .loose();

/** POST /api/integrated-article-analysis/analyze (one article). */
export const analyzeRequestSchema = z.object({
  articleId: articleIdField,
  essayId: z.string().min(1).max(200),
  essayData: essayDataSchema.optional(),
});

/** POST /api/integrated-article-analysis/analyze-all (Analyze All: a background job per essay). */
export const analyzeAllRequestSchema = z.object({
  essayId: z.string().min(1).max(200),
  essayData: essayDataSchema.optional(),
});

/** POST /api/integrated-article-analysis/extract-sections (stored text → stored sections). */
export const extractArticleSectionsRequestSchema = z.object({
  essayId: z.string().min(1).max(200),
  articleId: articleIdField,
  essayData: essayDataSchema.optional(),
});

/** POST /api/integrated-article-analysis/diagnose-boundaries. */
export const diagnoseRequestSchema = z.object({
  essayId: z.string().min(1).max(200),
  articleId: articleIdField,
  sectionStart: z.string().max(5_000).default(''),
  sectionEnd: z.string().max(5_000).default(''),
});

/** Spec 3 §3 "Analysis state", with the run's status and per-article outcome. */
export const analysisStateSchema = z.object({
  isAnalyzing: z.boolean(),
  currentArticleIndex: z.number().int(),
  totalArticlesToAnalyze: z.number().int(),
  status: z.enum(['running', 'completed', 'cancelled', 'failed']),
  currentArticleId: z.string().nullable(),
  message: z.string(),
  completedArticleIds: z.array(z.string()),
  failedArticleIds: z.array(z.string()),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type AnalysisState = z.infer<typeof analysisStateSchema>;

export const diagnosisSchema = z.object({
  textLength: z.number().int(),
  startFound: z.boolean(),
  endFound: z.boolean(),
  startIndex: z.number().int().nullable(),
  endIndex: z.number().int().nullable(),
  /** The end marker occurs only before the start marker. */
  endBeforeStart: z.boolean(),
  sectionLength: z.number().int().nullable(),
  /** Where a marker matched after whitespace and case were normalised, when it did not match exactly. */
  looseStartIndex: z.number().int().nullable(),
  looseEndIndex: z.number().int().nullable(),
  suggestion: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

// ───────────────────────────── citations ─────────────────────────────

/** POST /api/research/citations: a search result or a saved article, in either shape. */
export const citationRequestSchema = z.object({
  work: z
    .object({
      title: z.string().max(2_000).nullish(),
      display_name: z.string().max(2_000).nullish(),
      authors: authorsField.nullish(),
      authorships: authorsField.nullish(),
      year: z.union([z.number().int(), z.string().max(20)]).nullish(),
      publication_year: z.number().int().nullish(),
      doi: z.string().max(300).nullish(),
      url: z.string().max(RESEARCH_LIMITS.maxUrlLength).nullish(),
      journal: z.string().max(1_000).nullish(),
      volume: z.union([z.string().max(50), z.number()]).nullish(),
      issue: z.union([z.string().max(50), z.number()]).nullish(),
      pages: z.string().max(50).nullish(),
      type: z.string().max(50).nullish(),
      publisher: z.string().max(500).nullish(),
      primary_location: looseLocation.nullish(),
      citation: citationDetailsInput,
    })
    .loose(),
});

const citationText = z.object({ text: z.string(), html: z.string() });
export const citationResponseSchema = z.object({
  success: z.boolean(),
  citations: z.object({ apa: citationText, mla: citationText, chicago: citationText }),
});

// ───────────────────────────── uploads ─────────────────────────────

/** The kinds of work the upload form offers (OpenAlex type names, mapped to CSL types by the formatter). */
export const UPLOAD_WORK_TYPES = [
  'article',
  'book',
  'book-chapter',
  'preprint',
  'dataset',
  'dissertation',
  'report',
] as const;

/** An optional text field of the upload form: trimmed, '' → null. */
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: M.uploadFieldTooLong(field, max) })
    .optional()
    .transform((v) => (v ? v : null));

/** The citation fields of the upload form (issue 19): type, container, volume, issue, pages, publisher, DOI. */
const uploadCitationFields = {
  type: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(UPLOAD_WORK_TYPES, { error: M.uploadBadType }).default('article'),
  ),
  container: optionalText('journal or book title', 1_000),
  volume: optionalText('volume', 50),
  issue: optionalText('issue', 50),
  pages: optionalText('page range', 50),
  publisher: optionalText('publisher', 500),
  doi: optionalText('DOI', 300)
    .transform((v) => (v ? v.replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '') : null))
    .refine((v) => v === null || /^10\.\d{4,9}\/\S+$/.test(v), { error: M.uploadBadDoi }),
};

/** Form fields of POST /api/research/uploads (multipart, with `file`). */
export const uploadFieldsSchema = z.object({
  title: z
    .string({ error: M.uploadNeedsTitle })
    .trim()
    .min(1, { error: M.uploadNeedsTitle })
    .max(RESEARCH_LIMITS.uploadTitleMax, {
      error: M.uploadFieldTooLong('title', RESEARCH_LIMITS.uploadTitleMax),
    }),
  authors: z
    .string()
    .max(RESEARCH_LIMITS.uploadAuthorsMax, {
      error: M.uploadFieldTooLong('authors', RESEARCH_LIMITS.uploadAuthorsMax),
    })
    .default(''),
  year: z
    .union(
      [
        z.literal(''),
        z.coerce
          .number({ error: M.uploadBadYear })
          .int({ error: M.uploadBadYear })
          .min(1000, { error: M.uploadBadYear })
          .max(3000, { error: M.uploadBadYear }),
      ],
      { error: M.uploadBadYear },
    )
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  abstract: z
    .string()
    .max(RESEARCH_LIMITS.uploadAbstractMax, {
      error: M.uploadFieldTooLong('abstract', RESEARCH_LIMITS.uploadAbstractMax),
    })
    .default(''),
  ...uploadCitationFields,
});

// ───────────────────────────── answers checked by `responds` (ADR 016) ─────────────────────────────

/** GET /api/research/config: where search looks and its limits. */
export const researchConfigResponseSchema = z.object({
  source: z.string(),
  maxPdfBytes: z.number().int().positive(),
  perPageMax: z.number().int().positive(),
});

/** POST /api/research/uploads (201): the uploaded work, as search lists it. */
export const uploadWorkResponseSchema = z.object({ success: z.literal(true), work: scholarWorkSchema });

/** GET /api/research/uploads */
export const uploadsResponseSchema = z.object({ works: z.array(scholarWorkSchema) });

/** The deletions (an upload, a saved article, an analysis state): done. */
export const successResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/integrated-article-analysis/analyze: the article after its analysis, and what went wrong. */
export const analyzeArticleResponseSchema = z.object({
  success: z.boolean(),
  analysisState: z.enum(['completed', 'failed']),
  article: savedArticleSchema,
  errors: z.array(z.string()),
});

/** POST /api/integrated-article-analysis/extract-sections */
export const articleSectionsResponseSchema = z.object({
  success: z.literal(true),
  sections: z.array(articleSectionSchema),
});

/** GET /api/integrated-article-analysis/progress/:essayId (zeros when no run was started). */
export const analysisProgressResponseSchema = z.object({
  success: z.literal(true),
  progress: analysisStateSchema.pick({
    currentArticleIndex: true,
    totalArticlesToAnalyze: true,
    isAnalyzing: true,
    message: true,
  }),
});

/** GET /api/integrated-article-analysis/status/:articleId */
export const articleStatusResponseSchema = z.object({
  success: z.literal(true),
  analysis: relationAnalysisRecordSchema.nullable(),
  analysisStatus: z.enum(ANALYSIS_STATUSES),
  sections: z.array(articleSectionSchema),
  sectionsAnalyzed: z.boolean(),
});

/** GET /api/integrated-article-analysis/section-text/:articleId/:sectionId: the section's text and where it lies. */
export const sectionTextResponseSchema = z.object({
  success: z.literal(true),
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  length: z.number().int().min(0),
});
