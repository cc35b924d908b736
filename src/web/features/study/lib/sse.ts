/**
 * Reading the Smarty stream (spec 3 §7): lines `data: {json}` separated by blank lines, each with a type
 * thinking / content / complete / error. Malformed lines are ignored (spec 3 §8).
 */
import { createParser } from 'eventsource-parser';

export type SmartyStreamEvent =
  | { type: 'thinking'; message: string }
  | { type: 'content'; text: string }
  | { type: 'complete'; fullResponse: string; citations?: unknown; confidence?: unknown }
  | { type: 'error'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The data of one event as a Smarty event, or null when it is not one (not JSON, unknown type, `[DONE]`). */
export function toSmartyEvent(payload: string): SmartyStreamEvent | null {
  const trimmed = payload.trim();
  if (trimmed === '' || trimmed === '[DONE]') return null;
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  switch (data.type) {
    case 'thinking':
      return { type: 'thinking', message: str(data.message) };
    case 'content':
      return { type: 'content', text: str(data.text ?? data.content) };
    case 'complete':
      return {
        type: 'complete',
        fullResponse: str(data.fullResponse),
        citations: data.citations,
        confidence: data.confidence,
      };
    case 'error':
      return { type: 'error', message: str(data.message) };
    default:
      return null;
  }
}

/**
 * Incremental parser (eventsource-parser underneath): feed it chunks of text as they arrive; it returns the
 * complete events found so far and keeps the unfinished tail for the next chunk.
 */
export function createSseParser() {
  let found: SmartyStreamEvent[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const event = toSmartyEvent(message.data);
      if (event) found.push(event);
    },
  });
  const take = () => {
    const events = found;
    found = [];
    return events;
  };
  return {
    push(chunk: string): SmartyStreamEvent[] {
      parser.feed(chunk);
      return take();
    },
    /** The event left unfinished when the stream ends (its blank line missing). */
    flush(): SmartyStreamEvent[] {
      parser.feed('\n\n');
      parser.reset();
      return take();
    },
  };
}
