import { describe, expect, it } from 'vitest';
import { NETWORK_NOTES } from '../../../testing/fixtures/network-notes';
import { GENERAL_TEXT, IT_NOTES, NURSING_NOTES } from '../../../testing/fixtures/pasted-notes';
import { materialLearningMode, modeScores } from './material-mode';

// a guide for school leavers that touches on a nursing career among others
const CAREERS_GUIDE = `Choosing what to do after school

Most people change their minds about work more than once, so the first choice matters less than it seems. Start
with what you enjoy doing on an ordinary Tuesday, not with a job title. Do you like solving puzzles, making things,
talking to people or organising events? Write down three activities that make the hours pass quickly and three that
drain you, and keep the list somewhere you will see it.

Talk to people who do the jobs you are curious about. A nurse will tell you that the work is less about the
bedside drama of television and more about careful routines, like checking a temperature or a medication chart,
and about being calm with a worried patient. A physician will say the same about long training. An electrician
will describe cold mornings and the pleasure of a job done properly. None of them will sound like the brochures.

Try things before you commit. A weekend job, a week of work experience or a summer of volunteering costs you little
and teaches you a lot. Even a small dose of a working day shows you whether you like the pace, the people and the
place. If a first try goes badly, treat it like a scraped knee rather than a deep wound: it stings, it heals, and
you know more than you did.

Money matters, but it is not everything. Look at what a job pays after five years, not only at the start, and at
the cost of the training it needs. Some routes pay you while you learn, such as apprenticeships; others ask you to
borrow. Ask your school's careers adviser for the figures and compare them honestly.

Finally, keep learning whatever you choose. Read widely, take short courses, and stay in touch with the people you
meet along the way. The skills that travel best from one job to another are simple: turning up on time, listening
well, writing clearly and finishing what you start.`;

describe('the learning mode of pasted material', () => {
  it('is Nursing for nursing notes (patients, medications, vital signs, NCLEX wording)', () => {
    expect(materialLearningMode(NURSING_NOTES)).toBe('nursing');
  });

  it('is IT for networking troubleshooting notes, not Programming', () => {
    expect(materialLearningMode(IT_NOTES)).toBe('it');
    expect(materialLearningMode(NETWORK_NOTES.flat().join('\n'))).toBe('it');
  });

  it('stays none (General) for a general text that uses a word of another subject here and there', () => {
    expect(modeScores(GENERAL_TEXT).length).toBeGreaterThan(0);
    expect(materialLearningMode(GENERAL_TEXT)).toBeUndefined();
  });

  it('stays none for a text that mixes two subjects evenly, and for a few words', () => {
    expect(materialLearningMode(`${NURSING_NOTES}\n\n${IT_NOTES}`)).toBeUndefined();
    expect(materialLearningMode('Patient, medication, nurse.')).toBeUndefined();
  });

  it("stays none for a long text that names many of a subject's words once each in passing", () => {
    // a careers guide: eight nursing terms (weight enough), but a small share of its words
    expect(modeScores(CAREERS_GUIDE)[0]).toMatchObject({ mode: 'nursing' });
    expect(modeScores(CAREERS_GUIDE)[0]!.weight).toBeGreaterThanOrEqual(6);
    expect(materialLearningMode(CAREERS_GUIDE)).toBeUndefined();
  });
});
