import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AiStreamEvent } from '../../../shared/schemas/ai';
import { parseSseEvents, streamAiEvents, streamToText } from './sse';

/** The events as a Hono route answers them. */
async function respond(events: AsyncIterable<AiStreamEvent>): Promise<Response> {
  return new Hono().get('/', (c) => streamAiEvents(c, events)).request('/');
}

async function* events(list: AiStreamEvent[], onReturn?: () => void): AsyncGenerator<AiStreamEvent> {
  try {
    for (const e of list) yield e;
    // keep the stream open, like a model still generating
    await new Promise(() => {});
  } finally {
    onReturn?.();
  }
}

describe('SSE encoding', () => {
  it('writes one `data: {json}` line per event followed by a blank line', async () => {
    async function* one(): AsyncGenerator<AiStreamEvent> {
      yield { type: 'content', text: 'Hi "there"\n' };
    }
    const res = await respond(one());
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(await res.text()).toBe('data: {"type":"content","text":"Hi \\"there\\"\\n"}\n\n');
  });

  it('round-trips through parseSseEvents and skips malformed lines', async () => {
    const list: AiStreamEvent[] = [
      { type: 'thinking', message: 'Thinking…' },
      { type: 'content', text: 'Hello' },
      { type: 'complete', fullResponse: 'Hello', citations: [{ index: 1, title: 'Source' }] },
    ];
    async function* finite() {
      yield* list;
    }
    const text = await (await respond(finite())).text();
    expect(parseSseEvents(`${text}data: {not json}\n\ndata: {"type":"unknown"}\n\n`)).toEqual(list);
  });

  it('calls return() on the events when the consumer cancels (client disconnect)', async () => {
    let returned = false;
    const res = await respond(events([{ type: 'thinking', message: 't' }], () => (returned = true)));
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    expect(returned).toBe(true);
  });

  it('turns an exception thrown by the events into a final error event', async () => {
    async function* failing(): AsyncGenerator<AiStreamEvent> {
      yield { type: 'thinking', message: 't' };
      throw new Error('boom');
    }
    const text = await (await respond(failing())).text();
    expect(parseSseEvents(text)).toEqual([
      { type: 'thinking', message: 't' },
      { type: 'error', message: 'boom' },
    ]);
  });

  it('streamToText returns the full response or throws the error message', async () => {
    async function* ok(): AsyncGenerator<AiStreamEvent> {
      yield { type: 'content', text: 'a' };
      yield { type: 'complete', fullResponse: 'a' };
    }
    async function* bad(): AsyncGenerator<AiStreamEvent> {
      yield { type: 'error', message: 'nope' };
    }
    await expect(streamToText(ok())).resolves.toBe('a');
    await expect(streamToText(bad())).rejects.toThrow('nope');
  });
});
