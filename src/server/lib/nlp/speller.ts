/**
 * English spelling with nspell and the Hunspell en-US dictionary (`dictionary-en`): whether a word is an English word,
 * and how much of a text is. The dictionary is parsed on first use (about 300 ms), once per process.
 *
 *   englishWordShare('evaluate blah foo baz qux').share  // 0.6: baz and qux are not English words
 */
import dictionary from 'dictionary-en';
import nspell, { type NSpell } from 'nspell';

let speller: NSpell | null = null;
function spell(): NSpell {
  speller ??= nspell(dictionary);
  return speller;
}

/** Whether the dictionary knows the word (as written or in lower case); a hyphenated word when all its parts are known. */
export function isEnglishWord(word: string): boolean {
  const parts = word.split(/[-–]/).filter((p) => p !== '');
  if (parts.length === 0) return false;
  return parts.every((p) => spell().correct(p) || spell().correct(p.toLowerCase()));
}

export interface WordShare {
  /** Distinct words of the text (lower case), each counted once. */
  distinct: number;
  known: number;
  /** known / distinct (1 for a text without words). */
  share: number;
  /** The distinct words the dictionary does not know, in order of appearance. */
  unknown: string[];
}

/** How many of the text's distinct words (letters, apostrophes and hyphens inside) are English words. */
export function englishWordShare(text: string): WordShare {
  const distinct = [
    ...new Set((text.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []).map((w) => w.toLowerCase().replace(/’/g, "'"))),
  ];
  const unknown = distinct.filter((w) => !isEnglishWord(w));
  const known = distinct.length - unknown.length;
  return { distinct: distinct.length, known, share: distinct.length ? known / distinct.length : 1, unknown };
}
