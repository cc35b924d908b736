/** The part of nspell's API the speller uses (the package ships no types). https://github.com/wooorm/nspell */
declare module 'nspell' {
  export interface NSpell {
    /** Whether the word is spelled correctly (in the dictionary, with its affixes and capitalisation rules). */
    correct(word: string): boolean;
    suggest(word: string): string[];
  }
  function nspell(dictionary: { aff: Uint8Array | string; dic?: Uint8Array | string }): NSpell;
  export default nspell;
}
