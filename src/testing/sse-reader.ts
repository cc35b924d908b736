/**
 * Reads a Server-Sent Events stream frame by frame (tests, benchmarks, server-side consumers).
 */

export interface SseFrame {
  event?: string;
  id?: string;
  /** The joined `data:` lines, parsed as JSON when they are JSON. */
  data?: unknown;
  /** Comment lines (`: …`), e.g. heartbeats. */
  comments: string[];
  retry?: number;
}

export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private done = false;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.reader = stream.getReader();
  }

  /**
   * The next frame for which `accept` is true (frames before it are skipped), or null when the stream ends.
   * Rejects after `timeoutMs` so a test waiting for an event that never comes fails instead of hanging.
   */
  async next(
    accept: (frame: SseFrame) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<SseFrame | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No matching SSE frame within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.find(accept), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The next frame carrying data (skips heartbeats and `retry:`). */
  nextData(timeoutMs?: number): Promise<SseFrame | null> {
    return this.next((f) => f.data !== undefined, timeoutMs);
  }

  async close(): Promise<void> {
    this.done = true;
    await this.reader.cancel().catch(() => undefined);
  }

  private async find(accept: (frame: SseFrame) => boolean): Promise<SseFrame | null> {
    for (;;) {
      const frame = await this.frame();
      if (!frame || accept(frame)) return frame;
    }
  }

  private async frame(): Promise<SseFrame | null> {
    for (;;) {
      const end = this.buffer.search(/\r?\n\r?\n/);
      if (end >= 0) {
        const raw = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        return parseFrame(raw);
      }
      if (this.done) return null;
      const { value, done } = await this.reader.read();
      if (done) {
        this.done = true;
        return null;
      }
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }
}

export function parseFrame(raw: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  const data: string[] = [];
  for (const line of raw.split(/\r?\n/)) {
    if (line.startsWith(':')) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'data') data.push(value);
    else if (name === 'event') frame.event = value;
    else if (name === 'id') frame.id = value;
    else if (name === 'retry') frame.retry = Number(value);
  }
  if (data.length > 0) {
    const text = data.join('\n');
    try {
      frame.data = JSON.parse(text);
    } catch {
      frame.data = text;
    }
  }
  return frame;
}
