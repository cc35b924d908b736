/** The shapes the model is asked to return (looser than the outputs they are finalised into). */
import { z } from 'zod';
import {
  ESSAY_TYPE_ALIGNMENT,
  LEARNER_LEVELS,
  PROMPT_CONGRUENCY,
  RELEVANCE_TYPES,
  WRITING_HELPER_CATEGORIES,
} from '../../../../shared/schemas/ai';

export const wire = {
  writingHelper: z.object({ category: z.enum(WRITING_HELPER_CATEGORIES), response: z.string() }),
  promptReview: z.object({ approved: z.boolean(), feedback: z.string() }),
  thesisReview: z.object({
    feedback: z.string(),
    prompt_congruency: z.enum(PROMPT_CONGRUENCY),
    essay_type_alignment: z.enum(ESSAY_TYPE_ALIGNMENT),
    considerations: z.array(z.string()),
    suggestions: z.array(z.string()),
  }),
  domains: z.object({
    domains: z.array(z.object({ domain: z.string(), query: z.string(), keywords: z.array(z.string()) })),
  }),
  keywords: z.object({ keywords: z.array(z.string()), searchQueries: z.array(z.string()) }),
  sections: z.object({
    sections: z.array(
      z.object({
        heading: z.string(),
        sectionStart: z.string(),
        sectionEnd: z.string(),
        pageNumber: z.number().nullable(),
        summary: z.string(),
        aiSummary: z.string(),
        keyFindings: z.array(
          z.object({
            finding: z.string(),
            supportingEvidence: z.string(),
            keyQuote: z.string(),
            methodology: z.string(),
            dataPoint: z.string(),
            conclusion: z.string(),
          }),
        ),
        prompt_relevance: z.number().nullable(),
        thesis_relevance: z.number().nullable(),
        brainstorm_relevance: z.array(z.object({ idea: z.string(), score: z.number() })),
      }),
    ),
  }),
  relation: (() => {
    const relation = z.object({
      relevance_type: z.enum(RELEVANCE_TYPES),
      relevance_score: z.number(),
      specific_relevance_explanation: z.string(),
      content_mismatch: z.boolean(),
    });
    return z.object({
      prompt_relation: relation,
      thesis_relation: relation,
      brainstorm_relation: relation.extend({
        idea_scores: z.array(z.object({ idea: z.string(), score: z.number() })),
      }),
    });
  })(),
  quiz: z.object({
    questions: z.array(
      z.object({
        question: z.string(),
        options: z.array(z.string()),
        answerIndex: z.number(),
        answer: z.string(),
        explanation: z.string(),
      }),
    ),
  }),
  flashcards: z.object({ cards: z.array(z.object({ front: z.string(), back: z.string() })) }),
  studyPath: z.object({
    name: z.string(),
    description: z.string(),
    topics: z.array(
      z.object({
        title: z.string(),
        summary: z.string(),
        level: z.enum(LEARNER_LEVELS),
        estimatedMinutes: z.number(),
      }),
    ),
  }),
};

export const notAvailable = (what: string) => ({
  relevance_type: 'not_available' as const,
  relevance_score: 0,
  specific_relevance_explanation: `No ${what} to compare with.`,
  content_mismatch: false,
});
