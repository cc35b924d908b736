import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  brainstormListRefusal,
  canLeaveThesis,
  canSavePrompt,
  canSaveThesis,
  checkBrainstormIdea,
  splitStoryIdeas,
  thesisShortfall,
} from './rules';
import {
  NEW_ESSAY_DEFAULTS,
  NEW_ESSAY_OPTIONS,
  PERSONAL_ESSAY_DEFAULTS,
  canCreateEssay,
  essayModeOf,
} from './options';
import { BRAINSTORM_LIMITS } from '../limits';

describe('brainstorm', () => {
  it('ideas are trimmed, non-empty, at most 200 characters, at most 10', () => {
    expect(checkBrainstormIdea('  an idea  ', [])).toEqual({ ok: true, idea: 'an idea' });
    expect(checkBrainstormIdea('   ', [])).toEqual({ ok: false, reason: 'empty' });
    expect(checkBrainstormIdea('x'.repeat(200), [])).toMatchObject({ ok: true });
    expect(checkBrainstormIdea('x'.repeat(201), [])).toEqual({ ok: false, reason: 'too_long' });
    expect(
      checkBrainstormIdea(
        'eleventh',
        Array.from({ length: 10 }, (_, i) => `idea ${i}`),
      ),
    ).toEqual({ ok: false, reason: 'too_many' });
    expect(brainstormListRefusal(Array.from({ length: 11 }, () => 'a'))).toBe('too_many');
    expect(brainstormListRefusal(['ok', 'y'.repeat(201)])).toBe('too_long');
    expect(brainstormListRefusal(['ok'])).toBeNull();
  });

  it('adding ideas one by one never exceeds the limits (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 260 }), { maxLength: 30 }), (inputs) => {
        const ideas: string[] = [];
        for (const input of inputs) {
          const r = checkBrainstormIdea(input, ideas);
          if (r.ok) ideas.push(r.idea);
        }
        return ideas.length <= BRAINSTORM_LIMITS.maxIdeas && brainstormListRefusal(ideas) === null;
      }),
    );
  });

  it('creative story ideas: one per line, empty lines dropped', () => {
    expect(splitStoryIdeas('A dragon\n\n  A lost map  \r\nA storm\r\n')).toEqual([
      'A dragon',
      'A lost map',
      'A storm',
    ]);
    expect(splitStoryIdeas('\n \n')).toEqual([]);
  });
});

describe('prompt and thesis', () => {
  it('prompt must be non-blank', () => {
    expect(canSavePrompt('  ')).toBe(false);
    expect(canSavePrompt(' Discuss staffing ')).toBe(true);
  });

  it('thesis: 20 characters, counts for the warning, save only when changed', () => {
    expect(thesisShortfall('Too short thesis')).toEqual({ current: 16, required: 20, needed: 4 });
    expect(thesisShortfall('x'.repeat(20))).toBeNull();
    expect(canSaveThesis('x'.repeat(20), '')).toBe(true);
    expect(canSaveThesis('x'.repeat(20), 'x'.repeat(20))).toBe(false);
    expect(canSaveThesis('short', '')).toBe(false);
    expect(canLeaveThesis('x'.repeat(25), null)).toBe(false);
    expect(canLeaveThesis('x'.repeat(25), { feedback: 'ok' })).toBe(true);
    expect(canLeaveThesis('x'.repeat(5), { feedback: 'ok' })).toBe(false);
  });
});

describe('new-essay form', () => {
  it('defaults and options of spec 2 §3 and §5', () => {
    expect(NEW_ESSAY_DEFAULTS.academic).toEqual({
      essayType: 'academic',
      writingStyle: 'argumentative',
      targetLength: '500-1000',
      audience: 'general',
      tone: 'formal',
    });
    expect(NEW_ESSAY_DEFAULTS.creative).toEqual({
      essayType: 'creative',
      writingStyle: 'narrative',
      targetLength: '500-1000',
      audience: 'general',
      tone: 'casual',
    });
    expect(PERSONAL_ESSAY_DEFAULTS).toMatchObject({ essayType: 'personal', audience: 'personal' });
    expect(NEW_ESSAY_OPTIONS.academic.tone.map((o) => o.value)).toEqual([
      'formal',
      'informal',
      'conversational',
    ]);
    expect(NEW_ESSAY_OPTIONS.creative.writingStyle.map((o) => o.label)).toContain('Stream of Consciousness');
    expect(NEW_ESSAY_OPTIONS.creative.audience.map((o) => o.value)).toEqual([
      'general',
      'young_adult',
      'children',
      'literary',
      'genre_specific',
    ]);
    expect(canCreateEssay('   ')).toBe(false);
    expect(essayModeOf('professional')).toBe('academic');
    expect(essayModeOf('personal')).toBe('creative');
  });
});
