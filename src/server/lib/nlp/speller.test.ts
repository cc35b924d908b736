import { describe, expect, it } from 'vitest';
import { englishWordShare, isEnglishWord } from './speller';

describe('speller (nspell + dictionary-en)', () => {
  it('knows English words, their inflections and capitalised forms', () => {
    for (const w of ['teenagers', 'adolescents', 'Evaluate', 'smartphones', 'well-being'])
      expect(isEnglishWord(w)).toBe(true);
    for (const w of ['qux', 'quux', 'zxcvbnm', 'asdf-qwer']) expect(isEnglishWord(w)).toBe(false);
  });

  it('measures the share of distinct words that are English, listing the others', () => {
    expect(englishWordShare('evaluate blah blah blah blah foo bar baz qux quux')).toEqual({
      distinct: 7,
      known: 4,
      share: 4 / 7,
      unknown: ['baz', 'qux', 'quux'],
    });
    expect(englishWordShare('Nurses’ workload shapes patient safety.').share).toBe(1);
    expect(englishWordShare('1234 — !!').share).toBe(1);
  });
});
