import { describe, expect, it } from 'vitest';
import { badgeText, chatReducer, isNearBottom, type ChatMessage } from './chat-state';
import { formatDueIn } from './due-in';
import { quickActionPrompt } from './format';
import { parseSmartyState } from './smarty-state';

describe('chatReducer', () => {
  it('appends the question and a streaming reply, streams content and completes', () => {
    let s: ChatMessage[] = chatReducer([], {
      type: 'send',
      id: 'u1',
      replyId: 'r1',
      question: 'What is RAM?',
    });
    expect(s).toHaveLength(2);
    expect(s[1]).toMatchObject({ role: 'smarty', content: '', isStreaming: true });
    s = chatReducer(s, { type: 'thinking', replyId: 'r1', message: 'Thinking…' });
    expect(s[1]?.content).toBe('Thinking…');
    s = chatReducer(s, { type: 'content', replyId: 'r1', text: 'Random ' });
    s = chatReducer(s, { type: 'content', replyId: 'r1', text: 'access' });
    expect(s[1]?.content).toBe('Random access');
    s = chatReducer(s, { type: 'complete', replyId: 'r1', fullResponse: 'Random access memory.' });
    expect(s[1]).toMatchObject({ content: 'Random access memory.', isStreaming: false });
  });

  it('keeps the sources and confidence of the complete event on the answer', () => {
    let s = chatReducer([], { type: 'send', id: 'u1', replyId: 'r1', question: 'What port does RDP use?' });
    const citations = [
      {
        index: 1,
        title: 'Objectives 2.1',
        topicTitle: 'Ports',
        passage: 'RDP uses TCP 3389.',
        passageId: 'p:1',
      },
    ];
    s = chatReducer(s, {
      type: 'complete',
      replyId: 'r1',
      fullResponse: 'TCP 3389 [1].',
      citations,
      confidence: 'high',
    });
    expect(s[1]).toMatchObject({ content: 'TCP 3389 [1].', citations, confidence: 'high' });
  });

  it('adds an Error: message on failure and drops the empty reply', () => {
    let s = chatReducer([], { type: 'send', id: 'u1', replyId: 'r1', question: 'Q' });
    s = chatReducer(s, { type: 'fail', replyId: 'r1', id: 'e1', message: 'HTTP error! status: 500' });
    expect(s.map((m) => m.content)).toEqual(['Q', 'Error: HTTP error! status: 500']);
  });

  it('keeps the partial answer when stopped', () => {
    let s = chatReducer([], { type: 'send', id: 'u1', replyId: 'r1', question: 'Q' });
    s = chatReducer(s, { type: 'content', replyId: 'r1', text: 'Part' });
    s = chatReducer(s, { type: 'stop', replyId: 'r1' });
    expect(s[1]).toMatchObject({ content: 'Part', isStreaming: false });
  });
});

describe('chat helpers', () => {
  it('caps the badge at 9+', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(10)).toBe('9+');
  });
  it('counts within 50 px as at the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 560, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 500, clientHeight: 400 })).toBe(false);
  });
});

describe('parseSmartyState', () => {
  it('defaults for another owner or malformed data', () => {
    expect(parseSmartyState('{', 'u1').settings.useSyllabus).toBe(true);
    expect(
      parseSmartyState(JSON.stringify({ ownerId: 'u2', selectedStudyPathId: 'p' }), 'u1').selectedStudyPathId,
    ).toBeNull();
  });
  it('reads the stored state of the owner', () => {
    const raw = JSON.stringify({
      ownerId: 'u1',
      selectedStudyPathId: 'p1',
      settings: { useSyllabus: false },
    });
    expect(parseSmartyState(raw, 'u1')).toMatchObject({
      selectedStudyPathId: 'p1',
      settings: { useSyllabus: false, citeSources: true },
    });
  });
});

describe('study helpers', () => {
  it('templates a quick action request with its subject', () => {
    expect(quickActionPrompt('Concept Map', 'Networking')).toContain('Concept Map');
    expect(quickActionPrompt('Concept Map', 'Networking')).toContain('"Networking"');
  });
  it('formats the schedule preview', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(formatDueIn('2026-01-01T00:10:00Z', now)).toBe('10 min');
    expect(formatDueIn('2026-01-01T05:00:00Z', now)).toBe('5 h');
    expect(formatDueIn('2026-01-04T00:00:00Z', now)).toBe('3 days');
  });
});
