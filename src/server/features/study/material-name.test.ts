import { describe, expect, it } from 'vitest';
import { looksLikeDocumentTitle, pdfTitle, tidyFileName } from './material-name';

describe('tidyFileName', () => {
  it('drops the extension and makes underscores and dashes spaces', () => {
    expect(tidyFileName('notes.pdf')).toBe('Notes');
    expect(tidyFileName('heart_failure-notes.PDF')).toBe('Heart failure notes');
    expect(tidyFileName('Week 3 — Cardiac drugs.pdf')).toBe('Week 3 Cardiac drugs');
    // a capital inside the first word is the student's own spelling
    expect(tidyFileName('iOS_basics.pdf')).toBe('iOS basics');
  });

  it('leaves a name that is no file name as it is (a page title, a host, "Pasted text")', () => {
    expect(tidyFileName('Pasted text')).toBe('Pasted text');
    expect(tidyFileName('example-site.com')).toBe('example-site.com');
    // nothing but the extension left: the name as given
    expect(tidyFileName('2024.pdf')).toBe('2024.pdf');
  });
});

describe("a PDF's own title", () => {
  const body =
    'Heart failure is a chronic condition in which the heart cannot pump enough blood.\n1 Assessment';
  const at = body.indexOf('1 Assessment');

  it('is its document title when that is a title', () => {
    const ki67 =
      'Ki67 in Breast Cancer Assay: An Ad Hoc Testing Recommendation from the Canadian Association of Pathologists Task Force';
    expect(pdfTitle({ title: ki67 }, body, at)).toBe(ki67);
    expect(pdfTitle({ title: '  Pharmacology\n notes ' }, body, at)).toBe('Pharmacology notes');
  });

  it("is not a program's title nor an id (from real PDFs), and then the line printed at the top, or none", () => {
    for (const junk of [
      '6489122611071476 1..10',
      'ipg1300180a',
      'Microsoft Word - notes.docx',
      'PowerPoint Presentation',
      'Untitled',
      'notes.pdf',
    ]) {
      expect(looksLikeDocumentTitle(junk), junk).toBe(false);
      expect(pdfTitle({ title: junk }, body, at), junk).toBeUndefined();
      expect(pdfTitle({ title: junk }, `Heart Failure Notes\n${body}`, at + 20), junk).toBe(
        'Heart Failure Notes',
      );
    }
  });

  it('is the first line only when it stands before the first heading and reads as a title', () => {
    const text = `Networking Study Notes\n${body}`;
    expect(pdfTitle({}, text, text.indexOf('1 Assessment'))).toBe('Networking Study Notes');
    // the first line is the first section's heading: it is a topic, not the document's name
    expect(pdfTitle({}, '1 Network Ports\nEvery service listens on a port.', 0)).toBeUndefined();
    // a sentence is no title
    expect(pdfTitle({}, body, at)).toBeUndefined();
  });

  it("is no journal's running head or citation line printed above a paper's title (from real papers)", () => {
    for (const head of [
      'Submitted 25 March 2016',
      'Proceedings of the 58th Annual Meeting of the Association for Computational Linguistics, pages 2270–2282',
      'R E S E A R C H A R T I C L E Open Access',
      'Clinical Science (2014) 126, 305–313 (Printed in Great Britain) doi: 10.1042/CS20130403',
      'Citation: Faragalla, H.; Plotkin, A.;',
      'b r a z i l i a n j o u r n a l o f m i c r o b i o l o g y 4 7 S (2 0 1 6) 77–85',
      'International Psychogeriatrics (2014), 26:1, 147–154',
      // a title cut at the line's end
      'Understanding the barriers to setting up a',
    ]) {
      const text = `${head}\n${body}`;
      expect(pdfTitle({}, text, text.indexOf('1 Assessment')), head).toBeUndefined();
    }
    const dpr = 'Dense Passage Retrieval for Open-Domain Question Answering';
    const paper = `${dpr}\n${body}`;
    expect(pdfTitle({}, paper, paper.indexOf('1 Assessment'))).toBe(dpr);
  });
});
