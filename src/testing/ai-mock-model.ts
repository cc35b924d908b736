/**
 * Helpers around the AI SDK's `MockLanguageModelV3` (from `ai/test`) for the engine's tests.
 */
import { MockLanguageModelV3 } from 'ai/test';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
type StreamPart =
  Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

export function textResult(text: string): GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage,
    warnings: [],
  };
}

/** A model answering each generate call with the next text (the last one repeats). */
export function mockTextModel(...texts: string[]): MockLanguageModelV3 {
  let i = 0;
  return new MockLanguageModelV3({
    modelId: 'mock-model',
    doGenerate: async () => textResult(texts[Math.min(i++, texts.length - 1)] ?? ''),
  });
}

/** A model whose generate call fails like a provider does. */
export function mockFailingModel(error: Error): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    modelId: 'mock-model',
    doGenerate: async () => {
      throw error;
    },
  });
}

export function textParts(chunks: readonly string[]): StreamPart[] {
  return [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't1' },
    ...chunks.map((delta): StreamPart => ({ type: 'text-delta', id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
}

export interface MockStreamOptions {
  /** Stop after this many text chunks and fail the stream (a connection dying mid-stream). */
  failAfter?: number;
  /** Emit an `error` part instead of failing the stream. */
  errorPart?: boolean;
  /** After the chunks, keep the stream open until the call is aborted. */
  hang?: boolean;
}

/**
 * A streaming model. `abortSignals` collects the abort signal of every call, so a test can check
 * that cancelling the consumer aborted the provider call.
 */
export function mockStreamModel(chunks: readonly string[], options: MockStreamOptions = {}) {
  const abortSignals: AbortSignal[] = [];
  const model = new MockLanguageModelV3({
    modelId: 'mock-model',
    doStream: async (callOptions) => {
      if (callOptions.abortSignal) abortSignals.push(callOptions.abortSignal);
      const parts = textParts(chunks);
      const head = parts.slice(0, 2);
      const deltas = parts.slice(2, 2 + chunks.length);
      const tail = parts.slice(2 + chunks.length);
      let index = 0;
      const sequence = [...head, ...deltas];
      const stream = new ReadableStream<StreamPart>({
        pull(controller) {
          if (options.failAfter !== undefined && index >= 2 + options.failAfter) {
            if (options.errorPart) {
              controller.enqueue({ type: 'error', error: new Error('upstream connection reset') });
              controller.close();
            } else controller.error(new Error('upstream connection reset'));
            return;
          }
          const next = sequence[index++];
          if (next) {
            controller.enqueue(next);
            return;
          }
          if (options.hang) {
            return new Promise<void>((resolve) => {
              const stop = () => {
                controller.error(new DOMException('aborted', 'AbortError'));
                resolve();
              };
              if (callOptions.abortSignal?.aborted) stop();
              else callOptions.abortSignal?.addEventListener('abort', stop, { once: true });
            });
          }
          for (const p of tail) controller.enqueue(p);
          controller.close();
          return;
        },
      });
      return { stream };
    },
  });
  return { model, abortSignals };
}
