/**
 * What may be blanked out of a sentence in a fill-in-the-blank question: a whole noun phrase ("the _____ is below
 * 60" → "adult rate"), or a number with its unit ("_____ of urine an hour" → "30 mL"; "TCP port _____" → "3389",
 * whose unit is the noun before it). Built on the part-of-speech tags of wink-nlp (lib/nlp).
 */
import { analyse, type Sentence, type Word } from '../../nlp/nlp';

export type BlankKind =
  | { type: 'number'; unit: string }
  | {
      type: 'phrase';
      /** Lemma of the head noun ("pulse"). */
      head: string;
      plural: boolean;
      /** Holds a word written in capitals ("RAID 5", "HDD drives"). */
      acronym: boolean;
    };

export interface Blank {
  /** The exact text of the sentence the blank covers. */
  text: string;
  start: number;
  end: number;
  kind: BlankKind;
}

/** Closed-class words the tagger reads as adjectives but that quantify a noun phrase rather than belong to it. */
const QUANTIFIERS = new Set([
  'most',
  'many',
  'much',
  'few',
  'several',
  'other',
  'such',
  'more',
  'less',
  'same',
  'various',
  'each',
  'certain',
  'least',
]);
const PHRASE_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
const NOUNS = new Set(['NOUN', 'PROPN']);
/** The tagger mistakes a long run of nouns for one phrase ("programming languages number array indexes"). */
const MAX_PHRASE_WORDS = 4;
const MAX_NOUN_RUN = 3;

export const isAcronym = (text: string) =>
  /^\p{Lu}[\p{Lu}\p{N}]*(?:[-/&]\p{Lu}[\p{Lu}\p{N}]*)*$/u.test(text) &&
  /\p{Lu}.*\p{Lu}|\p{Lu}\p{N}/u.test(text);
const isNumber = (w: Word | undefined) => !!w && w.pos === 'NUM' && /^\d[\d.,]*$/.test(w.text);

function span(sentence: Sentence, from: number, to: number): { text: string; start: number; end: number } {
  const start = sentence.words[from]!.start;
  const end = sentence.words[to]!.end;
  return { text: sentence.text.slice(start, end), start, end };
}

function pluralNoun(w: Word): boolean {
  return w.pos === 'NOUN' && w.text.toLowerCase() !== w.lemma && /s$/i.test(w.text);
}

const isVerb = (w: Word) => w.pos === 'VERB' || w.pos === 'AUX';

/** Noun phrases: maximal runs of adjectives and nouns ending in a noun (a number may follow a name: "RAID 5"). */
function nounPhrases(s: Sentence): Blank[] {
  const out: Blank[] = [];
  const ws = s.words;
  let i = 0;
  while (i < ws.length) {
    if (!PHRASE_POS.has(ws[i]!.pos) || QUANTIFIERS.has(ws[i]!.lemma)) {
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < ws.length &&
      (PHRASE_POS.has(ws[j + 1]!.pos) || (ws[j]!.pos === 'PROPN' && isNumber(ws[j + 1])))
    )
      j++;
    const from = i;
    i = j + 1;
    // a run straight after a number belongs to the number ("60 beats", "two HDD drives")
    if (from > 0 && ws[from - 1]!.pos === 'NUM') continue;
    let to = j;
    while (to >= from && !(NOUNS.has(ws[to]!.pos) || (isNumber(ws[to]) && ws[to - 1]?.pos === 'PROPN'))) to--;
    // a trailing adjective cut off means the run was no noun phrase ("the drive is slow")
    if (to < from || to !== j) continue;
    const words = ws.slice(from, to + 1);
    if (words.length > MAX_PHRASE_WORDS) continue;
    let run = 0;
    let longest = 0;
    for (const w of words) longest = Math.max(longest, (run = w.pos === 'NOUN' ? run + 1 : 0));
    if (longest > MAX_NOUN_RUN) continue;
    // a plural noun is a phrase's head, not a modifier: "transport moves substances" hides a verb
    if (words.slice(0, -1).some((w) => pluralNoun(w) && NOUNS.has(words[words.indexOf(w) + 1]?.pos ?? '')))
      continue;
    // a possessive ('s) after the phrase makes it a determiner of the next one
    if (ws[to + 1]?.pos === 'PART') continue;
    const head = [...words].reverse().find((w) => NOUNS.has(w.pos)) ?? words.at(-1)!;
    out.push({
      ...span(s, from, to),
      kind: {
        type: 'phrase',
        head: head.lemma,
        plural: pluralNoun(head),
        acronym: words.some((w) => isAcronym(w.text)),
      },
    });
  }
  return out;
}

/** Numbers with a unit after them ("60 beats per minute", "2 to 3") or a noun naming them before ("port 3389"). */
function numbersWithUnits(s: Sentence): Blank[] {
  const out: Blank[] = [];
  const ws = s.words;
  for (let i = 0; i < ws.length; i++) {
    if (!isNumber(ws[i])) continue;
    const prev = ws[i - 1];
    if (prev && (prev.pos === 'NUM' || /^(?:to|and|or)$/.test(prev.lemma)) && isNumber(ws[i - 2])) continue; // inside a range
    let last = i;
    // a range "12 to 20"
    if (/^(?:to|-|–)$/.test(ws[i + 1]?.lemma ?? '') && isNumber(ws[i + 2])) last = i + 2;
    // the unit after: nouns (or symbols), with "per <noun>" ("beats per minute", "mL per hour")
    let u = last + 1;
    const unitWords: Word[] = [];
    while (u < ws.length) {
      const w = ws[u]!;
      const perNext = ws[u + 1]?.lemma === 'per';
      if (
        NOUNS.has(w.pos) ||
        w.pos === 'SYM' ||
        (perNext && /^\p{L}+$/u.test(w.text) && unitWords.length === 0)
      ) {
        unitWords.push(w);
        u++;
      } else if (w.lemma === 'per' && unitWords.length > 0 && NOUNS.has(ws[u + 1]?.pos ?? '')) {
        unitWords.push(w, ws[u + 1]!);
        u += 2;
      } else break;
      if (unitWords.length >= 4) break;
    }
    if (unitWords.length > 0 && unitWords.length <= 4 && !NOUNS.has(ws[u]?.pos ?? '')) {
      out.push({
        ...span(s, i, u - 1),
        kind: { type: 'number', unit: unitWords.map((w) => w.lemma).join(' ') },
      });
      continue;
    }
    // the noun before names it ("port 3389", "RAID 5"): blank the number alone
    if (unitWords.length === 0 && prev && NOUNS.has(prev.pos) && !NOUNS.has(ws[last + 1]?.pos ?? '')) {
      out.push({ ...span(s, i, last), kind: { type: 'number', unit: `${prev.lemma} #` } });
    }
  }
  return out;
}

/** Everything of a sentence that may be blanked out, in sentence order. */
export function blanksOf(s: Sentence): Blank[] {
  // a sentence left without a verb was mis-tagged ("cat prints a file's contents": no noun phrase "cat prints")
  const verbOutside = (b: Blank) => s.words.some((w) => isVerb(w) && (w.end <= b.start || w.start >= b.end));
  return [...numbersWithUnits(s), ...nounPhrases(s)].filter(verbOutside).sort((a, b) => a.start - b.start);
}

/** Two kinds match when a question about one could offer the other as a wrong option. */
export function sameKind(a: BlankKind, b: BlankKind): boolean {
  if (a.type === 'number') return b.type === 'number' && a.unit === b.unit;
  if (b.type === 'number') return false;
  return a.plural === b.plural && a.acronym === b.acronym;
}

export interface AnalysedPassage {
  /** Index of the passage in its topic. */
  index: number;
  /** Stable id of the passage in the knowledge layer, when known. */
  id?: string | undefined;
  text: string;
  sentences: Sentence[];
}

/** Passages (given, or a text's paragraphs), each analysed into sentences. */
export function analysePassages(
  passages: string | readonly { id?: string | undefined; text: string }[],
): AnalysedPassage[] {
  const list =
    typeof passages === 'string'
      ? passages.split(/\n\s*\n/).map((text) => ({ id: undefined, text }))
      : passages;
  return list
    .map((p) => ({ id: p.id, text: p.text.replace(/\s+/g, ' ').trim() }))
    .filter((p) => p.text.length > 0)
    .map((p, index) => ({ index, ...(p.id ? { id: p.id } : {}), text: p.text, sentences: analyse(p.text) }));
}

export { analyse };
