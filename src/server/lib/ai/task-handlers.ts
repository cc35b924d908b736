/**
 * The task catalogue: for every task its input schema, output schema and handler signature. Engines
 * (offline, LLM) implement `TaskHandlers` over already-validated inputs; `engine.ts` adds validation.
 */
import type { z } from 'zod';
import {
  customStudyPathSchema,
  domainDetectionSchema,
  essayPromptReviewInputSchema,
  essayPromptReviewSchema,
  flashcardsInputSchema,
  flashcardsSchema,
  quizInputSchema,
  quizSchema,
  relationAnalysisInputSchema,
  relationAnalysisSchema,
  researchContextSchema,
  searchKeywordsSchema,
  sectionExtractionInputSchema,
  sectionExtractionSchema,
  studyChatInputSchema,
  studyPathInputSchema,
  thesisReviewInputSchema,
  thesisReviewSchema,
  topicWelcomeInputSchema,
  writingHelperInputSchema,
  writingHelperOutputSchema,
  writingSuggestionInputSchema,
  writingSuggestionSchema,
  type AiStreamEvent,
} from '../../../shared/schemas/ai';
import { quickActionArtefactSchema, quickActionInputSchema } from '../../../shared/schemas/quick-actions';

export const STRUCTURED_TASKS = {
  writingHelperChat: {
    name: 'writing-helper',
    input: writingHelperInputSchema,
    output: writingHelperOutputSchema,
  },
  reviewEssayPrompt: {
    name: 'essay-prompt-review',
    input: essayPromptReviewInputSchema,
    output: essayPromptReviewSchema,
  },
  reviewThesis: { name: 'thesis-review', input: thesisReviewInputSchema, output: thesisReviewSchema },
  suggestWriting: {
    name: 'writing-suggestion',
    input: writingSuggestionInputSchema,
    output: writingSuggestionSchema,
  },
  detectDomains: { name: 'domain-detection', input: researchContextSchema, output: domainDetectionSchema },
  searchKeywords: { name: 'search-keywords', input: researchContextSchema, output: searchKeywordsSchema },
  extractSections: {
    name: 'section-extraction',
    input: sectionExtractionInputSchema,
    output: sectionExtractionSchema,
  },
  analyzeRelation: {
    name: 'relation-analysis',
    input: relationAnalysisInputSchema,
    output: relationAnalysisSchema,
  },
  generateQuiz: { name: 'quiz', input: quizInputSchema, output: quizSchema },
  generateFlashcards: { name: 'flashcards', input: flashcardsInputSchema, output: flashcardsSchema },
  generateStudyPath: { name: 'study-path', input: studyPathInputSchema, output: customStudyPathSchema },
  buildQuickAction: {
    name: 'quick-action',
    input: quickActionInputSchema,
    output: quickActionArtefactSchema,
  },
} as const;

export const STREAM_TASKS = {
  studyChat: { name: 'study-chat', input: studyChatInputSchema },
  topicWelcome: { name: 'topic-welcome', input: topicWelcomeInputSchema },
} as const;

type Structured = typeof STRUCTURED_TASKS;
type Streams = typeof STREAM_TASKS;

export type StructuredTaskKey = keyof Structured;
export type StreamTaskKey = keyof Streams;

export type TaskInput<K extends StructuredTaskKey> = z.output<Structured[K]['input']>;
export type TaskOutput<K extends StructuredTaskKey> = z.output<Structured[K]['output']>;
export type StreamInput<K extends StreamTaskKey> = z.output<Streams[K]['input']>;

export type TaskHandlers = {
  [K in StructuredTaskKey]: (input: TaskInput<K>, signal?: AbortSignal) => Promise<TaskOutput<K>>;
} & {
  [K in StreamTaskKey]: (input: StreamInput<K>, signal?: AbortSignal) => AsyncIterable<AiStreamEvent>;
};
