import { describe, expect, it } from 'vitest';
import { searchKeywordsOffline } from './research';

describe('search keywords for a typed search', () => {
  const essay = {
    thesis: 'Heavy social media use harms the sleep of teenagers.',
    ideas: ['blue light at night'],
  };

  it('searches made-up words as typed, without the essay’s keywords that would bring back works on its topic', () => {
    for (const typed of ['flurbogast', 'the blorptastic snerg']) {
      const k = searchKeywordsOffline({ ...essay, prompt: typed });
      expect(k).toEqual({ keywords: [typed], searchQueries: [typed] });
    }
  });

  it('adds the essay’s keywords to a real word, and keeps a name the dictionary lacks as the search', () => {
    const sleep = searchKeywordsOffline({ ...essay, prompt: 'sleep' });
    expect(sleep.keywords[0]).toBe('sleep');
    expect(sleep.searchQueries.join(' ')).toMatch(/social media/);
    expect(searchKeywordsOffline({ ...essay, prompt: 'CRISPR' }).searchQueries).toEqual(['CRISPR']);
  });
});
