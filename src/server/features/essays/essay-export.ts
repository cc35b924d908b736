/**
 * Export of an essay as a Word document (.docx) or Markdown: title, prompt and thesis (academic), the sections,
 * and a bibliography of its saved articles in APA, MLA or Chicago.
 */
import type { Essay, ExportFormat, SavedArticle } from '../../../shared/schemas/essays';
import { essayModeOf } from '../../../shared/essays/options';
import {
  ACADEMIC_SECTIONS,
  CREATIVE_SECTION,
  SECTION_LABELS,
  sectionContent,
  stripTags,
} from '../../../shared/essays/word-count';
import {
  bibliographyHeading,
  bibliographyMarkdown,
  bibliographyRuns,
  escapeMarkdown,
  type CitationStyle,
} from '../../lib/citations/citations';
import type { Work } from '../../lib/citations/works';
import { renderDocx, type DocBlock } from '../../lib/documents/docx';
import { withoutXmlInvalid } from '../../../shared/validation/clean-text';

export interface ExportedFile {
  body: Uint8Array;
  contentType: string;
  filename: string;
}

interface Part {
  heading: string;
  text: string;
}

function plain(text: string): string {
  return withoutXmlInvalid(stripTags(text))
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

function paragraphsOf(text: string): string[] {
  return plain(text)
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The sections in reading order: the mode's own first, then any other non-empty ones. */
function sectionsOf(essay: Essay): Part[] {
  const mode = essayModeOf(essay.essay_type);
  const order: string[] = mode === 'academic' ? [...ACADEMIC_SECTIONS] : [CREATIVE_SECTION];
  const keys = [...order, ...Object.keys(essay.draft_sections).filter((k) => !order.includes(k))];
  const parts: Part[] = [];
  for (const key of keys) {
    const text = plain(sectionContent(essay.draft_sections[key]));
    if (text === '') continue;
    parts.push({
      heading: SECTION_LABELS[key] ?? key.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()),
      text,
    });
  }
  return parts;
}

/** Prompt and thesis for an academic piece; a creative piece is its story alone. */
function frontMatter(essay: Essay): Part[] {
  if (essayModeOf(essay.essay_type) !== 'academic') return [];
  const parts: Part[] = [];
  if (essay.prompt.trim()) parts.push({ heading: 'Prompt', text: plain(essay.prompt) });
  if (essay.thesis_statement.trim()) parts.push({ heading: 'Thesis', text: plain(essay.thesis_statement) });
  return parts;
}

export function worksOf(articles: readonly SavedArticle[]): Work[] {
  return articles.map((a) => ({
    id: a.id ?? null,
    title: a.title ?? null,
    authors: a.authors ?? null,
    year: a.year ?? null,
    doi: a.doi ?? null,
    url: a.url ?? null,
    journal: a.journal ?? null,
    volume: a.volume ?? null,
    issue: a.issue ?? null,
    pages: a.pages ?? null,
    publisher: a.publisher ?? null,
    type: typeof a.type === 'string' ? a.type : null,
  }));
}

function titleOf(essay: Essay): string {
  return plain(essay.title) || 'Untitled';
}

export function essayMarkdown(essay: Essay, style: CitationStyle): string {
  const lines: string[] = [`# ${escapeMarkdown(titleOf(essay))}`, ''];
  for (const part of frontMatter(essay)) lines.push(`**${part.heading}:** ${part.text}`, '');
  for (const part of sectionsOf(essay)) lines.push(`## ${part.heading}`, '', part.text, '');
  const works = worksOf(essay.saved_articles);
  if (works.length > 0) {
    lines.push(`## ${bibliographyHeading(style)}`, '');
    for (const entry of bibliographyMarkdown(works, style)) lines.push(entry, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export async function essayDocx(essay: Essay, style: CitationStyle): Promise<Uint8Array> {
  const title = titleOf(essay);
  const blocks: DocBlock[] = [{ kind: 'title', text: title }];
  for (const part of frontMatter(essay)) {
    blocks.push({
      kind: 'paragraph',
      spacingAfter: 120,
      runs: [{ text: `${part.heading}: `, bold: true }, { text: part.text }],
    });
  }
  for (const part of sectionsOf(essay)) {
    blocks.push({ kind: 'heading', text: part.heading });
    for (const p of paragraphsOf(part.text))
      blocks.push({ kind: 'paragraph', spacingAfter: 160, runs: [{ text: p }] });
  }
  const works = worksOf(essay.saved_articles);
  if (works.length > 0) {
    blocks.push({ kind: 'heading', text: bibliographyHeading(style), centered: true });
    for (const runs of bibliographyRuns(works, style)) {
      blocks.push({ kind: 'paragraph', hanging: true, spacingAfter: 160, runs });
    }
  }
  return renderDocx(
    { creator: 'Smarty', title, description: `Exported from Smarty (${essay.essay_type})` },
    blocks,
  );
}

/** A file name from the title: letters, digits and dashes, at most 60 characters. */
export function exportFileName(essay: Essay, format: ExportFormat): string {
  const base =
    titleOf(essay)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '')
      .toLowerCase() || 'essay';
  return `${base}.${format}`;
}

export async function exportEssay(
  essay: Essay,
  format: ExportFormat,
  style: CitationStyle,
): Promise<ExportedFile> {
  const filename = exportFileName(essay, format);
  if (format === 'md') {
    return {
      body: new TextEncoder().encode(essayMarkdown(essay, style)),
      contentType: 'text/markdown; charset=utf-8',
      filename,
    };
  }
  return {
    body: await essayDocx(essay, style),
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    filename,
  };
}
