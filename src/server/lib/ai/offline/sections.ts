/**
 * Section extraction for academic papers (text as a PDF extractor gives it: lines, optional form feeds
 * between pages). Headings are recognised as:
 * - known section names, optionally numbered ("Abstract", "2 Methods", "IV. RESULTS", "a b s t r a c t"),
 * - numbered headings ("2.1 Study design", "3. Results and Discussion"), checked for increasing numbers,
 * - ALL-CAPS lines ("MATERIALS AND METHODS"), ignoring running headers that repeat on many pages,
 * - run-in labels at the start of a paragraph ("Abstract: ...", "Methods. We ..."),
 * - appendix headings after the references ("A Distant Supervision"),
 * - short title-like lines between paragraphs ("Reactions and mechanism").
 * Each section gets verbatim start/end markers (located by `sectionBounds` in src/shared/research/saved-list.ts).
 */
import type { ArticleSection } from '../../../../shared/schemas/ai';
import { extractKeyphrases } from './keywords';
import { contextScorer, termProfile } from './relevance';
import {
  dataPointOf,
  isMethodSentence,
  isProse,
  keyFindings,
  rankSentences,
  shortenSentence,
  summaryFromRanked,
} from './summarize';
import { STOP_WORDS, listJoin, sentences, truncate } from './text';
import { sectionRole } from '../../../../shared/research/section-role';

export type SectionKind = 'known' | 'numbered' | 'caps' | 'runin' | 'appendix' | 'title' | 'front' | 'part';

export type CanonicalSection =
  | 'abstract'
  | 'introduction'
  | 'background'
  | 'methods'
  | 'results'
  | 'discussion'
  | 'conclusion'
  | 'references'
  | 'acknowledgements'
  | 'backmatter'
  | 'appendix'
  | 'front'
  | 'other';

export interface DetectedHeading {
  /** Heading as shown (whitespace collapsed; letter-spaced names joined). */
  heading: string;
  kind: SectionKind;
  canonical: CanonicalSection;
  /** Offset of the heading's first character. */
  start: number;
  /** Offset where the section's body text begins (after the heading line or run-in label). */
  bodyStart: number;
  /** Numbering depth ("2.1" → 2), 1 when unnumbered. */
  level: number;
  number?: number[];
}

const KNOWN: Record<string, CanonicalSection> = {};
function known(canonical: CanonicalSection, names: string) {
  for (const n of names.split('|')) KNOWN[n] = canonical;
}
known(
  'abstract',
  'abstract|summary|executive summary|graphical abstract|structured abstract|plain language summary',
);
known(
  'introduction',
  'introduction|overview|motivation|purpose|aims|aim|objectives|objective|aims and objectives|research questions|hypotheses|the problem',
);
known(
  'background',
  'background|literature review|review of literature|review of the literature|related work|related works|related research|previous work|prior work|theoretical framework|conceptual framework|theoretical background|theory|preliminaries|context',
);
known(
  'methods',
  'methods|method|methodology|materials and methods|material and methods|methods and materials|patients and methods|subjects and methods|participants and methods|research design|study design|experimental design|experimental setup|experimental set-up|experiments|experiment|data|data and methods|data collection|data analysis|statistical analysis|approach|model|procedure|procedures|participants|design|setting|sample|measures|materials|case presentation|case report|implementation|evaluation framework',
);
known(
  'results',
  'results|findings|result|experimental results|empirical results|outcomes|analysis|results and analysis|evaluation',
);
known(
  'discussion',
  'discussion|results and discussion|discussion and conclusions|general discussion|limitations|strengths and limitations|implications|implications for practice|recommendations|future work|future directions|clinical perspectives|clinical implications|interpretation',
);
known(
  'conclusion',
  'conclusion|conclusions|concluding remarks|conclusions and future work|conclusion and future work|summary and conclusions|final remarks|closing remarks|conclusion and recommendations',
);
known(
  'references',
  'references|reference|bibliography|works cited|literature cited|cited literature|references and notes|sources',
);
known('acknowledgements', 'acknowledgements|acknowledgments|acknowledgement|acknowledgment');
known(
  'backmatter',
  "funding|funding information|competing interests|conflict of interest|conflicts of interest|declaration of competing interest|declaration of interests|declarations|author contributions|authors' contributions|author contribution|contributions|author details|authors' information|data availability|data availability statement|availability of data and materials|ethics approval|ethics approval and consent to participate|consent for publication|ethics statement|ethics|abbreviations|additional file|additional files|supplementary material|supplementary materials|supplementary information|supplementary data|supplementary online data|supplemental information|supporting information|additional information|additional information and declarations|notes|note|disclosure|disclosures|grant disclosures|keywords|key words|description of authors' roles|credit authorship contribution statement",
);
known('appendix', 'appendix|appendices|appendix a|appendix b|appendix c');
const KNOWN_FIRST_WORDS = new Set(Object.keys(KNOWN).map((k) => k.split(' ')[0] ?? ''));

/** Names that PDF text layers sometimes give in lower case (small caps). */
const LOWERCASE_OK = new Set([
  'abstract',
  'references',
  'keywords',
  'acknowledgements',
  'acknowledgments',
  'bibliography',
]);

/** Connectors that let a known name start a longer heading ("Conclusion and future recommendations"). */
const PREFIX_CONNECTORS = new Set(['and', 'of', 'for', '&', 'in', 'on', 'to', 'with', 'from', '-', '–', ':']);

const RUNIN_LABELS =
  'abstract|summary|background|introduction|objectives?|aims?|purpose|context|methods?|methodology|design|setting|participants|interventions?|measurements?|results|findings|discussion|conclusions?|interpretation|implications|limitations|keywords|key words|funding|trial registration';
const RUNIN_FIRST_WORDS = new Set(
  RUNIN_LABELS.replace(/\?/g, '')
    .split('|')
    .map((l) => l.split(' ')[0] ?? ''),
);
for (const w of [...RUNIN_FIRST_WORDS]) {
  RUNIN_FIRST_WORDS.add(w.replace(/s$/, ''));
  RUNIN_FIRST_WORDS.add(`${w}s`);
}
/** A line ending like this continues on the next line when it is a heading. */
const CONTINUATION_END =
  /(?:\s(?:and|or|of|for|the|in|on|with|to|a|an|between|from|by|versus|vs\.?|&)|[-–:])$/i;
/** Words that mark a clause of running text rather than a heading. */
const CLAUSE_WORDS =
  /\b(?:is|are|was|were|we|our|this|these|it|its|has|have|had|be|been|can|could|will|would|should|which|that|they|their|there)\b/i;

const RUNIN_RE = new RegExp(`^(${RUNIN_LABELS})\\s*(?:[:：]|[.—–]\\s(?=\\p{Lu}))\\s*(?=\\S)`, 'iu');

function normalizeLabel(s: string): string {
  let t = s.normalize('NFKC').replace(/[’`´]/g, "'").replace(/\s+/g, ' ').trim();
  if (/^(?:\p{L} ){2,}\p{L}$/u.test(t)) t = t.replace(/ /g, ''); // "a b s t r a c t"
  return t
    .toLowerCase()
    .replace(/[:.]+$/, '')
    .trim();
}

const NUMBER_PREFIX_RE =
  /^(?:(\d{1,2}(?:\.\d{1,2}){0,3})\.?|([IVX]{1,5})\.|([A-H])(?:\.(\d{1,2}))?\.?)\s+(\S.*)$/u;

interface Line {
  text: string; // trimmed
  start: number; // offset of first non-space char
  end: number; // offset after last non-space char
  pageBreakBefore: boolean;
}

function splitLines(text: string): Line[] {
  const out: Line[] = [];
  let i = 0;
  let pageBreak = false;
  const n = text.length;
  while (i <= n) {
    let j = i;
    while (j < n && text[j] !== '\n' && text[j] !== '\f') j++;
    let s = i;
    let e = j;
    while (s < e && /\s/.test(text[s] ?? '')) s++;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    out.push({ text: text.slice(s, e), start: s, end: e, pageBreakBefore: pageBreak });
    pageBreak = text[j] === '\f';
    if (j >= n) break;
    i = j + 1;
  }
  return out;
}

function canonicalOf(label: string): CanonicalSection | undefined {
  const direct = KNOWN[label];
  if (direct) return direct;
  if (label.startsWith('appendix')) return 'appendix';
  const space = label.indexOf(' ');
  if (space < 0 || !KNOWN_FIRST_WORDS.has(label.slice(0, space))) return undefined;
  const ws = label.split(' ');
  // longest known prefix followed by a connector
  for (let k = Math.min(ws.length - 1, 6); k >= 1; k--) {
    const head = ws.slice(0, k).join(' ');
    const c = KNOWN[head];
    if (c && PREFIX_CONNECTORS.has(ws[k] ?? '')) return c;
  }
  return undefined;
}

function letterRatio(s: string): number {
  let letters = 0;
  let nonSpace = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 12) continue;
    nonSpace++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    else if (c > 127 && /\p{L}/u.test(s[i] ?? '')) letters++;
  }
  return nonSpace === 0 ? 0 : letters / nonSpace;
}

function looksLikeTitle(rest: string, maxWords: number): boolean {
  const ws = rest.split(/\s+/);
  if (ws.length === 0 || ws.length > maxWords) return false;
  if (!/^[\p{Lu}\p{Lt}]/u.test(rest) && !/^\p{Ll}-\p{L}/u.test(rest)) return false; // allow "l-asparaginase"
  if (/[.,;]$/.test(rest)) return false;
  if (letterRatio(rest) < 0.7) return false;
  if ((rest.match(/,/g) ?? []).length > 1) return false;
  if (/\bet al\b|\(\d{4}\)|\d{4}[;,]|https?:/.test(rest)) return false;
  if (/\b\p{Lu}\p{Ll}+ \p{Lu}{1,2},/u.test(rest)) return false; // "Dange V, Peshwe S." (a reference entry)
  if (
    /^(?:table|figure|fig|tab|eq|equation|scheme|algorithm|listing|box|chart|panel|source|note)\b/i.test(rest)
  )
    return false;
  const last = (ws[ws.length - 1] ?? '').toLowerCase().replace(/[^\p{L}']/gu, '');
  if (STOP_WORDS.has(last) && !['work', 'works'].includes(last)) return false;
  return true;
}

function isAllCaps(s: string): boolean {
  const letters = s.match(/\p{L}/gu) ?? [];
  if (letters.length < 4) return false;
  if (!letters.every((c) => c === c.toUpperCase() && c !== c.toLowerCase())) return false;
  if (!/[AEIOUY]/.test(s)) return false;
  const tokens = s.split(/\s+/);
  if (tokens.length > 10) return false;
  const tiny = tokens.filter((t) => t.replace(/[^\p{L}]/gu, '').length <= 2).length;
  if (tiny > tokens.length / 2) return false;
  if (letterRatio(s) < 0.75) return false;
  if (/^(?:TABLE|FIGURE|FIG|SCHEME|BOX|NOTE)\b/.test(s)) return false;
  return true;
}

function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

/** Finds the headings of a paper, in text order. */
export function detectHeadings(text: string): DetectedHeading[] {
  const lines = splitLines(text);
  const furniture = pageFurniture(text);
  const isRepeated = (l: Line) => furniture.has(furnitureKey(l.text));

  const found: DetectedHeading[] = [];
  let afterReferences = false;
  let inAbstract = false;
  let lastNumber: number[] | undefined;

  const prevNonEmpty = (i: number): Line | undefined => {
    for (let k = i - 1; k >= 0; k--) if ((lines[k]?.text ?? '') !== '') return lines[k];
    return undefined;
  };
  const nextNonEmpty = (i: number): Line | undefined => {
    for (let k = i + 1; k < lines.length; k++) if ((lines[k]?.text ?? '') !== '') return lines[k];
    return undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!line || line.text === '') continue;
    // a page number glued to the first line of a page ("2281A Appendix A - Baseline Details")
    const glued = line.pageBreakBefore ? /^\d{1,4}(?=\p{Lu})/u.exec(line.text) : null;
    if (glued && line.text.length - glued[0].length <= 110) {
      line = { ...line, text: line.text.slice(glued[0].length), start: line.start + glued[0].length };
    }

    // run-in labels ("Abstract: ...", "Methods. We ..."): only lines whose first word is a label
    const firstWord = /^[A-Za-z]+/.exec(line.text)?.[0]?.toLowerCase() ?? '';
    const run = RUNIN_FIRST_WORDS.has(firstWord) ? RUNIN_RE.exec(line.text.normalize('NFKC')) : null;
    if (run && line.text.length > run[0].length + 10) {
      const label = normalizeLabel(run[1] ?? '');
      const canonical = canonicalOf(label) ?? 'other';
      const isAbstract = canonical === 'abstract';
      if (!inAbstract || isAbstract || canonical === 'backmatter') {
        const heading = (run[1] ?? '').replace(/\s+/g, ' ');
        found.push({
          heading: heading.charAt(0).toUpperCase() + heading.slice(1),
          kind: 'runin',
          canonical,
          start: line.start,
          bodyStart: line.start + run[0].length,
          level: 1,
        });
      }
      if (isAbstract) inAbstract = true;
      continue;
    }

    // cheap rejections first: long lines, lines ending a sentence or clause, lines starting in lower
    // case (except small-caps names and letter-spaced names)
    if (line.text.length > 110 || /[,;.]$/.test(line.text)) continue;
    const c0 = line.text.charCodeAt(0);
    const startsLower = c0 >= 97 && c0 <= 122;
    if (
      startsLower &&
      !LOWERCASE_OK.has(line.text.toLowerCase().replace(/[:]$/, '')) &&
      !/^(?:[a-z] ){2,}[a-z]$/.test(line.text) &&
      !/^[a-z]-/.test(line.text)
    ) {
      continue;
    }
    if (isRepeated(line)) continue;
    // a heading wrapped onto a second line ("Joint Training of Retriever and" / "Reader")
    let t = line.text;
    let lineEnd = line.end;
    let lastIdx = i;
    const following = lines[i + 1];
    if (
      CONTINUATION_END.test(t) &&
      following &&
      following.text !== '' &&
      following.text.length <= 60 &&
      following.text.split(/\s+/).length <= 6 &&
      !/[.,;]$/.test(following.text)
    ) {
      t = `${t} ${following.text}`;
      lineEnd = following.end;
      lastIdx = i + 1;
    }
    const wordsInLine = /^(?:\p{L} ){2,}\p{L}$/u.test(t) ? 1 : t.split(/\s+/).length;
    if (wordsInLine > 14) continue;

    const numMatch = NUMBER_PREFIX_RE.exec(t);
    let number: number[] | undefined;
    let rest = t;
    let letterPrefix = false;
    if (numMatch) {
      if (numMatch[1]) number = numMatch[1].split('.').map(Number);
      else if (numMatch[2]) number = [romanToInt(numMatch[2])];
      else if (numMatch[3]) letterPrefix = true;
      rest = numMatch[5] ?? t;
    }
    const label = normalizeLabel(rest);
    const fullLabel = normalizeLabel(t);
    const canonical = canonicalOf(label) ?? canonicalOf(fullLabel);
    const display = t.normalize('NFKC').replace(/\s+/g, ' ').replace(/[:]$/, '');
    const heading = /^(?:\p{L} ){2,}\p{L}$/u.test(display)
      ? display.replace(/ /g, '').charAt(0).toUpperCase() + display.replace(/ /g, '').slice(1).toLowerCase()
      : display;

    const push = (kind: SectionKind, c: CanonicalSection) => {
      found.push({
        heading,
        kind,
        canonical: c,
        start: line.start,
        bodyStart: lineEnd,
        level: number ? number.length : 1,
        ...(number ? { number } : {}),
      });
      if (c === 'references') afterReferences = true;
      inAbstract = c === 'abstract';
    };

    const letterSpaced = /^(?:\p{L} ){2,}\p{L}$/u.test(rest);
    const lowerStart = /^\p{Ll}/u.test(rest) && !letterSpaced;
    const wellFormed =
      label.length > 0 &&
      !/[,;.]$/.test(t) &&
      letterRatio(rest) >= 0.6 &&
      // lower-case lines are headings only for names set in small caps ("references")
      (!lowerStart || LOWERCASE_OK.has(label));
    if (
      canonical &&
      wellFormed &&
      (wordsInLine <= 9 || number) &&
      (!letterPrefix || afterReferences || canonical === 'appendix')
    ) {
      const titleish =
        looksLikeTitle(rest, 10) ||
        isAllCaps(rest) ||
        KNOWN[label] !== undefined ||
        /^(?:\p{L} ){2,}\p{L}$/u.test(rest);
      if (titleish) {
        if (number && number.length === 1 && !letterPrefix) {
          if (lastNumber && compareNumbers(number, lastNumber) <= 0 && canonical !== 'appendix') {
            // out of order: probably a list item, unless it is a plain known name
            if (KNOWN[label] === undefined) continue;
          } else lastNumber = number;
        }
        push('known', canonical);
        continue;
      }
    }

    if (number && !letterPrefix && !afterReferences && looksLikeTitle(rest, 12) && (number[0] ?? 0) <= 30) {
      const ok =
        !lastNumber ||
        (compareNumbers(number, lastNumber) > 0 && (number[0] ?? 0) - (lastNumber[0] ?? 0) <= 2);
      if (ok) {
        lastNumber = number;
        push('numbered', canonicalOfNumbered(label));
        continue;
      }
    }

    if (letterPrefix && afterReferences && looksLikeTitle(rest, 12)) {
      push('appendix', 'appendix');
      continue;
    }

    if (isAllCaps(t) && wordsInLine <= 10) {
      push('caps', canonical ?? 'other');
      continue;
    }

    // short title-like line standing between paragraphs
    if (
      !number &&
      !letterPrefix &&
      wordsInLine <= 8 &&
      looksLikeTitle(t, 8) &&
      !afterReferences &&
      !CLAUSE_WORDS.test(t)
    ) {
      const prev = prevNonEmpty(i);
      const next = nextNonEmpty(lastIdx);
      const prevIsBlank = (lines[i - 1]?.text ?? '') === '' || line.pageBreakBefore;
      // the previous line ends a sentence (possibly followed by a footnote number)
      const prevEnds = !prev || /[.!?:)\]"”]\d{0,3}$/.test(prev.text) || prevIsBlank;
      const nextStartsBody =
        next !== undefined &&
        /^[\p{Lu}"“(\d]/u.test(next.text) &&
        next.text.length >= 40 &&
        letterRatio(next.text) >= 0.75;
      if (prevEnds && nextStartsBody && found.length > 0 && !/\d/.test(t)) {
        push('title', 'other');
        continue;
      }
    }
  }
  return found;
}

function canonicalOfNumbered(label: string): CanonicalSection {
  const first = label.split(' ');
  for (let k = first.length; k >= 1; k--) {
    const c = KNOWN[first.slice(0, k).join(' ')];
    if (c) return c;
  }
  if (/\bresults?\b|\bfindings\b/.test(label)) return 'results';
  if (/\bmethods?\b|\bexperiment/.test(label)) return 'methods';
  if (/\bdiscussion\b/.test(label)) return 'discussion';
  if (/\bconclu/.test(label)) return 'conclusion';
  return 'other';
}

function romanToInt(r: string): number {
  const v: Record<string, number> = { I: 1, V: 5, X: 10 };
  let total = 0;
  for (let i = 0; i < r.length; i++) {
    const cur = v[r[i] ?? ''] ?? 0;
    const next = v[r[i + 1] ?? ''] ?? 0;
    total += cur < next ? -cur : cur;
  }
  return total;
}

// ───────────────────────────── markers ─────────────────────────────

function snippetAt(text: string, start: number, end: number, len: number): string {
  let m = text.slice(start, start + len);
  if (start + len < end && !/\s/.test(text[start + len] ?? ' ')) {
    const cut = m.search(/\s\S*$/);
    if (cut >= 12) m = m.slice(0, cut);
  }
  return m.replace(/\s+$/, '');
}

/**
 * A verbatim marker at [start, …): the first occurrence of itself in the whole text when the text
 * allows (extending it up to 600 characters), so that `sectionBounds` (which searches from the start of
 * the text) finds the section on its own. Otherwise (a passage repeated verbatim earlier in the text)
 * the first occurrence at or after `from`, the end of the previous section, extended as far as needed
 * (up to the whole section), so that `sectionsBounds` always finds it.
 */
export function makeStartMarker(text: string, start: number, end: number, from = 0): string {
  const limit = end - start;
  for (let len = Math.min(limit, 80); ; len = Math.min(limit, len + 60)) {
    const m = snippetAt(text, start, end, len);
    if (m.length > 0 && text.indexOf(m) === start) return m;
    if (len >= limit || len >= 600) break;
  }
  for (let len = Math.min(limit, 80); ; len = Math.min(limit, len < 600 ? len + 60 : len * 2)) {
    const m = snippetAt(text, start, end, len);
    if (m.length > 0 && text.indexOf(m, from) === start) return m;
    if (len >= limit) break;
  }
  return snippetAt(text, start, end, Math.min(limit, 80)) || text.slice(start, end).trim();
}

/** A verbatim marker ending at `end` whose first occurrence after `start` ends exactly there. */
export function makeEndMarker(text: string, start: number, end: number): string {
  const limit = end - start;
  let len = Math.min(limit, 80);
  for (;;) {
    let from = end - len;
    if (from > start && !/\s/.test(text[from - 1] ?? ' ')) {
      const next = text.slice(from, end).search(/\s\S/);
      if (next >= 0 && next < len - 12) from += next + 1;
    }
    while (from < end && /\s/.test(text[from] ?? '')) from++;
    const m = text.slice(from, end);
    const at = text.indexOf(m, start);
    if (m.length > 0 && at + m.length === end) return m;
    if (len >= limit) return text.slice(start, end);
    len = Math.min(limit, len * 2);
  }
}

/**
 * Finds a snippet in the text allowing any whitespace differences and returns the verbatim slice
 * (used to repair markers produced by a language model).
 */
export function findVerbatim(
  text: string,
  snippet: string,
  from = 0,
): { start: number; end: number; text: string } | null {
  const exact = text.indexOf(snippet, from);
  if (exact >= 0) return { start: exact, end: exact + snippet.length, text: snippet };
  const parts = snippet.normalize('NFKC').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const re = new RegExp(parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'g');
  re.lastIndex = from;
  const m = re.exec(text);
  if (!m) return null;
  return { start: m.index, end: m.index + m[0].length, text: m[0] };
}

// ───────────────────────────── extraction ─────────────────────────────

export interface ExtractSectionsOptions {
  prompt: string;
  thesis: string;
  brainstormIdeas: readonly string[];
}

interface RawSection {
  heading: string;
  canonical: CanonicalSection;
  kind: SectionKind;
  start: number;
  bodyStart: number;
  end: number;
}

const DESCRIBE: Record<CanonicalSection, string> = {
  abstract: 'Gives an overview of the whole paper',
  introduction: 'Sets out the problem and why it matters',
  background: 'Reviews the background and earlier work',
  methods: 'Explains how the study was carried out',
  results: 'Reports what the study found',
  discussion: 'Interprets the findings and their limits',
  conclusion: 'Draws the paper’s conclusions',
  references: 'Lists the works the paper cites',
  acknowledgements: 'Thanks contributors and funders',
  backmatter: 'Back matter: declarations, funding and contributions',
  appendix: 'Supplementary material',
  front: 'Title, authors and publication details',
  other: 'Covers',
};

function wordsIn(s: string): number {
  const t = s.trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

/** Splits unheaded text into parts of roughly 700 words at paragraph or sentence boundaries. */
function partition(text: string): RawSection[] {
  const sents = sentences(text);
  const out: RawSection[] = [];
  let partStart = sents[0]?.start ?? 0;
  let count = 0;
  for (let i = 0; i < sents.length; i++) {
    const s = sents[i];
    if (!s) continue;
    count += wordsIn(s.text);
    const next = sents[i + 1];
    const paragraphBreak = next ? /\n\s*\n/.test(text.slice(s.end, next.start)) : true;
    if ((count >= 700 && paragraphBreak) || count >= 1100 || !next) {
      out.push({
        heading: '',
        canonical: 'other',
        kind: 'part',
        start: partStart,
        bodyStart: partStart,
        end: s.end,
      });
      partStart = next?.start ?? s.end;
      count = 0;
    }
  }
  return out;
}

export function extractSectionsOffline(text: string, options: ExtractSectionsOptions): ArticleSection[] {
  if (text.trim() === '') return [];
  let headings = detectHeadings(text);
  // ALL-CAPS or title-like lines before the first recognised heading are the paper's title block.
  const firstStrong = headings.findIndex((h) => h.kind !== 'caps' && h.kind !== 'title');
  if (firstStrong > 0) headings = headings.slice(firstStrong);
  const raw: RawSection[] = [];
  const contentEnd = text.replace(/\s+$/, '').length;

  if (headings.length === 0) {
    raw.push(...partition(text));
  } else {
    // Title-like headings must head a real passage; otherwise they were a stray short line.
    const keep: DetectedHeading[] = [];
    headings.forEach((h, i) => {
      const nextStart = headings[i + 1]?.start ?? contentEnd;
      if (h.kind === 'title' && wordsIn(text.slice(h.bodyStart, nextStart)) < 40) return;
      keep.push(h);
    });
    headings = keep;
    const first = headings[0];
    if (first && wordsIn(text.slice(0, first.start)) >= 25) {
      const s = text.search(/\S/);
      raw.push({
        heading: 'Front matter',
        canonical: 'front',
        kind: 'front',
        start: s,
        bodyStart: s,
        end: first.start,
      });
    }
    headings.forEach((h, i) => {
      const end = headings[i + 1]?.start ?? contentEnd;
      raw.push({
        heading: h.heading,
        canonical: h.canonical,
        kind: h.kind,
        start: h.start,
        bodyStart: h.bodyStart,
        end,
      });
    });
  }

  // Trim trailing whitespace and page furniture (page numbers, running headers) of each section.
  const furniture = pageFurniture(text);
  for (const r of raw) {
    let e = r.end;
    for (;;) {
      while (e > r.bodyStart && /\s/.test(text[e - 1] ?? '')) e--;
      const lineStart = Math.max(text.lastIndexOf('\n', e - 1), text.lastIndexOf('\f', e - 1)) + 1;
      if (lineStart <= r.bodyStart) break;
      const line = text.slice(lineStart, e).trim();
      if (!/^\d{1,4}$/.test(line) && !furniture.has(furnitureKey(line))) break;
      e = lineStart;
    }
    r.end = Math.max(e, r.start + 1);
    if (r.bodyStart > r.end) r.bodyStart = r.end;
  }

  // Page numbers from form feeds.
  const pageBreaks: number[] = [];
  for (let i = text.indexOf('\f'); i >= 0; i = text.indexOf('\f', i + 1)) pageBreaks.push(i);
  const pageOf = (offset: number): number | null => {
    if (pageBreaks.length === 0) return null;
    let lo = 0;
    let hi = pageBreaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((pageBreaks[mid] ?? 0) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };

  const bodies = raw.map((r) => text.slice(r.bodyStart, r.end));
  // one term profile per section: relevance scoring and the IDF over sections (so a summary prefers
  // terms specific to its section)
  const profiles = raw.map((r, i) => termProfile(`${r.heading}\n${bodies[i] ?? ''}`));
  const df = new Map<string, number>();
  for (const prof of profiles) for (const s of prof.tf.keys()) df.set(s, (df.get(s) ?? 0) + 1);
  const nSections = Math.max(1, raw.length);
  const idf = (s: string) => Math.log(1 + nSections / (df.get(s) ?? 1));

  // A methods sentence for findings whose own section does not describe the method.
  let methodFallback = '';
  for (let i = 0; i < raw.length && !methodFallback; i++) {
    if (raw[i]?.canonical !== 'methods') continue;
    const s = sentences(bodies[i] ?? '').find(
      (x) => isMethodSentence(x.text) && isProse(x.text, wordsIn(x.text)),
    );
    if (s) methodFallback = truncate(s.text, 300);
  }

  const rel = contextScorer(options);

  return raw.map((r, i): ArticleSection => {
    const body = bodies[i] ?? '';
    const sents = sentences(body);
    const isRefs = r.canonical === 'references';
    const phrases = extractKeyphrases(body.slice(0, 20_000), { max: 4 }).map((p) => p.phrase);
    const heading =
      r.kind === 'part'
        ? `Part ${i + 1}${phrases[0] ? `: ${phrases[0].charAt(0).toUpperCase()}${phrases[0].slice(1)}` : ''}`
        : r.heading;
    // Front matter, keywords, acknowledgements, references and back matter are labelled as such and weigh nothing.
    const role = r.kind === 'front' ? 'front' : sectionRole(heading);
    const isBack =
      r.canonical === 'acknowledgements' ||
      r.canonical === 'backmatter' ||
      r.canonical === 'front' ||
      (role !== 'content' && role !== 'references');

    let summary: string;
    let aiSummary: string;
    let findings = isRefs || isBack ? [] : keyFindings(sents, { max: 3, methodFallback });
    if (isRefs) {
      const n = countReferences(body);
      const years = [...body.matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]));
      const range = years.length ? ` published ${Math.min(...years)}–${Math.max(...years)}` : '';
      summary = n > 0 ? `About ${n} cited works${range}.` : 'The reference list.';
      aiSummary = `${DESCRIBE.references}: about ${n} entries${range}. Use it to find the sources behind the paper’s claims. Not counted in relevance.`;
      findings = [];
    } else if (role === 'keywords') {
      const terms = keywordList(body);
      summary = terms.length ? `Keywords: ${terms.join('; ')}.` : 'The paper’s keywords.';
      aiSummary = `Keywords the paper is indexed under${terms.length ? `: ${listJoin(terms)}` : ''}. Not counted in relevance.`;
    } else {
      const ranked = rankSentences(sents, idf);
      summary = summaryFromRanked(ranked, sents, { max: 3, maxChars: 700 });
      const numbers = sents.filter((s) => dataPointOf(s.text) !== '').length;
      const lead =
        r.canonical === 'other'
          ? `Covers ${listJoin(phrases.slice(0, 3)) || 'this part of the paper'}`
          : DESCRIBE[r.canonical];
      const focus =
        r.canonical !== 'other' && phrases.length ? `, centred on ${listJoin(phrases.slice(0, 3))}` : '';
      const quantitative =
        numbers > 0 && !isBack
          ? ` It contains ${numbers} sentence${numbers === 1 ? '' : 's'} with figures${findings[0]?.dataPoint ? ` (e.g. ${findings[0].dataPoint})` : ''}.`
          : '';
      const main = findings[0]?.finding ?? summaryFromRanked(ranked, sents, { max: 1, maxChars: 260 });
      aiSummary = isBack
        ? `${lead}. Not counted in relevance.`
        : `${lead}${focus}.${quantitative}${main ? ` Main point: ${shortenSentence(main, 260)}` : ''}`;
    }

    const startMarker = makeStartMarker(text, r.start, r.end, raw[i - 1]?.end ?? 0);
    const endMarker = makeEndMarker(text, r.start, r.end);
    const scores = rel(profiles[i] ?? termProfile(body), role === 'content' ? 1 : 0);
    return {
      id: `section-${i + 1}`,
      heading,
      summary: summary || truncate(body, 200) || heading,
      aiSummary,
      sectionStart: startMarker,
      sectionEnd: endMarker,
      pageNumber: pageOf(r.start),
      keyFindings: findings,
      prompt_relevance: scores.prompt,
      thesis_relevance: scores.thesis,
      brainstorm_relevance: scores.brainstorm,
    };
  });
}

/** The terms of a keywords section ("Keywords: sleep; adolescents; social media" or one per line). */
function keywordList(body: string): string[] {
  const text = body.replace(/^\s*(?:keywords?|key words|index terms)\s*[:.—–-]?\s*/i, '');
  return [
    ...new Set(
      text
        .split(/[;,·•\n]+/)
        .map((t) =>
          t
            .replace(/\s+/g, ' ')
            .replace(/[.\s]+$/, '')
            .trim(),
        )
        .filter((t) => t.length > 1 && t.length <= 60 && t.split(' ').length <= 6),
    ),
  ].slice(0, 12);
}

function countReferences(body: string): number {
  const numbered = body.match(/^\s*(?:\[\d+\]|\d{1,3}\.)\s+\S/gm)?.length ?? 0;
  if (numbered >= 3) return numbered;
  const authorStart =
    body.match(/^\s*\p{Lu}[\p{L}'’-]+(?:,\s+(?:\p{Lu}\.|\p{Lu}\p{L}+)|\s\p{Lu}{1,3},)/gmu)?.length ?? 0;
  const years = body.match(/\((?:19|20)\d{2}[a-z]?\)|\b(?:19|20)\d{2}[a-z]?\s*[;.]/g)?.length ?? 0;
  return Math.max(authorStart, years);
}

function furnitureKey(line: string): string {
  return line.trim().toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
}

/**
 * A line of running text rather than page furniture: it ends a sentence and is either the tail of a
 * wrapped sentence (starts in lower case: "shift.") or a whole sentence of six words or more. Such a
 * line can sit at the foot of two pages by chance (a paragraph ending there twice); taking it for a
 * running footer would cut it off the end of its section. (A rare footer that reads as a sentence, such
 * as "This article is protected by copyright. All rights reserved.", then stays in the section's text:
 * the cheaper mistake.)
 */
function isSentenceLine(t: string): boolean {
  if (!/\p{L}[.!?]["”’)]?$/u.test(t)) return false;
  return /^\p{Ll}/u.test(t) || t.split(/\s+/).length >= 6;
}

/**
 * Running headers and footers: short lines that repeat next to page breaks (the first two and last
 * two lines of pages). Without form feeds, lines repeated four times or more that are not section names.
 * Lines of running text (`isSentenceLine`) never count, however often they repeat.
 */
function pageFurniture(text: string): Set<string> {
  const counts = new Map<string, number>();
  const count = (line: string) => {
    const t = line.trim();
    if (t.length === 0 || t.length > 100 || isSentenceLine(t)) return;
    const k = furnitureKey(t);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  };
  const pages = text.split('\f');
  const out = new Set<string>();
  if (pages.length > 1) {
    for (const page of pages) {
      const ls = page.split('\n').filter((l) => l.trim() !== '');
      const edge = new Set([...ls.slice(0, 2), ...ls.slice(-2)]);
      for (const l of edge) count(l);
    }
    for (const [k, c] of counts) if (c >= 2 && !KNOWN[k.replace(/[:.]$/, '')]) out.add(k);
  } else {
    for (const l of text.split('\n')) count(l);
    for (const [k, c] of counts) if (c >= 4 && !KNOWN[k.replace(/[:.]$/, '')] && !/^#$/.test(k)) out.add(k);
  }
  return out;
}
