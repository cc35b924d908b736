/** Study tasks with a model: the grounded tutor chat and welcome, quizzes, flashcards, quick actions, study paths. */
import type { ModelMessage } from 'ai';
import { customStudyPathSchema, flashcardsSchema, quizSchema } from '../../../../shared/schemas/ai';
import { normalizeStudyDomain } from '../offline/topic-library';
import { flashcardsPrompt } from '../prompts/flashcards.v1';
import { quizPrompt } from '../prompts/quiz.v3';
import { QUIZ_REPAIR_HINT, guardModelQuiz } from '../quiz/guard';
import { dataBlock } from '../prompts/render';
import { STUDY_CHAT_RULES, studyChatPrompt } from '../prompts/study-chat.v2';
import { studyPathPrompt } from '../prompts/study-path.v1';
import { topicWelcomePrompt } from '../prompts/topic-welcome.v2';
import type { TaskHandlers } from '../task-handlers';
import { checkCitations, passagesText, promptPassages } from './grounded-citations';
import { quickActionWithModel } from './quick-action';
import { streamChat } from './stream';
import { tutoringStyle } from '../../../../shared/study/quick-actions';
import { RepairableOutputError, generateStructured } from './structured';
import type { LlmTaskContext } from './task-context';
import { numberedSources, system, topicBlock, userTurn } from './prompt-context';
import { wire } from './wire';

export function studyTasks({
  options,
  common,
}: LlmTaskContext): Pick<
  TaskHandlers,
  | 'studyChat'
  | 'topicWelcome'
  | 'generateQuiz'
  | 'generateFlashcards'
  | 'buildQuickAction'
  | 'generateStudyPath'
> {
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

    generateQuiz: (input, signal) =>
      generateStructured({
        ...common,
        task: 'quiz',
        system: system(quizPrompt),
        messages: userTurn(quizPrompt, {
          count: input.count,
          level: input.level ?? 'intermediate',
          modeStyle: tutoringStyle(input.learningMode),
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
