import { describe, expect, it } from 'vitest';
import { parseSearch } from './query';

describe('OpenAlex-style search text', () => {
  it('reads words, phrases, AND, OR, NOT, minus and parentheses', () => {
    expect(parseSearch('nurse staffing')).toEqual({
      kind: 'or',
      left: { kind: 'word', text: 'nurse' },
      right: { kind: 'word', text: 'staffing' },
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

  it('treats neighbouring words as one operand of AND (any of them)', () => {
    expect(parseSearch('climate adaptation AND ("sea level" OR flood)')).toEqual({
      kind: 'and',
      left: {
        kind: 'or',
        left: { kind: 'word', text: 'climate' },
        right: { kind: 'word', text: 'adaptation' },
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
    expect(parseSearch('a) b')).toEqual({
      kind: 'or',
      left: { kind: 'word', text: 'a' },
      right: { kind: 'word', text: 'b' },
    });
    expect(parseSearch('"open phrase')).toEqual({ kind: 'phrase', text: 'open phrase' });
    expect(parseSearch('')).toBeNull();
  });

  it('reads at most 64 tokens', () => {
    let depth = 0;
    let node = parseSearch(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '));
    while (node && node.kind === 'or') {
      depth += 1;
      node = node.left;
    }
    expect(depth).toBe(63);
  });
});
