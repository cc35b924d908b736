/**
 * Values a question names itself: a number with its unit ("5 GHz", "32-bit"). Two honest-answer rules rest on them:
 * such a number is no answer to the question's "how many" (it is what the question is about, as in "how many channels
 * does the 5 GHz band have"), and a value that names a variant of a thing ("a 32-bit copy of Windows", "the 2.4 GHz
 * band") is not answered by a sentence about another variant ("a 64-bit processor") that never names the asked one.
 */
import type { Word } from '../../nlp/nlp';
import { hypernymChain, relatedWords } from '../../nlp/wordnet';

export interface NamedValue {
  /** The number as written ("32", "2.4"). */
  n: string;
  /** The unit, lower case ("bit", "ghz"). */
  unit: string;
  /** Whether the value modifies the noun after it ("32-bit copy"): it names a variant of that thing. */
  modifies: boolean;
}

const GLUED = /^(\d+(?:\.\d+)?)-(\p{L}{1,5})$/u;
const NUMBER = /^\d+(?:\.\d+)?$/;
const UNIT = /^\p{L}{1,4}$/u;
const NOUNISH = new Set(['NOUN', 'PROPN']);

/** The number-with-unit values of a run of words, in order. */
export function namedValues(words: readonly Word[]): NamedValue[] {
  const out: NamedValue[] = [];
  words.forEach((w, i) => {
    const glued = GLUED.exec(w.text);
    if (glued?.[1] && glued[2]) {
      out.push({ n: glued[1], unit: glued[2].toLowerCase(), modifies: NOUNISH.has(words[i + 1]?.pos ?? '') });
      return;
    }
    const unit = words[i + 1];
    if (NUMBER.test(w.text) && unit && UNIT.test(unit.text) && NOUNISH.has(unit.pos))
      out.push({ n: w.text, unit: unit.text.toLowerCase(), modifies: NOUNISH.has(words[i + 2]?.pos ?? '') });
  });
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text without any value in a unit the question names ("5 GHz or 6 GHz" for "the 5 GHz band"): those name
 * variants of what is asked about, so a measure test sees only the other numbers.
 */
export function withoutAskedValues(text: string, asked: readonly NamedValue[]): string {
  return asked.reduce(
    (t, v) => t.replace(new RegExp(`(?<![\\d.])\\d+(?:\\.\\d+)?\\s*-?\\s*${escape(v.unit)}\\b`, 'gi'), ' '),
    text,
  );
}

/**
 * Whether a sentence speaks of another variant than the one asked: the question names a variant ("32-bit copy"), the
 * sentence has a different value of the same unit ("64-bit") and never the asked one.
 */
export function speaksOfAnotherVariant(
  asked: readonly NamedValue[],
  sentenceWords: readonly Word[],
): boolean {
  const has = namedValues(sentenceWords);
  return asked.some(
    (v) =>
      v.modifies &&
      has.some((h) => h.unit === v.unit && h.n !== v.n) &&
      !has.some((h) => h.unit === v.unit && h.n === v.n),
  );
}

/**
 * The noun a "how many" question counts ("channels" in "how many non-overlapping channels …"), if it names one; a
 * framing noun ("how many ways of identifying …", "how many kinds") counts nothing of its own.
 */
export function countedNoun(words: readonly Word[], isFrame: (w: Word) => boolean): Word | undefined {
  const at = words.findIndex(
    (w, i) => w.text.toLowerCase() === 'how' && words[i + 1]?.text.toLowerCase() === 'many',
  );
  if (at < 0) return undefined;
  for (let i = at + 2; i < Math.min(words.length, at + 6); i++) {
    const w = words[i];
    if (!w || w.pos === 'AUX' || (w.pos === 'VERB' && !/-/.test(w.text)) || w.pos === 'PUNCT')
      return undefined;
    if (w.pos === 'NOUN' || w.pos === 'PROPN') return isFrame(w) ? undefined : w;
  }
  return undefined;
}

/**
 * Whether a sentence counts the noun: a number with that noun a few words after it ("three non-overlapping channels")
 * or glued to it ("the 24-pin connector").
 */
export function countsNoun(words: readonly Word[], counted: Word): boolean {
  const names = new Set([counted.lemma.toLowerCase(), counted.text.toLowerCase()]);
  return (
    namedValues(words).some((v) => names.has(v.unit)) ||
    words.some(
      (w, i) =>
        w.pos === 'NUM' &&
        words
          .slice(i + 1, i + 4)
          .some((n) => names.has(n.lemma.toLowerCase()) || names.has(n.text.toLowerCase())),
    )
  );
}

/** A child of any age in WordNet: the word, or one whose kinds include "child" or "juvenile" ("kid", "newborn"). */
function isYoung(w: Word): boolean {
  if (w.pos !== 'NOUN') return false;
  const lemma = w.lemma.toLowerCase();
  return (
    lemma === 'child' ||
    lemma === 'juvenile' ||
    hypernymChain(lemma, 1).some((h) => h === 'child' || h === 'juvenile')
  );
}
const isAdult = (w: Word) => /^adults?$/i.test(w.text);

/**
 * The unborn: a noun WordNet places at or under "fetus" or "embryo", or an adjective derived from one ("fetal",
 * "embryonic").
 */
function isUnborn(w: Word): boolean {
  const lemma = w.lemma.toLowerCase();
  const unborn = (x: string) => /^(?:fetus|foetus|embryo)$/.test(x);
  if (w.pos === 'NOUN') return unborn(lemma) || hypernymChain(lemma, 1).some(unborn);
  if (w.pos === 'ADJ')
    return relatedWords(lemma, 'adj').some((r) => r.relation === 'derivation' && unborn(r.word));
  return false;
}

/** "Baby" is said of the unborn as well as the newborn ("the baby's heart rate in labour"). */
const isEitherSideOfBirth = (w: Word) => /^bab(?:y|ies|e|es)$/i.test(w.text);

type AgeGroup = 'unborn' | 'young' | 'adult';

function ageGroups(words: readonly Word[]): Set<AgeGroup> {
  const out = new Set<AgeGroup>();
  for (const w of words) {
    if (isAdult(w)) out.add('adult');
    else if (isUnborn(w)) out.add('unborn');
    else if (isYoung(w)) {
      out.add('young');
      if (isEitherSideOfBirth(w)) out.add('unborn');
    }
  }
  return out;
}

/** Whether the question asks about a child ("a kid's heart rate", "a newborn"). */
export const asksAboutChild = (asked: readonly Word[]) => asked.some(isYoung);
/** Whether a sentence speaks of a child. */
export const speaksOfChild = (sentence: readonly Word[]) => sentence.some(isYoung);

/**
 * Whether a sentence gives the values of another age group than the question asks about: "a kid's heart rate" is not
 * answered by "Normal adult vital signs are a heart rate of 60 to 100 …", nor an adult's by a newborn's, nor a
 * newborn's by "The normal fetal heart rate baseline is 110 to 160" (the unborn are a group of their own; "baby" is
 * said of both).
 */
export function speaksOfAnotherAgeGroup(asked: readonly Word[], sentence: readonly Word[]): boolean {
  const wanted = ageGroups(asked);
  if (wanted.size === 0) return false;
  const given = ageGroups(sentence);
  return given.size > 0 && ![...given].some((g) => wanted.has(g));
}

/** The first word of a noun's direct WordNet hypernym ("flu", "measles" → "contagious disease"), or ''. */
function parentOf(lemma: string): string {
  return hypernymChain(lemma.toLowerCase(), 1)[0] ?? '';
}

/**
 * Whether a sentence speaks of another thing of the same kind as one the question names, and not of it: "What kind of
 * isolation does the flu need?" is not answered by "Airborne precautions are used for … measles and varicella", whose
 * measles is, like flu, a contagious disease (WordNet: the same direct hypernym). `asked` are the question's nouns;
 * `named(w)` tells whether the sentence names one of them (itself, a synonym or its acronym).
 */
export function speaksOfAnotherOfItsKind(
  asked: readonly Word[],
  sentence: readonly Word[],
  names: (w: Word) => boolean,
): boolean {
  return asked.some((a) => {
    if (names(a)) return false;
    const parent = parentOf(a.lemma);
    if (!parent) return false;
    return sentence.some(
      (w) =>
        w.pos === 'NOUN' && w.lemma.toLowerCase() !== a.lemma.toLowerCase() && parentOf(w.lemma) === parent,
    );
  });
}
