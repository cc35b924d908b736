/**
 * A real paper whose text layer is garbled (every code point shifted by one, so spaces became U+001F and some
 * letters NUL): ../shared/fixtures/papers/bad/garbled-textlayer-olmo-p1.pdf (or PAPERS_DIR/bad/…). It uploads and
 * saves; its text is stored without NUL and flagged as garbled. Run with `npm run test:corpus`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { studyUser, type TestUser } from '../../../testing/study-helpers';
import { researchLibraryWorks } from '../../db/schema/research';
import type { SavedArticle } from '../../../shared/schemas/research';

const DIR =
  process.env.PAPERS_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/fixtures/papers');

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await studyUser(t, true);
}, 60_000);

afterAll(async () => {
  await t.deps.pdf.close();
  await t.close();
});

describe('garbled-textlayer-olmo-p1.pdf', () => {
  it('uploads and saves, its text stored without NUL and flagged as garbled', async () => {
    const pdf = await readFile(path.join(DIR, 'bad/garbled-textlayer-olmo-p1.pdf'));
    const form = new FormData();
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'garbled-textlayer-olmo-p1.pdf');
    form.set('title', 'OLMo: Accelerating the Science of Language Models');
    const up = await t.request('/api/research/uploads', {
      method: 'POST',
      cookie: user.cookie,
      body: form,
      headers: { origin: TEST_ORIGIN },
    });
    expect(up.status).toBe(201);
    const { work } = (await up.json()) as { work: { id: string; best_pdf_url: string } };
    const [row] = await t.deps.database.db
      .select({ body: researchLibraryWorks.body })
      .from(researchLibraryWorks)
      .where(eq(researchLibraryWorks.id, work.id));
    expect(row?.body.length).toBeGreaterThan(1000);
    expect(row?.body).not.toContain('\u0000');

    const essay = (await (
      await t.request('/api/essays', {
        method: 'POST',
        cookie: user.cookie,
        json: { title: 'Language models' },
      })
    ).json()) as { essay: { id: string } };
    const save = await t.request(`/api/essays/${essay.essay.id}/save-article`, {
      method: 'POST',
      cookie: user.cookie,
      json: { id: work.id, title: 'OLMo', bestPdfUrl: work.best_pdf_url },
    });
    expect(save.status).toBe(200);
    const { article } = (await save.json()) as { article: SavedArticle };
    expect(article.has_extracted_text).toBe(true);
    expect(article.text_quality).toEqual({
      poor: true,
      reason: 'most tokens are not words (garbled text layer)',
    });
  });
});
