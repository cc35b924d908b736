import { describe, expect, it } from 'vitest';
import { createSseParser, parseSseLine } from './sse';

describe('parseSseLine', () => {
  it('reads the four event types', () => {
    expect(parseSseLine('data: {"type":"thinking","message":"Hmm"}')).toEqual({
      type: 'thinking',
      message: 'Hmm',
    });
    expect(parseSseLine('data: {"type":"content","text":"Hi"}')).toEqual({ type: 'content', text: 'Hi' });
    expect(parseSseLine('data: {"type":"complete","fullResponse":"All"}')).toMatchObject({
      type: 'complete',
      fullResponse: 'All',
    });
    expect(parseSseLine('data: {"type":"error","message":"Bad"}')).toEqual({ type: 'error', message: 'Bad' });
  });

  it('ignores malformed and unknown lines', () => {
    expect(parseSseLine('data: {not json')).toBeNull();
    expect(parseSseLine(': comment')).toBeNull();
    expect(parseSseLine('data: {"type":"other"}')).toBeNull();
    expect(parseSseLine('data: [1,2]')).toBeNull();
    expect(parseSseLine('')).toBeNull();
  });
});

describe('createSseParser', () => {
  it('splits on blank lines across chunk boundaries', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"content","te')).toEqual([]);
    expect(parser.push('xt":"A"}\n\ndata: {"type":"content","text":"B"}\n')).toEqual([
      { type: 'content', text: 'A' },
    ]);
    expect(parser.push('\ndata: broken\n\n')).toEqual([{ type: 'content', text: 'B' }]);
    expect(parser.push('data: {"type":"complete","fullResponse":"AB"}')).toEqual([]);
    expect(parser.flush()).toMatchObject([{ type: 'complete', fullResponse: 'AB' }]);
  });

  it('handles CRLF line endings', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"content","text":"X"}\r\n\r\n')).toEqual([
      { type: 'content', text: 'X' },
    ]);
  });
});
