/**
 * Reads a Server-Sent Events stream frame by frame (tests, benchmarks), parsed by eventsource-parser: each event,
 * comment and `retry:` hint is one frame.
 */
import { createParser, type EventSourceParser } from 'eventsource-parser';

export interface SseFrame {
  event?: string;
  id?: string;
  /** The event's data (its `data:` lines joined), parsed as JSON when it is JSON. */
  data?: unknown;
  /** Comment lines (`: …`), e.g. heartbeats. */
  comments: string[];
  retry?: number;
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private readonly parser: EventSourceParser;
  private readonly frames: SseFrame[] = [];
  private done = false;

  constructor(stream: ReadableStream<Uint8Array>) {
    this.reader = stream.getReader();
    this.parser = createParser({
      onEvent: (message) => {
        this.frames.push({
          ...(message.event !== undefined ? { event: message.event } : {}),
          ...(message.id !== undefined ? { id: message.id } : {}),
          data: parseData(message.data),
          comments: [],
        });
      },
      onComment: (comment) => this.frames.push({ comments: [comment.trim()] }),
      onRetry: (retry) => this.frames.push({ comments: [], retry }),
    });
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
      const frame = this.frames.shift();
      if (frame) return frame;
      if (this.done) return null;
      const { value, done } = await this.reader.read();
      if (done) {
        this.done = true;
        return null;
      }
      this.parser.feed(this.decoder.decode(value, { stream: true }));
    }
  }
}
