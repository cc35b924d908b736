/** wink-porter2-stemmer's one function (the package ships no types). https://github.com/winkjs/wink-porter2-stemmer */
declare module 'wink-porter2-stemmer' {
  /** The Porter2 (Snowball English) stem of a lower-case word. */
  function stem(word: string): string;
  export default stem;
}
