import fc from 'fast-check';
import { it } from 'vitest';
import { layoutPaper } from '/work/main/src/testing/fixtures/pdf-layout';
import { extractSectionsOffline, locateSections, locateSection } from '/work/main/src/server/lib/ai/offline/sections';
const word = fc.constantFrom('nurse', 'patient', 'care', 'ratio', 'shift', 'ward', 'study', 'data', 'result', 'safety', 'the', 'of', 'and');
const sentence = fc.array(word, { minLength: 6, maxLength: 14 }).map((ws) => `${ws.join(' ').replace(/^./, (c) => c.toUpperCase())}.`);
const paragraph = fc.array(sentence, { minLength: 1, maxLength: 4 }).map((s) => s.join(' '));
const headingName = fc.constantFrom('Introduction', 'Methods', 'Results', 'Discussion', 'Conclusion', 'Limitations', 'Background');
it('repro', () => {
  const r = fc.check(
    fc.property(fc.uniqueArray(headingName, { minLength: 2, maxLength: 7 }), fc.array(fc.array(paragraph, { minLength: 1, maxLength: 3 }), { minLength: 7, maxLength: 7 }), (names, bodies) => {
      const text = layoutPaper({ title: ['A Generated Paper'], authors: ['A. Author'], header: 'Generated Journal', blocks: names.map((heading, i) => ({ heading, paragraphs: bodies[i] ?? [] })), width: 60, linesPerPage: 20 });
      const sections = extractSectionsOffline(text, { prompt: 'nurse staffing', thesis: '', brainstormIdeas: [] });
      const ranges = locateSections(text, sections);
      let prev = 0;
      for (let i = 0; i < sections.length; i++) {
        const s = sections[i]!; const rg = ranges[i];
        if (!rg || rg.start < prev || !text.slice(rg.start, rg.end).startsWith(s.sectionStart) || !text.slice(rg.start, rg.end).endsWith(s.sectionEnd)) {
          console.log(JSON.stringify({ text, sections: sections.map(x => ({h: x.heading, s: x.sectionStart, e: x.sectionEnd})), ranges, i }, null, 1));
          return false;
        }
        const gap = text.slice(prev, rg.start);
        if (i > 0 && gap.split(/\n|\f/).filter((l) => l.trim() && !/^\d+$/.test(l.trim())).length > 1) {
          console.log('GAP', JSON.stringify({ text, sections: sections.map(x => ({h: x.heading, s: x.sectionStart, e: x.sectionEnd})), ranges, i, gap }, null, 1));
          return false;
        }
        prev = rg.end;
      }
      return true;
    }),
    { numRuns: 60, seed: -1625979049, path: "55", endOnFailure: true },
  );
  console.log(r.failed, r.counterexample && JSON.stringify(r.counterexample), r.error);
});
