/**
 * The stream wire format of spec 3 §7: one line `data: {json}` per event, each followed by a blank line.
 */
import { aiStreamEventSchema, type AiStreamEvent } from '../../../shared/schemas/ai';

/** Response headers for an event stream. */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

export function encodeSseEvent(event: AiStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Encodes events as SSE bytes. Pull-based, so a slow client slows the model down rather than
 * buffering; cancelling the stream (client disconnected) calls `return()` on the iterator, which
 * aborts the provider call. An exception from the iterator becomes a final `error` event.
 */
export function encodeSseStream(events: AsyncIterable<AiStreamEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (done) return;
      try {
        const next = await iterator.next();
        if (next.done) {
          done = true;
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(encodeSseEvent(next.value)));
      } catch (e) {
        done = true;
        const message = e instanceof Error ? e.message : 'Unknown error';
        controller.enqueue(encoder.encode(encodeSseEvent({ type: 'error', message })));
        controller.close();
      }
    },
    async cancel() {
      done = true;
      await iterator.return?.();
    },
  });
}

/**
 * Parses SSE text back into events (for tests and server-side consumers). Lines that are not valid
 * events are skipped, as the spec's client does.
 */
export function parseSseEvents(text: string): AiStreamEvent[] {
  const out: AiStreamEvent[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue;
    const payload = line.slice(5).trim();
    try {
      const parsed = aiStreamEventSchema.safeParse(JSON.parse(payload));
      if (parsed.success) out.push(parsed.data);
    } catch {
      // malformed line: ignored
    }
  }
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
