import { describe, expect, it, vi } from 'vitest';
import { APICallError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { AiStreamEvent } from '../../../../shared/schemas/ai';
import { textParts } from '../../../../testing/ai-mock-model';
import { streamChat } from './stream';

function busy(headers: Record<string, string> = { 'retry-after-ms': '5' }, status = 503) {
  return new APICallError({
    message: 'Service Unavailable',
    url: 'https://api.example/v1',
    requestBodyValues: {},
    statusCode: status,
    responseHeaders: headers,
    isRetryable: status === 429 || status >= 500,
  });
}

/** A model whose first `failures` stream starts fail with `error`, then streams `chunks`. */
function flakyModel(failures: number, error: () => Error, chunks = ['Hello ', 'there.']) {
  let calls = 0;
  const model = new MockLanguageModelV3({
    doStream: async () => {
      calls += 1;
      if (calls <= failures) throw error();
      return {
        stream: new ReadableStream({
          start: (c) => {
            for (const p of textParts(chunks)) c.enqueue(p);
            c.close();
          },
        }),
      };
    },
  });
  return { model, calls: () => calls };
}

async function collect(events: AsyncIterable<AiStreamEvent>) {
  const out: AiStreamEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

const call = { task: 'test', system: 'You are a tutor.', thinking: 'Thinking…' };

describe('streamChat', () => {
  it('sends the system text and the turns as the provider prompt', async () => {
    const { model } = flakyModel(0, () => busy());
    await collect(
      streamChat({
        ...call,
        model,
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
          { role: 'user', content: 'RAID?' },
        ],
      }),
    );
    expect(model.doStreamCalls[0]?.prompt).toEqual([
      { role: 'system', content: 'You are a tutor.' },
      { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Hello' }] },
      { role: 'user', content: [{ type: 'text', text: 'RAID?' }] },
    ]);
  });

  it('retries a retryable failure to start (the provider’s retry-after) and then streams', async () => {
    const { model, calls } = flakyModel(2, () => busy());
    const events = await collect(
      streamChat({ ...call, model, messages: [{ role: 'user', content: 'Hi' }], maxRetries: 2 }),
    );
    expect(calls()).toBe(3);
    expect(events.map((e) => e.type)).toEqual(['thinking', 'content', 'content', 'complete']);
    expect(events.at(-1)).toEqual({ type: 'complete', fullResponse: 'Hello there.' });
  });

  it('gives up after maxRetries and reports the last failure; never retries one that is not retryable', async () => {
    const exhausted = flakyModel(3, () => busy({ 'retry-after-ms': '5' }, 429));
    const errors: unknown[] = [];
    const events = await collect(
      streamChat({
        ...call,
        model: exhausted.model,
        messages: [{ role: 'user', content: 'Hi' }],
        maxRetries: 2,
        onError: (_t, e) => errors.push(e),
      }),
    );
    expect(exhausted.calls()).toBe(3);
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'The AI service is busy (rate limited). Please try again in a moment.',
    });
    expect(errors).toHaveLength(1);

    const refused = flakyModel(1, () => busy({}, 401));
    const refusedEvents = await collect(
      streamChat({
        ...call,
        model: refused.model,
        messages: [{ role: 'user', content: 'Hi' }],
        maxRetries: 2,
      }),
    );
    expect(refused.calls()).toBe(1);
    expect(refusedEvents.at(-1)).toEqual({
      type: 'error',
      message: 'The AI service rejected the request (authentication). Please contact support.',
    });
  });

  it('stops waiting to retry when the caller aborts, and ends quietly', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { model, calls } = flakyModel(1, () => busy({ 'retry-after': '30' }));
      const controller = new AbortController();
      const events = streamChat({
        ...call,
        model,
        messages: [{ role: 'user', content: 'Hi' }],
        signal: controller.signal,
      });
      expect((await events.next()).value).toEqual({ type: 'thinking', message: 'Thinking…' });
      const rest = events.next();
      await vi.advanceTimersByTimeAsync(0); // the failed start has scheduled its 30 s wait
      expect(vi.getTimerCount()).toBe(1);
      controller.abort();
      // ends without the clock moving: the abort cut the wait short
      expect(await rest).toEqual({ done: true, value: undefined });
      expect(calls()).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
