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

  it('ends a phrase at a verb the model tagged as a noun (after a plural noun, or before an adjective)', () => {
    expect(nounPhrases('Explain how vaccines train the immune system.')).toEqual([
      'vaccines',
      'immune system',
    ]);
    expect(
      nounPhrases(
        'To what extent did the printing press change religious authority in sixteenth-century Europe?',
      ),
    ).toEqual(['extent', 'printing press', 'religious authority', 'sixteenth-century Europe']);
    // a noun known better as a noun stays in the phrase after a plural ('minimum wage increases')
    expect(
      nounPhrases('Assess whether minimum wage increases reduce employment among young workers.'),
    ).toEqual(['minimum wage increases', 'employment', 'young workers']);
  });
});
