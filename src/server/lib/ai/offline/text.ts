/**
 * Text basics for the offline engine: tokens, stop words, the Porter2 stemmer, sentences with offsets.
 * Everything here is deterministic and linear in the input size.
 */
import porter2 from 'wink-porter2-stemmer';
import { isEnglishWord } from '../../nlp/speller';

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above across after afterwards again against all almost alone along already also although always am among
  amongst an and another any anyhow anyone anything anyway anywhere are aren't around as at back be became because become
  becomes becoming been before beforehand behind being below beside besides between beyond both but by can cannot can't
  could couldn't did didn't do does doesn't doing done don't down due during each eg e.g either else elsewhere enough
  etc even ever every everyone everything everywhere except few for former formerly from further had hadn't has hasn't
  have haven't having he he'd he'll hence her here hereafter hereby herein here's hers herself he's him himself his how
  however how's i i'd ie i.e if i'll i'm in indeed instead into is isn't it its it's itself i've just keep last latter
  latterly least less let's like made make many may me meanwhile might mine more moreover most mostly much must mustn't
  my myself namely neither never nevertheless next no nobody none noone nor not nothing now nowhere of off often on once
  one only onto or other others otherwise ought our ours ourselves out over own per perhaps please put quite rather re
  really same see seem seemed seeming seems several shall shan't she she'd she'll she's should shouldn't since so some
  somehow someone something sometime sometimes somewhere still such than that that's the their theirs them themselves
  then thence there thereafter thereby therefore therein there's thereupon these they they'd they'll they're they've this
  those though through throughout thru thus to together too toward towards under until up upon us very via was wasn't
  we we'd well we'll were we're weren't we've what whatever what's when whence whenever when's where whereafter whereas
  whereby wherein where's whereupon wherever whether which while whither who whoever whole whom who's whose why why's
  will with within without won't would wouldn't yet you you'd you'll your you're yours yourself yourselves you've
  s t d ll m o re ve y get got also using used use uses within et al fig figure table tab eq`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that are frequent in essay prompts and papers but say nothing about the topic. They are not
 * stop words (a sentence needs them) but they weigh little as keywords.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `essay paper article study studies research researcher researchers discuss discussion analyze analyse analysis
  evaluate evaluation explain explanation describe description examine assess explore exploring investigate write
  writing argue argument consider considering compare contrast impact impacts effect effects role roles important
  importance significant significance way ways various different including include includes based approach approaches
  aspect aspects factor factors issue issues topic topics question questions answer answers example examples thing things
  result results finding findings conclusion conclusions introduction method methods methodology section sections
  data new first second third one two three four five many much number numbers also however therefore thus may might
  can could would should will shall must need needs needed make makes making made provide provides provided show shows
  shown showed suggest suggests suggested present presents presented current currently within among across towards
  extent critically critical overall general generally specific specifically particular particularly level levels
  high higher low lower large larger small smaller term terms time times year years part parts type types kind kinds
  use used using well good better best bad worse worst order case cases point points fact facts view views idea ideas
  support supports supported evidence information related relation relationship relationships context contexts
  world today modern recent recently increase increased increasing decrease decreased form forms process processes`
    .split(/\s+/)
    .filter(Boolean),
);

const WORD_RE = /[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}]/gu;

/** Lower-cased word tokens (letters, digits inside words, inner apostrophes and hyphens). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD_RE)) out.push(m[0].toLowerCase().replace(/’/g, "'"));
  return out;
}

export interface Token {
  /** Surface form, lower-cased. */
  word: string;
  stem: string;
  start: number;
  end: number;
}

export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const word = m[0].toLowerCase().replace(/’/g, "'");
    out.push({ word, stem: stem(word), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || word.length < 2 || /^\d/.test(word);
}

/** Content-word stems of a text (stop words removed), in order. */
export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (isStopWord(w)) continue;
    out.push(stem(w));
  }
  return out;
}

const stemCache = new Map<string, string>();

/**
 * The Porter2 (Snowball English) stem of a word, from wink-porter2-stemmer: 'depressive' and 'depression' both give
 * 'depress', 'nursing' and 'nurses' give 'nurs'. It is the algorithm of PostgreSQL's 'english' text-search
 * configuration. Possessives and apostrophes are dropped and hyphenated words joined first ('peer-reviewed' →
 * 'peerreview'). One normalisation on top: Porter2 undoubles a final consonant when it removes -ing or -ed
 * ('staffing' → 'staf') but keeps it in the bare word ('staff'), so a final doubled consonant is always written once
 * here and the two forms meet.
 */
export function stem(input: string): string {
  const cached = stemCache.get(input);
  if (cached !== undefined) return cached;
  const w = input
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '')
    .replace(/-/g, '');
  const s = w.length > 2 ? porter2(w).replace(/(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/, (d) => d.charAt(0)) : w;
  if (stemCache.size > 50_000) stemCache.clear();
  stemCache.set(input, s);
  return s;
}

/**
 * A phrase as the source text writes it ('udp' → 'UDP', 'tcp port' → 'TCP port'), for phrases the engine keeps in
 * lower case. An occurrence inside a sentence is preferred, since a sentence's first word is capitalised anyway; a
 * phrase found only there has its first word in lower case unless that is an acronym or carries a capital inside
 * ('ATP', 'iPhone'); the other words stay as written ('TCP (Transmission Control Protocol)').
 * A phrase the text lacks is returned as it came.
 */
export function asWritten(phrase: string, text: string): string {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  let atStart: string | null = null;
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index - 3), m.index);
    if (m.index === 0 || /[.!?:]\s*$|\n\s*$|^\s*$/.test(before)) atStart ??= m[0];
    else return m[0].replace(/\s+/g, ' ');
  }
  if (atStart === null) return phrase;
  // only the first word's capital is the sentence's; the rest is written as the text writes it — unless a later word
  // is capitalised too ("Task Manager", "User Account Control" are names) or the word is no English word ("Kerberos")
  const [first = '', ...rest] = atStart.replace(/\s+/g, ' ').split(' ');
  const name =
    /\p{Lu}.*\p{Lu}|^\p{Ll}+\p{Lu}/u.test(first) ||
    rest.some((w) => /^\p{Lu}\p{Ll}/u.test(w)) ||
    (rest.length === 0 && /^\p{Lu}\p{Ll}+$/u.test(first) && !isEnglishWord(first.toLowerCase()));
  return [name ? first : first.toLowerCase(), ...rest].join(' ');
}

export interface Sentence {
  text: string;
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'et al',
  'al',
  'fig',
  'figs',
  'eq',
  'eqs',
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'vs',
  'cf',
  'approx',
  'no',
  'vol',
  'pp',
  'p',
  'ref',
  'refs',
  'sec',
  'ch',
  'inc',
  'ltd',
  'co',
  'st',
  'jr',
  'sr',
  'etc',
  'resp',
  'ca',
  'min',
  'max',
  'tab',
]);

/**
 * Splits text into sentences with character offsets into the original text (so quotes stay verbatim).
 * Handles common abbreviations, decimals and initials; a blank line always ends a sentence.
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const n = text.length;
  const push = (endExclusive: number) => {
    let s = start;
    let e = endExclusive;
    while (s < e && /\s/.test(text[s] ?? '')) s++;
    while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
    if (e > s) out.push({ text: text.slice(s, e), start: s, end: e });
    start = endExclusive;
  };
  for (let i = 0; i < n; i++) {
    const ch = text[i];
    if (ch === '\n' || ch === '\f') {
      // blank line (paragraph break) or form feed ends a sentence
      let j = i + 1;
      while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\r')) j++;
      if (ch === '\f' || text[j] === '\n' || text[j] === '\f') {
        push(i);
        i = j - 1;
      }
      continue;
    }
    if (ch !== '.' && ch !== '!' && ch !== '?') continue;
    // swallow closing quotes/brackets and repeated punctuation
    let j = i + 1;
    while (j < n && /[.!?"'”’)\]]/.test(text[j] ?? '')) j++;
    const next = text[j];
    if (next !== undefined && !/\s/.test(next)) continue; // "3.5", "e.g.x", URLs
    if (ch === '.') {
      // the word before the period
      let k = i - 1;
      while (k >= 0 && /[\p{L}.]/u.test(text[k] ?? '')) k--;
      const before = text.slice(k + 1, i).toLowerCase();
      if (ABBREVIATIONS.has(before) || ABBREVIATIONS.has(before.replace(/\.$/, ''))) continue;
      if (/^\p{Lu}$/u.test(text.slice(k + 1, i)) && (k < 0 || /\s/.test(text[k] ?? ' '))) continue; // initial "J. Smith"
      if (/^\p{L}(\.\p{L})+$/u.test(before)) continue; // "u.s", "a.m"
      // next word starting lower-case after a period usually means no sentence break
      let m = j;
      while (m < n && /[ \t]/.test(text[m] ?? '')) m++;
      const after = text[m];
      if (after !== undefined && /\p{Ll}/u.test(after) && text[m - 1] !== '\n') continue;
    }
    push(j);
    i = j - 1;
  }
  push(n);
  return out;
}

/** Words as the spec counts them: split on whitespace after tags are removed. */
export function wordCount(text: string): number {
  const t = text.replace(/<[^>]*>/g, ' ').trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

/** Counts syllables of an English word (vowel groups, silent final e). Good enough for readability. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

export function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w, i) => (i > 0 && STOP_WORDS.has(w) && w.length < 4 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Shortens text to at most `max` characters on a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, '') + '…';
}

/** Joins items as "a, b and c". */
export function listJoin(items: readonly string[], conjunction = 'and'): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] ?? ''}`;
}

export function quoteList(items: readonly string[]): string {
  return listJoin(items.map((i) => `“${i}”`));
}

/** Deterministic 32-bit hash (FNV-1a) for stable choices without randomness. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

export function round1(v: number): number {
  return Math.round(v * 10) / 10;
}
