/**
 * Streams a chat answer from the model as AI stream events. Never throws: a provider failure, also
 * mid-stream, becomes an `error` event. Aborting the caller's signal, or stopping the iteration,
 * aborts the provider call.
 */
import { APICallError, RetryError, streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { AiCitation, AiStreamEvent } from '../../../../shared/schemas/ai';

export interface StreamCall {
  task: string;
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  thinking: string;
  /** Numbered sources the answer may cite as [n]; the complete event lists those actually cited. */
  sources?: AiCitation[];
  signal?: AbortSignal;
  maxRetries?: number;
  onError?: (task: string, error: unknown) => void;
}

export function streamErrorMessage(e: unknown): string {
  const inner = RetryError.isInstance(e) ? e.lastError : e;
  if (APICallError.isInstance(inner) && inner.statusCode !== undefined && inner.statusCode >= 400) {
    const status = inner.statusCode;
    if (status === 429) return 'The AI service is busy (rate limited). Please try again in a moment.';
    if (status === 401 || status === 403) return 'The AI service rejected the request (authentication). Please contact support.';
    return `The AI service returned an error (HTTP ${status}). Please try again.`;
  }
  return 'The AI response was interrupted. Please try again.';
}

export function citedSources(text: string, sources: readonly AiCitation[]): AiCitation[] {
  const used = new Set<number>();
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) used.add(Number(m[1]));
  return sources.filter((s) => used.has(s.index));
}

export async function* streamChat(call: StreamCall): AsyncGenerator<AiStreamEvent> {
  const controller = new AbortController();
  const outer = call.signal;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) return;
  outer?.addEventListener('abort', onAbort, { once: true });
  try {
    yield { type: 'thinking', message: call.thinking };
    let full = '';
    let failure: unknown;
    const result = streamText({
      model: call.model,
      system: call.system,
      messages: call.messages,
      abortSignal: controller.signal,
      maxRetries: call.maxRetries ?? 2,
      onError: ({ error }) => {
        failure ??= error;
      },
    });
    try {
      for await (const part of result.fullStream) {
        if (controller.signal.aborted) return;
        if (part.type === 'text-delta') {
          if (part.text) {
            full += part.text;
            yield { type: 'content', text: part.text };
          }
        } else if (part.type === 'error') {
          failure ??= part.error;
          break;
        } else if (part.type === 'abort') {
          return;
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
    const citations = call.sources ? citedSources(full, call.sources) : [];
    yield { type: 'complete', fullResponse: full, ...(citations.length ? { citations } : {}) };
  } finally {
    outer?.removeEventListener('abort', onAbort);
    // stops the provider call when the consumer stopped early (client disconnected)
    if (!controller.signal.aborted) controller.abort();
  }
}
