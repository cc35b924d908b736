/**
 * The product's one citation formatter (citation-js over citeproc-js): bibliography entries and in-text citations in
 * APA 7 (the official CSL style citation-js ships), MLA 9 and Chicago 17 author-date (our CSL styles, registered
 * here), for the citation dialog, the essay export and the writing coach.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { CHICAGO_CSL, MLA_CSL } from './csl-styles';
import { FALLBACKS, clean, toCslItem, type CslItem, type CslName, type Work } from './works';

export const CITATION_STYLES = ['apa', 'mla', 'chicago'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

const TEMPLATES: Record<CitationStyle, string> = {
  apa: 'apa',
  mla: 'smarty-mla-9',
  chicago: 'smarty-chicago-17-author-date',
};

const templates = plugins.config.get('@csl').templates;
if (!templates.has(TEMPLATES.mla)) templates.add(TEMPLATES.mla, MLA_CSL);
if (!templates.has(TEMPLATES.chicago)) templates.add(TEMPLATES.chicago, CHICAGO_CSL);

function templateOf(style: CitationStyle): string {
  const template = TEMPLATES[style];
  // Never let citation-js fall back to APA for a style we do not have.
  if (!template || !templates.has(template))
    throw new Error(`Citation style "${String(style)}" is not registered`);
  return template;
}

export function isCitationStyle(value: unknown): value is CitationStyle {
  return typeof value === 'string' && (CITATION_STYLES as readonly string[]).includes(value);
}

/** The heading of a bibliography in each style (Chicago's author-date system calls it References, CMOS 15.10). */
export function bibliographyHeading(style: CitationStyle): string {
  return style === 'mla' ? 'Works Cited' : 'References';
}

export type OutputFormat = 'text' | 'html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X'
          ? Number.parseInt(code.slice(2), 16)
          : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function nameText(name: CslName): string {
  if (name.literal) return name.literal;
  return [name.given, name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
}

/** The entry of a work that citeproc cannot format (it never should): plain "Authors (year). Title. Source." */
function plainEntry(item: CslItem): string {
  const year = item.issued?.['date-parts'][0][0];
  const source = item['container-title'] ?? item.publisher ?? FALLBACKS.source;
  return `${item.author.map(nameText).join(', ')} (${year ?? FALLBACKS.year}). ${item.title}. ${source}.`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * APA 7 (6.17) capitalises the first word after a colon, an em dash or end punctuation inside a sentence-case
 * title: "The state of OA: A large-scale analysis".
 */
export function capitaliseAfterColon(title: string): string {
  return title.replace(
    /([:?!—]\s*)([“"‘'(]?)(\p{Ll})/gu,
    (_m, mark: string, open: string, letter: string) => `${mark}${open}${letter.toUpperCase()}`,
  );
}

/** A single page-like token that is an article number (e-locator) rather than a page: "e4375", "e0123456". */
const ARTICLE_NUMBER = /^e\d+$/i;

/** The CSL items of `works` for `style` (unique ids, the style's own title rule). */
function itemsFor(works: readonly Work[], style: CitationStyle): CslItem[] {
  const items = works.map((w, i) => toCslItem(w, i));
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (seen.has(item.id)) item.id = `${item.id}~${i + 1}`;
    seen.add(item.id);
    if (style === 'apa') item.title = capitaliseAfterColon(item.title);
    if (style === 'mla') {
      // MLA 9: an article number ("e4375") is not a page; URLs without the protocol.
      if (item.page && ARTICLE_NUMBER.test(item.page)) {
        item.number = item.page;
        delete item.page;
      }
      if (item.URL) item.URL = item.URL.replace(/^https?:\/\//i, '');
    }
  }
  return items;
}

function render(items: CslItem[], style: CitationStyle, format: OutputFormat): string[] {
  const entries = plugins.output.format('bibliography', items, {
    template: templateOf(style),
    format,
    lang: 'en-US',
    asEntryArray: true,
  });
  return entries.map(([, entry]) => {
    let trimmed = entry.trim();
    if (format === 'html')
      trimmed = trimmed
        .replace(/^<div[^>]*>/, '')
        .replace(/<\/div>$/, '')
        .trim();
    return style === 'apa' ? apaAuthorEllipsis(trimmed) : trimmed;
  });
}

/**
 * APA 7 (9.8) writes the ellipsis between the 19th and the last of 21 or more authors as three spaced periods
 * ("Sutton, P., . . . Young, P."); citeproc writes "…". Only an ellipsis before the date is the authors' one.
 */
function apaAuthorEllipsis(entry: string): string {
  const at = entry.indexOf(', … ');
  const date = entry.search(/\((?:n\.d\.|\d{4})/);
  if (at < 0 || date < 0 || at > date) return entry;
  return `${entry.slice(0, at)}, . . . ${entry.slice(at + 4)}`;
}

/**
 * Bibliography entries of `works` in `style`, ordered as the style sorts them (APA, MLA and Chicago: by author).
 * `html` marks italics with `<i>`; `text` is plain.
 */
export function formatBibliography(
  works: readonly Work[],
  style: CitationStyle,
  format: OutputFormat = 'text',
): string[] {
  if (works.length === 0) return [];
  const items = itemsFor(works, style);
  try {
    return render(items, style, format);
  } catch {
    return items.map((item) => {
      try {
        return render([item], style, format)[0] ?? plainEntry(item);
      } catch {
        return format === 'html' ? escapeHtml(plainEntry(item)) : plainEntry(item);
      }
    });
  }
}

/** One bibliography entry in the three forms a caller may need. */
export interface FormattedReference {
  /** Plain text, to copy. */
  text: string;
  /** HTML with `<i>` where the style italicises (the dialog renders only i/b/sup/sub). */
  html: string;
  /** The same as runs with their emphasis (e.g. for .docx). */
  runs: CitationRun[];
}

/** The bibliography of `works` in `style`, sorted as the style sorts it, each entry as text, HTML and runs. */
export function formatReferences(works: readonly Work[], style: CitationStyle): FormattedReference[] {
  return formatBibliography(works, style, 'html').map((html) => {
    const runs = htmlToRuns(html);
    return { text: runs.map((r) => r.text).join(''), html, runs };
  });
}

/** Where in a work a quotation or paraphrase comes from (a page number or range: "855", "12-14"). */
export interface CitationLocator {
  page?: string | number | null | undefined;
}

/**
 * The in-text (parenthetical) citation of one work in `style`, as the writing coach inserts it after a quotation or
 * paraphrase: APA (Myers et al., 2000, p. 855), MLA (Myers et al. 855), Chicago author-date (Myers et al. 2000, 855).
 */
export function formatInTextCitation(
  work: Work,
  style: CitationStyle,
  locator: CitationLocator = {},
  format: OutputFormat = 'text',
): string {
  const [item] = itemsFor([work], style);
  if (!item) return '';
  const page = clean(locator.page).replace(/\s*[-–—]+\s*/g, '-');
  const entry = page ? { id: item.id, locator: page, label: 'page' } : { id: item.id };
  const out = plugins.output.format('citation', [item], {
    template: templateOf(style),
    format,
    lang: 'en-US',
    entry: [entry],
  });
  return format === 'text' ? decodeEntities(out.trim()) : out.trim();
}

/** One work's bibliography entry in `style` (the citation dialog's text). */
export function formatCitation(work: Work, style: CitationStyle, format: OutputFormat = 'text'): string {
  return formatBibliography([work], style, format)[0] ?? '';
}

/** A run of text with its emphasis, for rich documents (e.g. .docx). */
export interface CitationRun {
  text: string;
  italic?: boolean;
  bold?: boolean;
}

/** Splits a citeproc HTML entry into runs: `<i>`/`<em>` italic, `<b>`/`<strong>` bold, other tags dropped. */
export function htmlToRuns(html: string): CitationRun[] {
  const runs: CitationRun[] = [];
  let italic = 0;
  let bold = 0;
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token === '') continue;
    const tag = /^<(\/?)([a-z]+)\b[^>]*>$/i.exec(token);
    if (tag) {
      const delta = tag[1] ? -1 : 1;
      const name = (tag[2] ?? '').toLowerCase();
      if (name === 'i' || name === 'em') italic = Math.max(0, italic + delta);
      if (name === 'b' || name === 'strong') bold = Math.max(0, bold + delta);
      continue;
    }
    const text = decodeEntities(token);
    const run: CitationRun = { text };
    if (italic > 0) run.italic = true;
    if (bold > 0) run.bold = true;
    const last = runs.at(-1);
    if (last && last.italic === run.italic && last.bold === run.bold) last.text += text;
    else runs.push(run);
  }
  return runs;
}

/** Bibliography entries as rich runs. */
export function bibliographyRuns(works: readonly Work[], style: CitationStyle): CitationRun[][] {
  return formatBibliography(works, style, 'html').map(htmlToRuns);
}

export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

/** Bibliography entries as Markdown (italics as `*…*`). */
export function bibliographyMarkdown(works: readonly Work[], style: CitationStyle): string[] {
  return bibliographyRuns(works, style).map((runs) =>
    runs
      .map((r) => {
        const [, lead = '', core = '', trail = ''] =
          /^(\s*)([\s\S]*?)(\s*)$/.exec(escapeMarkdown(r.text)) ?? [];
        if (core === '') return lead + trail;
        let out = core;
        if (r.italic) out = `*${out}*`;
        if (r.bold) out = `**${out}**`;
        return lead + out + trail;
      })
      .join(''),
  );
}

export { FALLBACKS };
