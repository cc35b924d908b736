import { describe, expect, it } from 'vitest';
import { analyse } from '../../nlp/nlp';
import { isFrameWord } from './question';
import {
  countedNoun,
  countsNoun,
  namedValues,
  speaksOfAnotherAgeGroup,
  speaksOfAnotherOfItsKind,
  speaksOfAnotherVariant,
  withoutAskedValues,
} from './question-values';

const words = (text: string) => analyse(text).flatMap((s) => s.words);

describe('values a question names', () => {
  it('reads a number with its unit, glued or spaced, and whether it names a variant of the noun after it', () => {
    expect(namedValues(words('What is the most RAM a 32-bit copy of Windows can use?'))).toEqual([
      { n: '32', unit: 'bit', modifies: true },
    ]);
    expect(namedValues(words('Is the 2.4 GHz band slower?'))).toEqual([
      { n: '2.4', unit: 'ghz', modifies: true },
    ]);
    expect(namedValues(words('Give 30 compressions to 2 breaths'))).toEqual([]);
  });

  it('a sentence about another variant of the unit, never naming the asked one, does not answer', () => {
    const asked = namedValues(words('What is the most RAM a 32-bit copy of Windows can use?'));
    expect(
      speaksOfAnotherVariant(asked, words('Windows 11 requires a 64-bit processor and 4 GB of RAM.')),
    ).toBe(true);
    expect(
      speaksOfAnotherVariant(asked, words('A 32-bit edition addresses 4 GB; a 64-bit one far more.')),
    ).toBe(false);
    expect(speaksOfAnotherVariant(asked, words('Windows needs 4 GB of RAM.'))).toBe(false);
  });

  it('blanks every value in a unit the question names, so only other numbers can answer its "how many"', () => {
    const asked = namedValues(words('How many channels does the 5 GHz band have?'));
    expect(withoutAskedValues('prefer 5 GHz or 6 GHz for capacity', asked)).not.toMatch(/\d/);
    expect(withoutAskedValues('the 5 GHz band has 24 channels', asked)).toMatch(/24 channels/);
  });

  it('a "how many" question counts its noun, unless the noun only frames it', () => {
    expect(
      countedNoun(words('How many non-overlapping channels does the 5 GHz band have?'), isFrameWord)?.text,
    ).toBe('channels');
    expect(
      countedNoun(words('How many ways of identifying the patient do I need?'), isFrameWord),
    ).toBeUndefined();
    expect(countedNoun(words('What is the port?'), isFrameWord)).toBeUndefined();
    const channels = countedNoun(words('How many channels are there?'), isFrameWord)!;
    expect(countsNoun(words('There are three non-overlapping channels in the 2.4 GHz band.'), channels)).toBe(
      true,
    );
    expect(countsNoun(words('802.11ac works on 5 GHz with wider channels.'), channels)).toBe(false);
    const pins = countedNoun(words('How many pins are on the plug?'), isFrameWord)!;
    expect(countsNoun(words('The 24-pin ATX connector powers the motherboard.'), pins)).toBe(true);
  });

  it("a child's values are not an adult's, nor the other way round", () => {
    const adults = words('Normal adult vital signs are a heart rate of 60 to 100 beats per minute.');
    const newborns = words('A newborn breathes 30 to 60 times a minute.');
    expect(speaksOfAnotherAgeGroup(words("What's normal for a kid's heart rate?"), adults)).toBe(true);
    expect(speaksOfAnotherAgeGroup(words("What's normal for a kid's heart rate?"), newborns)).toBe(false);
    expect(speaksOfAnotherAgeGroup(words('What is a normal adult heart rate?'), newborns)).toBe(true);
    expect(speaksOfAnotherAgeGroup(words('What is a normal adult heart rate?'), adults)).toBe(false);
    // a question that names no age group asks for what the material gives
    expect(speaksOfAnotherAgeGroup(words('What is a normal heart rate?'), adults)).toBe(false);
  });

  it("a newborn's values are not the fetus's; a baby may be either", () => {
    const fetal = words('The normal fetal heart rate baseline is 110 to 160 beats per minute.');
    expect(speaksOfAnotherAgeGroup(words('What is a normal newborn heart rate?'), fetal)).toBe(true);
    expect(speaksOfAnotherAgeGroup(words('What is a normal heart rate for an infant?'), fetal)).toBe(true);
    expect(speaksOfAnotherAgeGroup(words('What is the normal fetal heart rate?'), fetal)).toBe(false);
    expect(speaksOfAnotherAgeGroup(words("What should the baby's heart rate be during labour?"), fetal)).toBe(
      false,
    );
    expect(speaksOfAnotherAgeGroup(words('What is a normal adult heart rate?'), fetal)).toBe(true);
  });

  it('a sentence about another thing of the same kind, and not the asked one, speaks of something else', () => {
    const flu = words('My patient has the flu.').filter((w) => w.text === 'flu');
    const airborne = words('Airborne precautions are used for tuberculosis, measles and varicella.');
    const droplet = words('Droplet precautions are used for influenza and pertussis.');
    const none = () => false;
    expect(speaksOfAnotherOfItsKind(flu, airborne, none)).toBe(true);
    // a sentence that names the asked thing (here through its synonym) speaks of it
    expect(speaksOfAnotherOfItsKind(flu, droplet, () => true)).toBe(false);
    // nothing of its kind named: not another thing
    expect(speaksOfAnotherOfItsKind(flu, words('Hand hygiene prevents the spread of infection.'), none)).toBe(
      false,
    );
  });
});
