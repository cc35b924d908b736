/** BibTeX export of works (one entry per work, unique keys). */
import {
  FALLBACKS,
  clean,
  normaliseDoi,
  workNames,
  workType,
  workYear,
  type CslName,
  type Work,
  type WorkType,
} from './works';

const ENTRY_TYPES: Record<WorkType, string> = {
  'article-journal': 'article',
  book: 'book',
  chapter: 'incollection',
  'paper-conference': 'inproceedings',
  report: 'techreport',
  thesis: 'phdthesis',
  webpage: 'misc',
};

/** Escapes the characters BibTeX/LaTeX treat specially. */
export function escapeBibtex(value: string): string {
  return value.replace(/[\\{}&%$#_~^]/g, (ch) => {
    switch (ch) {
      case '\\':
        return '\\textbackslash{}';
      case '~':
        return '\\textasciitilde{}';
      case '^':
        return '\\textasciicircum{}';
      default:
        return `\\${ch}`;
    }
  });
}

function bibtexName(name: CslName): string {
  if (name.literal) return `{${escapeBibtex(name.literal)}}`;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return escapeBibtex(name.given ? `${family}, ${name.given}` : family);
}

function keyPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'and', 'for', 'to']);

function baseKey(work: Work, names: CslName[]): string {
  const first = names[0];
  const author = keyPart(first?.family ?? first?.literal ?? '') || 'unknown';
  const year = workYear(work.year) ?? 'nd';
  const word = clean(work.title)
    .split(' ')
    .map(keyPart)
    .find((w) => w.length > 0 && !STOP_WORDS.has(w));
  return `${author}${year}${word ?? ''}`;
}

/** A BibTeX database of the works. Missing title and author take the spec's fallbacks; a missing year is omitted. */
export function toBibtex(works: readonly Work[]): string {
  const used = new Map<string, number>();
  const entries = works.map((work) => {
    const names = workNames(work.authors);
    const base = baseKey(work, names);
    const n = used.get(base) ?? 0;
    used.set(base, n + 1);
    const key =
      n === 0
        ? base
        : `${base}${String.fromCharCode(97 + ((n - 1) % 26))}${n > 26 ? Math.floor((n - 1) / 26) : ''}`;
    const type = workType(work.type);
    const fields: [string, string][] = [
      ['author', names.length > 0 ? names.map(bibtexName).join(' and ') : `{${FALLBACKS.author}}`],
      ['title', `{${escapeBibtex(clean(work.title) || FALLBACKS.title)}}`],
    ];
    const journal = clean(work.journal);
    if (journal)
      fields.push([
        type === 'chapter' || type === 'paper-conference' ? 'booktitle' : 'journal',
        escapeBibtex(journal),
      ]);
    const year = workYear(work.year);
    if (year !== null) fields.push(['year', String(year)]);
    const push = (name: string, value: string) => {
      if (value) fields.push([name, escapeBibtex(value)]);
    };
    push('volume', clean(work.volume));
    push('number', clean(work.issue));
    const pages = clean(work.pages).replace(/\s*[-–—]+\s*/g, '--');
    push('pages', pages);
    push('publisher', clean(work.publisher));
    push('doi', normaliseDoi(work.doi));
    push('url', clean(work.url));
    const body = fields.map(([k, v]) => `  ${k} = {${v}}`).join(',\n');
    return `@${ENTRY_TYPES[type]}{${key},\n${body}\n}`;
  });
  return entries.length > 0 ? `${entries.join('\n\n')}\n` : '';
}
