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

/**
 * A one-page PDF whose text layer (its ToUnicode map) turns the bytes 0x01 and 0x02 into characters that are not
 * text: U+0000 (NUL, which PostgreSQL refuses) and U+FFFF — the way a broken text layer does (compare
 * ../shared/fixtures/papers/bad/garbled-textlayer-olmo-p1.pdf). Each `lines` entry may use \u0001 and \u0002 for
 * them; other characters must be printable ASCII.
 */
export async function makeGarbledTextPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Garbled def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    '1 beginbfrange <20> <7E> <0020> endbfrange',
    '2 beginbfchar <01> <0000> <02> <FFFF> endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const toUnicode = doc.context.register(doc.context.stream(cmap));
  const font = doc.context.register(
    doc.context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', ToUnicode: toUnicode }),
  );
  page.node.setFontDictionary(PDFName.of('F1'), font);
  const escape = (line: string) =>
    // eslint-disable-next-line no-control-regex -- these control characters are the point
    line.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\u0001\u0002]/g, (c) => `\\00${c.charCodeAt(0)}`);
  const ops = lines.map((line, i) => `BT /F1 11 Tf 72 ${720 - i * 16} Td (${escape(line)}) Tj ET`).join('\n');
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(ops)));
  return doc.save({ useObjectStreams: false });
}
