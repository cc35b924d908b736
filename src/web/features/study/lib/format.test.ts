import { describe, expect, it } from 'vitest';
import { modeNote } from './format';

describe('the learning-mode note beside the topic select', () => {
  it('names what an IT certification path is tailored to', () => {
    expect(modeNote('it', true)).toEqual({
      label: 'IT mode:',
      text: 'Smarty tailors explanations and exercises to IT support: hardware, networks and troubleshooting and the exam objectives.',
    });
  });

  it('names the subject of a custom path in a known mode', () => {
    expect(modeNote('nursing', false)).toEqual({
      label: 'Nursing mode:',
      text: 'Smarty tailors explanations and exercises to nursing.',
    });
  });

  it('says nothing for a mode the tutor has no instruction for (a path from the student’s own material)', () => {
    expect(modeNote('general', false)).toBeNull();
    expect(modeNote('', false)).toBeNull();
  });
});
