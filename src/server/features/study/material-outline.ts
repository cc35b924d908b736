/**
 * A study outline from a student's own document (issue 16): the printed headings become topics in order, nested
 * headings the subtopics of the heading above them, and each topic keeps its own text as paragraphs with the page
 * each comes from (so a citation can say 'p. 4'). PDF text (a form feed between pages) is read with the offline
 * engine's heading detection; pasted text and web pages use their Markdown / HTML headings when they have them.
 */
import { detectHeadings } from '../../lib/ai/offline/sections';
import { splitPassages } from '../../lib/ai/offline/passages';
import { OWN_MATERIAL_LIMITS } from '../../../shared/limits';
import { tidyFileName } from './material-name';

export interface MaterialDocument {
  /** How citations name the document: the file name, the page title or 'Pasted text'. */
  title: string;
  /**
   * The document's own title (a PDF's title, the pasted text's title, a web page's title), when it has one: a path is
   * named after it, and the text before the first heading is a topic under it. Without one, that text opens the
   * first heading's topic (a topic is never called 'notes.pdf').
   */
  ownTitle?: string | undefined;
  /** The text; for a PDF one line per text line and a form feed between pages. */
  text: string;
  /** True for PDFs: pages are counted from the form feeds. */
  paged: boolean;
}

export interface OutlineParagraph {
  text: string;
  /** 1-based page of a PDF; null for unpaged text. */
  page: number | null;
}

export interface OutlineSubtopic {
  title: string;
  /** 1-based page of a PDF where the heading is; null for unpaged text. */
  page: number | null;
}

export interface OutlineTopic {
  title: string;
  /** Headings nested under this one, in order. */
  subtopics: OutlineSubtopic[];
  paragraphs: OutlineParagraph[];
}

interface Heading {
  /** The heading's name, without its printed section number. */
  title: string;
  level: number;
  start: number;
  bodyStart: number;
}

/** A bibliography or an acknowledgement is not a lesson. */
const NOT_A_LESSON = new Set(['references', 'acknowledgements', 'backmatter']);

/** A printed section number before a heading's name: "2", "2.3", "3.", "IV.", "A", "A.1". */
const NUMBERING = /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.|[A-H](?:\.\d{1,2})*\.?)\s+(?=\S)/u;

/**
 * A heading's name without its section number ("2.3 Methods" → "Methods"): the number belongs to the document's
 * layout, and a path shows a topic's place itself. A bare number or letter ("5 Rights of medication", "A Brief
 * history") is dropped only when `bare` says the document numbers its headings that way.
 */
function withoutNumber(heading: string, bare: boolean): string {
  const m = NUMBERING.exec(heading);
  if (!m || (!bare && !m[0].includes('.'))) return heading;
  const name = heading.slice(m[0].length);
  return /\p{L}/u.test(name) ? name : heading;
}

function markdownHeadings(text: string): Heading[] {
  const out: Heading[] = [];
  const re = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({
      title: withoutNumber((m[2] ?? '').trim(), false),
      level: (m[1] ?? '#').length,
      start: m.index,
      bodyStart: m.index + m[0].length,
    });
  }
  return out;
}

function printedHeadings(text: string): Heading[] {
  return detectHeadings(text)
    .filter((h) => h.heading.trim() !== '' && h.kind !== 'title' && h.kind !== 'front')
    .map((h) => ({
      // the detector read a bare number as numbering only when it fits the document's sequence
      title: withoutNumber(h.heading, h.number !== undefined || h.canonical === 'appendix'),
      level: h.level,
      start: h.start,
      bodyStart: h.bodyStart,
      canonical: h.canonical,
    }))
    .filter((h) => !NOT_A_LESSON.has(h.canonical));
}

/** Where each page starts (offsets after the form feeds). */
function pageStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\f'); i !== -1; i = text.indexOf('\f', i + 1)) starts.push(i + 1);
  return starts;
}

function pageAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/**
 * Paragraphs of one page's lines: a PDF has no blank lines between paragraphs, so a line that ends a sentence
 * and is clearly shorter than the page's full lines ends its paragraph.
 */
function pdfParagraphs(block: string): string[] {
  const lines = block.split('\n').map((l) => l.trim());
  const full = Math.max(0, ...lines.map((l) => l.length));
  const paras: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (!line) {
      if (current.length) paras.push(current.join(' '));
      current = [];
      continue;
    }
    current.push(line);
    if (/[.!?:]["')\]]?$/.test(line) && line.length < full * 0.85) {
      paras.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) paras.push(current.join(' '));
  return paras.flatMap((p) => splitPassages(p));
}

function paragraphsOf(
  doc: MaterialDocument,
  starts: readonly number[],
  from: number,
  to: number,
): OutlineParagraph[] {
  if (!doc.paged) return splitPassages(doc.text.slice(from, to)).map((text) => ({ text, page: null }));
  const out: OutlineParagraph[] = [];
  const first = pageAt(starts, from);
  const last = pageAt(starts, Math.max(from, to - 1));
  for (let page = first; page <= last; page++) {
    const begin = Math.max(from, starts[page - 1] ?? 0);
    const end = Math.min(to, page < starts.length ? (starts[page] ?? to) : to);
    for (const text of pdfParagraphs(doc.text.slice(begin, end).replace(/\f/g, ''))) out.push({ text, page });
  }
  return out;
}

/** The document's headings: Markdown ones for pasted text and web pages that have them, else printed ones. */
export function headingsOf(doc: MaterialDocument): Heading[] {
  const md = doc.paged ? [] : markdownHeadings(doc.text);
  return md.length ? md : printedHeadings(doc.text);
}

/** Where the text starts after the document's own title when that is its first line (it is no paragraph). */
function afterTitleLine(doc: MaterialDocument, before: number): number {
  const at = doc.text.search(/\S/);
  if (!doc.ownTitle || at === -1 || at >= before) return 0;
  const end = doc.text.slice(at).search(/\n|\f/);
  const lineEnd = end === -1 ? doc.text.length : at + end;
  return doc.text.slice(at, lineEnd).trim() === doc.ownTitle ? Math.min(lineEnd, before) : 0;
}

/**
 * Topics of a document in reading order. The shallowest heading level present makes the topics; deeper headings
 * are their subtopics, each with the page it starts on (their text stays in the topic's lesson). Text before the
 * first heading, when there is some, becomes a first topic named after the document's own title, or opens the first
 * heading's topic when the document has none; a document without headings is one topic, named after the document.
 */
export function outlineDocument(doc: MaterialDocument): OutlineTopic[] {
  const starts = doc.paged ? pageStarts(doc.text) : [0];
  const headings = headingsOf(doc);
  const top = Math.min(...headings.map((h) => h.level));
  const topics: OutlineTopic[] = [];
  const firstStart = headings[0]?.start ?? doc.text.length;
  const found = paragraphsOf(doc, starts, afterTitleLine(doc, firstStart), firstStart);
  // a line or two before the first heading (a title, a date) is no lesson
  let lead = found.reduce((n, p) => n + p.text.length, 0) >= 200 ? found : [];
  if (headings.length === 0 || (doc.ownTitle && lead.length > 0)) {
    const title = doc.ownTitle ?? tidyFileName(doc.title);
    topics.push({ title: title.slice(0, OWN_MATERIAL_LIMITS.titleMax), subtopics: [], paragraphs: found });
    lead = [];
  }
  headings.forEach((h, i) => {
    const end = headings[i + 1]?.start ?? doc.text.length;
    const paragraphs = paragraphsOf(doc, starts, h.bodyStart, end);
    const current = topics[topics.length - 1];
    if (h.level > top && current) {
      current.subtopics.push({
        title: h.title.slice(0, OWN_MATERIAL_LIMITS.titleMax),
        page: doc.paged ? pageAt(starts, h.start) : null,
      });
      current.paragraphs.push(...paragraphs);
      return;
    }
    topics.push({
      title: h.title.slice(0, OWN_MATERIAL_LIMITS.titleMax),
      subtopics: [],
      paragraphs: topics.length === 0 ? [...lead, ...paragraphs] : paragraphs,
    });
  });
  return topics.filter((t) => t.paragraphs.length > 0 || t.subtopics.length > 0);
}

/** "p. 4" or "pp. 4–6" for a topic's pages (empty for unpaged text). */
export function pageRange(paragraphs: readonly OutlineParagraph[]): string {
  const pages = paragraphs.map((p) => p.page).filter((p): p is number => p !== null);
  if (pages.length === 0) return '';
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  return first === last ? `p. ${first}` : `pp. ${first}–${last}`;
}
