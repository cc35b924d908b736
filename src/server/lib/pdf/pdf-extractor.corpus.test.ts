/**
 * Text extraction on the real-world corpus (../shared/fixtures/papers, or PAPER_CORPUS_DIR): every paper gives
 * its pages and plenty of words; every problem PDF gives a clear error or a flagged poor result, never a crash,
 * a hang or a stuck worker. Run with `npm run test:corpus`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfExtractor, PdfExtractionError } from './pdf-extractor';

const CORPUS_DIR =
  process.env.PAPER_CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/fixtures/papers');

interface Paper {
  file: string;
  title: string;
  pages: number;
}
const papers = JSON.parse(await readFile(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as Paper[];

const pdf = createPdfExtractor({ workers: 1 });
afterAll(() => pdf.close());

/** The text the AI engine's section-extraction corpus test reads (same rule: items, EOL newlines, form feeds). */
async function referenceText(data: Uint8Array): Promise<string> {
  const task = getDocument({ data, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      let page = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        page += item.str;
        if (item.hasEOL) page += '\n';
      }
      pages.push(page);
    }
    return pages.join('\f');
  } finally {
    await task.destroy(); // pdf.js 6: the loading task, not the document, is destroyed
  }
}

describe.each(papers)('paper $file', (paper) => {
  it('gives every page, many words, good quality, and the text the section extractor expects', async () => {
    const data = new Uint8Array(await readFile(path.join(CORPUS_DIR, paper.file)));
    const result = await pdf.extract(data);
    expect(result.pages).toBe(paper.pages);
    expect(result.text.split('\f')).toHaveLength(paper.pages);
    expect(result.wordCount).toBeGreaterThan(paper.pages * 250);
    expect(result.quality).toEqual({ poor: false });
    expect(result.text).toBe(await referenceText(data.slice()));
  });
});

const BAD: Array<[string, 'error' | 'poor', string]> = [
  ['empty-0-bytes.pdf', 'error', 'empty'],
  ['encrypted-userpw-1234-doclaynet-p3.pdf', 'error', 'encrypted'],
  ['scanned-image-only-zh-book-8p.pdf', 'error', 'no_text'],
  ['garbled-textlayer-olmo-p1.pdf', 'poor', 'garbled'],
  ['encrypted-ownerpw-broken-textlayer-slate2010.pdf', 'poor', "'c'"],
  ['malformed-geometry-pdfplumber-932.pdf', 'poor', 'little text'],
];

describe.each(BAD)('problem PDF %s', (file, outcome, detail) => {
  it(`gives a clear ${outcome === 'error' ? 'error' : 'flagged poor result'} (${detail})`, async () => {
    const data = new Uint8Array(await readFile(path.join(CORPUS_DIR, 'bad', file)));
    const result = await pdf.extract(data).catch((e: unknown) => e);
    if (outcome === 'error') {
      expect(result).toBeInstanceOf(PdfExtractionError);
      expect((result as PdfExtractionError).reason).toBe(detail);
      expect((result as PdfExtractionError).message.length).toBeGreaterThan(10);
    } else {
      expect(result).not.toBeInstanceOf(Error);
      const { quality } = result as Awaited<ReturnType<typeof pdf.extract>>;
      expect(quality.poor).toBe(true);
      expect(quality.reason).toContain(detail);
    }
  });
});

it('the worker survived every problem PDF and still reads a paper', async () => {
  const result = await pdf.extract(new Uint8Array(await readFile(path.join(CORPUS_DIR, papers[0]!.file))));
  expect(result.pages).toBe(papers[0]!.pages);
  expect(pdf.liveWorkers).toBe(1);
});
