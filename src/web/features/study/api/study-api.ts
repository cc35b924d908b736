/** The study area's calls (spec 3 §7) over the app's fetch wrapper, plus the streamed Smarty calls. */
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
  SmartyConfig,
  TopicWelcomeRequestBody,
  FlashcardRating,
} from '../../../../shared/schemas/study';
import type { quickActionResponseSchema } from '../../../../shared/schemas/quick-actions';
import { STUDY_MESSAGES } from '../../../../shared/messages';
import { api, ApiRequestError, readPromptsUsedHeader, withQuery } from '../../../lib/api-client';
import { createSseParser, type SmartyStreamEvent } from '../lib/sse';

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

export const studyApi = {
  certifications: () => api.get<CertificationsResponse>('/api/smarty/certifications'),
  certification: (id: string) => api.get<CertificationDetail>(`/api/smarty/certifications/${enc(id)}`),
  /** 409 (a path exists) is treated as success (spec 3 §8). */
  async createPath(certificationId: string, userId: string): Promise<StudyPath> {
    try {
      const res = await api.post<{ studyPath: StudyPath }>(
        `/api/smarty/certifications/${enc(certificationId)}/create-path`,
        { userId },
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
  customPath: (body: { description: string; domain: string; difficulty: string }) =>
    api.post<{ studyPath: StudyPath }>('/api/smarty/custom-paths', body),
  paths: (userId: string) => api.get<StudyPathsResponse>(`/api/smarty/study-paths/${enc(userId)}`),
  activate: (pathId: string) => api.post<unknown>(`/api/smarty/study-paths/${enc(pathId)}/activate`),
  focus: (pathId: string, topicId: string | null) =>
    api.post<unknown>(`/api/smarty/study-paths/${enc(pathId)}/focus`, { topicId }),
  topic: (pathId: string, topicId: string) =>
    api.get<TopicDetail>(`/api/smarty/study-paths/${enc(pathId)}/topics/${enc(topicId)}`),
  progress: (pathId: string, topicId: string, status: 'in_progress' | 'completed' | 'reset') =>
    api.post<ProgressResponse>(`/api/smarty/study-paths/${enc(pathId)}/topics/${enc(topicId)}/progress`, {
      status,
    }),
  conversation: (pathId: string | null, topicId: string | null) =>
    api.get<ConversationResponse>(
      withQuery('/api/smarty/conversations', {
        studyPathId: pathId ?? undefined,
        topicId: topicId ?? undefined,
      }),
    ),
  quiz: (pathId: string, topicId: string) =>
    api.post<QuizResponse>(`/api/smarty/study-paths/${enc(pathId)}/topics/${enc(topicId)}/quiz`, {
      count: 5,
    }),
  quickAction: (pathId: string, topicId: string, action: string) =>
    api.post<QuickActionResponse>(
      `/api/smarty/study-paths/${enc(pathId)}/topics/${enc(topicId)}/quick-action`,
      { action },
    ),
  quizResult: (pathId: string, topicId: string, score: number, total: number) =>
    api.post<QuizResultResponse>(
      `/api/smarty/study-paths/${enc(pathId)}/topics/${enc(topicId)}/quiz/result`,
      { score, total },
    ),
  flashcards: (pathId: string, topicId: string) =>
    api.post<FlashcardsResponse>(
      `/api/smarty/study-paths/${enc(pathId)}/topics/${enc(topicId)}/flashcards`,
      {},
    ),
  due: (pathId: string) =>
    api.get<DueFlashcardsResponse>(
      withQuery(`/api/smarty/study-paths/${enc(pathId)}/flashcards/due`, {
        utcOffsetMinutes: String(-new Date().getTimezoneOffset()),
      }),
    ),
  review: (cardId: string, rating: FlashcardRating) =>
    api.post<FlashcardReviewResponse>(`/api/smarty/flashcards/${enc(cardId)}/review`, { rating }),
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
export async function streamSmarty(
  path: '/api/smarty/ask' | '/api/smarty/topic-welcome',
  body: { question: string; smarty: SmartyConfig } | TopicWelcomeRequestBody,
  onEvent: (event: SmartyStreamEvent) => void,
  signal?: AbortSignal,
): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(body),
  };
  if (signal) init.signal = signal;
  const response = await fetch(path, init);
  readPromptsUsedHeader(response.headers);
  if (!response.ok) {
    let serverMessage: string | null = null;
    try {
      const data = (await response.json()) as { error?: unknown };
      if (typeof data.error === 'string') serverMessage = data.error;
    } catch {
      serverMessage = null;
    }
    throw new StreamHttpError(response.status, serverMessage);
  }
  if (!response.body) throw new Error(STUDY_MESSAGES.noResponseBody);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
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
