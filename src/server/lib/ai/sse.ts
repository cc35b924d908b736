/**
 * The stream wire format of spec 3 §7: one line `data: {json}` per event, each followed by a blank line. Written
 * with Hono's `streamSSE` (through `sseResponse`), read with eventsource-parser.
 */
import type { Context } from 'hono';
import { createParser } from 'eventsource-parser';
import { aiStreamEventSchema, type AiStreamEvent } from '../../../shared/schemas/ai';
import { sseResponse } from '../realtime/sse';

/**
 * Answers with the events as an event stream. Each event is written when the client has taken the one before, so
 * a slow client slows the model down rather than buffering; when the client goes away, `return()` is called on
 * the iterator, which aborts the provider call. An exception from the iterator becomes a final `error` event.
 */
export function streamAiEvents(c: Context, events: AsyncIterable<AiStreamEvent>): Response {
  return sseResponse(c, async (stream) => {
    const iterator = events[Symbol.asyncIterator]();
    let finished = false;
    stream.onAbort(async () => {
      if (!finished) await iterator.return?.();
    });
    try {
      // Runs until the events end: after a disconnect, `return()` ends them (and the request's signal, which the
      // engine got, has aborted the provider call); writes to the closed stream do nothing.
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        await stream.writeSSE({ data: JSON.stringify(next.value) });
      }
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Unknown error';
      const event: AiStreamEvent = { type: 'error', message };
      await stream.writeSSE({ data: JSON.stringify(event) });
    } finally {
      finished = true;
    }
  });
}

/**
 * Parses SSE text back into events (for tests and server-side consumers). Events whose data is not a valid
 * event are skipped, as the spec's client does.
 */
export function parseSseEvents(text: string): AiStreamEvent[] {
  const out: AiStreamEvent[] = [];
  const parser = createParser({
    onEvent: (message) => {
      try {
        const parsed = aiStreamEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) out.push(parsed.data);
      } catch {
        // malformed event: ignored
      }
    },
  });
  parser.feed(text);
  parser.feed('\n\n');
  return out;
}

/** Collects a stream of events into an array (tests, non-streaming callers). */
export async function collectEvents(events: AsyncIterable<AiStreamEvent>): Promise<AiStreamEvent[]> {
  const out: AiStreamEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

/** The final text of a stream, or throws its error message. */
export async function streamToText(events: AsyncIterable<AiStreamEvent>): Promise<string> {
  let text = '';
  for await (const e of events) {
    if (e.type === 'content') text += e.text;
    if (e.type === 'complete') return e.fullResponse;
    if (e.type === 'error') throw new Error(e.message);
  }
  return text;
}
