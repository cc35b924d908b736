import { describe, expect, it } from 'vitest';
import { outlineDocument, pageRange } from './material-outline';

/** A PDF's text as the extractor gives it: one line per text line, a form feed between pages. */
const PAGED = [
  [
    '1 Memory',
    'Memory holds the programs and data a computer is working on right now.',
    '1.1 Cache',
    'A cache keeps copies of recently used data close to the processor.',
  ],
  ['1.2 RAM', 'Random access memory loses its contents when the power is turned off.'],
  [
    '2 Storage',
    'Storage keeps data when the power is off, from one session to the next.',
    '2.1 Solid-state drives',
    'A solid-state drive stores data in flash memory cells with no moving parts.',
  ],
]
  .map((lines) => lines.join('\n'))
  .join('\n\f');

describe('outlineDocument', () => {
  it('gives each topic its nested headings in order, with the page each starts on', () => {
    const topics = outlineDocument({ title: 'hardware.pdf', text: PAGED, paged: true });
    expect(topics.map((t) => [t.title, t.subtopics, pageRange(t.paragraphs)])).toEqual([
      [
        'Memory',
        [
          { title: 'Cache', page: 1 },
          { title: 'RAM', page: 2 },
        ],
        'pp. 1–2',
      ],
      ['Storage', [{ title: 'Solid-state drives', page: 3 }], 'p. 3'],
    ]);
    // the subtopics' text stays in the topic's lesson, with its page
    expect(topics[0]?.paragraphs.at(-1)).toEqual({
      text: 'Random access memory loses its contents when the power is turned off.',
      page: 2,
    });
  });

  it('gives subtopics of unpaged text no page, deeper levels included', () => {
    const text =
      '# Cells\n\nCells are the units of life.\n\n## Membranes\n\nA lipid bilayer.\n\n### Channels\n\nProteins let ions through.\n\n# Genes\n\nGenes are DNA.';
    const topics = outlineDocument({ title: 'Pasted text', text, paged: false });
    expect(topics.map((t) => [t.title, t.subtopics])).toEqual([
      [
        'Cells',
        [
          { title: 'Membranes', page: null },
          { title: 'Channels', page: null },
        ],
      ],
      ['Genes', []],
    ]);
  });

  it('keeps the printed section number out of the titles (a path numbers its topics itself)', () => {
    const text = [
      [
        '1 Antihypertensive Drugs',
        'Beta blockers lower the heart rate and the force of each beat.',
        '1.1 Beta Blockers',
        'Metoprolol is held when the apical pulse is below 60 beats per minute.',
      ],
      ['2. Nursing Care', 'Check the apical pulse for a full minute before giving a beta blocker.'],
      ['III. Drug Calculations', 'Divide the dose ordered by the dose on hand and multiply by the volume.'],
    ]
      .map((lines) => lines.join('\n'))
      .join('\n\f');
    const topics = outlineDocument({ title: 'pharmacology.pdf', text, paged: true });
    expect(topics.map((t) => [t.title, t.subtopics.map((s) => s.title)])).toEqual([
      ['Antihypertensive Drugs', ['Beta Blockers']],
      ['Nursing Care', []],
      ['Drug Calculations', []],
    ]);
  });

  it('drops dotted numbers from Markdown headings, and keeps a bare number that may be part of the name', () => {
    const text =
      '# 2. Methods\n\nWe asked forty nurses.\n\n## 2.3 Sampling\n\nWards were drawn at random.\n\n# 5 Rights of Medication\n\nThe right patient, drug, dose, route and time.';
    const topics = outlineDocument({ title: 'Pasted text', text, paged: false });
    expect(topics.map((t) => [t.title, t.subtopics.map((s) => s.title)])).toEqual([
      ['Methods', ['Sampling']],
      ['5 Rights of Medication', []],
    ]);
  });

  describe('the text before the first heading', () => {
    // a student's notes: a title line, an opening paragraph, then the sections
    const INTRO =
      'Heart failure is a chronic condition in which the heart cannot pump enough blood to meet the body’s needs. ' +
      'These notes cover how the nurse assesses the patient and which medications are given, with NCLEX tips.';
    const notes = (title: string) =>
      [
        [title, INTRO, '1 Assessment', 'Weigh the patient daily and auscultate the lungs for crackles.'],
        ['2 Medications', 'Furosemide is a loop diuretic; monitor potassium while it is given.'],
      ]
        .map((lines) => lines.filter(Boolean).join('\n'))
        .join('\n\f');

    it('opens the first heading’s topic when the document has no title of its own: no topic is called "notes.pdf"', () => {
      const topics = outlineDocument({ title: 'notes.pdf', text: notes(''), paged: true });
      expect(topics.map((t) => t.title)).toEqual(['Assessment', 'Medications']);
      expect(topics[0]?.paragraphs[0]?.text).toContain('Heart failure is a chronic condition');
      expect(topics[0]?.paragraphs.at(-1)?.text).toContain('Weigh the patient daily');
    });

    it('is a first topic under the document’s own title, without the title line', () => {
      const text = notes('Heart Failure Notes');
      const topics = outlineDocument({
        title: 'notes.pdf',
        ownTitle: 'Heart Failure Notes',
        text,
        paged: true,
      });
      expect(topics.map((t) => t.title)).toEqual(['Heart Failure Notes', 'Assessment', 'Medications']);
      expect(topics[0]?.paragraphs.map((p) => p.text).join(' ')).not.toContain('Heart Failure Notes');
      expect(topics[1]?.paragraphs.map((p) => p.text).join(' ')).not.toContain('chronic condition');
    });

    it('a document without headings is one topic named after it, its file name tidied', () => {
      const text = INTRO;
      expect(outlineDocument({ title: 'heart_failure-notes.pdf', text, paged: true })[0]?.title).toBe(
        'Heart failure notes',
      );
      expect(
        outlineDocument({ title: 'x.pdf', ownTitle: 'Heart Failure', text, paged: true })[0]?.title,
      ).toBe('Heart Failure');
    });
  });
});
