import { describe, expect, it } from 'vitest';
import { cleanJson, cleanText, JsonTooDeepError } from './clean-text';

describe('cleanText', () => {
  it('removes NUL and replaces lone surrogates, keeping valid pairs and other text', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('x\uD800y')).toBe('x\uFFFDy');
    expect(cleanText('\uDC00start')).toBe('\uFFFDstart');
    expect(cleanText('end\uDBFF')).toBe('end\uFFFD');
    expect(cleanText('😀 emoji \uD83D\uDE00')).toBe('😀 emoji 😀');
    expect(cleanText('\uDBFF\u0000\uDC00')).toBe('\uFFFD\uFFFD');
    expect(cleanText('plain\ttext\n\uFFFF')).toBe('plain\ttext\n\uFFFF');
  });
});

describe('cleanJson', () => {
  it('cleans every string and key, leaving numbers, booleans and null alone', () => {
    expect(cleanJson({ 'k\u0000ey': ['a\u0000', 1, true, null, { deep: '\uD800' }] })).toEqual({
      key: ['a', 1, true, null, { deep: '\uFFFD' }],
    });
  });

  it('keeps __proto__ a plain key instead of a prototype', () => {
    const cleaned = cleanJson(JSON.parse('{"__proto__":{"polluted":1},"a":1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect((cleaned as { polluted?: number }).polluted).toBeUndefined();
    expect(Object.keys(cleaned)).toEqual(['__proto__', 'a']);
  });

  it('refuses nesting deeper than the limit', () => {
    const deep = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000)) as unknown;
    expect(() => cleanJson(deep)).toThrow(JsonTooDeepError);
    expect(() => cleanJson([[[['too deep']]]], 3)).toThrow(JsonTooDeepError);
    expect(cleanJson([[['three levels']]], 3)).toEqual([[['three levels']]]);
  });
});
