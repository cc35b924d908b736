/**
 * The study area's calls (spec 3 §7) and the streamed Smarty calls, through the `hc` client typed by the server's
 * study routers (ADR 016): paths, parameters, bodies and answers come from the routes and their shared schemas.
 */
import type { z } from 'zod';
import type {
  certificationDetailResponseSchema,
  certificationsResponseSchema,
  conversationResponseSchema,
  dueFlashcardsResponseSchema,
  flashcardReviewResponseSchema,
  flashcardsResponseSchema,
  quizResponseSchema,
  quizResultResponseSchema,
  progressResponseSchema,
  studyPathsResponseSchema,
  topicDetailResponseSchema,
  StudyPath,
  AskRequest,
  CustomPathRequest,
  TopicWelcomeRequestBody,
  FlashcardRating,
} from '../../../../shared/schemas/study';
import type { StudyRoutes } from '../../../../server/features/study/study.routes';
import type { RoadmapRoutes } from '../../../../server/features/study/roadmap.routes';
import type { LearningMode } from '../../../../shared/study/learning-modes';
import type { quickActionResponseSchema } from '../../../../shared/schemas/quick-actions';
import { STUDY_MESSAGES } from '../../../../shared/messages';
import { ApiRequestError, toApiRequestError } from '../../../lib/api-client';
import { featureClient, ok } from '../../../lib/rpc';
import type { SmartyStreamEvent } from '../lib/sse';

export type CertificationsResponse = z.infer<typeof certificationsResponseSchema>;
export type CertificationDetail = z.infer<typeof certificationDetailResponseSchema>;
export type StudyPathsResponse = z.infer<typeof studyPathsResponseSchema>;
export type TopicDetail = z.infer<typeof topicDetailResponseSchema>;
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;
export type QuizResponse = z.infer<typeof quizResponseSchema>;
export type QuickActionResponse = z.infer<typeof quickActionResponseSchema>;
export type QuizResultResponse = z.infer<typeof quizResultResponseSchema>;
export type FlashcardsResponse = z.infer<typeof flashcardsResponseSchema>;
export type DueFlashcardsResponse = z.infer<typeof dueFlashcardsResponseSchema>;
export type FlashcardReviewResponse = z.infer<typeof flashcardReviewResponseSchema>;
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

const enc = encodeURIComponent;

export const studyKeys = {
  certifications: ['smarty', 'certifications'] as const,
  paths: (userId: string) => ['smarty', 'paths', userId] as const,
  topic: (pathId: string, topicId: string) => ['smarty', 'topic', pathId, topicId] as const,
  conversation: (pathId: string | null, topicId: string | null) =>
    ['smarty', 'conversation', pathId, topicId] as const,
  due: (pathId: string) => ['smarty', 'due', pathId] as const,
};

const client = featureClient<StudyRoutes>();
const paths = client.smarty['study-paths'][':pathId'];
const topic = paths.topics[':topicId'];
const roadmaps = featureClient<RoadmapRoutes>().smarty['study-paths'][':pathId'].roadmap;
const at = (pathId: string, topicId: string) => ({ param: { pathId: enc(pathId), topicId: enc(topicId) } });

export const studyApi = {
  /** Soft delete: the answer's `restore_until` is how long `restorePath` can undo it. */
  deletePath: (pathId: string) => ok(paths.$delete({ param: { pathId: enc(pathId) } })),
  /** Undoes a delete; 409 when the certification was started again meanwhile, 404 once the window has passed. */
  restorePath: (pathId: string) => ok(paths.restore.$post({ param: { pathId: enc(pathId) } })),
  certifications: () => ok(client.smarty.certifications.$get({ query: {} })),
  certification: (id: string) => ok(client.smarty.certifications[':id'].$get({ param: { id: enc(id) } })),
  /** 409 (a path exists) is treated as success (spec 3 §8). */
  async createPath(certificationId: string, userId: string): Promise<StudyPath> {
    try {
      const res = await ok(
        client.smarty.certifications[':id']['create-path'].$post({
          param: { id: enc(certificationId) },
          json: { userId },
        }),
      );
      return res.studyPath;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        const existing = await studyApi.paths(userId);
        const found = existing.studyPaths.find((p) => p.certification_id === certificationId);
        if (found) return found;
      }
      throw error;
    }
  },
  customPath: (body: CustomPathRequest) => ok(client.smarty['custom-paths'].$post({ json: body })),
  paths: (userId: string) =>
    ok(client.smarty['study-paths'][':userId'].$get({ param: { userId: enc(userId) } })),
  activate: (pathId: string) => ok(paths.activate.$post({ param: { pathId: enc(pathId) } })),
  /**
   * Keeps the learning mode chosen for the path on the server (null: the path's own again), so it follows the
   * student to every device; answers the path with it.
   */
  setLearningMode: (pathId: string, learningMode: LearningMode | null) =>
    ok(paths['learning-mode'].$put({ param: { pathId: enc(pathId) }, json: { learningMode } })),
  focus: (pathId: string, topicId: string | null) =>
    ok(paths.focus.$post({ param: { pathId: enc(pathId) }, json: { topicId } })),
  topic: (pathId: string, topicId: string) => ok(topic.$get(at(pathId, topicId))),
  progress: (pathId: string, topicId: string, status: 'in_progress' | 'completed' | 'reset') =>
    ok(topic.progress.$post({ ...at(pathId, topicId), json: { status } })),
  conversation: (pathId: string | null, topicId: string | null) =>
    ok(
      client.smarty.conversations.$get({
        query: { studyPathId: pathId ?? undefined, topicId: topicId ?? undefined },
      }),
    ),
  /** A quiz in the learning mode the student chose (none: the path's own). */
  quiz: (pathId: string, topicId: string, learningMode?: LearningMode) =>
    ok(topic.quiz.$post({ ...at(pathId, topicId), json: { count: 5, learningMode } })),
  /** A quick action's artefact in the learning mode the student chose (none: the path's own). */
  quickAction: (pathId: string, topicId: string, action: string, learningMode?: LearningMode) =>
    ok(topic['quick-action'].$post({ ...at(pathId, topicId), json: { action, learningMode } })),
  quizResult: (pathId: string, topicId: string, score: number, total: number) =>
    ok(topic.quiz.result.$post({ ...at(pathId, topicId), json: { score, total } })),
  flashcards: (pathId: string, topicId: string) =>
    ok(topic.flashcards.$post({ ...at(pathId, topicId), json: {} })),
  due: (pathId: string) =>
    ok(
      paths.flashcards.due.$get({
        param: { pathId: enc(pathId) },
        query: { utcOffsetMinutes: String(-new Date().getTimezoneOffset()) },
      }),
    ),
  review: (cardId: string, rating: FlashcardRating) =>
    ok(
      client.smarty.flashcards[':cardId'].review.$post({ param: { cardId: enc(cardId) }, json: { rating } }),
    ),
  roadmap: (pathId: string) => ok(roadmaps.$get({ param: { pathId: enc(pathId) } })),
};

/** An HTTP failure of a streamed call: its status and the server's error text when there is one. */
export class StreamHttpError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  constructor(status: number, serverMessage: string | null) {
    super(STUDY_MESSAGES.httpError(status));
    this.name = 'StreamHttpError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/**
 * POSTs a Smarty streaming call and hands each event to `onEvent` as it arrives. Rejects with StreamHttpError
 * on a non-OK answer, 'No response body' without a body, and the message of a streamed error event.
 */
export type SmartyStreamRequest =
  { route: 'ask'; body: AskRequest } | { route: 'topic-welcome'; body: TopicWelcomeRequestBody };

export async function streamSmarty(
  request: SmartyStreamRequest,
  onEvent: (event: SmartyStreamEvent) => void,
  signal?: AbortSignal,
): Promise<string> {
  const options = { headers: { Accept: 'text/event-stream' }, init: { signal: signal ?? null } };
  const response =
    request.route === 'ask'
      ? await client.smarty.ask.$post({ json: request.body }, options)
      : await client.smarty['topic-welcome'].$post({ json: request.body }, options);
  if (!response.ok) {
    const error = toApiRequestError(response.status, await response.json().catch(() => null));
    throw new StreamHttpError(response.status, error.hasServerText ? error.message : null);
  }
  if (!response.body) throw new Error(STUDY_MESSAGES.noResponseBody);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  // the stream parser (eventsource-parser) loads with the first answer, not with the study screen
  const { createSseParser } = await import('../lib/sse');
  const parser = createSseParser();
  let full = '';
  const handle = (events: SmartyStreamEvent[]) => {
    for (const event of events) {
      if (event.type === 'error') throw new Error(event.message || STUDY_MESSAGES.unknownError);
      if (event.type === 'content') full += event.text;
      if (event.type === 'complete') full = event.fullResponse || full;
      onEvent(event);
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    handle(parser.push(decoder.decode(value, { stream: true })));
  }
  handle(parser.flush());
  return full;
}
