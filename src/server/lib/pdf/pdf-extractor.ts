/**
 * PDF text extraction in a pool of child processes (pdfjs-dist legacy build, no code generation from strings), with caps on
 * size, pages, text, time and memory. Each child runs with a heap cap, and the pool polls its resident memory
 * (ArrayBuffers included, which a heap cap does not count: a decompression bomb lives there) and kills it past
 * `maxMemoryMb`. A child that exceeds a cap or crashes is killed and replaced; the caller gets a
 * `PdfExtractionError` (code `text_extraction_error`), never a hang. Jobs queue per owner (user), served
 * round-robin with one job in flight per owner, so one user's PDFs cannot hold up another's.
 *
 *   const pdf = createPdfExtractor({ workers: 2 });
 *   const { text, pages, wordCount } = await pdf.extract(bytes, { owner: user.id });
 *   await pdf.close();
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { countWords } from '../../../shared/essays/word-count';
import { RESEARCH_MESSAGES } from '../../../shared/messages';
import { FairQueue } from './fair-queue';
import { residentBytes } from './resident-memory';

/**
 * The child's script: the one place that says where it is. Plain JavaScript next to this module, so it runs
 * under plain Node whatever runs the server (tsx, Vitest, or compiled output that copies it alongside).
 */
export const PDF_WORKER_ENTRY = new URL('./pdf-worker.mjs', import.meta.url);

export const PDF_DEFAULTS = {
  maxBytes: 50 * 1024 * 1024,
  maxPages: 300,
  timeoutMs: 30_000,
  /** Resident memory of one child (heap, ArrayBuffers, everything); past it the child is killed. */
  maxMemoryMb: 512,
  /** Text handed back per document (about 3,000 pages of prose); extraction stops there, as at the page cap. */
  maxTextChars: 10_000_000,
  /** How often a busy child's resident memory is read. */
  memoryPollMs: 50,
} as const;

export type PdfFailure =
  | 'empty'
  | 'too_large'
  | 'not_pdf'
  | 'encrypted'
  | 'malformed'
  | 'timeout'
  | 'no_text'
  | 'too_much_data'
  | 'crashed';

export const PDF_FAILURE_MESSAGES: Record<PdfFailure, string> = {
  empty: 'The file is empty.',
  too_large: 'The PDF is too large to extract text from.',
  not_pdf: 'The file is not a PDF.',
  encrypted: 'The PDF is password-protected, so its text cannot be read.',
  malformed: 'The PDF is damaged and its text could not be read.',
  timeout: 'Reading the PDF took too long and was stopped.',
  no_text: 'The PDF has no text layer (it may be a scanned image), so there is no text to extract.',
  too_much_data: RESEARCH_MESSAGES.pdfExpandsTooMuch,
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
  /** Child processes; default 2 (so one user's slow or hostile PDF leaves one free), half the cores on bigger machines (at most 4). */
  workers?: number;
  maxPages?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /** Resident-memory cap of one child, MB. */
  maxMemoryMb?: number;
  /** Heap cap of one child, MB; default three quarters of `maxMemoryMb`. */
  workerHeapMb?: number;
  maxTextChars?: number;
  memoryPollMs?: number;
  /** Tests only: another worker script speaking the same messages. */
  workerUrl?: URL;
}

export interface PdfExtractor {
  /** `owner` (the user's id) picks the queue lane: owners are served in turn, one job in flight each. */
  extract(data: Uint8Array, options?: { owner?: string }): Promise<PdfTextResult>;
  /** Children alive now (started lazily, replaced after a failure). */
  readonly liveWorkers: number;
  /** Their process ids (tests and the bench check them). */
  readonly workerPids: number[];
  /** Kills every child and fails waiting work; safe to call more than once. */
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
  child: ChildProcess;
  pid: number;
  owner: string | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  exited: Promise<void>;
}

export function defaultWorkerCount(cores = availableParallelism()): number {
  return Math.max(2, Math.min(4, Math.floor(cores / 2)));
}

/** Every child of every pool, killed if the server process exits without closing its pool. */
const allChildren = new Set<ChildProcess>();
let exitHookInstalled = false;
function track(child: ChildProcess) {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const c of allChildren) c.kill('SIGKILL');
    });
  }
  allChildren.add(child);
  child.once('exit', () => allChildren.delete(child));
}

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
  const maxMemoryMb = options.maxMemoryMb ?? PDF_DEFAULTS.maxMemoryMb;
  const maxTextChars = options.maxTextChars ?? PDF_DEFAULTS.maxTextChars;
  const memoryPollMs = options.memoryPollMs ?? PDF_DEFAULTS.memoryPollMs;
  const heapMb = options.workerHeapMb ?? Math.max(64, Math.floor(maxMemoryMb * 0.75));
  const entry = fileURLToPath(options.workerUrl ?? PDF_WORKER_ENTRY);
  // The child gets only its own flags: not the server's loaders or preloads (tsx, probes), not NODE_OPTIONS.
  const childEnv = { ...process.env };
  delete childEnv.NODE_OPTIONS;
  const slots: Slot[] = [];
  const queue = new FairQueue<Job>();
  let nextId = 1;
  let closing: Promise<void> | null = null;
  let poller: NodeJS.Timeout | null = null;

  function spawn(): Slot {
    const child = fork(entry, [], {
      // pdf.js 6 dropped its isEvalSupported switch along with its eval path; the flag keeps eval and new Function out.
      execArgv: [`--max-old-space-size=${heapMb}`, '--disallow-code-generation-from-strings'],
      env: childEnv,
      serialization: 'advanced',
      // pdf.js may print warnings for damaged files; they are not ours to show.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    track(child);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const slot: Slot = { child, pid: child.pid ?? -1, owner: null, job: null, timer: null, exited };
    try {
      // Extraction yields the CPU to the API process (best effort: not every platform allows it).
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // keep the default priority
    }
    child.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      release(slot);
      job.resolve(reply);
      pump();
    });
    child.on('error', () => undefined);
    child.once('exit', (code, signal) => {
      const job = slot.job;
      remove(slot);
      // V8 aborts when the heap cap is reached: the PDF needed more memory than a child may hold.
      const outOfMemory = signal === 'SIGABRT' || code === 134;
      if (job) job.reject(new PdfExtractionError(outOfMemory ? 'too_much_data' : 'crashed'));
      pump();
    });
    idle(slot);
    slots.push(slot);
    return slot;
  }

  /** An idle child does not keep the server process alive. */
  function idle(slot: Slot) {
    slot.child.unref();
    slot.child.channel?.unref();
  }

  function release(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.owner = null;
    idle(slot);
  }

  function remove(slot: Slot) {
    release(slot);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  }

  /** Kills a busy child for breaking a cap: its job fails with `reason` at once, and a new child takes over. */
  function kill(slot: Slot, reason: PdfFailure) {
    const job = slot.job;
    remove(slot);
    slot.child.kill('SIGKILL');
    if (job) job.reject(new PdfExtractionError(reason));
    pump();
  }

  function pollMemory() {
    const capBytes = maxMemoryMb * 1024 * 1024;
    for (const slot of [...slots]) {
      if (!slot.job) continue;
      const rss = residentBytes(slot.pid);
      if (rss !== null && rss > capBytes) kill(slot, 'too_much_data');
    }
    if (!slots.some((s) => s.job) && poller) {
      clearInterval(poller);
      poller = null;
    }
  }

  function pump() {
    if (closing) return;
    for (;;) {
      let slot = slots.find((s) => s.job === null);
      if (!slot && slots.length >= size) break;
      const busy = new Set(slots.flatMap((s) => (s.owner === null ? [] : [s.owner])));
      const next = queue.take(busy);
      if (!next) break;
      slot ??= spawn();
      const current = slot;
      const job = next.item;
      current.job = job;
      current.owner = next.owner;
      current.child.ref();
      current.child.channel?.ref();
      current.timer = setTimeout(() => kill(current, 'timeout'), timeoutMs);
      current.child.send({ id: job.id, data: job.data, maxPages, maxTextChars });
    }
    if (!poller && slots.some((s) => s.job)) {
      poller = setInterval(pollMemory, memoryPollMs);
      poller.unref();
    }
  }

  function run(data: Uint8Array, owner: string): Promise<WorkerReply> {
    if (closing) return Promise.reject(shutDown());
    return new Promise((resolve, reject) => {
      queue.push(owner, { id: nextId++, data, resolve, reject });
      pump();
    });
  }

  return {
    get liveWorkers() {
      return slots.length;
    },
    get workerPids() {
      return slots.map((s) => s.pid);
    },
    async extract(data, extractOptions = {}) {
      const started = performance.now();
      precheckPdf(data, maxBytes);
      const reply = await run(data, extractOptions.owner ?? '');
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
    close() {
      closing ??= (async () => {
        if (poller) clearInterval(poller);
        poller = null;
        for (const job of queue.drain()) job.reject(shutDown());
        const all = slots.splice(0);
        for (const slot of all) {
          const job = slot.job;
          release(slot);
          job?.reject(shutDown());
          // Held until it has exited: an idle child is unref'd, and waiting on an unref'd child would let a process
          // with nothing else to do end before close() resolves.
          slot.child.ref();
          slot.child.kill('SIGKILL');
        }
        await Promise.all(all.map((s) => s.exited));
      })();
      return closing;
    },
  };
}

function shutDown() {
  return new PdfExtractionError('crashed', 'The PDF reader is shut down.');
}
