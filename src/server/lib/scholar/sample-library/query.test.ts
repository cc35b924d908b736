import { describe, expect, it } from 'vitest';
import { parseSearch } from './query';

describe('OpenAlex-style search text', () => {
  it('reads words, phrases, AND, OR, NOT, minus and parentheses', () => {
    expect(parseSearch('nurse staffing')).toEqual({
      kind: 'group',
      terms: [
        { kind: 'word', text: 'nurse' },
        { kind: 'word', text: 'staffing' },
      ],
    });
    expect(parseSearch('"sea level" AND flood')).toEqual({
      kind: 'and',
      left: { kind: 'phrase', text: 'sea level' },
      right: { kind: 'word', text: 'flood' },
    });
    expect(parseSearch('a NOT b')).toEqual({
      kind: 'and',
      left: { kind: 'word', text: 'a' },
      right: { kind: 'not', node: { kind: 'word', text: 'b' } },
    });
    expect(parseSearch('a -b')).toEqual(parseSearch('a NOT b'));
    expect(parseSearch('climate AND ("x" OR "y")')).toEqual({
      kind: 'and',
      left: { kind: 'word', text: 'climate' },
      right: { kind: 'or', left: { kind: 'phrase', text: 'x' }, right: { kind: 'phrase', text: 'y' } },
    });
  });

  it('treats neighbouring terms as one operand of AND (a group: most of them, ranking.ts)', () => {
    expect(parseSearch('climate adaptation AND ("sea level" OR flood)')).toEqual({
      kind: 'and',
      left: {
        kind: 'group',
        terms: [
          { kind: 'word', text: 'climate' },
          { kind: 'word', text: 'adaptation' },
        ],
      },
      right: {
        kind: 'or',
        left: { kind: 'phrase', text: 'sea level' },
        right: { kind: 'word', text: 'flood' },
      },
    });
  });

  it('survives stray operators, unbalanced parentheses and quotes', () => {
    expect(parseSearch('AND OR')).toBeNull();
    expect(parseSearch('((a')).toEqual({ kind: 'word', text: 'a' });
    // a stray ')' ends the expression: what follows is another one, either may match
    expect(parseSearch('a) b')).toEqual({
      kind: 'or',
      left: { kind: 'word', text: 'a' },
      right: { kind: 'word', text: 'b' },
    });
    expect(parseSearch('"open phrase')).toEqual({ kind: 'phrase', text: 'open phrase' });
    expect(parseSearch('')).toBeNull();
  });

  it('reads at most 64 tokens', () => {
    const node = parseSearch(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '));
    expect(node?.kind === 'group' ? node.terms.length : 0).toBe(64);
  });
});
