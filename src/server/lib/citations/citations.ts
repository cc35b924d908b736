/**
 * Citations and bibliographies in APA, MLA and Chicago through citation-js (CSL), for the essay export and the
 * research feature's citation dialog. MLA and Chicago are registered here from our own CSL styles.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { CHICAGO_CSL, MLA_CSL } from './csl-styles';
import { FALLBACKS, toCslItem, type CslItem, type CslName, type Work } from './works';

export const CITATION_STYLES = ['apa', 'mla', 'chicago'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

const TEMPLATES: Record<CitationStyle, string> = { apa: 'apa', mla: 'smarty-mla', chicago: 'smarty-chicago' };

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

/** The heading of a bibliography in each style. */
export function bibliographyHeading(style: CitationStyle): string {
  return style === 'mla' ? 'Works Cited' : style === 'chicago' ? 'Bibliography' : 'References';
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

function render(items: CslItem[], style: CitationStyle, format: OutputFormat): string[] {
  const entries = plugins.output.format('bibliography', items, {
    template: templateOf(style),
    format,
    lang: 'en-US',
    asEntryArray: true,
  });
  return entries.map(([, entry]) => {
    const trimmed = entry.trim();
    if (format === 'html')
      return trimmed
        .replace(/^<div[^>]*>/, '')
        .replace(/<\/div>$/, '')
        .trim();
    return trimmed;
  });
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
  const items = works.map((w, i) => toCslItem(w, i));
  // Ids must be unique for citeproc.
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (seen.has(item.id)) item.id = `${item.id}~${i + 1}`;
    seen.add(item.id);
  }
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
