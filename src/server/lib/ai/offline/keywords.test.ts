import { describe, expect, it } from 'vitest';
import { extractKeyphrases } from './keywords';

const phrases = (text: string, maxWords?: number) =>
  extractKeyphrases(text, { max: 8, ...(maxWords ? { maxWords } : {}) }).map((p) => p.phrase);

describe('keyphrases are whole noun phrases (issue 15)', () => {
  const AGEING =
    'Health systems face growing pressure from an ageing population. Health systems face growing costs, and hospitals face rising demand. Older patients need more care, more nurses and more beds.';

  it('never runs across the clause’s verb, so a phrase does not end on a modifier', () => {
    const found = phrases(AGEING);
    expect(found).toContain('health systems');
    expect(found).not.toContain('health systems face growing');
    expect(found.some((p) => /\b(?:face|need)\b/.test(p))).toBe(false);
    // a participle before its noun stays with it
    expect(phrases('Randomized controlled trial. A randomized controlled trial of staffing.')).toContain(
      'randomized controlled trial',
    );
  });

  it('cuts a run longer than the window where a phrase can end, not after an adjective', () => {
    // 'community health worker training programme evaluation' has no stop word to split it
    const found = phrases('Rural community health worker training programme evaluation in Kenya.', 3);
    for (const p of found) expect(p).not.toMatch(/\b(?:rural)$/);
    expect(phrases('Long randomized controlled trial data review.', 3)).not.toContain(
      'long randomized controlled',
    );
  });

  it('keeps compounds whose first noun is plural and no verb', () => {
    expect(phrases('Nurse staffing ratios in acute care hospitals. Nurse staffing ratios matter.')).toEqual(
      expect.arrayContaining(['nurse staffing ratios', 'acute care hospitals']),
    );
  });
});
