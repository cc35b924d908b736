import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RESEARCH_MESSAGES } from '../../../shared/messages';
import { makeFlateBombPdf, makePdf, makeWordyPdf } from '../../../testing/pdf-factory';
import {
  assessQuality,
  createPdfExtractor,
  PDF_WORKER_ENTRY,
  PdfExtractionError,
  type PdfExtractor,
} from './pdf-extractor';
import { residentBytes } from './resident-memory';

const extractors: PdfExtractor[] = [];
function extractor(options: Parameters<typeof createPdfExtractor>[0] = {}) {
  const e = createPdfExtractor(options);
  extractors.push(e);
  return e;
}
afterAll(async () => {
  await Promise.all(extractors.map((e) => e.close()));
});

async function failure(promise: Promise<unknown>): Promise<PdfExtractionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PdfExtractionError);
  expect((error as PdfExtractionError).code).toBe('text_extraction_error');
  return error as PdfExtractionError;
}

const testWorker = new URL('../../../testing/pdf-test-worker.mjs', import.meta.url);
const encode = (text: string) => new TextEncoder().encode(text);
/** The process has exited (gone, or a zombie that holds no memory any more). */
const gone = (pid: number) => residentBytes(pid) === null;

describe('PDF text extraction', () => {
  const pdf = extractor({ workers: 1 });

  it('gives one line per text line, a form feed between pages, pages, words and metadata', async () => {
    const data = await makePdf(
      [
        ['Climate Adaptation in Coastal Cities', 'Introduction', 'Sea levels are rising along every coast.'],
        ['Methods', 'We surveyed forty cities in 2024.'],
        ['Conclusion', 'Planning must start now.'],
      ],
      { title: 'Climate Adaptation', author: 'Ada Lovelace' },
    );
    const result = await pdf.extract(data);
    expect(result.pages).toBe(3);
    expect(result.totalPages).toBe(3);
    expect(result.truncated).toBe(false);
    const pages = result.text.split('\f');
    expect(pages).toHaveLength(3);
    expect(pages[0]?.split('\n').filter(Boolean)).toEqual([
      'Climate Adaptation in Coastal Cities',
      'Introduction',
      'Sea levels are rising along every coast.',
    ]);
    expect(pages[1]).toContain('We surveyed forty cities in 2024.');
    expect(result.wordCount).toBe(5 + 1 + 7 + 1 + 6 + 1 + 4);
    expect(result.info).toEqual({ title: 'Climate Adaptation', author: 'Ada Lovelace' });
    expect(result.extractionTime).toEqual(expect.any(Number));
  });

  it('counts words exactly over many pages', async () => {
    const result = await pdf.extract(await makeWordyPdf(12, 40));
    expect(result.pages).toBe(12);
    expect(result.wordCount).toBe(12 * 40);
    expect(result.quality.poor).toBe(false);
  });

  it('stops at the page cap and says so', async () => {
    const capped = extractor({ workers: 1, maxPages: 5 });
    const result = await capped.extract(await makeWordyPdf(8, 30));
    expect(result).toMatchObject({ pages: 5, totalPages: 8, truncated: true, wordCount: 5 * 30 });
  });

  it('refuses a truncated PDF with a clear error', async () => {
    const data = await makeWordyPdf(3, 30);
    const error = await failure(pdf.extract(data.slice(0, Math.floor(data.length / 3))));
    expect(['malformed', 'no_text']).toContain(error.reason);
  });

  it('refuses a non-PDF, an empty file and a 60 MB file without parsing them', async () => {
    expect((await failure(pdf.extract(new TextEncoder().encode('<html>403 Forbidden</html>')))).reason).toBe(
      'not_pdf',
    );
    expect((await failure(pdf.extract(new Uint8Array(0)))).reason).toBe('empty');
    const huge = new Uint8Array(60 * 1024 * 1024);
    huge.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect((await failure(pdf.extract(huge))).reason).toBe('too_large');
  });

  it('refuses a PDF header followed by garbage', async () => {
    const junk = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(500)}`);
    expect(['malformed', 'not_pdf']).toContain((await failure(pdf.extract(junk))).reason);
  });

  it('reports a page without any text as having no text layer', async () => {
    const blank = await makePdf([[], []]);
    expect((await failure(pdf.extract(blank))).reason).toBe('no_text');
  });

  it('keeps working after failures (the same worker serves the next document)', async () => {
    const result = await pdf.extract(
      await makePdf([['Still working after errors, with plenty of words on the page to read.']]),
    );
    expect(result.text).toContain('Still working');
    expect(pdf.liveWorkers).toBe(1);
  });

  it('stops at the text cap like at the page cap: the text handed back stays bounded', async () => {
    const capped = extractor({ workers: 1, maxTextChars: 500 });
    const result = await capped.extract(await makeWordyPdf(8, 40));
    expect(result.text.length).toBe(500);
    expect(result.pages).toBeLessThan(8);
    expect(result).toMatchObject({ totalPages: 8, truncated: true });
    const full = await pdf.extract(await makeWordyPdf(8, 40));
    expect(full.text.startsWith(result.text)).toBe(true);
  });
});

describe('worker pool', () => {
  it('terminates a stuck worker at the time cap and replaces it', async () => {
    const pool = extractor({ workers: 1, timeoutMs: 2000, workerUrl: testWorker });
    const first = await pool.extract(encode('%PDF-1.7 ok'));
    const hang = await failure(pool.extract(encode('%PDF-HANG')));
    expect(hang.reason).toBe('timeout');
    const after = await pool.extract(encode('%PDF-1.7 ok'));
    expect(after.text).not.toBe(first.text); // a new process answered
    expect(pool.liveWorkers).toBe(1);
  });

  it('fails the job of a crashed worker and carries on with a new one', async () => {
    const pool = extractor({ workers: 1, workerUrl: testWorker });
    expect((await failure(pool.extract(encode('%PDF-CRASH')))).reason).toBe('crashed');
    const after = await pool.extract(encode('%PDF-1.7 ok'));
    expect(after.text).toMatch(/^answered by process/);
  });

  it('kills a worker that outgrows its memory cap outside the JS heap, says so clearly, and replaces it', async () => {
    const pool = extractor({ workers: 1, maxMemoryMb: 200, workerUrl: testWorker });
    const first = await pool.extract(encode('%PDF-1.7 ok'));
    const [bloated] = pool.workerPids;
    const error = await failure(pool.extract(encode('%PDF-BLOAT')));
    expect(error.reason).toBe('too_much_data');
    expect(error.message).toBe(RESEARCH_MESSAGES.pdfExpandsTooMuch);
    await vi.waitFor(() => expect(gone(bloated!)).toBe(true));
    const after = await pool.extract(encode('%PDF-1.7 ok'));
    expect(after.text).toMatch(/^answered by process/);
    expect(after.text).not.toBe(first.text);
    expect(pool.liveWorkers).toBe(1);
  });

  it('gives the same clear error when a worker reaches its heap cap', async () => {
    const pool = extractor({ workers: 1, maxMemoryMb: 1024, workerHeapMb: 96, workerUrl: testWorker });
    const error = await failure(pool.extract(encode('%PDF-HEAP')));
    expect(error.reason).toBe('too_much_data');
    expect((await pool.extract(encode('%PDF-1.7 ok'))).text).toMatch(/^answered by process/);
  });

  it('runs queued documents in order on a pool of two and never more than two threads', async () => {
    const pool = extractor({ workers: 2, workerUrl: testWorker });
    const results = await Promise.all(Array.from({ length: 6 }, () => pool.extract(encode('%PDF-1.7 ok'))));
    expect(results).toHaveLength(6);
    expect(new Set(results.map((r) => r.text)).size).toBeLessThanOrEqual(2);
    expect(pool.liveWorkers).toBeLessThanOrEqual(2);
  });

  it('times out the real reader too, and rejects work after close', async () => {
    const pool = createPdfExtractor({ workers: 1, timeoutMs: 1 });
    expect((await failure(pool.extract(await makeWordyPdf(2, 20)))).reason).toBe('timeout');
    await pool.close();
    await failure(pool.extract(await makeWordyPdf(1, 20)));
  });

  it('close() kills every worker, busy or idle, and fails their work', async () => {
    const pool = createPdfExtractor({ workers: 2, timeoutMs: 60_000, workerUrl: testWorker });
    await Promise.all(['a', 'b'].map((owner) => pool.extract(encode('%PDF-1.7 ok'), { owner })));
    expect(pool.liveWorkers).toBe(2);
    const stuck = failure(pool.extract(encode('%PDF-HANG'), { owner: 'c' }));
    const pids = pool.workerPids;
    await pool.close();
    expect((await stuck).message).toBe('The PDF reader is shut down.');
    expect(pids.map(gone)).toEqual([true, true]);
    await pool.close(); // twice is fine
  });

  it.each([
    ['the real worker, idle', PDF_WORKER_ENTRY, 'none'],
    ['a worker stuck in a loop', testWorker, '%PDF-HANG'],
  ])('%s exits by itself when the process that started it dies (no orphan)', async (_, script, job) => {
    // A stand-in server: forks the worker, gives it the job, prints its pid, then is killed without any clean-up.
    const server = spawn(
      process.execPath,
      [
        '-e',
        `const c = require('node:child_process').fork(process.argv[1], [], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced' });
         const job = (id, text, done) => c.send({ id, data: new TextEncoder().encode(text), maxPages: 1, maxTextChars: 100 }, done);
         const ready = () => console.log(c.pid);
         // the worker answers a first document (so it is up), then gets the job: printed once that is in its pipe
         if (process.argv[2] === 'none') ready();
         else { c.once('message', () => job(2, process.argv[2], ready)); job(1, '%PDF-1.7 ok'); }
         setInterval(() => {}, 1000);`,
        fileURLToPath(script),
        job,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [line] = (await once(server.stdout, 'data')) as [Buffer];
    const worker = Number(line.toString().trim());
    expect(gone(worker)).toBe(false);
    server.kill('SIGKILL');
    await vi.waitFor(() => expect(gone(worker)).toBe(true), { timeout: 10_000 });
  });
});

describe('closing the pool', () => {
  it('resolves in a process that has nothing else to wait for (idle workers do not hold it, closing does)', async () => {
    const extractorUrl = new URL('./pdf-extractor.ts', import.meta.url).href;
    const factoryUrl = new URL('../../../testing/pdf-factory.ts', import.meta.url).href;
    const script = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { createPdfExtractor } = await import(${JSON.stringify(extractorUrl)});
         const { makePdf } = await import(${JSON.stringify(factoryUrl)});
         const pool = createPdfExtractor({ workers: 1 });
         const result = await pool.extract(await makePdf([['One page of text to read.']]));
         console.log('read', result.pages);
         await pool.close();
         console.log('closed');`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    script.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await once(script, 'exit');
    expect(out.trim().split('\n')).toEqual(['read 1', 'closed']);
  }, 60_000);
});

describe('decompression bomb', () => {
  it('is stopped with a clear error in its own process, the server barely grows, and the next PDF reads', async () => {
    const bomb = await makeFlateBombPdf(1024); // 1 GB of spaces in about 1 MB
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const pool = extractor({ workers: 1 });
    const normal = await makeWordyPdf(3, 40);
    await pool.extract(normal); // the worker is up and pdf.js loaded before measuring
    const [first] = pool.workerPids;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const error = await failure(pool.extract(bomb, { owner: 'attacker' }));
    clearInterval(sampler);
    expect(error.reason).toBe('too_much_data');
    expect(error.message).toBe(RESEARCH_MESSAGES.pdfExpandsTooMuch);
    // The bomb decodes to 1 GB (and pdf.js doubles its buffers): none of it may land in this process.
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
    const after = await pool.extract(normal, { owner: 'someone-else' });
    expect(after.wordCount).toBe(3 * 40);
    expect(pool.workerPids).not.toContain(first);
    expect(pool.liveWorkers).toBe(1);
  });
});

describe('fair queue between users', () => {
  it("serves another user's PDF while one user's stuck PDFs hold a worker (one in flight per user)", async () => {
    const pool = extractor({ workers: 2, timeoutMs: 60_000, workerUrl: testWorker });
    const settled: string[] = [];
    const a = [1, 2].map((n) =>
      pool.extract(encode('%PDF-HANG'), { owner: 'user-a' }).then(
        () => settled.push(`a${n}`),
        () => settled.push(`a${n}`),
      ),
    );
    const b = await pool.extract(encode('%PDF-1.7 ok'), { owner: 'user-b' });
    expect(b.text).toMatch(/^answered by process/);
    expect(settled).toEqual([]); // user A's PDFs are all still waiting or running
    expect(pool.liveWorkers).toBe(2);
    await pool.close();
    await Promise.all(a);
  });

  it("takes users in turn: one user's queue of PDFs does not go before another user's single one", async () => {
    const pool = extractor({ workers: 1, workerUrl: testWorker });
    const order: string[] = [];
    const jobs = [
      ...[1, 2, 3, 4, 5].map((n) =>
        pool.extract(encode('%PDF-1.7 ok'), { owner: 'busy' }).then(() => order.push(`busy${n}`)),
      ),
      pool.extract(encode('%PDF-1.7 ok'), { owner: 'other' }).then(() => order.push('other')),
    ];
    await Promise.all(jobs);
    expect(order.indexOf('other')).toBeLessThanOrEqual(1);
    expect(order.filter((o) => o.startsWith('busy'))).toEqual(['busy1', 'busy2', 'busy3', 'busy4', 'busy5']);
  });
});

describe('quality', () => {
  it('flags symbol soup and vowel-less runs, and passes prose', () => {
    const prose =
      'The results show that the treatment improved outcomes for most patients in the study. '.repeat(10);
    expect(assessQuality(prose, 1).poor).toBe(false);
    expect(assessQuality('#$%& *()+ <>?@ {}|~ '.repeat(40), 1).poor).toBe(true);
    expect(assessQuality('Xkcd Qwrt Zxcv Bnm Plkj Hgf Dsr Twq '.repeat(20), 1).poor).toBe(true);
    expect(assessQuality('Only a few words', 1)).toEqual({ poor: true, reason: 'very little text per page' });
  });
});
