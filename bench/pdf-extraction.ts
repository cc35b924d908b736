import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createPdfExtractor } from '../src/server/lib/pdf/pdf-extractor';
import { buildLongPaper } from '../src/testing/fixtures/long-inputs';
import { makeFlateBombPdf } from '../src/testing/pdf-factory';
import { paced, registeredMember, type PacedResult, type ProbeReading, type ProductServer } from './support';

/**
 * A paper of `pages` pages as a real PDF (pdf-lib, Helvetica): the long fixture paper's lines (running header, wrapped
 * paragraphs, headings, page numbers), one PDF page per page of the fixture.
 */
export async function paperPdf(pages = 30): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle('Nurse staffing and patient outcomes (bench paper)');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const texts = buildLongPaper(pages).split('\f');
  for (const text of texts) {
    const page = doc.addPage([612, 792]);
    text.split('\n').forEach((line, i) => {
      if (line.trim()) page.drawText(line, { x: 60, y: 750 - i * 13, size: 9.5, font });
    });
  }
  return { bytes: await doc.save({ useObjectStreams: false }), pages: texts.length };
}

export interface PoolFigure {
  pages: number;
  documents: number;
  seconds: number;
  pagesPerSec: number;
}

/** The product's PDF worker pool with one worker (one core): documents extracted one after another. */
export async function extractionPagesPerSecond(documents = 6): Promise<PoolFigure> {
  const pdf = await paperPdf(30);
  const pool = createPdfExtractor({ workers: 1 });
  try {
    const first = await pool.extract(pdf.bytes); // starts the worker and loads pdf.js
    if (first.pages !== pdf.pages) throw new Error(`extracted ${first.pages} of ${pdf.pages} pages`);
    const started = performance.now();
    let pages = 0;
    for (let i = 0; i < documents; i++) pages += (await pool.extract(pdf.bytes)).pages;
    const seconds = (performance.now() - started) / 1000;
    return { pages, documents, seconds, pagesPerSec: pages / seconds };
  } finally {
    await pool.close();
  }
}

export interface ExtractionLoadFigure {
  idle: { eld: ProbeReading['eld']; health: PacedResult };
  extracting: {
    eld: ProbeReading['eld'];
    health: PacedResult;
    extractions: number;
    pagesPerSec: number;
    failures: number;
  };
  healthRate: number;
}

/**
 * The API process while it extracts text: a member uploads the 30-page PDF, then `POST /api/text-extraction/extract-text`
 * runs back to back from two clients of that member (one job in flight per user, so one worker at a time) while `GET /api/health` is
 * requested at a steady `healthRate` per second, spread evenly. The server measures its own event-loop delay (server-probe.mjs);
 * the same health load without extractions is measured first, as the baseline.
 */
export async function extractionUnderLoad(
  server: ProductServer,
  durationSec: number,
  healthRate = 200,
): Promise<ExtractionLoadFigure> {
  const pdf = await paperPdf(30);
  const probe = server.probe;
  if (!probe) throw new Error('start the server with { probe: true }');
  const member = await uploader(server.url, '203.0.113.21');
  const url = await member.upload(pdf.bytes, 'bench-paper.pdf');
  const extract = async (): Promise<number> => {
    const { status, body } = await member.extract(url);
    if (status !== 200 || !body.success)
      throw new Error(`extract-text answered ${status}: ${body.error ?? ''}`);
    return body.pages ?? 0;
  };
  await extract(); // warm: the pool's worker starts on first use
  const health = (seconds: number) =>
    paced({ rate: healthRate, durationSec: seconds, lanes: 10 }, async () => {
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      return res.status;
    });
  await probe.reset();
  const idleHealth = await health(Math.max(2, Math.round(durationSec / 2)));
  const idle = (await probe.read()).eld;

  await probe.reset();
  let running = true;
  let extractions = 0;
  let pages = 0;
  let failures = 0;
  const started = performance.now();
  const clients = Array.from({ length: 2 }, async () => {
    while (running) {
      try {
        pages += await extract();
        extractions += 1;
      } catch {
        failures += 1;
      }
    }
  });
  const busyHealth = await health(durationSec);
  running = false;
  const busy = (await probe.read()).eld;
  await Promise.all(clients);
  const seconds = (performance.now() - started) / 1000;
  return {
    idle: { eld: idle, health: idleHealth },
    extracting: { eld: busy, health: busyHealth, extractions, pagesPerSec: pages / seconds, failures },
    healthRate,
  };
}

interface ExtractReply {
  success: boolean;
  pages?: number;
  error?: string;
  reason?: string;
}

/** A registered member who uploads PDFs and asks the API for their text (the product's real routes). */
async function uploader(baseUrl: string, ip: string) {
  const cookie = await registeredMember(baseUrl, ip);
  const headers = { cookie, 'x-bench-client-ip': ip, origin: baseUrl.replace('127.0.0.1', 'localhost') };
  return {
    /** Uploads a PDF (the upload extracts its text once too); returns its link. */
    async upload(bytes: Uint8Array, name: string): Promise<string> {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
      form.set('title', `Bench upload ${name}`);
      form.set('authors', 'Bench Author');
      form.set('year', '2024');
      const res = await fetch(`${baseUrl}/api/research/uploads`, { method: 'POST', headers, body: form });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      const { work } = (await res.json()) as { work: { best_pdf_url: string | null } };
      if (!work.best_pdf_url) throw new Error('the upload has no PDF link');
      return work.best_pdf_url;
    },
    async extract(url: string): Promise<{ status: number; body: ExtractReply; ms: number }> {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/text-extraction/extract-text`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      const body = (await res.json()) as ExtractReply;
      return { status: res.status, body, ms: performance.now() - started };
    },
  };
}

export interface BombFigure {
  bombBytes: number;
  bombDecodedMb: number;
  /** What the attacker's extract-text requests answered (status and message), and how long each took. */
  bombOutcome: { status: number; error: string; reason: string; medianMs: number; runs: number };
  /** The API process's resident memory: before, and the peak while the bombs ran (bytes). */
  apiRss: { before: number; peak: number; growth: number };
  /** Another user's extract-text of the 30-page paper, alone and while the bombs run (medians, ms). */
  otherUser: { aloneMs: number; withBombMs: number; ratio: number; runs: number; failures: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The decompression bomb of issue 12 against the running API: user A uploads a 1 MB PDF whose content stream
 * inflates to `decodedMb` MB of spaces and asks for its text back to back; meanwhile user B extracts the
 * 30-page paper `runs` times. The same B extractions run first without the bomb. The server reports its own
 * resident memory (server-probe.mjs, sampled every 25 ms), so the growth is the API process's, not the workers'.
 */
export async function bombAgainstApi(server: ProductServer, decodedMb = 1024, runs = 5): Promise<BombFigure> {
  const probe = server.probe;
  if (!probe) throw new Error('start the server with { probe: true }');
  const paper = await paperPdf(30);
  const bomb = await makeFlateBombPdf(decodedMb);
  const attacker = await uploader(server.url, '203.0.113.31');
  const other = await uploader(server.url, '203.0.113.32');
  const paperUrl = await other.upload(paper.bytes, 'bench-paper.pdf');
  const bombUrl = await attacker.upload(bomb, 'bench-bomb.pdf');

  const otherRuns = async () => {
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i < runs; i++) {
      const { status, body, ms } = await other.extract(paperUrl);
      if (status === 200 && body.success && body.pages === paper.pages) times.push(ms);
      else failures += 1;
    }
    return { medianMs: median(times), failures };
  };
  await other.extract(paperUrl); // warm
  const alone = await otherRuns();

  await probe.gc();
  await probe.reset();
  const before = (await probe.read()).memory.rss;
  let running = true;
  const bombReplies: Array<{ status: number; body: ExtractReply; ms: number }> = [];
  const bombing = (async () => {
    while (running) bombReplies.push(await attacker.extract(bombUrl));
  })();
  await new Promise((resolve) => setTimeout(resolve, 200)); // the first bomb is in a worker
  const withBomb = await otherRuns();
  running = false;
  await bombing;
  const peak = (await probe.read()).peak.rss;
  const first = bombReplies[0];
  return {
    bombBytes: bomb.length,
    bombDecodedMb: decodedMb,
    bombOutcome: {
      status: first?.status ?? 0,
      error: first?.body.error ?? '',
      reason: first?.body.reason ?? '',
      medianMs: median(bombReplies.map((r) => r.ms)),
      runs: bombReplies.length,
    },
    apiRss: { before, peak, growth: peak - before },
    otherUser: {
      aloneMs: alone.medianMs,
      withBombMs: withBomb.medianMs,
      ratio: withBomb.medianMs / Math.max(1, alone.medianMs),
      runs,
      failures: alone.failures + withBomb.failures,
    },
  };
}
