import type { TextEmbedder } from './embeddings';
import type { QuickActionArtefact, QuickActionInput } from '../../../shared/schemas/quick-actions';
import type {
  AiStreamEvent,
  CustomStudyPath,
  DomainDetection,
  EssayPromptReview,
  Flashcards,
  FlashcardsInput,
  Quiz,
  QuizInput,
  RelationAnalysis,
  RelationAnalysisInput,
  ResearchContextInput,
  SearchKeywords,
  SectionExtraction,
  SectionExtractionInput,
  StudyChatInput,
  StudyPathInput,
  ThesisReview,
  ThesisReviewInput,
  TopicWelcomeInput,
  WritingHelperInput,
  WritingHelperOutput,
  WritingSuggestion,
  WritingSuggestionInput,
  EssayPromptReviewInput,
  AiProvider,
} from '../../../shared/schemas/ai';

export interface AiCallOptions {
  /** Aborting stops the provider call; a stream then ends without further events. */
  signal?: AbortSignal;
}

export type AiEngineKind = AiProvider;

/**
 * Every AI task of the product. Inputs are validated with the schemas of `shared/schemas/ai.ts`
 * (an invalid input throws `AiInputError` before any work starts); outputs always pass their schema.
 * Structured tasks reject with `AiOutputError` (model output invalid after one repair) or
 * `AiProviderError`; streams never throw — they end with an `error` event instead.
 */
export interface AiEngine {
  readonly kind: AiEngineKind;
  /** What the UI shows: "Offline tutor", or e.g. "Anthropic · claude-sonnet-4-5". */
  readonly label: string;
  /** Model id, null for the offline engine. */
  readonly model: string | null;
  /** Embeddings for hybrid retrieval (ADR 020): absent offline and for providers without an embedding model. */
  readonly embedder?: TextEmbedder;

  /** Study chat (spec 3 §7 POST /api/smarty/ask), streamed. */
  studyChat(input: StudyChatInput, options?: AiCallOptions): AsyncIterable<AiStreamEvent>;
  /** Topic introduction for the learner's level (POST /api/smarty/topic-welcome), streamed. */
  topicWelcome(input: TopicWelcomeInput, options?: AiCallOptions): AsyncIterable<AiStreamEvent>;
  /** Writing-helper chat about the essay (POST /api/ai-writing-helper/chat). */
  writingHelperChat(input: WritingHelperInput, options?: AiCallOptions): Promise<WritingHelperOutput>;
  /** Essay prompt review (POST /api/essay-prompt-review). */
  reviewEssayPrompt(input: EssayPromptReviewInput, options?: AiCallOptions): Promise<EssayPromptReview>;
  /** Thesis review (POST /api/thesis-ai-review). */
  reviewThesis(input: ThesisReviewInput, options?: AiCallOptions): Promise<ThesisReview>;
  /** Suggestion text for one essay section (POST /api/ai-writing-helper/writing-suggestions). */
  suggestWriting(input: WritingSuggestionInput, options?: AiCallOptions): Promise<WritingSuggestion>;
  /** Research domains with a query each (POST /api/research-analysis/multidomain-search). */
  detectDomains(input: ResearchContextInput, options?: AiCallOptions): Promise<DomainDetection>;
  /** Keywords and search queries (POST /api/research-analysis/articles/ai-search). */
  searchKeywords(input: ResearchContextInput, options?: AiCallOptions): Promise<SearchKeywords>;
  /** Sections of an article's extracted text (POST /api/article-sections/extract-sections-from-text). */
  extractSections(input: SectionExtractionInput, options?: AiCallOptions): Promise<SectionExtraction>;
  /** Prompt/thesis/brainstorm relation of an article (integrated article analysis). */
  analyzeRelation(input: RelationAnalysisInput, options?: AiCallOptions): Promise<RelationAnalysis>;
  /** Multiple-choice quiz for a topic (Generate Quiz). */
  generateQuiz(input: QuizInput, options?: AiCallOptions): Promise<Quiz>;
  /** Flashcards for a topic (Build Flashcards). */
  generateFlashcards(input: FlashcardsInput, options?: AiCallOptions): Promise<Flashcards>;
  /** A custom study path (Create Custom Study Path). */
  generateStudyPath(input: StudyPathInput, options?: AiCallOptions): Promise<CustomStudyPath>;
  /** A quick action's artefact (concept map, care plan, …) from the topic's passages (spec 3 §9). */
  buildQuickAction(input: QuickActionInput, options?: AiCallOptions): Promise<QuickActionArtefact>;
}

/** Names of the structured (non-streamed) tasks, as used in errors and prompts. */
export type AiTaskName =
  | 'study-chat'
  | 'topic-welcome'
  | 'writing-helper'
  | 'essay-prompt-review'
  | 'thesis-review'
  | 'writing-suggestion'
  | 'domain-detection'
  | 'search-keywords'
  | 'section-extraction'
  | 'relation-analysis'
  | 'quiz'
  | 'flashcards'
  | 'study-path'
  | 'quick-action';
