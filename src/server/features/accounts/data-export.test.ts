import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { unzipFiles } from '../../lib/zip/zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array());

describe('export my data', () => {
  it('is one zip with the profile, every essay as Markdown and .docx (with its text), saved articles and study data', async () => {
    const form = registrationForm();
    const reg = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: '10.80.0.1' });
    const cookie = sessionCookie(reg);
    const created = await t.request('/api/essays', {
      method: 'POST',
      cookie,
      json: { title: 'Safe Staffing Saves Lives' },
    });
    const { essay } = (await created.json()) as { essay: { id: string } };
    const patched = await t.request(`/api/essays/${essay.id}`, {
      method: 'PATCH',
      cookie,
      json: {
        version: 1,
        draft_sections: { introduction: { content: 'Every shift, nurses decide which tasks can wait.' } },
      },
    });
    expect(patched.status).toBe(200);
    // an article saved to the essay (one store, ADR 018): the essay's bibliography and the saved-articles files
    const article = await t.request(`/api/essays/${essay.id}/articles`, {
      method: 'POST',
      cookie,
      json: {
        article: { id: 'W42', title: 'Nurse Staffing and Mortality', authors: 'Ada Example', year: 2021 },
      },
    });
    expect(article.status).toBe(200);

    const res = await t.request('/api/account/export', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="smarty-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipFiles(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'essays/01-safe-staffing-saves-lives.md',
        'essays/01-safe-staffing-saves-lives.docx',
        'saved-articles/saved-articles.json',
        'saved-articles/saved-articles.bib',
        'study/paths.json',
        'study/chat-history.json',
        'study/flashcards.json',
      ]),
    );
    expect(text(files['essays/01-safe-staffing-saves-lives.md'])).toContain(
      'Every shift, nurses decide which tasks can wait.',
    );
    const docx = unzipFiles(files['essays/01-safe-staffing-saves-lives.docx'] ?? new Uint8Array());
    expect(text(docx['word/document.xml'])).toContain('Every shift, nurses decide which tasks can wait.');
    expect(JSON.parse(text(files['profile.json']))).toMatchObject({
      profile: { email: form.email, username: form.username },
    });
    expect(JSON.parse(text(files['study/paths.json']))).toEqual([]);
    expect(text(files['essays/01-safe-staffing-saves-lives.md'])).toContain('Nurse Staffing and Mortality');
    expect(JSON.parse(text(files['saved-articles/saved-articles.json']))).toEqual([
      expect.objectContaining({ id: 'W42', essay_id: essay.id, title: 'Nurse Staffing and Mortality' }),
    ]);
    expect(text(files['saved-articles/saved-articles.bib'])).toContain('@article{example2021nurse,');
  });

  it("contains only the member's own essays, and is refused to visitors", async () => {
    const other = await t.request('/api/accounts/register', {
      method: 'POST',
      json: registrationForm(),
      ip: '10.80.0.2',
    });
    const res = await t.request('/api/account/export', { cookie: sessionCookie(other) });
    const names = Object.keys(unzipFiles(new Uint8Array(await res.arrayBuffer())));
    expect(names.filter((name) => name.startsWith('essays/'))).toEqual([]);
    expect((await t.request('/api/account/export')).status).toBe(401);
  });
});
