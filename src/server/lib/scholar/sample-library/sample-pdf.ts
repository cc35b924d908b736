/**
 * Renders a sample work as a paper-like PDF with pdf-lib: title, authors, source line, abstract, keywords,
 * numbered sections and references, wrapped to the page, with a footer naming the sample library. Fixed dates
 * and producer make the bytes reproducible, so the same work always has the same content hash.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { REFERENCES_NOTE, SAMPLE_NOTICE, type SampleWork } from './generator';

const PAGE = { width: 612, height: 792, margin: 72 } as const;
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const FOOTER = 'Smarty sample library - generated text for demonstration, not a real publication';

/** Characters outside WinAnsi (the standard fonts' encoding) are replaced, so drawing never throws. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Cursor {
  page: PDFPage;
  y: number;
}

export async function renderSamplePdf(work: SampleWork): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(work.title);
  doc.setAuthor(work.authors.join(', '));
  doc.setSubject(`${work.sourceName} (${work.publicationYear})`);
  doc.setKeywords(work.keywords);
  doc.setProducer('Smarty sample library');
  doc.setCreator('Smarty');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifItalic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - PAGE.margin * 2;
  const pages: PDFPage[] = [];

  const newPage = (): Cursor => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    return { page, y: PAGE.height - PAGE.margin };
  };
  let cur = newPage();

  const draw = (text: string, font: PDFFont, size: number, leading: number, gapAfter = 0) => {
    for (const line of wrap(winAnsi(text), font, size, width)) {
      if (cur.y - leading < PAGE.margin + 20) cur = newPage();
      cur.y -= leading;
      cur.page.drawText(line, { x: PAGE.margin, y: cur.y, size, font, color: rgb(0.1, 0.1, 0.12) });
    }
    cur.y -= gapAfter;
  };
  const heading = (text: string) => {
    if (cur.y - 60 < PAGE.margin + 20) cur = newPage();
    cur.y -= 10;
    draw(text, bold, 12, 16, 4);
  };

  draw(
    `${work.sourceName} ${work.publicationYear}; ${work.volume}(${work.issue})  doi: ${work.doi}`,
    sans,
    8,
    11,
    14,
  );
  draw(work.title, bold, 17, 22, 10);
  draw(work.authors.join(', '), sans, 11, 15, 4);
  draw(
    `Published ${work.publicationDate} - ${work.type === 'review' ? 'Review' : work.type === 'preprint' ? 'Preprint' : 'Research article'} - Open access`,
    serifItalic,
    9,
    12,
    10,
  );
  draw(SAMPLE_NOTICE, bold, 10, 13, 10);
  heading('Abstract');
  draw(work.abstract, serif, 11, 14, 6);
  draw(`Keywords: ${work.keywords.join('; ')}`, serifItalic, 10, 13, 6);
  for (const section of work.sections) {
    heading(section.heading);
    for (const paragraph of section.paragraphs) draw(paragraph, serif, 11, 14, 6);
  }
  heading('References');
  draw(REFERENCES_NOTE, serifItalic, 9, 12, 3);
  for (const ref of work.references) draw(ref, serif, 9, 12, 3);

  pages.forEach((page, i) => {
    page.drawText(winAnsi(`${FOOTER} - ${i + 1}`), {
      x: PAGE.margin,
      y: PAGE.margin - 30,
      size: 7,
      font: sans,
      color: rgb(0.45, 0.45, 0.5),
    });
  });
  return doc.save({ useObjectStreams: false });
}
