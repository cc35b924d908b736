/**
 * Task handlers backed by a language model through the Vercel AI SDK.
 */
import type { LanguageModel, ModelMessage } from 'ai';
import { z } from 'zod';
import {
  ESSAY_TYPE_ALIGNMENT,
  LEARNER_LEVELS,
  PROMPT_CONGRUENCY,
  RELEVANCE_TYPES,
  RESEARCH_DOMAINS,
  WRITING_HELPER_CATEGORIES,
  WRITING_HELPER_CATEGORY_NAMES,
  customStudyPathSchema,
  domainDetectionSchema,
  essayPromptReviewSchema,
  flashcardsSchema,
  quizSchema,
  relationAnalysisSchema,
  searchKeywordsSchema,
  sectionExtractionSchema,
  thesisReviewSchema,
  writingHelperOutputSchema,
  type AiCitation,
  type ArticleContext,
  type ArticleSection,
  type EssayContext,
  type TopicContext,
} from '../../../../shared/schemas/ai';
import { normalizeDomainName } from '../offline/domains';
import { findVerbatim, makeEndMarker } from '../offline/sections';
import { normalizeStudyDomain } from '../offline/topic-library';
import { domainDetectionPrompt } from '../prompts/domain-detection.v1';
import { essayPromptReviewPrompt } from '../prompts/essay-prompt-review.v1';
import { flashcardsPrompt } from '../prompts/flashcards.v1';
import { quizPrompt } from '../prompts/quiz.v2';
import { QUIZ_REPAIR_HINT, guardModelQuiz } from '../quiz/guard';
import { relationAnalysisPrompt } from '../prompts/relation-analysis.v1';
import { UNTRUSTED_DATA_RULE, dataBlock, dataList, render, type PromptTemplate } from '../prompts/render';
import { searchKeywordsPrompt } from '../prompts/search-keywords.v1';
import { sectionExtractionPrompt } from '../prompts/section-extraction.v1';
import { STUDY_CHAT_RULES, studyChatPrompt } from '../prompts/study-chat.v2';
import { studyPathPrompt } from '../prompts/study-path.v1';
import { thesisReviewPrompt } from '../prompts/thesis-review.v1';
import { topicWelcomePrompt } from '../prompts/topic-welcome.v2';
import { writingHelperPrompt } from '../prompts/writing-helper.v1';
import type { TaskHandlers } from '../task-handlers';
import { checkCitations, passagesText, promptPassages } from './grounded-citations';
import { quickActionWithModel } from './quick-action';
import { streamChat } from './stream';
import { tutoringStyle } from '../../../../shared/study/quick-actions';
import { suggestWritingWithModel } from './writing-suggestion';
import { RepairableOutputError, generateStructured } from './structured';

export interface LlmEngineOptions {
  model: LanguageModel;
  /** Retries of a failed provider call (HTTP 5xx/429), default 2. */
  maxRetries?: number;
  /** Longest article text sent to the model, in characters (default 120,000). */
  maxArticleChars?: number;
  onError?: (task: string, error: unknown) => void;
}

// ───────────────────────────── context rendering ─────────────────────────────

function system(t: PromptTemplate, vars: Readonly<Record<string, string | number>> = {}): string {
  return `${render(t.system, vars)}\n\n${UNTRUSTED_DATA_RULE}`;
}

function essayBlock(e: EssayContext, maxChars = 60_000): string {
  const parts = [
    `Title: ${e.title || '(untitled)'}`,
    `Essay type: ${e.essayType ?? 'academic'}; style: ${e.writingStyle ?? 'not set'}${e.currentPhase ? `; phase: ${e.currentPhase}` : ''}`,
    `Prompt: ${e.prompt || '(not written yet)'}`,
    `Thesis: ${e.thesis || '(not written yet)'}`,
    `Brainstorm ideas:${e.ideas.length ? `\n${e.ideas.map((i) => `- ${i}`).join('\n')}` : ' (none)'}`,
    `Introduction:\n${e.sections.introduction || '(empty)'}`,
    `Body:\n${e.sections.body || '(empty)'}`,
    `Conclusion:\n${e.sections.conclusion || '(empty)'}`,
  ];
  return dataBlock('essay', parts.join('\n\n'), { maxChars });
}

function articlesBlock(articles: readonly ArticleContext[], withAbstracts: boolean): string {
  return dataList(
    'saved_articles',
    articles.slice(0, 20).map((a) => {
      const abs = withAbstracts && a.abstract ? ` Abstract: ${a.abstract.slice(0, 1200)}` : '';
      const secs =
        withAbstracts && a.sections.length
          ? ` Sections: ${a.sections
              .slice(0, 8)
              .map((s) => `${s.heading} — ${s.summary.slice(0, 200)}`)
              .join(' | ')}`
          : '';
      return `${a.title} — ${a.authors || 'Unknown Author'} (${a.year ?? 'n.d.'}); relevance ${a.relevanceScore}/10.${abs}${secs}`;
    }),
  );
}

function topicBlock(topic: TopicContext, withContent: boolean, sources: readonly AiCitation[]): string {
  const parts = [`Title: ${topic.title}`, `Summary: ${topic.summary || '(none)'}`];
  if (withContent && topic.content?.trim()) parts.push(`Material:\n${topic.content}`);
  if (sources.length)
    parts.push(
      `Sources:\n${sources.map((s) => `[${s.index}] ${s.title}${s.url ? ` (${s.url})` : ''}`).join('\n')}`,
    );
  return dataBlock('topic', parts.join('\n\n'), { maxChars: 60_000 });
}

function numberedSources(topic: TopicContext | undefined): AiCitation[] {
  return (topic?.sources ?? [])
    .slice(0, 20)
    .map((s, i) => ({ index: i + 1, title: s.title, ...(s.url ? { url: s.url } : {}) }));
}

function userTurn(t: PromptTemplate, vars: Readonly<Record<string, string | number>>): ModelMessage[] {
  return [{ role: 'user', content: render(t.user, vars) }];
}

const orNone = (name: string, text: string) =>
  text.trim() ? dataBlock(name, text) : `${name.replace(/_/g, ' ')}: (not given)`;

function articleText(
  a: {
    title: string;
    abstract: string;
    text: string;
    sections: ReadonlyArray<{ heading: string; summary: string }>;
  },
  maxChars: number,
): string {
  const parts = [`Title: ${a.title}`];
  if (a.abstract.trim()) parts.push(`Abstract: ${a.abstract}`);
  if (a.sections.length)
    parts.push(`Sections:\n${a.sections.map((s) => `- ${s.heading}: ${s.summary}`).join('\n')}`);
  if (a.text.trim()) parts.push(`Text:\n${a.text}`);
  return dataBlock('article', parts.join('\n\n'), { maxChars });
}

/** Maps model-returned idea scores onto the student's exact idea texts. */
function mapIdeaScores(
  ideas: readonly string[],
  scores: ReadonlyArray<{ idea: string; score: number }>,
  where: string,
  issues: string[],
): Array<{ idea: string; score: number }> {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  const byKey = new Map(scores.map((s) => [norm(s.idea), s.score]));
  const out: Array<{ idea: string; score: number }> = [];
  for (const idea of ideas) {
    const score = byKey.get(norm(idea));
    if (score === undefined) issues.push(`${where}: no score for brainstorm idea "${idea}"`);
    else out.push({ idea, score });
  }
  return out;
}

// ───────────────────────────── wire schemas (what the model returns) ─────────────────────────────

const wire = {
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

const notAvailable = (what: string) => ({
  relevance_type: 'not_available' as const,
  relevance_score: 0,
  specific_relevance_explanation: `No ${what} to compare with.`,
  content_mismatch: false,
});

// ───────────────────────────── handlers ─────────────────────────────

export function createLlmHandlers(options: LlmEngineOptions): TaskHandlers {
  const { model } = options;
  const maxRetries = options.maxRetries ?? 2;
  const maxArticleChars = options.maxArticleChars ?? 120_000;
  const common = { model, maxRetries };

  return {
    studyChat(input, signal) {
      // retrieval-augmented: the passages listed [1..n], the answer's citations checked when it is complete
      const passages = promptPassages(input);
      if (passages.length > 0) {
        const topicLine = input.topic
          ? `Title: ${input.topic.title}\nSummary: ${input.topic.summary || '(none)'}`
          : '';
        const material = [
          topicLine ? dataBlock('topic', topicLine) : '',
          dataBlock('passages', passagesText(passages), { maxChars: 60_000 }),
        ];
        return streamChat({
          ...common,
          task: 'study-chat',
          system: system(studyChatPrompt, {
            level: input.level ?? 'not stated (assume intermediate)',
            mode: input.learningMode ?? 'general',
            modeStyle: tutoringStyle(input.learningMode),
            topicTitle:
              input.topic?.title ?? 'none selected (answer from the passages of the study path below)',
            materialRule: STUDY_CHAT_RULES.grounded,
            citationRule: STUDY_CHAT_RULES.groundedCite,
            topicMaterial: material.filter(Boolean).join('\n\n'),
          }),
          messages: [
            ...input.history.slice(-10).map((t): ModelMessage => ({ role: t.role, content: t.content })),
            { role: 'user', content: input.message },
          ],
          thinking: input.topic ? `Thinking about ${input.topic.title}…` : 'Thinking…',
          finish: (full) => checkCitations(full, passages, input.citeSources),
          ...(signal ? { signal } : {}),
          ...(options.onError ? { onError: options.onError } : {}),
        });
      }
      const sources = input.citeSources ? numberedSources(input.topic) : [];
      const sys = system(studyChatPrompt, {
        level: input.level ?? 'not stated (assume intermediate)',
        mode: input.learningMode ?? 'general',
        modeStyle: tutoringStyle(input.learningMode),
        topicTitle: input.topic?.title ?? 'none selected (answer generally and suggest choosing a topic)',
        materialRule: input.topic
          ? input.useSyllabus
            ? STUDY_CHAT_RULES.useSyllabus
            : STUDY_CHAT_RULES.noSyllabus
          : '',
        citationRule: sources.length ? STUDY_CHAT_RULES.cite : STUDY_CHAT_RULES.noCite,
        topicMaterial: input.topic ? topicBlock(input.topic, input.useSyllabus, sources) : '',
      });
      const history: ModelMessage[] = input.history
        .slice(-10)
        .map((t) => ({ role: t.role, content: t.content }));
      return streamChat({
        ...common,
        task: 'study-chat',
        system: sys,
        messages: [...history, { role: 'user', content: input.message }],
        thinking: input.topic ? `Thinking about ${input.topic.title}…` : 'Thinking…',
        sources,
        ...(signal ? { signal } : {}),
        ...(options.onError ? { onError: options.onError } : {}),
      });
    },

    topicWelcome(input, signal) {
      const level =
        input.level ??
        (input.userProgress?.masteryLevel === 'expert'
          ? 'advanced'
          : (input.userProgress?.masteryLevel ?? 'beginner'));
      const p = input.userProgress;
      return streamChat({
        ...common,
        task: 'topic-welcome',
        system: system(topicWelcomePrompt),
        messages: userTurn(topicWelcomePrompt, {
          level,
          modeStyle: tutoringStyle(input.learningMode),
          certificationNote: input.certification ? ` for the ${input.certification.name} certification` : '',
          progressNote:
            p && p.totalTopics > 0
              ? `The learner has completed ${p.completedTopics} of ${p.totalTopics} topics in this path; acknowledge it briefly.`
              : '',
          studyPath: input.studyPath
            ? dataBlock(
                'study_path',
                `${input.studyPath.name}${input.studyPath.domain ? ` (${input.studyPath.domain})` : ''}`,
              )
            : '',
          topic: topicBlock(input.topic, true, []),
        }),
        thinking: `Preparing an introduction to ${input.topic.title}…`,
        ...(signal ? { signal } : {}),
        ...(options.onError ? { onError: options.onError } : {}),
      });
    },

    writingHelperChat: (input, signal) =>
      generateStructured({
        ...common,
        task: 'writing-helper',
        system: system(writingHelperPrompt),
        messages: userTurn(writingHelperPrompt, {
          categoryHint: input.category
            ? `The student's interface suggests the category "${input.category}".`
            : '',
          essay: essayBlock(input.essay),
          articles: articlesBlock(input.savedArticles, false),
          history: dataBlock(
            'conversation',
            input.history
              .slice(-6)
              .map((t) => `${t.role}: ${t.content}`)
              .join('\n') || '(none)',
          ),
          message: dataBlock('question', input.message),
        }),
        wireSchema: wire.writingHelper,
        finalize: (w) => ({
          response: w.response.trim(),
          category: w.category,
          categoryName: WRITING_HELPER_CATEGORY_NAMES[w.category],
        }),
        outputSchema: writingHelperOutputSchema,
        ...(signal ? { signal } : {}),
      }),

    reviewEssayPrompt: (input, signal) => {
      const m = input.essayMetadata;
      return generateStructured({
        ...common,
        task: 'essay-prompt-review',
        system: system(essayPromptReviewPrompt),
        messages: userTurn(essayPromptReviewPrompt, {
          essayType: m.essayType ?? 'academic',
          writingStyle: m.writingStyle ?? 'not set',
          targetLength: m.targetLength ?? 'not set',
          audience: m.audience ?? 'general',
          tone: m.tone ?? 'not set',
          prompt: dataBlock('essay_prompt', input.prompt),
        }),
        wireSchema: wire.promptReview,
        finalize: (w) => ({ approved: w.approved, feedback: w.feedback.trim() }),
        outputSchema: essayPromptReviewSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      });
    },

    reviewThesis: (input, signal) =>
      generateStructured({
        ...common,
        task: 'thesis-review',
        system: system(thesisReviewPrompt),
        messages: userTurn(thesisReviewPrompt, {
          essayType: input.writingStyle ?? input.essayType ?? 'academic',
          prompt: orNone('essay_prompt', input.prompt),
          thesis: dataBlock('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', input.brainstormIdeas),
        }),
        wireSchema: wire.thesisReview,
        finalize: (w) => w,
        outputSchema: thesisReviewSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      }),

    suggestWriting: (input, signal) =>
      suggestWritingWithModel(common, input, essayBlock(input.essay), signal),

    detectDomains: (input, signal) =>
      generateStructured({
        ...common,
        task: 'domain-detection',
        system: system(domainDetectionPrompt),
        messages: userTurn(domainDetectionPrompt, {
          domainList: RESEARCH_DOMAINS.join('; '),
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', input.ideas),
        }),
        wireSchema: wire.domains,
        finalize: (w) => {
          const domains: Array<{ domain: string; query: string; keywords: string[] }> = [];
          for (const d of w.domains) {
            const domain = normalizeDomainName(d.domain);
            const query = d.query.trim();
            if (!domain || !query || domains.some((x) => x.domain === domain)) continue;
            domains.push({ domain, query, keywords: d.keywords.map((k) => k.trim()).filter(Boolean) });
          }
          if (domains.length === 0)
            throw new RepairableOutputError(['domains: give at least one domain with a non-empty query']);
          return { domains: domains.slice(0, 4) };
        },
        outputSchema: domainDetectionSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      }),

    searchKeywords: (input, signal) =>
      generateStructured({
        ...common,
        task: 'search-keywords',
        system: system(searchKeywordsPrompt),
        messages: userTurn(searchKeywordsPrompt, {
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', input.ideas),
        }),
        wireSchema: wire.keywords,
        finalize: (w) => {
          const keywords = [...new Set(w.keywords.map((k) => k.trim()).filter(Boolean))];
          const searchQueries = [...new Set(w.searchQueries.map((k) => k.trim()).filter(Boolean))];
          const issues: string[] = [];
          if (keywords.length === 0) issues.push('keywords: give at least one keyword');
          if (searchQueries.length === 0) issues.push('searchQueries: give at least one search query');
          if (issues.length) throw new RepairableOutputError(issues);
          return { keywords, searchQueries };
        },
        outputSchema: searchKeywordsSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      }),

    extractSections: (input, signal) => {
      const text = input.extractedText;
      const ideas = [...new Set(input.brainstormIdeas.map((i) => i.trim()).filter(Boolean))];
      return generateStructured({
        ...common,
        task: 'section-extraction',
        system: system(sectionExtractionPrompt),
        messages: userTurn(sectionExtractionPrompt, {
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', ideas),
          article: dataBlock('article_text', text, { maxChars: maxArticleChars }),
        }),
        wireSchema: wire.sections,
        finalize: (w) => {
          const issues: string[] = [];
          if (w.sections.length === 0) issues.push('sections: the text has at least one section; return it');
          let cursor = 0;
          const sections = w.sections.map((s, i): ArticleSection => {
            const where = `sections.${i} (${s.heading})`;
            // Markers must occur verbatim; whitespace differences are repaired from the text itself.
            const start = findVerbatim(text, s.sectionStart, cursor) ?? findVerbatim(text, s.sectionStart);
            let sectionStart = s.sectionStart;
            let sectionEnd = s.sectionEnd;
            if (!start || !s.sectionStart.trim())
              issues.push(`${where}.sectionStart: not found verbatim in the article text`);
            else {
              sectionStart = start.text;
              if (text.indexOf(sectionStart) !== start.start) {
                // the snippet also occurs earlier: extend it until it is first at its own position
                let len = sectionStart.length;
                while (
                  text.indexOf(text.slice(start.start, start.start + len)) !== start.start &&
                  start.start + len < text.length
                )
                  len += 20;
                sectionStart = text.slice(start.start, start.start + len);
              }
              cursor = start.start;
              const end = findVerbatim(text, s.sectionEnd, start.start);
              if (!end || !s.sectionEnd.trim())
                issues.push(`${where}.sectionEnd: not found verbatim after its sectionStart`);
              else {
                sectionEnd = end.text;
                if (text.indexOf(sectionEnd, start.start) !== end.start)
                  sectionEnd = makeEndMarker(text, start.start, end.end);
              }
            }
            const brainstorm: Record<string, number> = {};
            for (const x of mapIdeaScores(
              ideas,
              s.brainstorm_relevance,
              `${where}.brainstorm_relevance`,
              issues,
            ))
              brainstorm[x.idea] = x.score;
            return {
              id: `section-${i + 1}`,
              heading: s.heading.trim(),
              summary: s.summary.trim(),
              aiSummary: s.aiSummary.trim(),
              sectionStart,
              sectionEnd,
              pageNumber: s.pageNumber === null ? null : Math.max(1, Math.round(s.pageNumber)),
              keyFindings: s.keyFindings,
              prompt_relevance: input.prompt.trim() ? s.prompt_relevance : null,
              thesis_relevance: input.thesis.trim() ? s.thesis_relevance : null,
              brainstorm_relevance: brainstorm,
            };
          });
          if (issues.length) throw new RepairableOutputError(issues);
          return { sections };
        },
        outputSchema: sectionExtractionSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      });
    },

    analyzeRelation: (input, signal) => {
      const ideas = [...new Set(input.brainstormIdeas.map((i) => i.trim()).filter(Boolean))];
      return generateStructured({
        ...common,
        task: 'relation-analysis',
        system: system(relationAnalysisPrompt),
        messages: userTurn(relationAnalysisPrompt, {
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', ideas),
          article: articleText(input.article, Math.min(maxArticleChars, 60_000)),
        }),
        wireSchema: wire.relation,
        finalize: (w) => {
          const issues: string[] = [];
          const idea_scores = ideas.length
            ? mapIdeaScores(
                ideas,
                w.brainstorm_relation.idea_scores,
                'brainstorm_relation.idea_scores',
                issues,
              ).sort((a, b) => b.score - a.score)
            : [];
          if (issues.length) throw new RepairableOutputError(issues);
          return {
            prompt_relation: input.prompt.trim() ? w.prompt_relation : notAvailable('prompt'),
            thesis_relation: input.thesis.trim() ? w.thesis_relation : notAvailable('thesis'),
            brainstorm_relation: ideas.length
              ? { ...w.brainstorm_relation, idea_scores }
              : { ...notAvailable('brainstorm ideas'), idea_scores: [] },
          };
        },
        outputSchema: relationAnalysisSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      });
    },

    generateQuiz: (input, signal) =>
      generateStructured({
        ...common,
        task: 'quiz',
        system: system(quizPrompt),
        messages: userTurn(quizPrompt, {
          count: input.count,
          level: input.level ?? 'intermediate',
          topic: topicBlock(input.topic, true, []),
        }),
        wireSchema: wire.quiz,
        finalize: (w) => {
          if (w.questions.length === 0)
            throw new RepairableOutputError(['questions: give at least one question']);
          // the checks of the offline quizzes: a blank over a noun phrase of a material sentence, options of its kind
          const { questions } = guardModelQuiz(input, w.questions);
          if (questions.length === 0) throw new RepairableOutputError([QUIZ_REPAIR_HINT]);
          return { topicTitle: input.topic.title, questions: questions.slice(0, input.count) };
        },
        outputSchema: quizSchema,
        ...(signal ? { signal } : {}),
      }),

    generateFlashcards: (input, signal) =>
      generateStructured({
        ...common,
        task: 'flashcards',
        system: system(flashcardsPrompt),
        messages: userTurn(flashcardsPrompt, {
          count: input.count,
          level: input.level ?? 'intermediate',
          topic: topicBlock(input.topic, true, []),
        }),
        wireSchema: wire.flashcards,
        finalize: (w) => {
          const cards = w.cards.filter((c) => c.front.trim() && c.back.trim());
          if (cards.length === 0)
            throw new RepairableOutputError(['cards: give at least one card with a front and a back']);
          return { topicTitle: input.topic.title, cards: cards.slice(0, input.count) };
        },
        outputSchema: flashcardsSchema,
        ...(signal ? { signal } : {}),
      }),

    buildQuickAction: (input, signal) => quickActionWithModel(common, input, signal),

    generateStudyPath: (input, signal) => {
      const domain = normalizeStudyDomain(input.domain);
      return generateStructured({
        ...common,
        task: 'study-path',
        system: system(studyPathPrompt),
        messages: userTurn(studyPathPrompt, {
          maxTopics: input.maxTopics,
          difficulty: input.difficulty,
          domain: input.domain,
          description: dataBlock('learner_goal', input.description),
        }),
        wireSchema: wire.studyPath,
        finalize: (w) => ({
          name: w.name.trim(),
          description: w.description.trim(),
          domain,
          difficulty: input.difficulty,
          topics: w.topics
            .slice(0, input.maxTopics)
            .map((t) => ({ ...t, estimatedMinutes: Math.round(t.estimatedMinutes) })),
        }),
        outputSchema: customStudyPathSchema,
        ...(signal ? { signal } : {}),
      });
    },
  };
}
