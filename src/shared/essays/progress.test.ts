import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  draftProgress,
  outlineBarColour,
  outlineSectionProgress,
  outlineSectionStatus,
  scoreColour,
  targetWordCount,
  writingProgress,
} from './progress';
import { TARGET_LENGTHS } from './options';

describe('progress rules', () => {
  it('writing bar targets 500 words, capped at 100%', () => {
    expect(writingProgress(0)).toBe(0);
    expect(writingProgress(250)).toBe(50);
    expect(writingProgress(500)).toBe(100);
    expect(writingProgress(5000)).toBe(100);
  });

  it('target length: the upper number, 1000 by default', () => {
    expect(TARGET_LENGTHS.map(targetWordCount)).toEqual([500, 1000, 2000, 2000]);
    expect(targetWordCount(undefined)).toBe(1000);
    expect(targetWordCount('')).toBe(1000);
    expect(targetWordCount('about a page')).toBe(1000);
    expect(draftProgress(250, '250-500')).toBe(50);
    expect(draftProgress(250, null)).toBe(25);
    expect(draftProgress(5000, '1000-2000')).toBe(100);
  });

  it('outline sections: 200 words each, status and colour', () => {
    expect(outlineSectionProgress(100)).toBe(50);
    expect(outlineSectionProgress(400)).toBe(100);
    expect([0, 1, 199, 200, 900].map(outlineSectionStatus)).toEqual([
      'empty',
      'drafting',
      'drafting',
      'complete',
      'complete',
    ]);
    expect([0, 50, 50.5, 80, 80.5, 100].map(outlineBarColour)).toEqual([
      'blue',
      'blue',
      'amber',
      'amber',
      'green',
      'green',
    ]);
  });

  it('score colours: 7+ green, 4-6 yellow, below 4 red', () => {
    expect([0, 3, 3.9, 4, 6, 6.9, 7, 10].map(scoreColour)).toEqual([
      'red',
      'red',
      'red',
      'yellow',
      'yellow',
      'yellow',
      'green',
      'green',
    ]);
  });

  it('every progress figure stays within 0..100 and never decreases with more words', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), fc.double({ min: 0, max: 1e6, noNaN: true }), (w, more) => {
        for (const f of [
          writingProgress,
          outlineSectionProgress,
          (n: number) => draftProgress(n, '500-1000'),
        ]) {
          const p = f(w);
          if (!(p >= 0 && p <= 100)) return false;
          if (Number.isFinite(w) && f(w + more) < p) return false;
        }
        return true;
      }),
    );
  });
});
