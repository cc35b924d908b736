import { describe, expect, it } from 'vitest';
import { sentences } from './text';
import { shortenSentence, summaryFromRanked, rankSentences } from './summarize';

describe('summaries never end on a modifier without its noun (issue 15)', () => {
  const AGEING =
    'Across Europe, health systems face growing pressure from an ageing population, rising costs of new medicines and a shrinking workforce of nurses and doctors.';

  it('keeps a sentence that fits whole', () => {
    expect(shortenSentence(AGEING, AGEING.length)).toBe(AGEING);
  });

  it.each([30, 50, 60, 70, 100, 140])('cuts after a noun or at a clause boundary (max %i)', (max) => {
    const cut = shortenSentence(AGEING, max);
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut).toMatch(/…$/);
    // the words before the ellipsis end on a noun, never on 'growing', 'ageing', 'an', 'from' or 'face'
    expect(cut).toMatch(/(?:Europe|systems|pressure|population|medicines|nurses)…$/);
  });

  it('prefers the clause boundary when one keeps at least half', () => {
    expect(shortenSentence(AGEING, 100)).toBe(
      'Across Europe, health systems face growing pressure from an ageing population…',
    );
    expect(shortenSentence('Health systems face growing pressure from an ageing population.', 35)).toBe(
      'Health systems…',
    );
  });

  it('a summary of whole sentences stays whole; a sentence longer than the limit is cut grammatically', () => {
    const text = `${AGEING} Hospitals report longer waits for beds. Nurses leave the profession early.`;
    const list = sentences(text);
    const whole = summaryFromRanked(rankSentences(list), list, { max: 3, maxChars: 700 });
    expect(whole).toContain(AGEING);
    const one = summaryFromRanked(rankSentences(sentences(AGEING)), sentences(AGEING), {
      max: 1,
      maxChars: 60,
    });
    expect(one).toBe('Across Europe, health systems face growing pressure…');
  });
});
