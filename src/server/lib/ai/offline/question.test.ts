import { describe, expect, it } from 'vitest';
import { readQuestionParts } from './question';

describe('reading a question', () => {
  it('each part of a two-part question keeps what it asks for: the kind of thing and the measured thing', () => {
    const [mask, room] = readQuestionParts(
      'What mask do I need for a patient with TB, and what kind of room do they go in?',
      [],
    );
    expect(mask?.answerType).toBe('mask');
    expect(room?.answerType).toBe('room');
    const [platelets, potassium] = readQuestionParts(
      'What is a normal platelet count, and what is the normal potassium level?',
      [],
    );
    expect(platelets?.kind).toBe('number');
    expect(platelets?.measured?.text).toBe('platelet');
    expect(potassium?.measured?.text).toBe('potassium');
  });

  it('a bare "how fast" before "and how deep …" shares what the second part asks', () => {
    const [fast, deep] = readQuestionParts('How fast and how deep do I do compressions?', []);
    expect(fast?.asked).toBe('How fast do I do compressions?');
    expect(fast?.kind).toBe('number');
    expect(deep?.asked).toBe('how deep do I do compressions?');
  });
});
