import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/**
 * Small PDFs for tests, made with pdf-lib: each page is a list of lines drawn top-down in Helvetica.
 *   const pdf = await makePdf([['Title', 'First line'], ['Page two']], { title: 'A test' });
 */
export async function makePdf(
  pages: string[][],
  options: { title?: string; author?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  if (options.author) doc.setAuthor(options.author);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 72, y: 720 - i * 16, size: 11, font });
    });
  }
  return doc.save({ useObjectStreams: false });
}

const VOCABULARY = (
  'river forest people history energy market school health policy science culture nation water city ' +
  'family language memory climate region budget teacher patient method result'
).split(' ');

/** A PDF with `count` pages, each holding `wordsPerPage` ordinary words. */
export async function makeWordyPdf(count: number, wordsPerPage = 10): Promise<Uint8Array> {
  const pages: string[][] = [];
  for (let p = 0; p < count; p++) {
    const words = Array.from(
      { length: wordsPerPage },
      (_, i) => VOCABULARY[(p * 7 + i) % VOCABULARY.length] as string,
    );
    const lines: string[] = [];
    for (let i = 0; i < words.length; i += 10) lines.push(words.slice(i, i + 10).join(' '));
    pages.push(lines);
  }
  return makePdf(pages);
}

/**
 * A decompression bomb: one page whose content stream is `decodedMb` MB of spaces, flate-compressed (about
 * 1 MB of file per GB decoded). Deflated in 1 MB steps, so making it never holds the decoded data.
 */
export async function makeFlateBombPdf(decodedMb: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = once(deflate, 'end');
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < decodedMb; i++) {
    if (!deflate.write(spaces)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  const compressed = Buffer.concat(parts);
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const contents = doc.context.stream(compressed, { Filter: 'FlateDecode', Length: compressed.length });
  page.node.set(PDFName.of('Contents'), doc.context.register(contents));
  return doc.save({ useObjectStreams: false });
}
