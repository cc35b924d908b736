import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CITATION_STYLES,
  bibliographyHeading,
  bibliographyMarkdown,
  bibliographyRuns,
  formatBibliography,
  formatCitation,
  htmlToRuns,
} from './citations';
import { toBibtex, toRis } from './export-files';
import { parseName, toCslItem, workNames, type Work } from './works';

const staffing: Work = {
  id: 'w1',
  title: 'Nurse staffing and patient outcomes',
  authors: ['Ada Lovelace', 'Charles Babbage'],
  year: 2020,
  journal: 'Journal of Nursing',
  volume: 12,
  issue: '3',
  pages: '45-67',
  doi: 'https://doi.org/10.1000/xyz',
};

describe('styles', () => {
  it('APA, MLA and Chicago differ for the same work (MLA and Chicago are registered, not APA fallbacks)', () => {
    const [apa, mla, chicago] = CITATION_STYLES.map((s) => formatCitation(staffing, s));
    expect(new Set([apa, mla, chicago]).size).toBe(3);
    expect(apa).toBe(
      'Lovelace, A., & Babbage, C. (2020). Nurse staffing and patient outcomes. Journal of Nursing, 12(3), 45–67. https://doi.org/10.1000/xyz',
    );
    expect(mla).toBe(
      'Lovelace, Ada, and Charles Babbage. “Nurse Staffing and Patient Outcomes.” Journal of Nursing, vol. 12, no. 3, 2020, pp. 45–67. https://doi.org/10.1000/xyz.',
    );
    expect(chicago).toBe(
      'Lovelace, Ada, and Charles Babbage. 2020. “Nurse Staffing and Patient Outcomes.” Journal of Nursing 12, no. 3: 45–67. https://doi.org/10.1000/xyz.',
    );
  });

  it('MLA shortens three or more authors to et al.; Chicago lists up to ten', () => {
    const many: Work = { ...staffing, authors: 'Ada Lovelace, Charles Babbage, Grace Hopper' };
    expect(formatCitation(many, 'mla')).toMatch(/^Lovelace, Ada, et al\. /);
    expect(formatCitation(many, 'chicago')).toMatch(/^Lovelace, Ada, Charles Babbage, and Grace Hopper\. /);
    expect(formatCitation(many, 'apa')).toMatch(/^Lovelace, A\., Babbage, C\., & Hopper, G\. /);
  });

  it('uses the fallbacks of spec 3: Unknown Source, Unknown Author, Untitled; n.d. where the style prints one', () => {
    for (const style of CITATION_STYLES) {
      const text = formatCitation({}, style);
      expect(text).toContain('Unknown Source');
      expect(text).toContain('Unknown Author');
      expect(text).toContain('Untitled');
      // MLA 9 leaves out a date it does not have; APA and Chicago write n.d.
      if (style === 'mla') expect(text).not.toContain('n.d.');
      else expect(text).toContain('n.d.');
    }
    expect(formatCitation({ title: '  ', authors: [] }, 'apa')).toBe(
      'Unknown Author. (n.d.). Untitled. Unknown Source.',
    );
  });

  it('formats books with the publisher', () => {
    const book: Work = {
      type: 'book',
      title: 'Letters',
      authors: ['Vincent van Gogh'],
      publisher: 'Penguin',
      year: 1990,
    };
    expect(formatCitation(book, 'mla')).toBe('Gogh, Vincent van. Letters. Penguin, 1990.');
    expect(formatCitation(book, 'chicago')).toBe('Gogh, Vincent van. 1990. Letters. Penguin.');
    expect(formatCitation(book, 'apa')).toBe('van Gogh, V. (1990). Letters. Penguin.');
  });

  it('sorts a bibliography by author and gives the heading of each style', () => {
    const other: Work = { title: 'Staffing ratios', authors: ['Aiken, Linda'], year: 2002, journal: 'JAMA' };
    const entries = formatBibliography([staffing, other], 'apa');
    expect(entries[0]).toMatch(/^Aiken, L\./);
    expect(entries[1]).toMatch(/^Lovelace/);
    expect(CITATION_STYLES.map(bibliographyHeading)).toEqual(['References', 'Works Cited', 'References']);
    expect(formatBibliography([], 'mla')).toEqual([]);
  });

  it('keeps italics as runs and as Markdown emphasis', () => {
    const runs = bibliographyRuns([staffing], 'mla')[0] ?? [];
    expect(runs.find((r) => r.italic)?.text).toBe('Journal of Nursing');
    expect(bibliographyMarkdown([staffing], 'mla')[0]).toContain('*Journal of Nursing*, vol. 12');
    expect(htmlToRuns('A &#38; B <i>C</i>')).toEqual([{ text: 'A & B ' }, { text: 'C', italic: true }]);
  });

  it('formats any work in every style without throwing (property)', () => {
    const text = fc.option(fc.string({ maxLength: 40 }), { nil: undefined });
    const work = fc.record({
      title: text,
      authors: fc.option(
        fc.oneof(fc.string({ maxLength: 60 }), fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 })),
        { nil: undefined },
      ),
      year: fc.option(fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.string({ maxLength: 6 })), {
        nil: undefined,
      }),
      journal: text,
      doi: text,
      pages: text,
    });
    fc.assert(
      fc.property(fc.array(work, { maxLength: 4 }), fc.constantFrom(...CITATION_STYLES), (works, style) => {
        const entries = formatBibliography(works, style);
        return entries.length === works.length && entries.every((e) => typeof e === 'string' && e.length > 0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('names', () => {
  it('reads "Given Family", "Family, Given", particles, single names and structured names', () => {
    expect(parseName('Ada Lovelace')).toEqual({ family: 'Lovelace', given: 'Ada' });
    expect(parseName('Lovelace, Ada')).toEqual({ family: 'Lovelace', given: 'Ada' });
    expect(parseName('Ludwig van Beethoven')).toEqual({
      family: 'Beethoven',
      given: 'Ludwig',
      'non-dropping-particle': 'van',
    });
    expect(parseName('UNESCO')).toEqual({ literal: 'UNESCO' });
    expect(parseName({ family: 'Hopper', given: 'Grace' })).toEqual({ family: 'Hopper', given: 'Grace' });
    expect(parseName('   ')).toBeNull();
    expect(workNames('Lovelace, Ada; Babbage, Charles')).toHaveLength(2);
    expect(workNames('Ada Lovelace and Charles Babbage')).toHaveLength(2);
    expect(toCslItem({ doi: 'doi:10.1/abc' }).DOI).toBe('10.1/abc');
  });
});

describe('BibTeX and RIS (citation-js)', () => {
  it('exports BibTeX with unique keys, escaped values and every citation field', () => {
    const bib = toBibtex([
      staffing,
      staffing,
      { title: '50% of R&D_costs {braces}', authors: ['Ada Lovelace'] },
    ]);
    expect(bib).toContain('@article{lovelace2020nurse,');
    expect(bib).toContain('@article{lovelace2020nursea,');
    expect(bib).toContain('author = {Lovelace, Ada and Babbage, Charles}');
    expect(bib).toContain('journal = {Journal of Nursing}');
    expect(bib).toContain('volume = {12}');
    expect(bib).toContain('number = {3}');
    expect(bib).toContain('pages = {45--67}');
    expect(bib).toContain('doi = {10.1000/xyz}');
    expect(bib).toMatch(
      /title = \{50\\% of \{R\}\\&\{D\}\\textunderscore\{\}costs \\textbraceleft\{\}braces\\textbraceright\{\}\}/,
    );
    // The display fallback "Unknown Source" is not exported as data.
    expect(toBibtex([{}])).not.toContain('Unknown Source');
    expect(toBibtex([])).toBe('');
  });

  it('exports the type of a book, a chapter, a preprint, a data set and a dissertation', () => {
    const bib = toBibtex([
      { type: 'book', title: 'A', authors: ['Ann Lee'], publisher: 'P' },
      { type: 'book-chapter', title: 'B', authors: ['Ann Lee'], journal: 'Handbook', pages: '1-9' },
      { type: 'preprint', title: 'C', authors: ['Ann Lee'], journal: 'arXiv' },
      { type: 'dataset', title: 'D', authors: ['Ann Lee'], publisher: 'Zenodo' },
      { type: 'dissertation', title: 'E', authors: ['Ann Lee'], publisher: 'University of Chicago' },
    ]);
    expect(bib).toContain('@book{leend,');
    expect(bib).toMatch(/@inbook\{leendb,[^@]*booktitle = \{Handbook\}/);
    expect(bib).toMatch(/@phdthesis\{leende,[^@]*school = \{University of Chicago\}/);
    const ris = toRis([
      { type: 'dataset', title: 'D', authors: ['Ann Lee'], publisher: 'Zenodo' },
      { type: 'dissertation', title: 'E', authors: ['Gustavo A. B. da Fonseca'], publisher: 'U' },
    ]);
    expect(ris).toContain('TY  - DATA\r\n');
    expect(ris).toContain('TY  - THES\r\n');
    // RIS has no particle field: it stays with the family name.
    expect(ris).toContain('AU  - da Fonseca, Gustavo A. B.\r\n');
  });

  it('exports RIS records with CRLF lines', () => {
    const ris = toRis([staffing, {}]);
    const lines = ris.split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines).toContain('AU  - Lovelace, Ada');
    expect(lines).toContain('AU  - Babbage, Charles');
    expect(lines).toContain('TI  - Nurse staffing and patient outcomes');
    expect(lines).toContain('T2  - Journal of Nursing');
    expect(lines).toContain('VL  - 12');
    expect(lines).toContain('IS  - 3');
    expect(lines).toContain('SP  - 45-67');
    expect(lines).toContain('DO  - 10.1000/xyz');
    expect(lines.filter((l) => l === 'ER  - ')).toHaveLength(2);
    expect(lines).toContain('TI  - Untitled');
    expect(lines).toContain('AU  - Unknown Author');
    expect(toRis([])).toBe('');
  });
});
