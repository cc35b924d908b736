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
import { toBibtex } from './bibtex';
import { toRis } from './ris';
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
      'Lovelace, Ada, and Charles Babbage. “Nurse staffing and patient outcomes.” Journal of Nursing, vol. 12, no. 3, 2020, pp. 45–67. https://doi.org/10.1000/xyz.',
    );
    expect(chicago).toBe(
      'Lovelace, Ada, and Charles Babbage. “Nurse staffing and patient outcomes.” Journal of Nursing 12, no. 3 (2020): 45–67. https://doi.org/10.1000/xyz.',
    );
  });

  it('MLA shortens three or more authors to et al.; Chicago lists up to ten', () => {
    const many: Work = { ...staffing, authors: 'Ada Lovelace, Charles Babbage, Grace Hopper' };
    expect(formatCitation(many, 'mla')).toMatch(/^Lovelace, Ada, et al\. /);
    expect(formatCitation(many, 'chicago')).toMatch(/^Lovelace, Ada, Charles Babbage, and Grace Hopper\. /);
    expect(formatCitation(many, 'apa')).toMatch(/^Lovelace, A\., Babbage, C\., & Hopper, G\. /);
  });

  it('uses the fallbacks of spec 3: n.d., Unknown Source, Unknown Author, Untitled', () => {
    for (const style of CITATION_STYLES) {
      const text = formatCitation({}, style);
      expect(text).toContain('n.d.');
      expect(text).toContain('Unknown Source');
      expect(text).toContain('Unknown Author');
      expect(text).toContain('Untitled');
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
    expect(formatCitation(book, 'mla')).toBe('van Gogh, Vincent. Letters. Penguin, 1990.');
    expect(formatCitation(book, 'apa')).toBe('van Gogh, V. (1990). Letters. Penguin.');
  });

  it('sorts a bibliography by author and gives the heading of each style', () => {
    const other: Work = { title: 'Staffing ratios', authors: ['Aiken, Linda'], year: 2002, journal: 'JAMA' };
    const entries = formatBibliography([staffing, other], 'apa');
    expect(entries[0]).toMatch(/^Aiken, L\./);
    expect(entries[1]).toMatch(/^Lovelace/);
    expect(CITATION_STYLES.map(bibliographyHeading)).toEqual(['References', 'Works Cited', 'Bibliography']);
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

describe('BibTeX and RIS', () => {
  it('exports BibTeX with unique keys and escaped values', () => {
    const bib = toBibtex([
      staffing,
      staffing,
      { title: '50% of R&D_costs {braces}', authors: ['Ada Lovelace'] },
    ]);
    expect(bib).toContain('@article{lovelace2020nurse,');
    expect(bib).toContain('@article{lovelace2020nursea,');
    expect(bib).toContain('author = {Lovelace, Ada and Babbage, Charles}');
    expect(bib).toContain('pages = {45--67}');
    expect(bib).toContain('doi = {10.1000/xyz}');
    expect(bib).toContain('title = {{50\\% of R\\&D\\_costs \\{braces\\}}}');
    expect(toBibtex([{}])).toContain('author = {{Unknown Author}}');
    expect(toBibtex([])).toBe('');
  });

  it('exports RIS records', () => {
    const ris = toRis([staffing, {}]);
    const lines = ris.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'TY  - JOUR',
      'AU  - Lovelace, Ada',
      'AU  - Babbage, Charles',
      'TI  - Nurse staffing and patient outcomes',
    ]);
    expect(lines).toContain('SP  - 45');
    expect(lines).toContain('EP  - 67');
    expect(lines).toContain('DO  - 10.1000/xyz');
    expect(lines.filter((l) => l === 'ER  - ')).toHaveLength(2);
    expect(lines).toContain('TI  - Untitled');
    expect(lines).toContain('AU  - Unknown Author');
  });
});
