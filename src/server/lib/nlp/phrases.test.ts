import { describe, expect, it } from 'vitest';
import { nounPhrases } from './phrases';

describe('noun phrases (part of speech)', () => {
  it('keeps runs of adjectives and nouns ending in a noun, never the verbs', () => {
    expect(nounPhrases('Evaluate how social media use affects the mental health of teenagers.')).toEqual([
      'social media use',
      'mental health',
      'teenagers',
    ]);
    expect(nounPhrases('Compare how Romantic poets portray nature.')).toEqual(['Romantic poets', 'nature']);
  });

  it('keeps a verb form that modifies the noun after it, and a noun the model tagged as a verb', () => {
    expect(nounPhrases('Homework may improve learning outcomes.')).toEqual(['homework', 'learning outcomes']);
    expect(nounPhrases('Discuss how nurse staffing ratios affect patient safety.')).toEqual([
      'nurse staffing ratios',
      'patient safety',
    ]);
  });
});
