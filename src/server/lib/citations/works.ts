/**
 * A bibliographic work as the product stores it (saved articles: title, authors, year, doi, url, journal …) and its
 * CSL-JSON form, with the fallbacks of spec 3: Untitled, Unknown Author, Unknown Source (n.d. comes from the styles).
 */

export type WorkType =
  'article-journal' | 'book' | 'chapter' | 'paper-conference' | 'report' | 'thesis' | 'webpage';

export interface PersonName {
  family?: string | null | undefined;
  given?: string | null | undefined;
  literal?: string | null | undefined;
}

export interface Work {
  id?: string | number | null | undefined;
  type?: WorkType | string | null | undefined;
  title?: string | null | undefined;
  /**
   * An array holds one name per item ("Ada Lovelace", "Lovelace, Ada" or a structured name). A single string holds
   * several names separated by `;`, or by `,` / ` and ` ("Ada Lovelace, Charles Babbage").
   */
  authors?: string | readonly (string | PersonName)[] | null | undefined;
  year?: number | string | null | undefined;
  doi?: string | null | undefined;
  url?: string | null | undefined;
  journal?: string | null | undefined;
  volume?: string | number | null | undefined;
  issue?: string | number | null | undefined;
  pages?: string | null | undefined;
  publisher?: string | null | undefined;
}

export const FALLBACKS = {
  title: 'Untitled',
  author: 'Unknown Author',
  source: 'Unknown Source',
  year: 'n.d.',
} as const;

export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  'non-dropping-particle'?: string;
}

export interface CslItem {
  id: string;
  type: WorkType;
  title: string;
  author: CslName[];
  issued?: { 'date-parts': [[number]] };
  'container-title'?: string;
  publisher?: string;
  volume?: string;
  issue?: string;
  page?: string;
  DOI?: string;
  URL?: string;
}

const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'del',
  'della',
  'da',
  'di',
  'du',
  'la',
  'le',
  'dos',
  'das',
  'ten',
  'ter',
]);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** A control-free, single-line, trimmed string, or '' (citation text never carries line breaks). */
export function clean(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** "Ada Lovelace", "Lovelace, Ada", "Vincent van Gogh", "UNESCO" → a CSL name. */
export function parseName(input: string | PersonName): CslName | null {
  if (typeof input !== 'string') {
    const family = clean(input.family);
    const given = clean(input.given);
    const literal = clean(input.literal);
    if (family) return given ? { family, given } : { family };
    if (literal) return { literal };
    return given ? { literal: given } : null;
  }
  const name = clean(input);
  if (!name) return null;
  const comma = name.indexOf(',');
  if (comma > 0) {
    const family = name.slice(0, comma).trim();
    const given = name.slice(comma + 1).trim();
    return given ? { family, given } : { family };
  }
  const parts = name.split(' ');
  if (parts.length === 1) return { literal: name };
  const family = parts.pop() as string;
  const particles: string[] = [];
  while (parts.length > 1 && PARTICLES.has((parts.at(-1) ?? '').toLowerCase()))
    particles.unshift(parts.pop() as string);
  const out: CslName = { family, given: parts.join(' ') };
  if (particles.length > 0) out['non-dropping-particle'] = particles.join(' ');
  return out;
}

/** The names of a work (empty when it has none). */
export function workNames(authors: Work['authors']): CslName[] {
  if (!authors) return [];
  let items: readonly (string | PersonName)[];
  if (typeof authors === 'string') {
    items = authors.includes(';') ? authors.split(';') : authors.split(/,|\s+and\s+|\s*&\s*/);
  } else {
    items = authors;
  }
  return items.map(parseName).filter((n): n is CslName => n !== null);
}

/** A DOI without its resolver prefix: `https://doi.org/10.1/x` → `10.1/x`. */
export function normaliseDoi(doi: unknown): string {
  return clean(doi).replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
}

export function workYear(year: Work['year']): number | null {
  const n = typeof year === 'number' ? year : Number.parseInt(clean(year), 10);
  return Number.isInteger(n) && n > 0 && n < 10_000 ? n : null;
}

const TYPES: readonly WorkType[] = [
  'article-journal',
  'book',
  'chapter',
  'paper-conference',
  'report',
  'thesis',
  'webpage',
];

export function workType(type: Work['type']): WorkType {
  return TYPES.includes(type as WorkType) ? (type as WorkType) : 'article-journal';
}

function set<K extends keyof CslItem>(item: CslItem, key: K, value: CslItem[K] | ''): void {
  if (value !== '' && value !== undefined) item[key] = value as CslItem[K];
}

/** The CSL-JSON item of a work, with the spec's fallbacks for a missing title, author or source. */
export function toCslItem(work: Work, index = 0): CslItem {
  const type = workType(work.type);
  const names = workNames(work.authors);
  const item: CslItem = {
    id: clean(work.id) || `work-${index + 1}`,
    type,
    title: clean(work.title) || FALLBACKS.title,
    author: names.length > 0 ? names : [{ literal: FALLBACKS.author }],
  };
  const year = workYear(work.year);
  if (year !== null) item.issued = { 'date-parts': [[year]] };
  const journal = clean(work.journal);
  const publisher = clean(work.publisher);
  const isBookLike = type === 'book' || type === 'report' || type === 'thesis';
  if (isBookLike) set(item, 'publisher', publisher || FALLBACKS.source);
  else {
    set(item, 'container-title', journal || (publisher ? '' : FALLBACKS.source));
    set(item, 'publisher', publisher);
  }
  set(item, 'volume', clean(work.volume));
  set(item, 'issue', clean(work.issue));
  set(item, 'page', clean(work.pages).replace(/\s*[-–—]+\s*/g, '-'));
  set(item, 'DOI', normaliseDoi(work.doi));
  set(item, 'URL', clean(work.url));
  return item;
}
