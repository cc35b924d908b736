import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createPdfExtractor } from '../src/server/lib/pdf/pdf-extractor';
import { buildLongPaper } from '../src/testing/fixtures/long-inputs';
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
 * runs back to back from two clients (the server's pool has one worker on this machine) while `GET /api/health` is
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
  const ip = '203.0.113.21';
  const cookie = await registeredMember(server.url, ip);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(pdf.bytes)], { type: 'application/pdf' }), 'bench-paper.pdf');
  form.set('title', 'Nurse staffing and patient outcomes (bench paper)');
  form.set('authors', 'Bench Author');
  form.set('year', '2024');
  const uploaded = await fetch(`${server.url}/api/research/uploads`, {
    method: 'POST',
    headers: { cookie, 'x-bench-client-ip': ip, origin: server.url.replace('127.0.0.1', 'localhost') },
    body: form,
  });
  if (uploaded.status !== 201)
    throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { work } = (await uploaded.json()) as { work: { best_pdf_url: string | null } };
  if (!work.best_pdf_url) throw new Error('the upload has no PDF link');
  const extract = async (): Promise<number> => {
    const res = await fetch(`${server.url}/api/text-extraction/extract-text`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie,
        'x-bench-client-ip': ip,
        origin: server.url.replace('127.0.0.1', 'localhost'),
      },
      body: JSON.stringify({ url: work.best_pdf_url }),
    });
    const body = (await res.json()) as { success: boolean; pages?: number; error?: string };
    if (!res.ok || !body.success) throw new Error(`extract-text answered ${res.status}: ${body.error ?? ''}`);
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
