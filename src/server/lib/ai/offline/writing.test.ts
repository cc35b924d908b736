import { describe, expect, it } from 'vitest';
import { NURSING_ESSAY } from '../../../../testing/fixtures/essays';
import { analyzeWriting, isPassive, writingFeedback } from './writing';

describe('writing metrics', () => {
  it('detects the passive voice', () => {
    expect(isPassive('The data were collected by nurses.')).toBe(true);
    expect(isPassive('Mistakes were made.')).toBe(true);
    expect(isPassive('Nurses collected the data.')).toBe(false);
    expect(isPassive('The ward is busy.')).toBe(false);
  });

  it('counts words, sentences, paragraphs and transitions', () => {
    const m = analyzeWriting(
      'Nurses matter. However, wards are short-staffed.\n\nTherefore, patients wait. For example, call bells ring.',
    );
    expect(m.words).toBe(14);
    expect(m.sentences).toBe(4);
    expect(m.paragraphs).toBe(2);
    expect(m.transitions).toEqual(expect.arrayContaining(['however', 'therefore', 'for example']));
  });

  it('rates plain prose easier to read than dense prose', () => {
    const plain = analyzeWriting('The cat sat on the mat. The dog ran to the park. We had fun in the sun.');
    const dense = analyzeWriting(
      'Institutional heterogeneity substantially complicates comparative organisational evaluation methodologies internationally.',
    );
    expect(plain.readingEase).toBeGreaterThan(dense.readingEase);
    expect(plain.gradeLevel).toBeLessThan(dense.gradeLevel);
  });

  it('gives specific feedback on the essay draft', () => {
    const text = [
      NURSING_ESSAY.sections.introduction,
      NURSING_ESSAY.sections.body,
      NURSING_ESSAY.sections.conclusion,
    ].join('\n\n');
    const fb = writingFeedback(text, { academic: true, targetWords: 500 });
    expect(fb.metrics.words).toBeGreaterThan(250);
    expect(fb.strengths.join(' ')).toMatch(/Transitions/);
    expect(fb.improvements.join(' ')).toMatch(/short of the 500-word target/);
  });

  it('flags first person and contractions in academic writing only', () => {
    const text =
      "I think staffing matters. It's obvious that we don't have enough nurses on the ward tonight.";
    expect(writingFeedback(text, { academic: true }).improvements.join(' ')).toMatch(
      /First person.*contractions|contractions/s,
    );
    expect(writingFeedback(text, { academic: false }).improvements.join(' ')).not.toMatch(/First person/);
  });
});
