/**
 * Section analysis on real papers (issue 15; the corpus at PAPER_CORPUS_DIR, default ../shared/fixtures/papers, run
 * by `npm run test:corpus`): front matter, keywords, acknowledgements and references are labelled as such, weigh
 * nothing in relevance (even against a prompt made of the paper's own title) and have no key findings; content
 * sections do weigh; every key finding's fields are distinct; the article's relation to the essay is judged on its
 * content only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfExtractor } from '../../pdf/pdf-extractor';
import { extractSectionsOffline } from './sections';
import { sectionRole } from '../../../../shared/research/section-role';
import { settledSections, contentText } from '../../../features/research/article-analysis.service';

const CORPUS_DIR =
  process.env.PAPER_CORPUS_DIR ??
  path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/papers');

interface ManifestEntry {
  file: string;
  title: string;
  headings: string[];
}

const manifest = JSON.parse(
  await readFile(path.join(CORPUS_DIR, 'manifest.json'), 'utf8'),
) as ManifestEntry[];

const pdf = createPdfExtractor({ workers: 1 });
afterAll(() => pdf.close());

const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

describe.each(manifest)('$file', (paper) => {
  it('labels the parts around the content, which weigh nothing; key findings are distinct', async () => {
    const { text } = await pdf.extract(new Uint8Array(await readFile(path.join(CORPUS_DIR, paper.file))));
    const context = { prompt: paper.title, thesis: paper.title, brainstormIdeas: [paper.title] };
    const sections = extractSectionsOffline(text, context);
    const roles = sections.map((s) => sectionRole(s.heading));
    // every paper of the corpus ends with its references, and each is recognised as such
    expect(roles).toContain('references');
    for (const heading of paper.headings) {
      if (/^(?:acknowledge?ments?|references)$/i.test(heading)) {
        const found = sections.find((s) => flat(s.heading).endsWith(flat(heading)));
        expect(found, heading).toBeDefined();
        expect(sectionRole(found?.heading ?? ''), heading).not.toBe('content');
      }
    }
    let content = 0;
    sections.forEach((s, i) => {
      if (roles[i] === 'content') {
        if ((s.prompt_relevance ?? 0) > 0) content++;
        return;
      }
      expect(s.prompt_relevance, s.heading).toBe(0);
      expect(s.thesis_relevance, s.heading).toBe(0);
      expect(Object.values(s.brainstorm_relevance), s.heading).toEqual([0]);
      expect(s.keyFindings, s.heading).toEqual([]);
      expect(s.aiSummary, s.heading).toMatch(/not counted in relevance/i);
      if (roles[i] === 'keywords') expect(s.aiSummary).not.toMatch(/back matter/i);
    });
    expect(content).toBeGreaterThan(0);
    for (const s of sections) {
      for (const f of s.keyFindings) {
        const fields = [f.finding, f.supportingEvidence, f.keyQuote, f.methodology, f.conclusion]
          .map(flat)
          .filter(Boolean);
        expect(new Set(fields).size, `${s.heading}: ${f.finding}`).toBe(fields.length);
      }
    }
    // the server's settling of the sections changes nothing on the offline engine's output
    expect(settledSections(sections)).toEqual(sections);
    // the relation is judged without the reference list: its entries are not in the content text
    const kept = contentText(text, sections);
    expect(kept.length).toBeLessThan(text.length);
    expect(kept.length).toBeGreaterThan(text.length * 0.4);
  });
});
