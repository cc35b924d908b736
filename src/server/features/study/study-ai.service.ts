/**
 * The study use cases that call the model for a result (spec 3 §7, §9): a custom path, a quiz, a quick action's
 * artefact, flashcards. Each charges a demo user one prompt once the request is valid and owned, and gives it back
 * when the model produced nothing usable: it failed (`nothingAnswered`: only the engine throws those errors, the
 * storing after it does not), or it had no material for a quiz or cards. Each returns its result with the demo's
 * prompts-used count. The streamed chat and welcome are in `chat.service.ts`.
 */
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import type { AiCallOptions } from '../../lib/ai/types';
import { STUDY_MESSAGES } from '../../../shared/messages';
import type {
  customPathRequestSchema,
  flashcardsRequestSchema,
  quizRequestSchema,
} from '../../../shared/schemas/study';
import type { quickActionRequestSchema } from '../../../shared/schemas/quick-actions';
import { learnerLevelFor } from '../../../shared/study/progress';
import { metered, nothingAnswered, type MeteredUser } from '../ai/prompt-meter';
import { cataloguePassages } from './knowledge.service';
import { storeFlashcards } from './flashcards.service';
import { quickActionInput } from './quick-actions.service';
import { ownedPathTopic, topicMastery } from './study-access';
import { storeCustomPath } from './study-paths.service';
import { pathLearningMode } from './study-views';
import { aiTopicContext, pathLessons } from './topic-context';

/** Names a topic of one of the user's paths (ids from the request path; owner-checked). */
export interface TopicRef {
  pathId: string;
  topicId: string;
}

/** A study path the model plans from the student's description, stored like a certification path. */
export async function createCustomPath(
  deps: AppDeps,
  user: MeteredUser,
  input: z.output<typeof customPathRequestSchema>,
  options: AiCallOptions = {},
) {
  return metered(
    deps.promptMeter,
    user,
    async () => {
      const generated = await deps.ai.generateStudyPath(
        { description: input.description, domain: input.domain, difficulty: input.difficulty },
        options,
      );
      return storeCustomPath(deps, user.id, input, generated);
    },
    { refundOn: nothingAnswered },
  );
}

/**
 * A quiz on a topic, at the learner's level and in the learning mode the student chose (the path's own without one),
 * linked to the lesson's passages; 422 when there is no material.
 */
export async function generateTopicQuiz(
  deps: AppDeps,
  user: MeteredUser,
  ref: TopicRef,
  input: z.output<typeof quizRequestSchema>,
  options: AiCallOptions = {},
) {
  const owned = await ownedPathTopic(deps, user.id, ref.pathId, ref.topicId);
  const topic = await aiTopicContext(deps, owned, { useSyllabus: true, citeSources: false });
  // questions link to the lesson's indexed passages; the rest of the path gives wrong options of the same kind
  if (owned.topic.catalogueTopicId) {
    const passages = await cataloguePassages(deps, owned.topic.catalogueTopicId);
    if (passages.length) topic.passages = passages;
  }
  const pathTopics = await pathLessons(deps, owned);
  const mastery = await topicMastery(deps, owned.topic.id);
  return metered(
    deps.promptMeter,
    user,
    async (charge) => {
      const quiz = await deps.ai.generateQuiz(
        {
          topic,
          count: input.count,
          level: learnerLevelFor(mastery),
          pathTopics,
          learningMode: input.learningMode ?? pathLearningMode(owned.path),
        },
        options,
      );
      if (quiz.questions.length === 0) {
        await charge.refund();
        throw new AppError(422, STUDY_MESSAGES.noQuizMaterial, 'no_material');
      }
      return quiz;
    },
    { refundOn: nothingAnswered },
  );
}

/** A quick action's artefact (concept map, care plan, …) for a topic of the user's path. */
export async function quickActionArtefact(
  deps: AppDeps,
  user: MeteredUser,
  ref: TopicRef,
  request: z.output<typeof quickActionRequestSchema>,
  options: AiCallOptions = {},
) {
  const input = await quickActionInput(
    deps,
    user.id,
    ref.pathId,
    ref.topicId,
    request.action,
    request.learningMode,
  );
  return metered(deps.promptMeter, user, () => deps.ai.buildQuickAction(input, options), {
    refundOn: nothingAnswered,
  });
}

/** New flashcards for a topic, stored with the topic's others; 422 when there is no material. */
export async function generateTopicFlashcards(
  deps: AppDeps,
  user: MeteredUser,
  ref: TopicRef,
  input: z.output<typeof flashcardsRequestSchema>,
  options: AiCallOptions = {},
) {
  const owned = await ownedPathTopic(deps, user.id, ref.pathId, ref.topicId);
  const topic = await aiTopicContext(deps, owned, { useSyllabus: true, citeSources: false });
  return metered(
    deps.promptMeter,
    user,
    async (charge) => {
      const generated = await deps.ai.generateFlashcards({ topic, count: input.count }, options);
      if (generated.cards.length === 0) {
        await charge.refund();
        throw new AppError(422, STUDY_MESSAGES.noFlashcardMaterial, 'no_material');
      }
      return storeFlashcards(deps, owned, generated);
    },
    { refundOn: nothingAnswered },
  );
}
