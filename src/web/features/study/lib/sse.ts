/**
 * Reading the Smarty stream (spec 3 §7): lines `data: {json}` separated by blank lines, each with a type
 * thinking / content / complete / error. Malformed lines are ignored (spec 3 §8).
 */

export type SmartyStreamEvent =
  | { type: 'thinking'; message: string }
  | { type: 'content'; text: string }
  | { type: 'complete'; fullResponse: string; citations?: unknown; confidence?: unknown }
  | { type: 'error'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One `data: …` line as an event, or null when it is not one. */
export function parseSseLine(line: string): SmartyStreamEvent | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('data:')) return null;
  const payload = trimmed.slice(5).trim();
  if (payload === '' || payload === '[DONE]') return null;
  let data: unknown;
  try {
    data = JSON.parse(payload);
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
 * Incremental parser: feed it chunks of text as they arrive; it returns the complete events found so far and
 * keeps the unfinished tail for the next chunk.
 */
export function createSseParser() {
  let buffer = '';
  return {
    push(chunk: string): SmartyStreamEvent[] {
      buffer += chunk.replace(/\r\n/g, '\n');
      const events: SmartyStreamEvent[] = [];
      let cut = buffer.indexOf('\n\n');
      while (cut !== -1) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        for (const line of block.split('\n')) {
          const event = parseSseLine(line);
          if (event) events.push(event);
        }
        cut = buffer.indexOf('\n\n');
      }
      return events;
    },
    /** The events of whatever is left when the stream ends. */
    flush(): SmartyStreamEvent[] {
      const rest = buffer;
      buffer = '';
      return rest
        .split('\n')
        .map(parseSseLine)
        .filter((e): e is SmartyStreamEvent => e !== null);
    },
  };
}
