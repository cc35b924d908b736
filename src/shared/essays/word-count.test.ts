import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { characterCountOf, countCharacters, countWords, stripTags, wordCountOf } from './word-count';

/** Text without angle brackets: joining two such texts can never create a tag across the seam. */
const plainText = fc.string({ unit: 'grapheme', maxLength: 200 }).map((s) => s.replace(/[<>]/g, ' '));
const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\f', '\v'), { maxLength: 30 })
  .map((a) => a.join(''));
const word = fc.stringMatching(/^[A-Za-z0-9'’-]{1,12}$/);

describe('countWords', () => {
  it('splits on whitespace after removing tags', () => {
    expect(countWords('Nurse staffing saves lives.')).toBe(4);
    expect(countWords('  two\n\twords  ')).toBe(2);
    expect(countWords('<p>one</p><p>two</p>')).toBe(2);
    expect(countWords('<p class="lead">A <em>bold</em> claim</p>')).toBe(3);
    expect(countWords('x < y and y > z')).toBe(7);
    expect(countWords('')).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords(undefined)).toBe(0);
  });

  it('counts whitespace-only text as 0', () => {
    fc.assert(fc.property(whitespace, (ws) => countWords(ws) === 0));
  });

  it('is additive: the count of two texts joined by whitespace is the sum of their counts', () => {
    fc.assert(
      fc.property(
        plainText,
        whitespace,
        plainText,
        (a, ws, b) => countWords(`${a} ${ws}${b}`) === countWords(a) + countWords(b),
      ),
    );
  });

  it('counts n generated words as n, whatever whitespace and tags surround them', () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 40 }),
        fc.array(fc.constantFrom(' ', '\n', '\t', '<br/>', '</p><p>', ' <em> '), { minLength: 1 }),
        (words, seps) => {
          const text = words.map((w, i) => `${w}${seps[i % seps.length]}`).join('');
          return countWords(text) === words.length;
        },
      ),
    );
  });

  it('never counts more words than non-space characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 80 }),
        (s) => countWords(s) <= s.replace(/\s/g, '').length,
      ),
    );
  });
});

describe('countCharacters and totals', () => {
  it('counts code points of the text without tags', () => {
    expect(countCharacters('héllo 👋')).toBe(7);
    expect(countCharacters('<b>ab</b>')).toBe(2);
    expect(stripTags('a<br>b')).toBe('a b');
  });

  it('word_count holds every section and their total', () => {
    const sections = {
      introduction: { content: 'One two three.' },
      body: { content: '<p>Four five</p>' },
      conclusion: { content: '   ' },
    };
    expect(wordCountOf(sections)).toEqual({ total: 5, introduction: 3, body: 2, conclusion: 0 });
    expect(wordCountOf({ main: 'Once upon a time' })).toEqual({ total: 4, main: 4 });
    expect(wordCountOf(undefined)).toEqual({ total: 0 });
    expect(characterCountOf(sections)).toBe('One two three.'.length + 'Four five'.length + 3);
  });

  it('total is always the sum of the sections', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z]{1,8}$/).filter((k) => k !== 'total'),
          plainText,
        ),
        (texts) => {
          const sections = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, { content: v }]));
          const counts = wordCountOf(sections);
          const sum = Object.entries(counts)
            .filter(([k]) => k !== 'total')
            .reduce((n, [, v]) => n + v, 0);
          return counts.total === sum && counts.total === countWords(Object.values(texts).join(' '));
        },
      ),
    );
  });
});
