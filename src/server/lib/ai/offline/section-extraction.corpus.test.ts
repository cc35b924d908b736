/**
 * Section extraction on real papers (the corpus at PAPER_CORPUS_DIR, default ../shared/fixtures/papers beside the repo:
 * PDFs and a manifest.json with each paper's exact headings). Meant for the corpus configuration
 * (`npm run test:corpus`), not for the normal unit run: the normal config should exclude
 * `**\/*.corpus.test.ts`.
 *
 * Text is taken from the PDFs with pdfjs-dist (legacy build; pdf.js 6 has no eval path): one line per text item
 * ending a line, a form feed between pages. When the product's PDF extractor exists, use it here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { extractSectionsOffline } from './sections';
import { sectionBounds, sectionsBounds } from '../../../../shared/research/saved-list';

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

async function pdfText(file: string): Promise<string> {
  const data = new Uint8Array(await readFile(path.join(CORPUS_DIR, file)));
  const task = getDocument({ data, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      let page = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        page += item.str;
        if (item.hasEOL) page += '\n';
      }
      pages.push(page);
    }
    return pages.join('\f');
  } finally {
    await task.destroy(); // pdf.js 6: the loading task, not the document, is destroyed
  }
}

const norm = (h: string) =>
  h
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’´']/g, "'")
    .replace(/[^a-z0-9' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A found heading matches an expected one exactly, or with a stray prefix such as a page number. */
const matches = (found: string, expected: string) => found === expected || found.endsWith(` ${expected}`);

describe.each(manifest)('$file', (paper) => {
  it('finds every heading of the manifest, in order, with markers that locate each section', async () => {
    const text = await pdfText(paper.file);
    const sections = extractSectionsOffline(text, { prompt: '', thesis: '', brainstormIdeas: [] });
    const found = sections.map((s) => norm(s.heading));

    let last = -1;
    const missing: string[] = [];
    for (const heading of paper.headings) {
      const expected = norm(heading);
      const at = found.findIndex((f, i) => i > last && matches(f, expected));
      if (at < 0) missing.push(heading);
      else last = at;
    }
    expect(missing).toEqual([]);

    const ranges = sectionsBounds(text, sections);
    sections.forEach((s, i) => {
      expect(text.includes(s.sectionStart), s.heading).toBe(true);
      expect(ranges[i], s.heading).not.toBeNull();
    });
    // markers are short snippets; most also work on their own (the spec's boundary check)
    const standalone = sections.filter(
      (s) => sectionBounds(text, s.sectionStart, s.sectionEnd) !== null,
    ).length;
    expect(standalone).toBe(sections.length);
  });
});
