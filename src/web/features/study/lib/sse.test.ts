import { describe, expect, it } from 'vitest';
import { createSseParser, toSmartyEvent } from './sse';

describe('toSmartyEvent', () => {
  it('reads the four event types', () => {
    expect(toSmartyEvent('{"type":"thinking","message":"Hmm"}')).toEqual({
      type: 'thinking',
      message: 'Hmm',
    });
    expect(toSmartyEvent('{"type":"content","text":"Hi"}')).toEqual({ type: 'content', text: 'Hi' });
    expect(toSmartyEvent('{"type":"complete","fullResponse":"All"}')).toMatchObject({
      type: 'complete',
      fullResponse: 'All',
    });
    expect(toSmartyEvent('{"type":"error","message":"Bad"}')).toEqual({ type: 'error', message: 'Bad' });
  });

  it("reads the complete event's sources: well-formed citations kept, the rest dropped; a known confidence", () => {
    const event = toSmartyEvent(
      JSON.stringify({
        type: 'complete',
        fullResponse: 'RAM is volatile [1].',
        citations: [
          {
            index: 1,
            title: 'Memory',
            passage: 'RAM loses its contents.',
            passageId: 'p1',
            topicTitle: 'Hardware',
          },
          { index: 2, title: 'Storage', url: 'https://example.org/ssd', passage: 7 },
          { index: 1.5, title: 'Not a number of a source' },
          { index: 3 },
          'a string',
          null,
        ],
        confidence: 'high',
      }),
    );
    expect(event).toEqual({
      type: 'complete',
      fullResponse: 'RAM is volatile [1].',
      citations: [
        {
          index: 1,
          title: 'Memory',
          url: undefined,
          passage: 'RAM loses its contents.',
          passageId: 'p1',
          topicTitle: 'Hardware',
        },
        {
          index: 2,
          title: 'Storage',
          url: 'https://example.org/ssd',
          passage: undefined,
          passageId: undefined,
          topicTitle: undefined,
        },
      ],
      confidence: 'high',
    });
    expect(
      toSmartyEvent('{"type":"complete","fullResponse":"A","citations":{},"confidence":"certain"}'),
    ).toEqual({
      type: 'complete',
      fullResponse: 'A',
      citations: [],
      confidence: undefined,
    });
  });

  it('ignores malformed and unknown lines', () => {
    expect(toSmartyEvent('{not json')).toBeNull();
    expect(toSmartyEvent('[DONE]')).toBeNull();
    expect(toSmartyEvent('{"type":"other"}')).toBeNull();
    expect(toSmartyEvent('[1,2]')).toBeNull();
    expect(toSmartyEvent('')).toBeNull();
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

  it('skips comments, joins multi-line data and reads the last event without its blank line', () => {
    const parser = createSseParser();
    expect(parser.push(': heartbeat\n\nretry: 3000\n\n')).toEqual([]);
    expect(parser.push('data: {"type":"content",\ndata: "text":"C"}\n\n')).toEqual([
      { type: 'content', text: 'C' },
    ]);
    expect(parser.push('data: {"type":"error","message":"E"}\n')).toEqual([]);
    expect(parser.flush()).toEqual([{ type: 'error', message: 'E' }]);
    expect(parser.flush()).toEqual([]);
  });

  it('handles CRLF line endings', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"content","text":"X"}\r\n\r\n')).toEqual([
      { type: 'content', text: 'X' },
    ]);
  });
});
