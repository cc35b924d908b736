/**
 * PDF text extraction in a pool of worker threads (pdfjs-dist legacy build, eval disabled), with caps on
 * size, pages and time. A worker that exceeds the time cap, runs out of memory or crashes is terminated
 * and replaced; the caller gets a `PdfExtractionError` (code `text_extraction_error`), never a hang.
 *
 *   const pdf = createPdfExtractor({ workers: 1 });
 *   const { text, pages, wordCount } = await pdf.extract(bytes);
 *   await pdf.close();
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { countWords } from '../../../shared/essays/word-count';

export const PDF_DEFAULTS = {
  maxBytes: 50 * 1024 * 1024,
  maxPages: 300,
  timeoutMs: 30_000,
  /** Heap of one worker; a PDF that needs more fails instead of exhausting the server. */
  workerHeapMb: 512,
} as const;

export type PdfFailure =
  'empty' | 'too_large' | 'not_pdf' | 'encrypted' | 'malformed' | 'timeout' | 'no_text' | 'crashed';

export const PDF_FAILURE_MESSAGES: Record<PdfFailure, string> = {
  empty: 'The file is empty.',
  too_large: 'The PDF is too large to extract text from.',
  not_pdf: 'The file is not a PDF.',
  encrypted: 'The PDF is password-protected, so its text cannot be read.',
  malformed: 'The PDF is damaged and its text could not be read.',
  timeout: 'Reading the PDF took too long and was stopped.',
  no_text: 'The PDF has no text layer (it may be a scanned image), so there is no text to extract.',
  crashed: 'The PDF could not be read (the reader stopped).',
};

export class PdfExtractionError extends Error {
  readonly code = 'text_extraction_error';
  constructor(
    public readonly reason: PdfFailure,
    message: string = PDF_FAILURE_MESSAGES[reason],
  ) {
    super(message);
    this.name = 'PdfExtractionError';
  }
}

export interface PdfQuality {
  /** True when the text layer looks garbled or nearly empty: usable, but flagged. */
  poor: boolean;
  reason?: string;
}

export interface PdfTextResult {
  /** One line per text line, a form feed between pages. */
  text: string;
  /** Pages read (at most the page cap). */
  pages: number;
  totalPages: number;
  /** True when the page cap cut the document short. */
  truncated: boolean;
  wordCount: number;
  /** Milliseconds from start to finish. */
  extractionTime: number;
  info: { title?: string; author?: string };
  quality: PdfQuality;
}

export interface PdfExtractorOptions {
  /** Worker threads; default 1 on up to 2 cores, else half the cores (at most 4). */
  workers?: number;
  maxPages?: number;
  timeoutMs?: number;
  maxBytes?: number;
  workerHeapMb?: number;
  /** Tests only: another worker script speaking the same messages. */
  workerUrl?: URL;
}

export interface PdfExtractor {
  extract(data: Uint8Array): Promise<PdfTextResult>;
  /** Workers alive now (started lazily, replaced after a failure). */
  readonly liveWorkers: number;
  close(): Promise<void>;
}

interface WorkerReply {
  id: number;
  ok: boolean;
  text?: string;
  pages?: number;
  totalPages?: number;
  info?: { title?: string; author?: string };
  code?: string;
  message?: string;
}

interface Job {
  id: number;
  data: Uint8Array;
  resolve: (reply: WorkerReply) => void;
  reject: (error: PdfExtractionError) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export function defaultWorkerCount(cores = availableParallelism()): number {
  return cores <= 2 ? 1 : Math.min(4, Math.floor(cores / 2));
}

const WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);

/** Checks that need no parsing: empty, too large, or no `%PDF-` header in the first kilobyte. */
export function precheckPdf(data: Uint8Array, maxBytes: number = PDF_DEFAULTS.maxBytes): void {
  if (data.length === 0) throw new PdfExtractionError('empty');
  if (data.length > maxBytes) throw new PdfExtractionError('too_large');
  if (!looksLikePdf(data)) throw new PdfExtractionError('not_pdf');
}

/** `%PDF-` within the first 1024 bytes, as readers accept. */
export function looksLikePdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** Typical share (percent) of common letters in English text. */
const ENGLISH_LETTERS: Record<string, number> = {
  e: 12.7,
  t: 9.1,
  a: 8.2,
  o: 7.5,
  i: 7.0,
  n: 6.7,
  s: 6.3,
  h: 6.1,
  r: 6.0,
  d: 4.3,
  l: 4.0,
  c: 2.8,
  u: 2.8,
  m: 2.4,
};
const ENGLISH_FUNCTION_WORDS = new Set([
  'the',
  'of',
  'and',
  'to',
  'in',
  'is',
  'for',
  'that',
  'with',
  'on',
  'are',
  'by',
]);

/**
 * Flags a text layer that is present but poor: too little text per page, mostly symbols, mostly tokens that
 * are not words (a garbled font encoding), or, in English text, a common letter that almost never occurs (a
 * font whose glyphs for that letter have no text mapping, e.g. "Spee h" for "Speech").
 */
export function assessQuality(text: string, pages: number): PdfQuality {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { poor: true, reason: 'no text' };
  if (tokens.length / Math.max(1, pages) < 20) return { poor: true, reason: 'very little text per page' };
  const visible = (text.match(/\S/gu) ?? []).length;
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? [])
    .length;
  if (cjk > visible * 0.3) return { poor: false };
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters / visible < 0.5)
    return { poor: true, reason: 'mostly symbols or digits, few letters (garbled text layer)' };
  const wordLike = tokens.filter(
    (t) =>
      /^[("'“‘[]?[\p{L}][\p{L}'’-]*[)"'”’\].,;:!?]*$/u.test(t) && /[aeiouyàâäéèêëïîôöùûüáíóúñåæøœ]/i.test(t),
  ).length;
  if (tokens.length >= 50 && wordLike / tokens.length < 0.5) {
    return { poor: true, reason: 'most tokens are not words (garbled text layer)' };
  }
  const lower = text.toLowerCase();
  const ascii = lower.replace(/[^a-z]/g, '');
  const english = tokens.filter((t) => ENGLISH_FUNCTION_WORDS.has(t.toLowerCase())).length / tokens.length;
  if (ascii.length >= 2000 && english >= 0.05) {
    const counts = new Map<string, number>();
    for (const ch of ascii) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const missing = Object.entries(ENGLISH_LETTERS)
      .filter(([ch, typical]) => ((counts.get(ch) ?? 0) / ascii.length) * 100 < typical * 0.2)
      .map(([ch]) => ch);
    if (missing.length > 0) {
      return {
        poor: true,
        reason: `letters missing from the text layer (${missing.map((m) => `'${m}'`).join(', ')})`,
      };
    }
  }
  return { poor: false };
}

export function createPdfExtractor(options: PdfExtractorOptions = {}): PdfExtractor {
  const size = Math.max(1, options.workers ?? defaultWorkerCount());
  const maxPages = options.maxPages ?? PDF_DEFAULTS.maxPages;
  const timeoutMs = options.timeoutMs ?? PDF_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? PDF_DEFAULTS.maxBytes;
  const heapMb = options.workerHeapMb ?? PDF_DEFAULTS.workerHeapMb;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(options.workerUrl ?? WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 64 },
      stdout: true,
      stderr: true,
    });
    // pdfjs may print warnings for damaged files; they are not ours to show.
    worker.stdout.resume();
    worker.stderr.resume();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      finish(slot);
      job.resolve(reply);
      pump();
    });
    const fail = () => {
      const job = slot.job;
      remove(slot);
      if (job) job.reject(new PdfExtractionError('crashed'));
      pump();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  function remove(slot: Slot) {
    finish(slot);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  }

  function pump() {
    if (closed) return;
    while (queue.length > 0) {
      let slot = slots.find((s) => s.job === null);
      if (!slot && slots.length < size) slot = spawn();
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      const current = slot;
      current.worker.ref();
      current.timer = setTimeout(() => {
        // A stuck worker is terminated and replaced; its job fails with a timeout.
        const stuck = current.job;
        remove(current);
        current.worker.removeAllListeners('exit');
        current.worker.removeAllListeners('error');
        current.worker.on('error', () => undefined);
        void current.worker.terminate();
        if (stuck) stuck.reject(new PdfExtractionError('timeout'));
        pump();
      }, timeoutMs);
      const copy = job.data.slice();
      current.worker.postMessage({ id: job.id, data: copy.buffer, maxPages }, [copy.buffer]);
    }
    for (const s of slots) if (!s.job) s.worker.unref();
  }

  function run(data: Uint8Array): Promise<WorkerReply> {
    if (closed) return Promise.reject(new PdfExtractionError('crashed', 'The PDF reader is shut down.'));
    return new Promise((resolve, reject) => {
      queue.push({ id: nextId++, data, resolve, reject });
      pump();
    });
  }

  return {
    get liveWorkers() {
      return slots.length;
    },
    async extract(data) {
      const started = performance.now();
      precheckPdf(data, maxBytes);
      const reply = await run(data);
      if (!reply.ok) {
        // The header was checked already: a file pdf.js rejects is a damaged PDF.
        throw new PdfExtractionError(reply.code === 'encrypted' ? 'encrypted' : 'malformed');
      }
      const text = reply.text ?? '';
      const pages = reply.pages ?? 0;
      if (text.trim() === '') throw new PdfExtractionError('no_text');
      const totalPages = reply.totalPages ?? pages;
      return {
        text,
        pages,
        totalPages,
        truncated: totalPages > pages,
        wordCount: countWords(text),
        extractionTime: Math.round(performance.now() - started),
        info: reply.info ?? {},
        quality: assessQuality(text, pages),
      };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new PdfExtractionError('crashed', 'The PDF reader is shut down.'));
      const all = slots.splice(0);
      await Promise.all(
        all.map(async (slot) => {
          slot.worker.removeAllListeners('exit');
          slot.worker.removeAllListeners('error');
          slot.worker.on('error', () => undefined);
          if (slot.timer) clearTimeout(slot.timer);
          slot.job?.reject(new PdfExtractionError('crashed', 'The PDF reader is shut down.'));
          await slot.worker.terminate();
        }),
      );
    },
  };
}
