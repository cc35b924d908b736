import { describe, expect, it } from 'vitest';
import { wordKey } from './passage-search';

describe('search keys', () => {
  it('a word with or without its accents is one word ("cafés" / "cafe", "naïve" / "naive")', () => {
    const key = (text: string, lemma: string) => wordKey({ text, lemma, pos: 'NOUN' });
    expect(key('cafés', 'café')).toBe(key('cafe', 'cafe'));
    expect(key('naïve', 'naïve')).toBe(key('naive', 'naive'));
    expect(key('cafés', 'café')).not.toBe(key('cage', 'cage'));
  });
});
