/**
 * Streams a chat answer from the model as AI stream events. Never throws: a provider failure, also
 * mid-stream, becomes an `error` event. Aborting the caller's signal, or stopping the iteration,
 * aborts the provider call.
 *
 * It reads the provider's own stream (`doStream`) rather than `streamText`: a chat needs only the text deltas, and
 * streamText's step, tool and tee machinery doubled the memory each open chat holds (305 → 157 KB per stream in
 * `npm run bench`). The call is retried like streamText does: a retryable failure before the stream starts waits
 * (2 s, then 4 s, or the provider's retry-after) and tries again.
 */
import { APICallError, RetryError, type LanguageModel, type ModelMessage } from 'ai';
import type { AiCitation, AiStreamEvent, AnswerConfidence } from '../../../../shared/schemas/ai';

/** The provider-level model (LanguageModelV3) that every configured provider builds. */
type ProviderModel = Extract<Exclude<LanguageModel, string>, { specificationVersion: 'v3' }>;
type ProviderPrompt = Parameters<ProviderModel['doStream']>[0]['prompt'];

export interface StreamCall {
  task: string;
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  thinking: string;
  /** Numbered sources the answer may cite as [n]; the complete event lists those actually cited. */
  sources?: AiCitation[];
  /** Checks the whole answer once it is complete (e.g. its citations); the complete event carries the result. */
  finish?: (fullResponse: string) => {
    fullResponse: string;
    citations: AiCitation[];
    confidence?: AnswerConfidence;
  };
  signal?: AbortSignal;
  maxRetries?: number;
  onError?: (task: string, error: unknown) => void;
}

export function streamErrorMessage(e: unknown): string {
  const inner = RetryError.isInstance(e) ? e.lastError : e;
  if (APICallError.isInstance(inner) && inner.statusCode !== undefined && inner.statusCode >= 400) {
    const status = inner.statusCode;
    if (status === 429) return 'The AI service is busy (rate limited). Please try again in a moment.';
    if (status === 401 || status === 403)
      return 'The AI service rejected the request (authentication). Please contact support.';
    return `The AI service returned an error (HTTP ${status}). Please try again.`;
  }
  return 'The AI response was interrupted. Please try again.';
}

export function citedSources(text: string, sources: readonly AiCitation[]): AiCitation[] {
  const used = new Set<number>();
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) used.add(Number(m[1]));
  return sources.filter((s) => used.has(s.index));
}

const RETRY_BASE_MS = 2_000;
const MAX_RETRY_AFTER_MS = 60_000;

function providerPrompt(system: string, messages: readonly ModelMessage[]): ProviderPrompt {
  const prompt: ProviderPrompt = [{ role: 'system', content: system }];
  for (const m of messages) {
    if (m.role !== 'user' && m.role !== 'assistant') continue;
    const text =
      typeof m.content === 'string'
        ? m.content
        : m.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
    prompt.push({ role: m.role, content: [{ type: 'text', text }] });
  }
  return prompt;
}

/** How long to wait before retry `attempt` (0-based): the provider's retry-after when it gives a sane one. */
function retryDelayMs(error: unknown, attempt: number): number {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  const afterMs = Number(headers?.['retry-after-ms']);
  if (afterMs > 0 && afterMs <= MAX_RETRY_AFTER_MS) return afterMs;
  const afterSeconds = Number(headers?.['retry-after']);
  if (afterSeconds > 0 && afterSeconds * 1000 <= MAX_RETRY_AFTER_MS) return afterSeconds * 1000;
  return RETRY_BASE_MS * 2 ** attempt;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The provider's stream, after up to `maxRetries` retries of a retryable failure to start it. */
async function startStream(
  model: ProviderModel,
  prompt: ProviderPrompt,
  maxRetries: number,
  signal: AbortSignal,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await model.doStream({ prompt, abortSignal: signal })).stream;
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (!retryable || attempt >= maxRetries || signal.aborted) throw error;
      await pause(retryDelayMs(error, attempt), signal);
      if (signal.aborted) throw error;
    }
  }
}

export async function* streamChat(call: StreamCall): AsyncGenerator<AiStreamEvent> {
  const controller = new AbortController();
  const outer = call.signal;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) return;
  outer?.addEventListener('abort', onAbort, { once: true });
  let reader: ReadableStreamDefaultReader<{ type: string }> | undefined;
  try {
    yield { type: 'thinking', message: call.thinking };
    let full = '';
    let failure: unknown;
    try {
      if (typeof call.model === 'string' || call.model.specificationVersion !== 'v3') {
        throw new TypeError('Streaming needs a provider model (specification v3).');
      }
      const stream = await startStream(
        call.model,
        providerPrompt(call.system, call.messages),
        call.maxRetries ?? 2,
        controller.signal,
      );
      const parts = stream.getReader();
      reader = parts;
      for (;;) {
        const { value: part, done } = await parts.read();
        if (done || controller.signal.aborted) break;
        if (part.type === 'text-delta') {
          if (part.delta) {
            full += part.delta;
            yield { type: 'content', text: part.delta };
          }
        } else if (part.type === 'error') {
          failure = part.error;
          break;
        }
      }
    } catch (e) {
      failure ??= e;
    }
    if (controller.signal.aborted) return;
    if (failure !== undefined) {
      call.onError?.(call.task, failure);
      yield { type: 'error', message: streamErrorMessage(failure) };
      return;
    }
    if (call.finish) {
      const done = call.finish(full);
      yield {
        type: 'complete',
        fullResponse: done.fullResponse,
        ...(done.citations.length ? { citations: done.citations } : {}),
        ...(done.confidence ? { confidence: done.confidence } : {}),
      };
      return;
    }
    const citations = call.sources ? citedSources(full, call.sources) : [];
    yield { type: 'complete', fullResponse: full, ...(citations.length ? { citations } : {}) };
  } finally {
    outer?.removeEventListener('abort', onAbort);
    // stops the provider call when the consumer stopped early (client disconnected)
    if (!controller.signal.aborted) controller.abort();
    reader?.cancel().catch(() => undefined);
  }
}
