/**
 * A bibliographic work as the product stores it (saved articles: title, authors, year, doi, url, journal …) and its
 * CSL-JSON form, with the fallbacks of spec 3: Untitled, Unknown Author, Unknown Source (n.d. comes from the styles).
 */

/** The CSL types the product formats (OpenAlex and upload types are mapped to these by `workType`). */
export type WorkType =
  | 'article-journal'
  | 'article'
  | 'book'
  | 'chapter'
  | 'dataset'
  | 'paper-conference'
  | 'report'
  | 'thesis'
  | 'webpage';

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
   * several names separated by `;`, or by `,` / ` and ` ("Ada Lovelace, Charles Babbage"). A name in braces is a
   * corporate author kept as written ("{World Health Organization}"), as in BibTeX.
   */
  authors?: string | readonly (string | PersonName)[] | null | undefined;
  year?: number | string | null | undefined;
  doi?: string | null | undefined;
  url?: string | null | undefined;
  /** The journal, the book a chapter is in, or the repository of a preprint or data set. */
  journal?: string | null | undefined;
  volume?: string | number | null | undefined;
  issue?: string | number | null | undefined;
  pages?: string | null | undefined;
  publisher?: string | null | undefined;
  /** The kind of a thesis ("Doctoral dissertation") or of a preprint ("Preprint"); set by `workType` when absent. */
  genre?: string | null | undefined;
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
  'citation-key'?: string;
  type: WorkType;
  title: string;
  author: CslName[];
  issued?: { 'date-parts': [[number]] };
  'container-title'?: string;
  publisher?: string;
  genre?: string;
  volume?: string;
  issue?: string;
  page?: string;
  /** An article number (MLA prints it as "article e4375"). */
  number?: string;
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
  const corporate = /^\{(.+)\}$/.exec(name);
  if (corporate?.[1]?.trim()) return { literal: corporate[1].trim() };
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
    // A braced corporate name may hold commas or "and": set it aside while splitting.
    const corporate: string[] = [];
    const masked = authors.replace(/\{[^}]*\}/g, (m) => `\u0001${corporate.push(m) - 1}\u0001`);
    const parts = masked.includes(';') ? masked.split(';') : masked.split(/,|\s+and\s+|\s*&\s*/);
    // eslint-disable-next-line no-control-regex -- \u0001 is the placeholder set above, never user text (clean() drops it)
    items = parts.map((p) => p.replace(/\u0001(\d+)\u0001/g, (_m, i: string) => corporate[Number(i)] ?? ''));
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

/**
 * Type names of the sources we read (OpenAlex `type` and Crossref-style `type_crossref`, CSL names, upload choices)
 * → the CSL type, with the genre a style prints for it.
 */
const TYPES: Record<string, { type: WorkType; genre?: string }> = {
  'article-journal': { type: 'article-journal' },
  'journal-article': { type: 'article-journal' },
  article: { type: 'article-journal' },
  review: { type: 'article-journal' },
  letter: { type: 'article-journal' },
  editorial: { type: 'article-journal' },
  erratum: { type: 'article-journal' },
  paratext: { type: 'article-journal' },
  preprint: { type: 'article', genre: 'Preprint' },
  'posted-content': { type: 'article', genre: 'Preprint' },
  book: { type: 'book' },
  monograph: { type: 'book' },
  'edited-book': { type: 'book' },
  'reference-book': { type: 'book' },
  chapter: { type: 'chapter' },
  'book-chapter': { type: 'chapter' },
  'book-section': { type: 'chapter' },
  'reference-entry': { type: 'chapter' },
  dataset: { type: 'dataset' },
  'paper-conference': { type: 'paper-conference' },
  'proceedings-article': { type: 'paper-conference' },
  report: { type: 'report' },
  thesis: { type: 'thesis', genre: 'Doctoral dissertation' },
  dissertation: { type: 'thesis', genre: 'Doctoral dissertation' },
  webpage: { type: 'webpage' },
};

export function workType(type: Work['type']): WorkType {
  return TYPES[clean(type).toLowerCase()]?.type ?? 'article-journal';
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
  const isBookLike = type === 'book' || type === 'report' || type === 'thesis' || type === 'dataset';
  if (isBookLike) {
    set(item, 'publisher', publisher || journal || FALLBACKS.source);
  } else if (type === 'article' || type === 'webpage') {
    // A preprint's repository (arXiv, bioRxiv …) is its publisher in CSL terms.
    set(item, 'publisher', journal || publisher || FALLBACKS.source);
  } else {
    set(item, 'container-title', journal || (publisher ? '' : FALLBACKS.source));
    set(item, 'publisher', publisher);
  }
  set(item, 'genre', clean(work.genre) || (TYPES[clean(work.type).toLowerCase()]?.genre ?? ''));
  set(item, 'volume', clean(work.volume));
  set(item, 'issue', clean(work.issue));
  set(item, 'page', clean(work.pages).replace(/\s*[-–—]+\s*/g, '-'));
  set(item, 'DOI', normaliseDoi(work.doi));
  set(item, 'URL', clean(work.url));
  return item;
}
