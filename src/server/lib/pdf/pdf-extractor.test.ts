import { afterAll, describe, expect, it } from 'vitest';
import { makePdf, makeWordyPdf } from '../../../testing/pdf-factory';
import { assessQuality, createPdfExtractor, PdfExtractionError, type PdfExtractor } from './pdf-extractor';

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
    expect(result.extractionTime).toBeGreaterThanOrEqual(0);
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
});

describe('worker pool', () => {
  it('terminates a stuck worker at the time cap and replaces it', async () => {
    const pool = extractor({ workers: 1, timeoutMs: 300, workerUrl: testWorker });
    const first = await pool.extract(new TextEncoder().encode('%PDF-1.7 ok'));
    const hang = await failure(pool.extract(new TextEncoder().encode('%PDF-HANG')));
    expect(hang.reason).toBe('timeout');
    const after = await pool.extract(new TextEncoder().encode('%PDF-1.7 ok'));
    expect(after.text).not.toBe(first.text); // a new thread answered
    expect(pool.liveWorkers).toBe(1);
  });

  it('fails the job of a crashed worker and carries on with a new one', async () => {
    const pool = extractor({ workers: 1, workerUrl: testWorker });
    expect((await failure(pool.extract(new TextEncoder().encode('%PDF-CRASH')))).reason).toBe('crashed');
    const after = await pool.extract(new TextEncoder().encode('%PDF-1.7 ok'));
    expect(after.text).toMatch(/^answered by thread/);
  });

  it('runs queued documents in order on a pool of two and never more than two threads', async () => {
    const pool = extractor({ workers: 2, workerUrl: testWorker });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => pool.extract(new TextEncoder().encode('%PDF-1.7 ok'))),
    );
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
