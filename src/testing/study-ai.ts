/**
 * A study-area test engine: the offline engine with a call counter, a record of the inputs the study streams
 * received, and switches to make streams fail like a provider outage or hang until the caller aborts.
 */
import type { AiCallOptions, AiEngine } from '../server/lib/ai/types';
import { createAiEngine } from '../server/lib/ai/engine';
import { AiProviderError } from '../server/lib/ai/errors';
import {
  studyChatInputSchema,
  topicWelcomeInputSchema,
  type AiStreamEvent,
  type QuizInput,
  type StudyChatInput,
  type StudyChatRequest,
  type TopicWelcomeInput,
  type TopicWelcomeRequest,
} from '../shared/schemas/ai';
import type { QuickActionInput } from '../shared/schemas/quick-actions';

export type StreamMode = 'offline' | 'fail' | 'hang';

export interface StudyAi {
  engine: AiEngine;
  calls: Record<string, number>;
  total(): number;
  chatInputs: StudyChatRequest[];
  welcomeInputs: TopicWelcomeRequest[];
  /** The inputs of the quizzes and quick-action artefacts asked for. */
  quizInputs: QuizInput[];
  quickActionInputs: QuickActionInput[];
  /** How the next streams behave. */
  streams: StreamMode;
  /** Structured calls (quiz, flashcards, custom path) fail as a provider outage when true. */
  failStructured: boolean;
  /** Hanging streams whose signal was aborted (the provider call stopped). */
  aborted: number;
  /** Resolves when the next hanging stream sees its abort. */
  nextAbort(): Promise<void>;
}

export function studyAi(): StudyAi {
  const inner = createAiEngine({ provider: 'offline' });
  let abortWaiters: (() => void)[] = [];
  const state: StudyAi = {
    engine: inner,
    calls: {},
    total: () => Object.values(state.calls).reduce((a, b) => a + b, 0),
    chatInputs: [],
    welcomeInputs: [],
    quizInputs: [],
    quickActionInputs: [],
    streams: 'offline',
    failStructured: false,
    aborted: 0,
    nextAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
  };
  const count = (name: string) => {
    state.calls[name] = (state.calls[name] ?? 0) + 1;
  };

  async function* scripted(
    normal: AsyncIterable<AiStreamEvent>,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<AiStreamEvent> {
    if (state.streams === 'offline') {
      yield* normal;
      return;
    }
    yield { type: 'thinking', message: 'Thinking…' };
    if (state.streams === 'fail') {
      yield { type: 'error', message: 'The AI service returned an error (HTTP 503). Please try again.' };
      return;
    }
    yield { type: 'content', text: 'Partial answer ' };
    await new Promise<void>((resolve) => {
      if (signal?.aborted) resolve();
      signal?.addEventListener('abort', () => resolve(), { once: true });
    });
    state.aborted += 1;
    const waiters = abortWaiters;
    abortWaiters = [];
    for (const w of waiters) w();
  }

  const structured =
    <K extends 'generateQuiz' | 'generateFlashcards' | 'generateStudyPath'>(key: K) =>
    (input: Parameters<AiEngine[K]>[0], options?: AiCallOptions) => {
      count(key);
      if (state.failStructured) return Promise.reject(new AiProviderError(key, 'HTTP 503', { status: 503 }));
      return (inner[key] as (i: typeof input, o?: AiCallOptions) => ReturnType<AiEngine[K]>)(input, options);
    };

  state.engine = {
    ...inner,
    kind: inner.kind,
    label: inner.label,
    model: inner.model,
    studyChat(input: StudyChatInput, options?: AiCallOptions) {
      count('studyChat');
      state.chatInputs.push(studyChatInputSchema.parse(input));
      return scripted(inner.studyChat(input, options), options?.signal);
    },
    topicWelcome(input: TopicWelcomeInput, options?: AiCallOptions) {
      count('topicWelcome');
      state.welcomeInputs.push(topicWelcomeInputSchema.parse(input));
      return scripted(inner.topicWelcome(input, options), options?.signal);
    },
    generateQuiz(input: QuizInput, options?: AiCallOptions) {
      state.quizInputs.push(input);
      return structured('generateQuiz')(input, options);
    },
    buildQuickAction(input: QuickActionInput, options?: AiCallOptions) {
      state.quickActionInputs.push(input);
      return inner.buildQuickAction(input, options);
    },
    generateFlashcards: structured('generateFlashcards'),
    generateStudyPath: structured('generateStudyPath'),
  };
  return state;
}
