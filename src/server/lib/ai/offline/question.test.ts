import { describe, expect, it } from 'vitest';
import { kindOf, readQuestionParts } from './question';

describe('reading a question', () => {
  it('"compared with" after a question for a measure asks for the measure, not for what tells them apart', () => {
    const voltage = kindOf('What voltage does a normal DDR4 stick run at, compared with DDR3?');
    expect(voltage.kind).toBe('number');
    expect(voltage.sides).toBeUndefined();
    expect(kindOf('DDR4 vs DDR5?')).toMatchObject({ kind: 'difference', sides: ['DDR4', 'DDR5'] });
    // a clause that asks for no measure compares the phrase it ends on
    expect(
      kindOf(
        'If the server dies on Friday, what do I restore with incremental backups, compared with differential ones?',
      ),
    ).toMatchObject({ kind: 'difference', sides: ['incremental backups', 'differential ones'] });
    expect(kindOf('What is SATA compared with NVMe?')).toMatchObject({
      kind: 'difference',
      sides: ['SATA', 'NVMe'],
    });
  });

  it('asks for a port number only when it asks for the port ("which port does RDP use"), not of a socket', () => {
    for (const q of [
      'Which port does RDP use?',
      'What TCP port is SMTP on?',
      'Port number for HTTPS?',
      'On which port does DNS listen?',
    ])
      expect(kindOf(q).kind).toBe('number');
    expect(kindOf('Which tool tells me which wall jack goes to which patch panel port?').kind).not.toBe(
      'number',
    );
    expect(kindOf('Why does my USB port stop working?').kind).not.toBe('number');
  });

  it('a weight is asked for by "how heavy" or "the heaviest", and answered by a mass', () => {
    const heaviest = kindOf("What's the heaviest box I should lift on my own?");
    expect(heaviest.kind).toBe('number');
    expect(heaviest.measure?.test('Lift no more than 23 kg alone.')).toBe(true);
    expect(heaviest.measure?.test('Get help with heavy items.')).toBe(false);
    expect(kindOf('Why should I lift with my legs?').kind).not.toBe('number');
  });

  it('"the difference between the two" compares the two names said before it', () => {
    expect(
      kindOf(
        'My laptop has BitLocker, but a coworker told me to use EFS. Whats the difference between the two?',
      ),
    ).toMatchObject({ kind: 'difference', sides: ['BitLocker', 'EFS'] });
    expect(kindOf('I read about TN and IPS panels. How do they differ?')).toMatchObject({
      sides: ['TN', 'IPS'],
    });
    // three names, or none: not known which two
    expect(
      kindOf('I use RAID 1, RAID 5 and JBOD. What is the difference between the two?').sides,
    ).toBeUndefined();
    expect(kindOf('What is the difference between the two?').sides).toBeUndefined();
  });

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
