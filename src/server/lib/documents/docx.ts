/**
 * Word documents (.docx) from our own small document model: the `docx` package stays behind this module.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

export interface DocRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type DocBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string; centered?: boolean }
  /** A paragraph of runs; `hanging` gives it a 0.5 in hanging indent (bibliographies). */
  | { kind: 'paragraph'; runs: DocRun[]; spacingAfter?: number; hanging?: boolean };

export interface DocMeta {
  title: string;
  description: string;
  creator: string;
}

/** Characters XML 1.0 cannot hold (control characters other than tab and newlines). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const TWIPS_HALF_INCH = 720;

function paragraphOf(block: DocBlock): Paragraph {
  switch (block.kind) {
    case 'title':
      return new Paragraph({ text: block.text.replace(XML_INVALID, ''), heading: HeadingLevel.TITLE });
    case 'heading':
      return new Paragraph({
        text: block.text.replace(XML_INVALID, ''),
        heading: HeadingLevel.HEADING_1,
        ...(block.centered ? { alignment: AlignmentType.CENTER } : {}),
      });
    case 'paragraph':
      return new Paragraph({
        ...(block.hanging ? { indent: { left: TWIPS_HALF_INCH, hanging: TWIPS_HALF_INCH } } : {}),
        ...(block.spacingAfter !== undefined ? { spacing: { after: block.spacingAfter } } : {}),
        children: block.runs.map(
          (r) =>
            new TextRun({
              text: r.text.replace(XML_INVALID, ''),
              ...(r.italic ? { italics: true } : {}),
              ...(r.bold ? { bold: true } : {}),
            }),
        ),
      });
  }
}

export async function renderDocx(meta: DocMeta, blocks: readonly DocBlock[]): Promise<Uint8Array> {
  const doc = new Document({
    creator: meta.creator,
    title: meta.title.replace(XML_INVALID, ''),
    description: meta.description.replace(XML_INVALID, ''),
    sections: [{ children: blocks.map(paragraphOf) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
