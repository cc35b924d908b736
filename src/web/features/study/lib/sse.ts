/**
 * Reading the Smarty stream (spec 3 §7): lines `data: {json}` separated by blank lines, each with a type
 * thinking / content / complete / error. Malformed lines are ignored (spec 3 §8). The complete event's sources are
 * read here too, so this module (loaded with the first answer) is all the chat needs of the stream: the first screen
 * carries no stream code.
 */
import { createParser } from 'eventsource-parser';
import type { AnswerCitation, AnswerConfidence } from './citations';

export type SmartyStreamEvent =
  | { type: 'thinking'; message: string }
  | { type: 'content'; text: string }
  | {
      type: 'complete';
      fullResponse: string;
      citations: AnswerCitation[];
      confidence: AnswerConfidence | undefined;
    }
  | { type: 'error'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Citations as they arrive in a stream's complete event (unknown JSON), kept only when well-formed. */
export function readCitations(value: unknown): AnswerCitation[] {
  if (!Array.isArray(value)) return [];
  const out: AnswerCitation[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    if (typeof r.index !== 'number' || !Number.isInteger(r.index) || typeof r.title !== 'string') continue;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    out.push({
      index: r.index,
      title: r.title,
      url: str(r.url),
      passage: str(r.passage),
      passageId: str(r.passageId),
      topicTitle: str(r.topicTitle),
    });
  }
  return out;
}

export function readConfidence(value: unknown): AnswerConfidence | undefined {
  return value === 'high' || value === 'medium' || value === 'low' ? value : undefined;
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
        citations: readCitations(data.citations),
        confidence: readConfidence(data.confidence),
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
