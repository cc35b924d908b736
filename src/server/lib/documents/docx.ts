/**
 * Word documents (.docx) from our own small document model: the `docx` package stays behind this module.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { withoutXmlInvalid } from '../../../shared/validation/clean-text';

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

const TWIPS_HALF_INCH = 720;

function paragraphOf(block: DocBlock): Paragraph {
  switch (block.kind) {
    case 'title':
      return new Paragraph({ text: withoutXmlInvalid(block.text), heading: HeadingLevel.TITLE });
    case 'heading':
      return new Paragraph({
        text: withoutXmlInvalid(block.text),
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
              text: withoutXmlInvalid(r.text),
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
    title: withoutXmlInvalid(meta.title),
    description: withoutXmlInvalid(meta.description),
    sections: [{ children: blocks.map(paragraphOf) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
