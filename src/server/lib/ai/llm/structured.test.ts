import { describe, expect, it } from 'vitest';
import { parseJsonLenient } from './structured';

describe('parseJsonLenient', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['  {"a":1}\n', { a: 1 }],
    ['```json\n{"a":1}\n```', { a: 1 }],
    ['Sure! Here it is: {"a": {"b": 2}} Hope this helps.', { a: { b: 2 } }],
  ])('reads %j', (text, value) => {
    expect(parseJsonLenient(text)).toEqual({ ok: true, value });
  });

  it.each(['', 'no json here', '{"a": 1', '```json\n{oops}\n```'])('reports %j as not valid JSON', (text) => {
    const r = parseJsonLenient(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/not valid JSON/);
  });
});
