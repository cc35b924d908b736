import { z } from 'zod';
import {
  domainDetectionSchema,
  essayMetadataSchema,
  essayPromptReviewSchema,
  essaySectionTypeSchema,
  evidenceCardSchema,
  searchKeywordsSchema,
  sectionExtractionSchema,
  thesisReviewSchema,
  writingHelperCategorySchema,
  writingHelperOutputSchema,
  writingSuggestionSchema,
} from './ai';

/**
 * Request bodies of the AI endpoints in the spec's own field names (spec 2 §7, spec 3 §7). The server maps them to
 * the AI engine's task inputs (`schemas/ai.ts`).
 */

const text = (max: number) => z.string().max(max);

/** A draft section as the essay stores it: `{ content }` (a bare string is accepted too). */
const draftSectionSchema = z.union([
  text(400_000),
  z.object({ content: text(400_000).default('') }).passthrough(),
]);

/** The essay fields the writing tools read (spec 2 §3 names). */
export const currentEssaySchema = z
  .object({
    id: text(100).optional(),
    title: text(500).nullish(),
    prompt: text(10_000).nullish(),
    thesis_statement: text(5_000).nullish(),
    brainstorm_ideas: z.array(text(1_000)).max(50).nullish(),
    current_phase: text(50).nullish(),
    essay_type: text(50).nullish(),
    writing_style: text(50).nullish(),
    target_length: text(50).nullish(),
    draft_sections: z.record(z.string(), draftSectionSchema).nullish(),
    word_count: z.unknown().optional(),
  })
  .passthrough();
export type CurrentEssay = z.infer<typeof currentEssaySchema>;

/** A saved article as the writing tools send it. */
export const savedArticleRefSchema = z
  .object({
    id: z.union([text(200), z.number()]).optional(),
    title: text(1_000).nullish(),
    authors: z.union([text(2_000), z.array(text(300)).max(100)]).nullish(),
    year: z.number().int().nullish(),
    abstract: text(20_000).nullish(),
    hasAnalysis: z.boolean().optional(),
    hasSections: z.boolean().optional(),
    relevanceScore: z.number().min(0).max(10).nullish(),
    sections: z
      .array(z.object({ heading: text(500), summary: text(5_000).optional() }))
      .max(60)
      .optional(),
  })
  .passthrough();

export const conversationTurnSchema = z.object({
  role: z.enum(['user', 'assistant', 'smarty']),
  content: text(20_000),
});

export const askRequestSchema = z.object({
  question: z.string().trim().min(1, 'Please type a question.').max(8_000),
  mode: text(50).optional(),
  phase: text(50).optional(),
  currentEssay: currentEssaySchema.optional(),
});

export const essayPromptReviewRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'Please write a prompt first.').max(10_000),
  essayMetadata: essayMetadataSchema.optional(),
});

export const thesisReviewRequestSchema = z.object({
  thesis: z.string().trim().min(1, 'Please write a thesis first.').max(5_000),
  essayType: text(50).optional(),
  prompt: text(10_000).optional(),
  brainstorm_ideas: z.array(text(1_000)).max(50).optional(),
});

export const writingHelperChatRequestSchema = z.object({
  message: z.string().trim().min(1, 'Please type a question.').max(8_000),
  essayState: z.record(z.string(), z.unknown()).optional(),
  currentEssay: currentEssaySchema.optional(),
  savedArticles: z.array(savedArticleRefSchema).max(100).optional(),
  conversationHistory: z.array(conversationTurnSchema).max(50).optional(),
  category: writingHelperCategorySchema.optional(),
  /** The style of the in-text citations of the evidence a drafting answer lists (default APA). */
  citationStyle: z
    .enum(['apa', 'mla', 'chicago'], { error: 'citationStyle must be apa, mla or chicago.' })
    .optional(),
});

export const writingSuggestionRequestSchema = z.object({
  sectionType: essaySectionTypeSchema,
  currentEssay: currentEssaySchema.optional(),
  savedArticles: z.array(savedArticleRefSchema).max(100).optional(),
  existingContent: text(400_000).optional(),
  /** The style of the evidence cards' in-text citations (default APA). */
  citationStyle: z
    .enum(['apa', 'mla', 'chicago'], { error: 'citationStyle must be apa, mla or chicago.' })
    .optional(),
  /** The section's outline point(s), which the evidence is ranked against with the thesis. */
  outlinePoint: text(20_000).optional(),
});

export const researchRequestSchema = z.object({
  prompt: text(10_000).optional(),
  ideas: z.array(text(1_000)).max(50).optional(),
  thesis: text(5_000).optional(),
});

export const extractSectionsRequestSchema = z.object({
  extractedText: z.string().min(1, 'No extracted text available. Extract the PDF text first.').max(5_000_000),
  prompt: text(10_000).optional(),
  thesis: text(5_000).optional(),
  brainstormIdeas: z.array(text(1_000)).max(50).optional(),
});

// ── answers (checked by `responds` outside production, ADR 016): the engine's results as the routes send them ──

/** POST /api/ask: the writing helper's answer to a free question. */
export const askResponseSchema = z.object({
  answer: z.string().min(1),
  category: writingHelperCategorySchema,
  categoryName: z.string(),
});

/** POST /api/essay-prompt-review */
export const essayPromptReviewResponseSchema = essayPromptReviewSchema;

/** POST /api/thesis-ai-review: the review and when it was made. */
export const thesisReviewResponseSchema = thesisReviewSchema.extend({
  reviewed_at: z.iso.datetime({ offset: true }),
});

/** POST /api/ai-writing-helper/chat */
export const writingHelperChatResponseSchema = writingHelperOutputSchema.extend({ success: z.literal(true) });

/** POST /api/ai-writing-helper/writing-suggestions: the suggestion (mode, questions and plan always set), its evidence. */
export const writingSuggestionResponseSchema = writingSuggestionSchema
  .required({ mode: true, questions: true, plan: true })
  .extend({ success: z.literal(true), evidence: z.array(evidenceCardSchema) });

/** POST /api/research-analysis/articles/ai-search */
export const searchKeywordsResponseSchema = searchKeywordsSchema;

/** POST /api/research-analysis/multidomain-search */
export const domainDetectionResponseSchema = domainDetectionSchema;

/** POST /api/article-sections/extract-sections-from-text */
export const extractSectionsResponseSchema = sectionExtractionSchema.extend({ success: z.literal(true) });
