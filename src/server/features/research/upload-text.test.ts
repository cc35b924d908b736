/**
 * A PDF whose text layer holds characters PostgreSQL refuses (NUL) can be uploaded and saved: its text is stored
 * cleaned. An upload that fails after its file was stored leaves nothing behind: no work, no grant, no file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { makeGarbledTextPdf, makePdf } from '../../../testing/pdf-factory';
import { studyUser, type TestUser } from '../../../testing/study-helpers';
import { createLocalStorage } from '../../lib/storage/local-storage';
import { createPdfExtractor, type PdfExtractor } from '../../lib/pdf/pdf-extractor';
import type { FileStorage } from '../../lib/storage/storage';
import { researchLibraryWorks, researchSavedArticles, researchUserFiles } from '../../db/schema/research';

const faults = { exists: false, nanPages: false };
const storedKeys: string[] = [];
let dir = '';
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'smarty-upload-text-'));
  const real = createLocalStorage(dir);
  const storage: FileStorage = {
    kind: real.kind,
    put: async (data) => {
      const put = await real.put(data);
      storedKeys.push(put.key);
      return put;
    },
    get: (key, range) => real.get(key, range),
    exists: async (key) => {
      if (faults.exists) throw new Error('injected storage fault');
      return real.exists(key);
    },
    delete: (key) => real.delete(key),
  };
  const extractor = createPdfExtractor({ workers: 1 });
  const pdf = new Proxy(extractor, {
    get(target, key, receiver) {
      if (key !== 'extract') return Reflect.get(target, key, receiver) as unknown;
      const extract: PdfExtractor['extract'] = async (data, options) => {
        const result = await target.extract(data, options);
        return faults.nanPages ? { ...result, pages: Number.NaN } : result;
      };
      return extract;
    },
  });
  t = await createTestApp({}, { storage, pdf });
  user = await studyUser(t, true);
});

afterAll(async () => {
  await t.deps.pdf.close();
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function upload(pdf: Uint8Array, title: string) {
  const form = new FormData();
  form.set('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'paper.pdf');
  form.set('title', title);
  return t.request('/api/research/uploads', {
    method: 'POST',
    cookie: user.cookie,
    body: form,
    headers: { origin: TEST_ORIGIN },
  });
}

const GARBLED_LINES = [
  'Nurse\u0001staffing and patient\u0002outcomes in acute care hospitals',
  'Higher staffing was associated with lower mortality in every hospital studied',
];

describe('a PDF whose text layer holds NUL', () => {
  it('uploads, with its text stored cleaned', async () => {
    const res = await upload(await makeGarbledTextPdf(GARBLED_LINES), 'Garbled text layer');
    expect(res.status).toBe(201);
    const { work } = (await res.json()) as { work: { id: string } };
    const [row] = await t.deps.database.db
      .select({ body: researchLibraryWorks.body })
      .from(researchLibraryWorks)
      .where(eq(researchLibraryWorks.id, work.id));
    expect(row?.body).toContain('Nursestaffing and patient\uFFFFoutcomes');
    expect(row?.body).not.toContain('\u0000');
  });

  it('saves to an essay, with its extracted text stored cleaned', async () => {
    const pdf = await makeGarbledTextPdf([...GARBLED_LINES, 'A saved copy']);
    const up = await upload(pdf, 'Garbled, saved');
    expect(up.status).toBe(201);
    const { work } = (await up.json()) as { work: { id: string; best_pdf_url: string } };
    const essayRes = await t.request('/api/essays', {
      method: 'POST',
      cookie: user.cookie,
      json: { title: 'Staffing' },
    });
    const { essay } = (await essayRes.json()) as { essay: { id: string } };
    const save = await t.request(`/api/essays/${essay.id}/save-article`, {
      method: 'POST',
      cookie: user.cookie,
      json: { id: work.id, title: 'Garbled, saved', bestPdfUrl: work.best_pdf_url },
    });
    expect(save.status).toBe(200);
    const [row] = await t.deps.database.db
      .select({ text: researchSavedArticles.extractedText })
      .from(researchSavedArticles)
      .where(eq(researchSavedArticles.essayId, essay.id));
    expect(row?.text).toContain('Nursestaffing');
    expect(row?.text).not.toContain('\u0000');
  });
});

describe('an upload that fails after its file was stored', () => {
  async function leftovers(key: string) {
    const db = t.deps.database.db;
    const grants = await db.select().from(researchUserFiles).where(eq(researchUserFiles.fileKey, key));
    const works = await db.select().from(researchLibraryWorks).where(eq(researchLibraryWorks.fileKey, key));
    return { grants: grants.length, works: works.length, stored: await t.deps.storage.exists(key) };
  }

  it('leaves nothing behind when granting the file fails', async () => {
    faults.exists = true;
    try {
      const res = await upload(await makePdf([['Fault while granting']]), 'Fault while granting');
      expect(res.status).toBe(500);
    } finally {
      faults.exists = false;
    }
    expect(await leftovers(storedKeys.at(-1)!)).toEqual({ grants: 0, works: 0, stored: false });
  });

  it('leaves nothing behind when storing the work fails', async () => {
    faults.nanPages = true;
    try {
      const res = await upload(await makePdf([['Fault while storing the work']]), 'Fault while storing');
      expect(res.status).toBe(500);
    } finally {
      faults.nanPages = false;
    }
    expect(await leftovers(storedKeys.at(-1)!)).toEqual({ grants: 0, works: 0, stored: false });
  });

  it('keeps a file the user already had when a second upload of it fails', async () => {
    const pdf = await makePdf([['Uploaded twice']]);
    expect((await upload(pdf, 'First upload')).status).toBe(201);
    const key = storedKeys.at(-1)!;
    faults.nanPages = true;
    try {
      expect((await upload(pdf, 'Second upload')).status).toBe(500);
    } finally {
      faults.nanPages = false;
    }
    expect(await leftovers(key)).toEqual({ grants: 1, works: 1, stored: true });
  });
});
