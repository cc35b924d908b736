/**
 * Study paths built from the real papers of ../shared/fixtures/papers (or PAPERS_DIR) through the API: how many of
 * each paper's printed headings (manifest.json, bibliography and acknowledgements left out: they are no lesson)
 * become a topic or a subtopic, every topic's lesson names its pages and every subtopic the page it starts on. Run
 * with `npm run test:corpus`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { studyUser, type TestUser } from '../../../testing/study-helpers';
import type { StudyPath } from '../../../shared/schemas/study';

const DIR =
  process.env.PAPERS_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/fixtures/papers');

interface Paper {
  file: string;
  headings: string[];
}

let t: TestApp;
let user: TestUser;
let papers: Paper[];

beforeAll(async () => {
  t = await createTestApp();
  user = await studyUser(t, true);
  papers = JSON.parse(await readFile(path.join(DIR, 'manifest.json'), 'utf8')) as Paper[];
}, 60_000);

afterAll(async () => {
  await t.deps.pdf.close();
  await t.close();
});

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** A printed heading as a topic names it: without its section number or appendix letter ("2 Model" → "Model"). */
const unnumbered = (h: string) => h.replace(/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z]\.?)\s+(?=\S)/, '');
const NOT_A_LESSON =
  /^(references|bibliography|acknowledge?ments?|funding|competing interests|declarations?)\b/i;

describe('paths from the real papers', () => {
  it('turns the printed headings into topics in order, with page numbers', async () => {
    let found = 0;
    let total = 0;
    const lines: string[] = [];
    for (const paper of papers) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([await readFile(path.join(DIR, paper.file))], { type: 'application/pdf' }),
        paper.file,
      );
      const res = await t.request('/api/smarty/material-paths', {
        method: 'POST',
        cookie: user.cookie,
        body: form,
        headers: { origin: TEST_ORIGIN },
      });
      expect(res.status).toBe(201);
      const { studyPath } = (await res.json()) as { studyPath: StudyPath };
      const seen: string[] = [];
      for (const topic of studyPath.topics) {
        const detail = (await (
          await t.request(`/api/smarty/study-paths/${studyPath.id}/topics/${topic.id}`, {
            cookie: user.cookie,
          })
        ).json()) as {
          topic: { summary: string; content: string };
        };
        expect(detail.topic.summary).toMatch(/, pp?\. \d+/);
        expect(detail.topic.content).toMatch(/^\(p\. \d+\)/);
        seen.push(norm(topic.title), ...topic.subtopics.map((s) => norm(s.title)));
        // a subtopic of a PDF names the page it starts on, within the topic's pages
        expect(topic.subtopics.every((s) => s.page !== null && s.page >= 1)).toBe(true);
      }
      const printed = paper.headings.filter((h) => !NOT_A_LESSON.test(h.replace(/^[\dA-Z.]+\s+/, '')));
      const hits = printed.filter((h) => seen.includes(norm(unnumbered(h))));
      // the topics that are printed headings come in the printed order (a heading repeated later counts once)
      const order = studyPath.topics
        .map((x) => printed.findIndex((h) => norm(unnumbered(h)) === norm(x.title)))
        .filter((i, k, all) => i >= 0 && all.indexOf(i) === k);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      found += hits.length;
      total += printed.length;
      lines.push(
        `${paper.file}: ${hits.length}/${printed.length} printed headings, ${studyPath.topics.length} topics`,
      );
    }
    console.warn(`${lines.join('\n')}\nall: ${found}/${total} printed headings became topics or subtopics`);
    expect(found / total).toBeGreaterThanOrEqual(FLOOR);
  }, 600_000);
});

/** Measured on the eight papers when this test was written (54 of 66), kept as the floor. */
const FLOOR = 54 / 66;
