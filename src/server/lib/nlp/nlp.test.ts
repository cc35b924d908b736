import { describe, expect, it } from 'vitest';
import { analyse } from './nlp';

describe('analyse', () => {
  it('splits "I\'m" like the tokenizer splits "you\'re": a pronoun and a verb, not a name', () => {
    for (const text of ["I'm on the coffee-shop Wi-Fi.", 'So I’m lost.']) {
      const words = analyse(text).flatMap((s) => s.words);
      const i = words.findIndex((w) => /^i$/i.test(w.text));
      expect(words[i]).toMatchObject({ pos: 'PRON', lemma: 'i' });
      expect(words[i + 1]).toMatchObject({ pos: 'AUX', lemma: 'be' });
      expect(words.map((w) => w.text).join(' ')).not.toMatch(/I['’]m/);
      // the sentence text is unchanged
      expect(analyse(text)[0]?.text).toBe(text);
    }
  });

  it('reads the verb of a phrasal verb after a subject or "to" as a verb, not an adverb', () => {
    const pos = (text: string, word: string) =>
      analyse(text)
        .flatMap((s) => s.words)
        .find((w) => w.text === word)?.pos;
    expect(pos('When should I back up the data?', 'back')).toBe('VERB');
    expect(pos('I want to back up my files.', 'back')).toBe('VERB');
    expect(pos('Go back up the stairs.', 'back')).toBe('ADV');
    expect(pos('He came back up.', 'back')).toBe('ADV');
  });
});
