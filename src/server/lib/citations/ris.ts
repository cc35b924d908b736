/** RIS export of works (EndNote, Zotero, Mendeley). */
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

const RIS_TYPES: Record<WorkType, string> = {
  'article-journal': 'JOUR',
  book: 'BOOK',
  chapter: 'CHAP',
  'paper-conference': 'CONF',
  report: 'RPRT',
  thesis: 'THES',
  webpage: 'ELEC',
};

function risName(name: CslName): string {
  if (name.literal) return name.literal;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return name.given ? `${family}, ${name.given}` : family;
}

/** A RIS file of the works, CRLF line endings, one `TY … ER` record per work. */
export function toRis(works: readonly Work[]): string {
  const lines: string[] = [];
  const tag = (name: string, value: string) => {
    if (value) lines.push(`${name}  - ${value}`);
  };
  for (const work of works) {
    const type = workType(work.type);
    tag('TY', RIS_TYPES[type]);
    const names = workNames(work.authors);
    if (names.length === 0) tag('AU', FALLBACKS.author);
    for (const name of names) tag('AU', risName(name));
    tag('TI', clean(work.title) || FALLBACKS.title);
    tag('T2', clean(work.journal));
    const year = workYear(work.year);
    if (year !== null) tag('PY', String(year));
    tag('VL', clean(work.volume));
    tag('IS', clean(work.issue));
    const [start = '', end = ''] = clean(work.pages).split(/\s*[-–—]+\s*/);
    tag('SP', start);
    tag('EP', end);
    tag('PB', clean(work.publisher));
    tag('DO', normaliseDoi(work.doi));
    tag('UR', clean(work.url));
    lines.push('ER  - ');
  }
  return lines.length > 0 ? `${lines.join('\r\n')}\r\n` : '';
}
