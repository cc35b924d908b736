import { z } from 'zod';
import { LEARNER_LEVELS } from '../study/codes';

/**
 * Request and response shapes of every AI task (spec 2 §7, spec 3 §3/§5/§7).
 *
 * Conventions
 * - Each task has `<task>InputSchema` (what a route hands to the AI engine) and an output schema.
 *   Field names follow the specs exactly where the specs name them (snake_case where the spec uses it:
 *   `prompt_congruency`, `relevance_score`, ...), camelCase elsewhere.
 * - Inputs use defaults so callers may omit optional context; call `schema.parse()` (the engine does)
 *   to get the full shape. Types: `XxxInput` = what you may pass (z.input), `Xxx` = the parsed output.
 * - Every engine (offline or LLM) returns values that pass the output schema.
 * - Scores are 0–10 (spec colours: 7+ green, 4–6 yellow, below 4 red).
 */

// ───────────────────────────── configuration ─────────────────────────────

export const AI_PROVIDERS = ['anthropic', 'openai', 'openai-compatible', 'offline'] as const;
export const aiProviderSchema = z.enum(AI_PROVIDERS);
export type AiProvider = z.infer<typeof aiProviderSchema>;

/**
 * Produced by the server's env.ts from AI_PROVIDER, AI_MODEL, AI_API_KEY (or ANTHROPIC_API_KEY /
 * OPENAI_API_KEY) and AI_BASE_URL. `openai-compatible` needs `baseURL` (e.g. http://127.0.0.1:11434/v1)
 * and `model`; the others have default models. `embeddingModel` (AI_EMBEDDING_MODEL) names the embedding model
 * for hybrid retrieval (ADR 020): OpenAI defaults to text-embedding-3-small, an OpenAI-compatible server has none
 * unless it is named, `off` switches embeddings off.
 */
export const aiConfigSchema = z.object({
  provider: aiProviderSchema,
  model: z.string().min(1).optional(),
  apiKey: z.string().min(1).optional(),
  baseURL: z.string().url().optional(),
  embeddingModel: z.string().min(1).optional(),
});
export type AiConfig = z.infer<typeof aiConfigSchema>;

// ───────────────────────────── enumerations ─────────────────────────────

/** The 13 research domains of spec 3 §5; domain names are normalised into these. */
export const RESEARCH_DOMAINS = [
  'Policy and Governance',
  'Political Science',
  'International Relations',
  'Business and Industry',
  'Economics',
  'Science and Technology',
  'Education',
  'Health and Medicine',
  'Environmental Science',
  'Social Sciences',
  'Cultural Studies',
  'Ethics and Philosophy',
  'History',
] as const;
export type ResearchDomain = (typeof RESEARCH_DOMAINS)[number];

export { LEARNER_LEVELS, STUDY_DOMAINS, type StudyDomain } from '../study/codes';

export const learnerLevelSchema = z.enum(LEARNER_LEVELS);
export type LearnerLevel = z.infer<typeof learnerLevelSchema>;

export const ESSAY_TYPES = ['academic', 'professional', 'creative', 'personal'] as const;
export const ESSAY_SECTION_TYPES = ['introduction', 'body', 'conclusion'] as const;
export const essaySectionTypeSchema = z.enum(ESSAY_SECTION_TYPES);
export type EssaySectionType = z.infer<typeof essaySectionTypeSchema>;

export const PROMPT_CONGRUENCY = ['high', 'medium', 'low'] as const;
export const ESSAY_TYPE_ALIGNMENT = ['excellent', 'good', 'needs_improvement'] as const;
/** Relation badge values (spec 3 §4): high green, medium yellow, low orange, none red, not_available grey. */
export const RELEVANCE_TYPES = ['high', 'medium', 'low', 'none', 'not_available'] as const;
export type RelevanceType = (typeof RELEVANCE_TYPES)[number];

/** Writing-helper answer categories (spec 2 §2.7 examples: grade, thesis, research, outline). */
export const WRITING_HELPER_CATEGORIES = [
  'grading',
  'thesis',
  'research',
  'outline',
  'prompt',
  'brainstorm',
  'drafting',
  'general',
] as const;
export const writingHelperCategorySchema = z.enum(WRITING_HELPER_CATEGORIES);
export type WritingHelperCategory = z.infer<typeof writingHelperCategorySchema>;
export const WRITING_HELPER_CATEGORY_NAMES: Record<WritingHelperCategory, string> = {
  grading: 'Grading & Feedback',
  thesis: 'Thesis Help',
  research: 'Research Help',
  outline: 'Outline & Structure',
  prompt: 'Prompt Help',
  brainstorm: 'Brainstorming',
  drafting: 'Drafting Help',
  general: 'General Help',
};

const score = z.number().min(0).max(10);

// ───────────────────────────── shared context shapes ─────────────────────────────

/** One chat turn. Smarty's own turns (spec role `smarty`) are sent as `assistant`. */
export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const topicSourceSchema = z.object({
  title: z.string().min(1).max(500),
  url: z.string().max(2000).optional(),
});
export type TopicSource = z.infer<typeof topicSourceSchema>;

/** What a piece of study material is: a syllabus lesson, a topic resource, a saved article's section, an upload. */
export const KNOWLEDGE_SOURCE_KINDS = ['syllabus', 'resource', 'article', 'upload'] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

/**
 * One passage of study material with a stable id (ADR 012): what answers are composed from and what a citation
 * shows for source verification.
 */
export const knowledgePassageSchema = z.object({
  id: z.string().min(1).max(300),
  kind: z.enum(KNOWLEDGE_SOURCE_KINDS).default('syllabus'),
  /** The source as a citation names it, e.g. "CompTIA A+ Core 1 Exam Objectives, objective 2.1". */
  sourceTitle: z.string().min(1).max(500),
  /** The topic (lesson) the passage belongs to. */
  topicTitle: z.string().max(300).optional(),
  url: z.string().max(2000).optional(),
  text: z.string().min(1).max(20_000),
  /** From the learner's library beyond the path asked about (another path's upload, a saved article). */
  library: z.boolean().optional(),
});
export type KnowledgePassage = z.infer<typeof knowledgePassageSchema>;

/**
 * A study topic as the tutor sees it: title and summary always; `content` is the syllabus text
 * (used when the learner ticks "Use syllabus content"); `sources` are what citations point to.
 */
export const topicContextSchema = z.object({
  id: z.string().max(200).optional(),
  title: z.string().trim().min(1).max(300),
  summary: z.string().max(5_000).default(''),
  content: z.string().max(300_000).optional(),
  sources: z.array(topicSourceSchema).max(30).default([]),
  /** Study domain code (spec 3 §3), e.g. `nursing`. */
  domain: z.string().max(50).optional(),
  /** The topic's indexed passages (from the knowledge layer); without them the engine splits `content` itself. */
  passages: z.array(knowledgePassageSchema).max(300).optional(),
  /**
   * true: the topic has no lesson material of its own (an exam-outline objective awaiting the student's material).
   * The offline tutor then says so instead of teaching from anything else; a model may write a lesson, which the
   * app labels as generated.
   */
  noMaterial: z.boolean().optional(),
});
export type TopicContext = z.infer<typeof topicContextSchema>;

/** The essay as the writing tools see it (spec 2 §3 field names, condensed). */
export const essayContextSchema = z.object({
  title: z.string().max(500).default(''),
  prompt: z.string().max(10_000).default(''),
  thesis: z.string().max(5_000).default(''),
  ideas: z.array(z.string().max(1_000)).max(50).default([]),
  sections: z
    .object({
      introduction: z.string().max(200_000).default(''),
      body: z.string().max(400_000).default(''),
      conclusion: z.string().max(200_000).default(''),
    })
    .prefault({}),
  /** academic | professional | creative | personal (free text accepted). */
  essayType: z.string().max(50).optional(),
  /** argumentative | expository | analytical | narrative | ... */
  writingStyle: z.string().max(50).optional(),
  currentPhase: z.string().max(50).optional(),
  /** The target length as the essay states it, e.g. "500-1000" (the draft checks read its lower bound). */
  targetLength: z.string().max(50).optional(),
});
export type EssayContext = z.infer<typeof essayContextSchema>;

/** A saved article as context for the writing tools. */
export const articleContextSchema = z.object({
  id: z.string().max(200).optional(),
  title: z.string().max(1_000).default('Untitled'),
  authors: z.string().max(2_000).default(''),
  year: z.number().int().nullable().optional(),
  abstract: z.string().max(20_000).default(''),
  /** Prompt-relation score out of 10 (0 when not analysed). */
  relevanceScore: score.default(0),
  sections: z
    .array(z.object({ heading: z.string().max(500), summary: z.string().max(5_000).default('') }))
    .max(60)
    .default([]),
});
export type ArticleContext = z.infer<typeof articleContextSchema>;

// ───────────────────────────── streaming ─────────────────────────────

export const aiCitationSchema = z.object({
  /** The number used in the text as [n]. */
  index: z.number().int().min(1),
  title: z.string(),
  url: z.string().optional(),
  /** The passage the answer rests on (source verification) and its stable id. */
  passage: z.string().optional(),
  passageId: z.string().optional(),
  /** The topic (lesson) the passage belongs to, when it comes from the knowledge layer. */
  topicTitle: z.string().optional(),
});
export type AiCitation = z.infer<typeof aiCitationSchema>;
export type AnswerConfidence = 'high' | 'medium' | 'low';

/**
 * Events of a streamed answer (spec 3 §7). On the wire each is one line `data: {json}` followed by a
 * blank line. A stream ends with exactly one `complete` or `error` (or nothing when the caller aborted).
 */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('thinking'), message: z.string() }),
  z.object({ type: z.literal('content'), text: z.string() }),
  z.object({
    type: z.literal('complete'),
    fullResponse: z.string(),
    /** Sources referenced as [n] in the answer (only when citations were asked for). */
    citations: z.array(aiCitationSchema).optional(),
    /** How well the sources back the answer: retrieval coverage and agreement (offline) or valid citations (model). */
    confidence: z.enum(['high', 'medium', 'low']).optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

// ───────────────────────────── study chat & welcome (streamed) ─────────────────────────────

export const studyChatInputSchema = z.object({
  message: z.string().trim().min(1).max(8_000),
  /** Last messages of the conversation, oldest first (the engine uses the last 10). */
  history: z.array(chatTurnSchema).max(100).default([]),
  topic: topicContextSchema.optional(),
  /** Effective mode (a study domain code such as `nursing`), or another mode label. */
  learningMode: z.string().max(50).optional(),
  useSyllabus: z.boolean().default(true),
  citeSources: z.boolean().default(true),
  level: learnerLevelSchema.optional(),
  /**
   * Passages retrieved beyond the focus topic (the rest of the path, then the learner's library), best first: the
   * engine answers from them when the topic's own passages do not answer the question, or when there is no topic.
   */
  passages: z.array(knowledgePassageSchema).max(60).optional(),
});
export type StudyChatInput = z.input<typeof studyChatInputSchema>;
export type StudyChatRequest = z.infer<typeof studyChatInputSchema>;

export const topicWelcomeInputSchema = z.object({
  topic: topicContextSchema,
  studyPath: z
    .object({
      name: z.string().max(300),
      type: z.string().max(50).optional(),
      domain: z.string().max(50).optional(),
    })
    .optional(),
  certification: z
    .object({ name: z.string().max(300), organization: z.string().max(300).optional() })
    .optional(),
  userProgress: z
    .object({
      completedTopics: z.number().int().min(0).default(0),
      totalTopics: z.number().int().min(0).default(0),
      /** Mastery of this topic (spec 3 §3). */
      masteryLevel: z.enum(['beginner', 'intermediate', 'expert']).optional(),
    })
    .optional(),
  learningMode: z.string().max(50).optional(),
  level: learnerLevelSchema.optional(),
});
export type TopicWelcomeInput = z.input<typeof topicWelcomeInputSchema>;
export type TopicWelcomeRequest = z.infer<typeof topicWelcomeInputSchema>;

// ───────────────────────────── writing helper ─────────────────────────────

/**
 * A passage of one of the essay's saved, analysed articles, ranked against the section's outline point and the
 * thesis: the quotation, where it comes from, its relevance and a ready in-text citation in the essay's style.
 */
export const evidenceCardSchema = z.object({
  /** Stable within one suggestion: `articleId#sectionId#n`. */
  id: z.string().max(700),
  articleId: z.string().max(200),
  articleTitle: z.string().max(1_000),
  section: z.string().max(500),
  quote: z.string().min(1).max(2_000),
  page: z.number().int().min(1).nullable(),
  /** 0 to 10 against the outline point and the thesis. */
  relevance: score,
  /** The in-text citation, e.g. (Lee et al., 2020, p. 4). */
  citation: z.string().min(1).max(500),
});
export type EvidenceCard = z.infer<typeof evidenceCardSchema>;

export const writingHelperInputSchema = z.object({
  message: z.string().trim().min(1).max(8_000),
  essay: essayContextSchema.prefault({}),
  /** Last 6 user/assistant turns (spec 2 §9). */
  history: z.array(chatTurnSchema).max(100).default([]),
  /** Optional hint; when absent the engine classifies the question. */
  category: writingHelperCategorySchema.optional(),
  savedArticles: z.array(articleContextSchema).max(100).default([]),
  /** Passages of the essay's analysed articles for the section a drafting question is about (best first). */
  evidence: z.array(evidenceCardSchema).max(30).default([]),
});
export type WritingHelperInput = z.input<typeof writingHelperInputSchema>;
export type WritingHelperRequest = z.infer<typeof writingHelperInputSchema>;

export const writingHelperOutputSchema = z.object({
  response: z.string().min(1),
  category: writingHelperCategorySchema,
  categoryName: z.string(),
});
export type WritingHelperOutput = z.infer<typeof writingHelperOutputSchema>;

// ───────────────────────────── essay prompt review ─────────────────────────────

export const essayMetadataSchema = z.object({
  essayType: z.string().max(50).optional(),
  writingStyle: z.string().max(50).optional(),
  targetLength: z.string().max(50).optional(),
  audience: z.string().max(50).optional(),
  tone: z.string().max(50).optional(),
});

export const essayPromptReviewInputSchema = z.object({
  prompt: z.string().trim().min(1).max(10_000),
  essayMetadata: essayMetadataSchema.prefault({}),
});
export type EssayPromptReviewInput = z.input<typeof essayPromptReviewInputSchema>;

export const essayPromptReviewSchema = z.object({
  approved: z.boolean(),
  feedback: z.string().min(1),
});
export type EssayPromptReview = z.infer<typeof essayPromptReviewSchema>;

// ───────────────────────────── thesis review ─────────────────────────────

export const thesisReviewInputSchema = z.object({
  thesis: z.string().trim().min(1).max(5_000),
  /** Essay type or style as the client sends it (e.g. academic, argumentative). */
  essayType: z.string().max(50).optional(),
  writingStyle: z.string().max(50).optional(),
  prompt: z.string().max(10_000).default(''),
  brainstormIdeas: z.array(z.string().max(1_000)).max(50).default([]),
});
export type ThesisReviewInput = z.input<typeof thesisReviewInputSchema>;

/** Spec 2 §3 "Thesis review" (the route adds `reviewed_at`). */
export const thesisReviewSchema = z.object({
  feedback: z.string().min(1),
  prompt_congruency: z.enum(PROMPT_CONGRUENCY),
  essay_type_alignment: z.enum(ESSAY_TYPE_ALIGNMENT),
  considerations: z.array(z.string()),
  suggestions: z.array(z.string()),
});
export type ThesisReview = z.infer<typeof thesisReviewSchema>;

// ───────────────────────────── writing suggestion ─────────────────────────────

export const writingSuggestionInputSchema = z.object({
  sectionType: essaySectionTypeSchema,
  essay: essayContextSchema.prefault({}),
  savedArticles: z.array(articleContextSchema).max(100).default([]),
  existingContent: z.string().max(400_000).default(''),
  /** The passages a suggestion may draw on (best first); prose cites them as [n], n = position + 1. */
  evidence: z.array(evidenceCardSchema).max(30).default([]),
  /** What the section should argue (its outline point), when the outline says. */
  outlinePoint: z.string().max(20_000).default(''),
});
export type WritingSuggestionInput = z.input<typeof writingSuggestionInputSchema>;

export const writingSuggestionSchema = z.object({
  /** Markdown: coaching (questions, a paragraph plan) offline; prose citing only the evidence with a provider. */
  suggestion: z.string().min(1),
  /** `coach`: guidance, never pasted into the draft as the student's text; `prose`: a draft the student may apply. */
  mode: z.enum(['coach', 'prose']).optional(),
  questions: z.array(z.string()).optional(),
  plan: z.array(z.string()).optional(),
  /** What the check after generation changed, e.g. citations of sources that are not among the evidence removed. */
  note: z.string().optional(),
});
export type WritingSuggestion = z.infer<typeof writingSuggestionSchema>;

// ───────────────────────────── research: domains & keywords ─────────────────────────────

/** Essay context for search (spec 3 §7: prompt, ideas, thesis). At least one must be non-blank. */
export const researchContextSchema = z
  .object({
    prompt: z.string().max(10_000).default(''),
    ideas: z.array(z.string().max(1_000)).max(50).default([]),
    thesis: z.string().max(5_000).default(''),
  })
  .refine((v) => v.prompt.trim() !== '' || v.thesis.trim() !== '' || v.ideas.some((i) => i.trim() !== ''), {
    message: 'Provide a prompt, brainstorm ideas or a thesis.',
  });
export type ResearchContextInput = z.input<typeof researchContextSchema>;

/** Spec 3 §3 "Domain": domain, query, keywords. `domain` is one of RESEARCH_DOMAINS when it normalises. */
export const detectedDomainSchema = z.object({
  domain: z.string().min(1),
  query: z.string().min(1),
  keywords: z.array(z.string()),
});
export const domainDetectionSchema = z.object({ domains: z.array(detectedDomainSchema) });
export type DetectedDomain = z.infer<typeof detectedDomainSchema>;
export type DomainDetection = z.infer<typeof domainDetectionSchema>;

/** Spec 3 §3 "AI search result". */
export const searchKeywordsSchema = z.object({
  keywords: z.array(z.string()),
  searchQueries: z.array(z.string()),
});
export type SearchKeywords = z.infer<typeof searchKeywordsSchema>;

// ───────────────────────────── research: sections ─────────────────────────────

export const sectionExtractionInputSchema = z.object({
  extractedText: z.string().min(1).max(5_000_000),
  prompt: z.string().max(10_000).default(''),
  thesis: z.string().max(5_000).default(''),
  brainstormIdeas: z.array(z.string().max(1_000)).max(50).default([]),
});
export type SectionExtractionInput = z.input<typeof sectionExtractionInputSchema>;

/** Spec 3 §3 keyFindings item; empty string where the text offers nothing for a field. */
export const keyFindingSchema = z.object({
  finding: z.string(),
  supportingEvidence: z.string(),
  keyQuote: z.string(),
  methodology: z.string(),
  dataPoint: z.string(),
  conclusion: z.string(),
});
export type KeyFinding = z.infer<typeof keyFindingSchema>;

/**
 * Spec 3 §3 "Section". `sectionStart`/`sectionEnd` are short verbatim snippets of the extracted text:
 * the section runs from indexOf(sectionStart) to the end of the first sectionEnd found after it.
 * Relevance is null when that context (prompt/thesis) was not given; brainstorm relevance maps each
 * idea's text to its score.
 */
export const articleSectionSchema = z.object({
  id: z.string().min(1),
  heading: z.string().min(1),
  summary: z.string(),
  aiSummary: z.string(),
  sectionStart: z.string().min(1),
  sectionEnd: z.string().min(1),
  pageNumber: z.number().int().min(1).nullable(),
  keyFindings: z.array(keyFindingSchema),
  prompt_relevance: score.nullable(),
  thesis_relevance: score.nullable(),
  brainstorm_relevance: z.record(z.string(), score),
});
export type ArticleSection = z.infer<typeof articleSectionSchema>;

export const sectionExtractionSchema = z.object({ sections: z.array(articleSectionSchema) });
export type SectionExtraction = z.infer<typeof sectionExtractionSchema>;

// ───────────────────────────── research: relation analysis ─────────────────────────────

export const relationAnalysisInputSchema = z.object({
  article: z.object({
    title: z.string().max(1_000).default('Untitled'),
    abstract: z.string().max(20_000).default(''),
    /** Extracted full text, if any (the engine reads a bounded part of it). */
    text: z.string().max(5_000_000).default(''),
    sections: z
      .array(z.object({ heading: z.string().max(500), summary: z.string().max(5_000).default('') }))
      .max(200)
      .default([]),
  }),
  prompt: z.string().max(10_000).default(''),
  thesis: z.string().max(5_000).default(''),
  brainstormIdeas: z.array(z.string().max(1_000)).max(50).default([]),
});
export type RelationAnalysisInput = z.input<typeof relationAnalysisInputSchema>;

/** Spec 3 §3 relation: `content_mismatch` is true when the article does not fit the essay context. */
export const relationSchema = z.object({
  relevance_type: z.enum(RELEVANCE_TYPES),
  relevance_score: score,
  specific_relevance_explanation: z.string(),
  content_mismatch: z.boolean(),
});
export type Relation = z.infer<typeof relationSchema>;

export const brainstormRelationSchema = relationSchema.extend({
  /** Per-idea scores, highest first (the UI lists ideas above 5). */
  idea_scores: z.array(z.object({ idea: z.string(), score })),
});
export type BrainstormRelation = z.infer<typeof brainstormRelationSchema>;

export const relationAnalysisSchema = z.object({
  prompt_relation: relationSchema,
  thesis_relation: relationSchema,
  brainstorm_relation: brainstormRelationSchema,
});
export type RelationAnalysis = z.infer<typeof relationAnalysisSchema>;

// ───────────────────────────── study tools ─────────────────────────────

/** Another topic of the same path: its lesson text gives wrong options of the same kind. */
export const quizPathTopicSchema = z.object({
  id: z.string().max(200).optional(),
  title: z.string().max(300),
  text: z.string().max(100_000),
});
export type QuizPathTopic = z.input<typeof quizPathTopicSchema>;

export const quizInputSchema = z.object({
  topic: topicContextSchema,
  count: z.number().int().min(1).max(20).default(5),
  level: learnerLevelSchema.optional(),
  pathTopics: z.array(quizPathTopicSchema).max(200).default([]),
  /** The learning mode that shapes the questions, as it shapes the chat (`learningMode` of the study chat). */
  learningMode: z.string().max(50).optional(),
});
export type QuizInput = z.input<typeof quizInputSchema>;

/** The passage a question was taken from: the topic and the paragraph of its lesson. */
export const quizSourceSchema = z.object({
  topicId: z.string().optional(),
  topicTitle: z.string(),
  /** Index of the passage (paragraph) in the topic's lesson. */
  passage: z.number().int().min(0),
  /** The passage's stable id in the knowledge layer, when the topic came with its indexed passages. */
  passageId: z.string().optional(),
  text: z.string(),
});
export type QuizSource = z.infer<typeof quizSourceSchema>;

export const quizQuestionSchema = z
  .object({
    question: z.string().min(1),
    options: z.array(z.string().min(1)).min(2).max(6),
    answerIndex: z.number().int().min(0),
    answer: z.string().min(1),
    explanation: z.string(),
    source: quizSourceSchema.optional(),
  })
  .refine((q) => q.options[q.answerIndex] === q.answer, {
    message: 'answer must equal options[answerIndex]',
    path: ['answer'],
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({ topicTitle: z.string(), questions: z.array(quizQuestionSchema) });
export type Quiz = z.infer<typeof quizSchema>;

export const flashcardsInputSchema = z.object({
  topic: topicContextSchema,
  count: z.number().int().min(1).max(40).default(10),
  level: learnerLevelSchema.optional(),
});
export type FlashcardsInput = z.input<typeof flashcardsInputSchema>;

export const flashcardSchema = z.object({ front: z.string().min(1), back: z.string().min(1) });
export const flashcardsSchema = z.object({ topicTitle: z.string(), cards: z.array(flashcardSchema) });
export type Flashcards = z.infer<typeof flashcardsSchema>;

export const studyPathInputSchema = z.object({
  description: z.string().trim().min(1).max(4_000),
  /** A study domain code (STUDY_DOMAINS); other values are mapped to the closest or kept. */
  domain: z.string().trim().min(1).max(50).default('programming'),
  difficulty: learnerLevelSchema.default('beginner'),
  maxTopics: z.number().int().min(3).max(15).default(8),
});
export type StudyPathInput = z.input<typeof studyPathInputSchema>;

export const studyPathTopicSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  level: learnerLevelSchema,
  estimatedMinutes: z.number().int().min(5).max(600),
});
export type StudyPathTopic = z.infer<typeof studyPathTopicSchema>;

/** A generated custom path; topics are in study order. */
export const customStudyPathSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  domain: z.string().min(1),
  difficulty: learnerLevelSchema,
  topics: z.array(studyPathTopicSchema).min(1),
});
export type CustomStudyPath = z.infer<typeof customStudyPathSchema>;
