/**
 * BibTeX and RIS files of works, written by citation-js (@citation-js/plugin-bibtex and plugin-ris) from the same
 * CSL-JSON the formatter uses, so an export carries every field a citation shows.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { FALLBACKS, clean, toCslItem, workYear, type CslItem, type Work } from './works';

function keyPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'and', 'for', 'to']);

/** "lovelace2020nurse": first author's family name, year, first significant title word. */
function baseKey(work: Work, item: CslItem): string {
  const first = item.author[0];
  const author = keyPart(first?.family ?? first?.literal ?? '') || 'unknown';
  const year = workYear(work.year) ?? 'nd';
  const word =
    clean(work.title)
      .split(' ')
      .map(keyPart)
      .find((w) => w !== '' && !STOP_WORDS.has(w)) ?? '';
  return `${author}${year}${word}`;
}

/** CSL items for an export: unique citation keys (a, b … for repeats), a thesis marked as a PhD thesis. */
function exportItems(works: readonly Work[]): CslItem[] {
  const used = new Map<string, number>();
  return works.map((work, i) => {
    const item: CslItem = { ...toCslItem(work, i), id: `work-${i + 1}` };
    const base = baseKey(work, item);
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    item['citation-key'] =
      n === 0 ? base : `${base}${String.fromCharCode(96 + Math.min(n, 26))}${n > 26 ? n : ''}`;
    if (item.type === 'thesis') item.genre = 'PhD thesis';
    // "Unknown Source" is a display fallback, not data a reference manager should import.
    if (item['container-title'] === FALLBACKS.source) delete item['container-title'];
    if (item.publisher === FALLBACKS.source) delete item.publisher;
    return item;
  });
}

/** Works as a BibTeX file (one entry per work). */
export function toBibtex(works: readonly Work[]): string {
  if (works.length === 0) return '';
  return `${plugins.output.format('bibtex', exportItems(works), { format: 'text' }).trim()}\n`;
}

/** Works as a RIS file (CRLF lines, as the RIS specification writes them). */
export function toRis(works: readonly Work[]): string {
  if (works.length === 0) return '';
  // RIS has no particle field: "da Fonseca" stays in the family name.
  const items = exportItems(works).map((item) => ({
    ...item,
    author: item.author.map(({ 'non-dropping-particle': particle, ...name }) =>
      particle && name.family ? { ...name, family: `${particle} ${name.family}` } : name,
    ),
  }));
  const ris = plugins.output.format('ris', items, { format: 'text' });
  const lines = ris.split(/\r?\n/).filter((line) => line.trim() !== '');
  // Every record ends with "ER  - " (tag, two spaces, dash, space).
  return `${lines.map((line) => (line.trim() === 'ER  -' ? 'ER  - ' : line)).join('\r\n')}\r\n`;
}
