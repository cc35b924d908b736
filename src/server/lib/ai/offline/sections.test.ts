import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NURSING_IDEAS, NURSING_PROMPT, NURSING_THESIS } from '../../../../testing/fixtures/essays';
import { buildLongPaper } from '../../../../testing/fixtures/long-inputs';
import {
  NURSE_STAFFING_HEADINGS,
  NURSE_STAFFING_PAPER,
} from '../../../../testing/fixtures/papers/nurse-staffing-paper';
import {
  SOIL_TILLAGE_HEADINGS,
  SOIL_TILLAGE_PAPER,
} from '../../../../testing/fixtures/papers/soil-tillage-paper';
import { layoutPaper } from '../../../../testing/fixtures/pdf-layout';
import { detectHeadings, extractSectionsOffline, findVerbatim } from './sections';
import { sectionBounds, sectionsBounds } from '../../../../shared/research/saved-list';

const context = { prompt: NURSING_PROMPT, thesis: NURSING_THESIS, brainstormIdeas: NURSING_IDEAS };

/**
 * Every section's markers locate it, in order, without overlaps, and the sections tile the text
 * (only whitespace and page furniture between them). `standalone`: each marker pair also works on
 * its own (true for texts that do not repeat passages verbatim).
 */
function expectMarkersValid(
  text: string,
  sections: ReturnType<typeof extractSectionsOffline>,
  standalone = true,
) {
  const ranges = sectionsBounds(text, sections);
  let previousEnd = 0;
  sections.forEach((s, i) => {
    expect(text).toContain(s.sectionStart);
    expect(text).toContain(s.sectionEnd);
    const range = ranges[i];
    expect(range, s.heading).not.toBeNull();
    if (!range) return;
    expect(range.start).toBeGreaterThanOrEqual(previousEnd);
    expect(range.end).toBeGreaterThan(range.start);
    expect(text.slice(range.start, range.end).startsWith(s.sectionStart)).toBe(true);
    expect(text.slice(range.start, range.end).endsWith(s.sectionEnd)).toBe(true);
    // nothing but whitespace, page numbers and running headers between consecutive sections
    const gap = text.slice(previousEnd, range.start);
    if (i > 0)
      expect(
        gap.split(/\n|\f/).filter((l) => l.trim() && !/^\d+$/.test(l.trim())).length,
      ).toBeLessThanOrEqual(1);
    if (standalone) expect(sectionBounds(text, s.sectionStart, s.sectionEnd)).toEqual(range);
    previousEnd = range.end;
  });
}

describe('section extraction on a numbered paper', () => {
  const sections = extractSectionsOffline(NURSE_STAFFING_PAPER, context);
  const headings = sections.map((s) => s.heading);

  it('finds every heading, including numbered sub-headings, in order', () => {
    const found = NURSE_STAFFING_HEADINGS.map((h) => headings.indexOf(h));
    expect(found.every((i) => i >= 0)).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
  });

  it('does not take the running header, page numbers, the structured-abstract labels or reference entries for headings', () => {
    expect(headings.some((h) => h.includes('Journal of Clinical Nursing Research'))).toBe(false);
    expect(headings.some((h) => /^\d+$/.test(h))).toBe(false);
    expect(headings).not.toContain('Background');
    expect(headings).not.toContain('Methods');
    expect(headings.some((h) => h.includes('Aiken'))).toBe(false);
  });

  it('gives start/end markers that occur verbatim and delimit each section', () => {
    expectMarkersValid(NURSE_STAFFING_PAPER, sections);
    const results = sections.find((s) => s.heading === '4.2 Staffing and patient mortality');
    const range = results && sectionBounds(NURSE_STAFFING_PAPER, results.sectionStart, results.sectionEnd);
    const body = range ? NURSE_STAFFING_PAPER.slice(range.start, range.end) : '';
    expect(body.startsWith('4.2 Staffing and patient mortality')).toBe(true);
    expect(body).toContain('OR 1.07');
    expect(body).not.toContain('4.3 Missed nursing care');
  });

  it('keeps markers short snippets', () => {
    for (const s of sections) {
      expect(s.sectionStart.length).toBeLessThanOrEqual(200);
      expect(s.sectionEnd.length).toBeLessThanOrEqual(200);
    }
  });

  it('numbers pages from the form feeds', () => {
    expect(sections.find((s) => s.heading === 'Abstract')?.pageNumber).toBe(1);
    const refs = sections.find((s) => s.heading === 'References');
    expect(refs?.pageNumber).toBe(
      NURSE_STAFFING_PAPER.slice(0, NURSE_STAFFING_PAPER.indexOf('\nReferences\n')).split('\f').length,
    );
  });

  it('summarises with sentences from the section itself', () => {
    const intro = sections.find((s) => s.heading === '1 Introduction');
    expect(intro?.summary.length).toBeGreaterThan(40);
    const flat = NURSE_STAFFING_PAPER.replace(/\s+/g, ' ');
    for (const sentence of intro?.summary.split(/(?<=\.)\s+/) ?? [])
      expect(flat).toContain(sentence.replace(/…$/, ''));
  });

  it('extracts key findings with their figures from the results', () => {
    const findings =
      sections.find((s) => s.heading === '4.2 Staffing and patient mortality')?.keyFindings ?? [];
    expect(findings.length).toBeGreaterThan(0);
    const first = findings[0];
    expect(first?.finding).toMatch(/We found that each additional patient per registered nurse/);
    expect(first?.dataPoint).toMatch(/7%|OR 1\.07|95% CI/);
    // the method comes from the Methods part of the paper when the section has none
    expect(first?.methodology).toMatch(/retrospective cohort|regression/i);
  });

  it('does not invent findings for references and back matter, and counts the references', () => {
    const refs = sections.find((s) => s.heading === 'References');
    expect(refs?.keyFindings).toEqual([]);
    expect(refs?.summary).toMatch(/About 6 cited works/);
    expect(sections.find((s) => s.heading === 'Acknowledgements')?.keyFindings).toEqual([]);
  });

  it('rates sections against the prompt, thesis and each brainstorm idea', () => {
    const intro = sections.find((s) => s.heading === '1 Introduction');
    const methods = sections.find((s) => s.heading === '3 Methods');
    expect(intro?.prompt_relevance).toBeGreaterThan(methods?.prompt_relevance ?? 10);
    expect(Object.keys(intro?.brainstorm_relevance ?? {})).toEqual(NURSING_IDEAS);
    const missed = sections.find((s) => s.heading === '4.3 Missed nursing care as a mediator');
    const ideaScores = missed?.brainstorm_relevance ?? {};
    expect(ideaScores['Missed nursing care when nurses are overloaded']).toBeGreaterThan(
      ideaScores['California mandated ratio legislation as a case study'] ?? 10,
    );
  });

  it('reports null relevance when the essay part is missing', () => {
    const s = extractSectionsOffline(NURSE_STAFFING_PAPER, {
      prompt: '',
      thesis: '',
      brainstormIdeas: [],
    })[1];
    expect(s?.prompt_relevance).toBeNull();
    expect(s?.thesis_relevance).toBeNull();
    expect(s?.brainstorm_relevance).toEqual({});
  });
});

describe('section extraction on an ALL-CAPS paper', () => {
  const sections = extractSectionsOffline(SOIL_TILLAGE_PAPER, context);
  const headings = sections.map((s) => s.heading);

  it('finds ALL-CAPS headings and a title-like sub-heading', () => {
    for (const h of SOIL_TILLAGE_HEADINGS) expect(headings).toContain(h);
  });

  it('treats the capitalised title as front matter, not as sections', () => {
    expect(headings[0]).toBe('Front matter');
    expect(headings).not.toContain('SOIL MICROBIAL DIVERSITY UNDER CONSERVATION TILLAGE');
  });

  it('gives valid markers', () => {
    expectMarkersValid(SOIL_TILLAGE_PAPER, sections);
  });

  it('rates an unrelated paper low against a nursing prompt', () => {
    for (const s of sections) expect(s.prompt_relevance ?? 0).toBeLessThan(3);
  });
});

describe('heading styles', () => {
  it('recognises run-in labels, letter-spaced names, roman numerals and appendix letters', () => {
    const text = [
      'A Study of Things',
      'a b s t r a c t',
      'We study things in depth and report what we found about them here.',
      'I. INTRODUCTION',
      'Things matter because many people use them every day in many settings.',
      'Methods: We surveyed 120 participants about the things they use at home and at work.',
      'Results. We found that 64% of participants used at least three things daily.',
      'Conclusion',
      'Things are common and useful for most of the people in the sample.',
      'References',
      '[1] Smith J. Things. 2020.',
      'A Survey Instrument',
      'The full questionnaire is reproduced here for other researchers to reuse.',
    ].join('\n');
    const headings = detectHeadings(text).map((h) => h.heading);
    expect(headings).toEqual([
      'Abstract',
      'I. INTRODUCTION',
      'Methods',
      'Results',
      'Conclusion',
      'References',
      'A Survey Instrument',
    ]);
  });

  it('recognises headings whose text uses ligatures and curly apostrophes', () => {
    const text =
      'Intro text here for the paper as a whole and more.\nConﬂict of interest\nNone declared by any author of this paper.\nAuthors’ contributions\nAll authors wrote it together over several months.';
    const headings = detectHeadings(text).map((h) => h.canonical);
    expect(headings).toEqual(['backmatter', 'backmatter']);
  });

  it('ignores numbered list items that break the heading sequence', () => {
    const text = [
      '1 Introduction',
      'Some text that introduces the topic of this short paper for the reader.',
      '2 Methods',
      'We followed three steps in the study, listed below for clarity and reuse.',
      '1 Patients were recruited',
      '2 Data were collected',
      '3 Results',
      'It worked in most of the cases that we looked at during the study period.',
    ].join('\n');
    expect(detectHeadings(text).map((h) => h.heading)).toEqual(['1 Introduction', '2 Methods', '3 Results']);
  });

  it('splits text without headings into parts named after their content', () => {
    const para =
      'Nurses monitor patients closely on every shift. Staffing levels shape how often they can check vital signs. ';
    const text = Array.from({ length: 120 }, () => para).join('\n\n');
    const sections = extractSectionsOffline(text, { prompt: '', thesis: '', brainstormIdeas: [] });
    expect(sections.length).toBeGreaterThan(1);
    expect(sections[0]?.heading).toMatch(/^Part 1/);
    // the text repeats one paragraph, so markers are only unique after the previous section
    expectMarkersValid(text, sections, false);
  });
});

/** The counterexample seed -1625979049 found (shrunk): see the property below. */
const N6 = 'Nurse nurse nurse nurse nurse nurse.';
const COUNTEREXAMPLE_NAMES = ['Limitations', 'Background', 'Introduction', 'Discussion'];

const COUNTEREXAMPLE_BODIES = [
  [
    `${N6} Nurse nurse nurse nurse nurse nurse.`,
    `${N6} Nurse nurse nurse result nurse nurse nurse nurse nurse. Nurse nurse nurse nurse nurse nurse nurse nurse nurse nurse nurse safety nurse.`,
    `${N6} Nurse nurse nurse nurse nurse nurse.`,
  ],
  [
    `${N6} Nurse nurse nurse nurse nurse nurse nurse nurse. Nurse nurse patient nurse nurse nurse.`,
    `${N6} Nurse nurse nurse nurse nurse nurse nurse. Nurse nurse nurse nurse nurse nurse shift.`,
  ],
  [N6],
  [
    `Nurse nurse nurse nurse nurse nurse nurse nurse nurse nurse nurse. ${N6} Nurse nurse nurse nurse nurse nurse nurse nurse nurse patient nurse shift.`,
  ],
  [N6],
  [N6],
  [N6],
];

describe('markers (property)', () => {
  const word = fc.constantFrom(
    'nurse',
    'patient',
    'care',
    'ratio',
    'shift',
    'ward',
    'study',
    'data',
    'result',
    'safety',
    'the',
    'of',
    'and',
  );
  const sentence = fc
    .array(word, { minLength: 6, maxLength: 14 })
    .map((ws) => `${ws.join(' ').replace(/^./, (c) => c.toUpperCase())}.`);
  const paragraph = fc.array(sentence, { minLength: 1, maxLength: 4 }).map((s) => s.join(' '));
  const headingName = fc.constantFrom(
    'Introduction',
    'Methods',
    'Results',
    'Discussion',
    'Conclusion',
    'Limitations',
    'Background',
  );

  it('markers of generated papers always locate their section exactly', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(headingName, { minLength: 2, maxLength: 7 }),
        fc.array(fc.array(paragraph, { minLength: 1, maxLength: 3 }), { minLength: 7, maxLength: 7 }),
        (names, bodies) => {
          const text = layoutPaper({
            title: ['A Generated Paper'],
            authors: ['A. Author'],
            header: 'Generated Journal',
            blocks: names.map((heading, i) => ({ heading, paragraphs: bodies[i] ?? [] })),
            width: 60,
            linesPerPage: 20,
          });
          const sections = extractSectionsOffline(text, {
            prompt: 'nurse staffing',
            thesis: '',
            brainstormIdeas: [],
          });
          const found = sections.map((s) => s.heading);
          for (const n of names) expect(found).toContain(n);
          expectMarkersValid(text, sections, false);
        },
      ),
      // Random seeds (fast-check prints the seed of a failure; replay it with `seed`). The example is the
      // counterexample seed -1625979049 found: the body line "shift." ends both pages, was taken for a
      // running footer and cut off the end of "Background", so it fell between two sections.
      { numRuns: 100, examples: [[COUNTEREXAMPLE_NAMES, COUNTEREXAMPLE_BODIES]] },
    );
  });
});

describe('findVerbatim', () => {
  it('maps a snippet with different whitespace to the verbatim text', () => {
    const text = 'Results\nWe found   that\nstaffing matters.';
    expect(findVerbatim(text, 'We found that staffing matters.')).toEqual({
      start: 8,
      end: text.length,
      text: 'We found   that\nstaffing matters.',
    });
    expect(findVerbatim(text, 'not there')).toBeNull();
  });
});

describe('a 30-page paper', () => {
  it('is split into its sections with valid markers', () => {
    const paper = buildLongPaper(30);
    expect(paper.split('\f').length).toBeGreaterThanOrEqual(30);
    const sections = extractSectionsOffline(paper, context);
    expect(sections.length).toBeGreaterThan(40);
    expect(sections.at(-1)?.heading).toBe('References');
    // the long paper repeats the same studies, so some snippets recur: markers are exact in order
    expectMarkersValid(paper, sections, false);
  });
});

describe('section summaries read as sentences (issue 15)', () => {
  it('names the section’s noun phrases, never a phrase cut after an adjective', () => {
    const text =
      'Health systems face growing pressure from an ageing population. Health systems face growing pressure, and hospitals face rising demand for beds and staff. Older patients need longer stays, more nurses and more beds, which health systems struggle to fund.';
    const [section] = extractSectionsOffline(text, { prompt: '', thesis: '', brainstormIdeas: [] });
    expect(section?.aiSummary).toMatch(/^Covers health systems, older patients and beds\./);
    expect(section?.heading).toBe('Part 1: Health systems');
    expect(section?.aiSummary).not.toMatch(/\b(?:growing|need|face)\./);
  });
});
