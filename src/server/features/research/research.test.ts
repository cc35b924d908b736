import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { makePdf } from '../../../testing/pdf-factory';
import { createAiEngine } from '../../lib/ai/engine';
import { AiProviderError } from '../../lib/ai/errors';
import type { AiEngine } from '../../lib/ai/types';
import { createLocalStorage } from '../../lib/storage/local-storage';
import { createPdfExtractor } from '../../lib/pdf/pdf-extractor';
import { createSafeFetcher } from '../../lib/net/safe-fetch';
import { allSampleWorks } from '../../lib/scholar/sample-library/generator';
import { abstractSnippet, seedSampleLibrary } from '../../lib/scholar/sample-library/library';
import { users } from '../../db/schema';
import {
  researchAnalysisRuns,
  researchLibraryWorks,
  researchSavedArticles,
  researchUserFiles,
} from '../../db/schema/research';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import { PDF_ERROR_MESSAGES } from '../../../shared/research/pdf-errors';
import { savedArticleSchema, worksResponseSchema, type SavedArticle } from '../../../shared/schemas/research';
import { ANALYSIS_LEASE_MS, resumeAnalysisRuns, runAnalysis } from './analysis-run.service';
import { grantFile, releaseFiles } from './pdf-files';
import { deleteExpiredDemos } from '../demo/demo.service';
import { RESEARCH_LIMITS } from '../../../shared/limits';

// ───────────────────────────── fixtures ─────────────────────────────

/** The offline engine, with a counter and a switch that makes relation analysis fail for titles containing FAILME. */
function testAi() {
  const inner = createAiEngine({ provider: 'offline' });
  const calls: Record<string, number> = {};
  const engine = new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        calls[key] = (calls[key] ?? 0) + 1;
        const input = args[0] as { article?: { title?: string } } | undefined;
        if (key === 'analyzeRelation' && input?.article?.title?.includes('FAILME')) {
          return Promise.reject(new AiProviderError(key, 'HTTP 500', { status: 500 }));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as AiEngine;
  return { engine, calls };
}

const PAPER = (title: string) => [
  [
    title,
    'Abstract',
    'This study examines nurse staffing and patient mortality in acute care hospitals.',
    '1. Introduction',
    'Hospitals face rising demand and staff shortages across many regions today.',
  ],
  [
    '2. Methods',
    'We analysed electronic health records of patients in twelve hospitals over five years.',
    '3. Results',
    'Higher nurse staffing was associated with lower mortality in every hospital studied.',
  ],
  [
    '4. Discussion',
    'Staffing policy matters for patient safety and should be monitored closely.',
    '5. Conclusion',
    'Nurse staffing saves lives and deserves sustained investment.',
  ],
];

let publisher: Server;
let pub = '';
const hits: string[] = [];
const pdfs = new Map<string, Uint8Array>();

let t: TestApp;
let dir: string;
const ai = testAi();
const scheduled: string[] = [];

interface Account {
  cookie: string;
  id: string;
}
let alice: Account;
let bob: Account;
let aliceEssay = '';
let bobEssay = '';

async function register(ip: string): Promise<Account> {
  const res = await t.request('/api/accounts/register', { method: 'POST', json: registrationForm(), ip });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  await t.deps.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, user.id));
  return { cookie: sessionCookie(res), id: user.id };
}

async function createEssay(who: Account, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await t.request('/api/essays', {
    method: 'POST',
    cookie: who.cookie,
    json: {
      title: 'Nurse staffing essay',
      prompt: 'How does nurse staffing affect patient mortality in hospitals?',
      ...fields,
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { essay: { id: string } }).essay.id;
}

const post = (path: string, who: Account | null, json: unknown) =>
  t.request(path, { method: 'POST', ...(who ? { cookie: who.cookie } : {}), json });
const get = (path: string, who: Account | null, headers: Record<string, string> = {}) =>
  t.request(path, { ...(who ? { cookie: who.cookie } : {}), headers });
const body = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

function work(id: string, pdfPath: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: `https://openalex.org/${id}`,
    title: `Work ${id}`,
    authorships: [{ author: { display_name: 'Ada Example' } }, { author: { display_name: 'Grace Sample' } }],
    year: 2021,
    doi: `https://doi.org/10.9999/${id}`,
    url: `https://doi.org/10.9999/${id}`,
    abstract: 'Nurse staffing and mortality.',
    cited_by_count: 42,
    relevance_score: 812.5,
    primary_location: {
      is_oa: true,
      landing_page_url: `https://doi.org/10.9999/${id}`,
      pdf_url: pdfPath ? `${pub}${pdfPath}` : null,
      source: { display_name: 'Journal of Tests' },
    },
    open_access: { is_oa: true, oa_url: pdfPath ? `${pub}${pdfPath}` : null },
    locations: [],
    ...extra,
  };
}

beforeAll(async () => {
  pdfs.set(
    '/paper-a.pdf',
    await makePdf(PAPER('Nurse Staffing and Mortality'), {
      title: 'Nurse Staffing and Mortality',
      author: 'Ada Example',
    }),
  );
  pdfs.set('/paper-b.pdf', await makePdf(PAPER('Staffing Ratios in Practice')));
  pdfs.set('/paper-c.pdf', await makePdf(PAPER('FAILME Staffing Costs')));
  pdfs.set('/paper-d.pdf', await makePdf(PAPER('Fourth Paper on Staffing')));
  pdfs.set('/broken.pdf', new TextEncoder().encode(`%PDF-1.7\n${'broken '.repeat(400)}`));
  publisher = createServer((req, res) => {
    const url = req.url ?? '/';
    hits.push(url);
    const pdf = pdfs.get(url);
    if (pdf) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(pdf);
    }
    if (url === '/blocked') {
      res.writeHead(403, { 'content-type': 'text/html' });
      return res.end('<html>Access denied</html>');
    }
    if (url === '/challenge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!DOCTYPE html><html><title>Just a moment...</title></html>');
    }
    if (url === '/tiny') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end('x');
    }
    if (url === '/busy') {
      res.writeHead(429);
      return res.end();
    }
    if (url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => publisher.listen(0, '127.0.0.1', resolve));
  pub = `http://127.0.0.1:${(publisher.address() as AddressInfo).port}`;

  dir = await mkdtemp(path.join(tmpdir(), 'smarty-research-'));
  t = await createTestApp(
    {},
    {
      ai: ai.engine,
      storage: createLocalStorage(dir),
      pdf: createPdfExtractor({ workers: 1 }),
      // The fake publisher listens on 127.0.0.1: loopback is allowed for this test only; other private ranges stay refused.
      fetcher: createSafeFetcher({ allowLoopback: true }),
      // Runs are recorded, not run: each test drives runAnalysis itself.
      jobs: {
        async send(_name, data) {
          scheduled.push((data as { essayId: string }).essayId);
          return null;
        },
      },
    },
  );
  await seedSampleLibrary(t.deps.database, {
    works: allSampleWorks().filter((w) => w.domain === 'Health and Medicine' || w.domain === 'Economics'),
  });
  alice = await register('10.61.0.1');
  bob = await register('10.61.0.2');
  aliceEssay = await createEssay(alice);
  bobEssay = await createEssay(bob);
});

afterAll(async () => {
  await t.deps.pdf.close();
  await t.close();
  publisher.closeAllConnections();
  await new Promise<void>((resolve) => publisher.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

// ───────────────────────────── tests ─────────────────────────────

describe('access', () => {
  it('needs a signed-in user on every research route', async () => {
    const paths: Array<[string, string]> = [
      ['GET', '/api/research/works?search=x'],
      ['GET', `/api/essays/${aliceEssay}/saved-articles`],
      ['POST', '/api/pdf-management/fetch-pdf'],
      ['GET', `/api/pdf-management/serve-pdf/${'a'.repeat(64)}.pdf`],
      ['POST', '/api/text-extraction/extract-text'],
      ['GET', `/api/integrated-article-analysis/state/${aliceEssay}`],
      ['GET', '/api/research/library/SL00701/pdf'],
    ];
    for (const [method, p] of paths) {
      const res = method === 'GET' ? await get(p, null) : await post(p, null, { url: `${pub}/paper-a.pdf` });
      expect(res.status, p).toBe(401);
    }
  });
});

describe('search', () => {
  it('answers in OpenAlex shape from the sample library, with filters and sorts', async () => {
    const res = await get(
      '/api/research/works?search=nurse%20staffing&per_page=10&filter=is_oa:true,is_retracted:false,language:en',
      alice,
    );
    expect(res.status).toBe(200);
    const page = worksResponseSchema.parse(await res.json());
    expect(page.source).toBe('Sample library');
    expect(page.meta.count).toBeGreaterThan(0);
    expect(page.results[0]!.title!.toLowerCase()).toContain('nurse staffing');
    expect((await get('/api/research/works?sort=cited_by_count:desc&per_page=200', alice)).status).toBe(200);
  });

  it('refuses bad paging, sorts and filters with a readable message', async () => {
    const bad = await get('/api/research/works?per_page=150', alice);
    expect(bad.status).toBe(400);
    expect((await body(bad)).error).toBe('per_page must be at most 100, or exactly 200.');
    expect((await get('/api/research/works?sort=title:asc', alice)).status).toBe(400);
    const filter = await get('/api/research/works?filter=institutions.id:I1', alice);
    expect(filter.status).toBe(400);
    expect((await body(filter)).error).toBe(M.invalidFilter('institutions.id is not a supported filter'));
  });

  it('takes a search of up to 300 characters and refuses a longer one with a clear message', async () => {
    const words = (n: number) => 'nurse staffing '.repeat(40).slice(0, n);
    expect(RESEARCH_LIMITS.maxSearchLength).toBe(300);
    const longest = await get(`/api/research/works?search=${encodeURIComponent(words(300))}`, alice);
    expect(longest.status).toBe(200);
    const tooLong = await get(`/api/research/works?search=${encodeURIComponent(words(301))}`, alice);
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).error).toBe(M.searchTooLong(301));
    const huge = await get(`/api/research/works?search=${'x'.repeat(3_000)}`, alice);
    expect(huge.status).toBe(400);
    expect((await body(huge)).error).toBe(
      'A search can be at most 300 characters (this one has 3,000). Keep its key words.',
    );
  });

  it('finds nothing for a search of made-up words, not weak matches', async () => {
    const made = Array.from({ length: 20 }, (_, i) => `zorbl${'abcdefghij'[i % 10]}quix`).join(' ');
    for (const search of [made, 'nursing ' + made, 'x'.repeat(300)]) {
      const page = worksResponseSchema.parse(
        await (await get(`/api/research/works?search=${encodeURIComponent(search)}`, alice)).json(),
      );
      expect(page.meta.count, search).toBe(0);
    }
  });
});

describe('PDF management', () => {
  let served = '';

  it('fetches a publisher PDF, stores it once and serves it to its owner only', async () => {
    const res = await post('/api/pdf-management/fetch-pdf', alice, { url: `${pub}/paper-a.pdf` });
    expect(res.status).toBe(200);
    const got = await body<{ success: boolean; pdfUrl: string; filename: string; size: number }>(res);
    expect(got).toMatchObject({ success: true, size: pdfs.get('/paper-a.pdf')!.length });
    expect(got.pdfUrl).toBe(`/api/pdf-management/serve-pdf/${got.filename}`);
    served = got.pdfUrl;
    const again = await body<{ filename: string }>(
      await post('/api/pdf-management/fetch-pdf', alice, { url: `${pub}/paper-a.pdf` }),
    );
    expect(again.filename).toBe(got.filename);

    const file = await get(served, alice);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfs.get('/paper-a.pdf'));
    expect((await get(served, bob)).status).toBe(404);
    expect((await get('/api/pdf-management/serve-pdf/..%2F..%2Fetc%2Fpasswd', alice)).status).toBe(404);
  });

  it('serves byte ranges, refuses ranges past the end, and answers 304 for a known ETag', async () => {
    const size = pdfs.get('/paper-a.pdf')!.length;
    const part = await get(served, alice, { range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${size}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('%PDF-1.7');
    const tail = await get(served, alice, { range: 'bytes=-5' });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(5);
    const past = await get(served, alice, { range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    const etag = (await get(served, alice)).headers.get('etag')!;
    expect((await get(served, alice, { 'if-none-match': etag })).status).toBe(304);
  });

  it('gives each failure its kind and the status the client maps (spec 3 §8)', async () => {
    const cases: Array<[string, number, string]> = [
      ['/blocked', 403, 'blocked'],
      ['/challenge', 403, 'blocked'],
      ['/missing', 404, 'not_found'],
      ['/tiny', 400, 'too_small'],
      ['/busy', 429, 'timeout'],
    ];
    for (const [p, status, kind] of cases) {
      const res = await post('/api/pdf-management/fetch-pdf', alice, { url: `${pub}${p}` });
      expect(res.status, p).toBe(status);
      const b = await body<{ success: boolean; kind: string; error: string; blocked: boolean }>(res);
      expect(b.success).toBe(false);
      expect(b.kind, p).toBe(kind);
      if (kind === 'blocked') {
        expect(b.blocked).toBe(true);
        expect(b.error).toContain(M.blockedPhrase);
      }
      if (kind === 'too_small') expect(b.error).toContain('too small');
    }
    expect(PDF_ERROR_MESSAGES.blocked).toBe(M.pdfBlocked);
  });

  it('never fetches private addresses, even through a redirect', async () => {
    const before = hits.length;
    for (const url of [
      'http://10.0.0.5/a.pdf',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'http://[::ffff:192.168.0.1]/x.pdf',
    ]) {
      const res = await post('/api/pdf-management/fetch-pdf', alice, { url });
      expect(res.status, url).toBe(400);
      expect((await body(res)).error).toBe(M.pdfUnsafeAddress);
    }
    expect(hits.length).toBe(before);
    const redirected = await post('/api/pdf-management/fetch-pdf', alice, { url: `${pub}/to-metadata` });
    expect(redirected.status).toBe(400);
    expect((await body(redirected)).details).toMatch(/link-local/);
  });

  it('test-pdf-download answers success or the error, always as 200', async () => {
    const ok = await post('/api/pdf-management/test-pdf-download', alice, {
      url: `${pub}/paper-b.pdf`,
      workId: 'W1',
    });
    expect(await body(ok)).toMatchObject({ success: true });
    const bad = await post('/api/pdf-management/test-pdf-download', alice, {
      url: `${pub}/missing`,
      workId: 'W1',
    });
    expect(bad.status).toBe(200);
    expect(await body(bad)).toMatchObject({ success: false, error: M.pdfNotFound, kind: 'not_found' });
  });

  it('serves sample library PDFs (generated on first use) without any network request', async () => {
    const sample = allSampleWorks().find((w) => w.domain === 'Health and Medicine' && w.hasPdf)!;
    const res = await get(`/api/research/library/${sample.id}/pdf`, alice);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const before = hits.length;
    const fetched = await post('/api/pdf-management/fetch-pdf', bob, {
      url: `http://localhost:3999/api/research/library/${sample.id}/pdf`,
    });
    expect(await body(fetched)).toMatchObject({ success: true });
    expect(hits.length).toBe(before);
    expect((await get('/api/research/library/SL99999/pdf', alice)).status).toBe(404);
  });
});

describe('text extraction', () => {
  it('extracts text, words and pages from a served PDF and from a publisher address', async () => {
    const fetched = await body<{ pdfUrl: string }>(
      await post('/api/pdf-management/fetch-pdf', alice, { url: `${pub}/paper-a.pdf` }),
    );
    for (const url of [fetched.pdfUrl, `${pub}/paper-a.pdf`]) {
      const res = await post('/api/text-extraction/extract-text', alice, { url });
      expect(res.status).toBe(200);
      const b = await body<{
        success: boolean;
        text: string;
        pages: number;
        wordCount: number;
        extractionTime: number;
      }>(res);
      expect(b.success).toBe(true);
      expect(b.pages).toBe(3);
      expect(b.text).toContain('2. Methods');
      expect(b.text.split('\f')).toHaveLength(3);
      expect(b.wordCount).toBeGreaterThan(60);
      expect(b.extractionTime).toEqual(expect.any(Number));
    }
  });

  it('reports a broken PDF as an extraction error, and another user cannot read the file', async () => {
    const broken = await post('/api/text-extraction/extract-text', alice, { url: `${pub}/broken.pdf` });
    expect(broken.status).toBe(422);
    expect(await body(broken)).toMatchObject({ success: false, code: 'text_extraction_error' });
    const fetched = await body<{ pdfUrl: string }>(
      await post('/api/pdf-management/fetch-pdf', alice, { url: `${pub}/paper-a.pdf` }),
    );
    const other = await post('/api/text-extraction/extract-text', bob, { url: fetched.pdfUrl });
    expect(other.status).toBe(404);
  });
});

describe('saved articles', () => {
  let saved: SavedArticle;

  it('saves: PDF test, storage, metadata and text extraction; the essay lists it too', async () => {
    const res = await post(`/api/essays/${aliceEssay}/save-article`, alice, {
      ...work('W100', '/paper-a.pdf'),
      bestPdfUrl: `${pub}/paper-a.pdf`,
    });
    expect(res.status).toBe(200);
    const b = await body<{ success: boolean; article: SavedArticle }>(res);
    saved = savedArticleSchema.parse(b.article);
    expect(saved).toMatchObject({
      id: 'W100',
      title: 'Work W100',
      authors: 'Ada Example, Grace Sample',
      text_extraction_success: true,
      text_pages: 3,
      has_extracted_text: true,
      sections_analyzed: false,
    });
    expect(saved.pdf_filename).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(saved.pdf_url).toBe(`/api/pdf-management/serve-pdf/${saved.pdf_filename}`);
    expect(saved.pdf_downloaded_at).toBe(t.clock.now().toISOString());
    expect(saved.text_word_count).toBeGreaterThan(60);
    expect(saved.pdf_metadata).toMatchObject({
      pages: 3,
      title: 'Nurse Staffing and Mortality',
      author: 'Ada Example',
    });
    expect(saved.extracted_text).toBeUndefined();
    const essay = await body<{ essay: { saved_articles: Array<{ id: string; title: string }> } }>(
      await get(`/api/essays/${aliceEssay}`, alice),
    );
    expect(essay.essay.saved_articles).toEqual([
      expect.objectContaining({ id: 'W100', title: 'Work W100', journal: 'Journal of Tests' }),
    ]);
  });

  it('saving again updates the same article', async () => {
    await post(`/api/essays/${aliceEssay}/save-article`, alice, {
      ...work('W100', '/paper-a.pdf'),
      title: 'Work W100 (renamed)',
    });
    const list = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${aliceEssay}/saved-articles`, alice),
    );
    expect(list.articles.map((a) => [a.id, a.title])).toEqual([['W100', 'Work W100 (renamed)']]);
  });

  it('lists with the text only when asked', async () => {
    const list = await body<{ success: boolean; articles: SavedArticle[] }>(
      await get(`/api/essays/${aliceEssay}/saved-articles?include=text`, alice),
    );
    expect(list.success).toBe(true);
    expect(list.articles[0]!.extracted_text).toContain('1. Introduction');
  });

  it('exports the saved articles as BibTeX and RIS downloads, to the owner only', async () => {
    const bib = await get(`/api/essays/${aliceEssay}/saved-articles/export?format=bibtex`, alice);
    expect(bib.status).toBe(200);
    expect(bib.headers.get('content-type')).toContain('application/x-bibtex');
    expect(bib.headers.get('content-disposition')).toBe(
      'attachment; filename="Nurse-staffing-essay-articles.bib"',
    );
    const bibText = await bib.text();
    expect(bibText).toMatch(/^@article\{/);
    // citation-js keeps the capitals of a title with braces, as BibTeX needs.
    expect(bibText).toContain('title = {Work {W100} (renamed)}');
    expect(bibText).toContain('Journal of Tests');
    const ris = await get(`/api/essays/${aliceEssay}/saved-articles/export?format=ris`, alice);
    expect(ris.status).toBe(200);
    const risText = await ris.text();
    expect(risText).toContain('TY  - JOUR');
    expect(risText).toContain('TI  - Work W100 (renamed)');
    expect(risText.trim().endsWith('ER  -')).toBe(true);
    const bad = await get(`/api/essays/${aliceEssay}/saved-articles/export?format=word`, alice);
    expect(bad.status).toBe(400);
    expect((await body<{ error: string }>(bad)).error).toBe('format must be bibtex or ris.');
    expect((await get(`/api/essays/${aliceEssay}/saved-articles/export?format=ris`, bob)).status).toBe(404);
  });

  it('keeps the citation details of a save (type, container, volume, issue, pages, publisher) for the essay and the exports', async () => {
    const details = {
      type: 'article',
      container: 'Journal of Tests',
      volume: '12',
      issue: '3',
      pages: '45-67',
      publisher: 'Test Press',
    };
    const res = await post(`/api/essays/${aliceEssay}/save-article`, alice, {
      ...work('W100', '/paper-a.pdf'),
      // the PDF stored by the first save: no new fetch (the fetch limit belongs to the analysis tests)
      pdf_filename: saved.pdf_filename,
      citation: details,
    });
    expect(res.status).toBe(200);
    expect((await body<{ article: SavedArticle }>(res)).article.citation).toEqual(details);
    const essay = await body<{ essay: { saved_articles: Array<Record<string, unknown>> } }>(
      await get(`/api/essays/${aliceEssay}`, alice),
    );
    expect(essay.essay.saved_articles[0]).toMatchObject({
      journal: 'Journal of Tests',
      volume: '12',
      issue: '3',
      pages: '45-67',
      publisher: 'Test Press',
      type: 'article',
    });
    const bib = await (
      await get(`/api/essays/${aliceEssay}/saved-articles/export?format=bibtex`, alice)
    ).text();
    expect(bib).toContain('volume = {12}');
    expect(bib).toContain('number = {3}');
    expect(bib).toContain('pages = {45--67}');
    const ris = (
      await (await get(`/api/essays/${aliceEssay}/saved-articles/export?format=ris`, alice)).text()
    ).split('\r\n');
    expect(ris).toEqual(expect.arrayContaining(['VL  - 12', 'IS  - 3', 'SP  - 45-67']));
  });

  it('takes an id of up to 300 characters and refuses a longer or empty one with its message', async () => {
    const withId = (id: string) => ({ ...work('W103', null), id });
    // the longest: an OpenAlex address of 300 characters
    const address = `https://openalex.org/W${'1'.repeat(300 - 'https://openalex.org/W'.length)}`;
    expect(address).toHaveLength(300);
    const longest = await post(`/api/essays/${aliceEssay}/save-article`, alice, withId(address));
    // past validation: refused only for having no PDF address
    expect(longest.status).toBe(422);
    expect((await body(longest)).error).toBe(M.noPdfUrl);
    const tooLong = await post(`/api/essays/${aliceEssay}/save-article`, alice, withId(`${address}1`));
    expect(tooLong.status).toBe(400);
    expect((await body(tooLong)).error).toBe(M.articleIdTooLong);
    const empty = await post(`/api/essays/${aliceEssay}/save-article`, alice, withId(''));
    expect(empty.status).toBe(400);
    expect((await body(empty)).error).toBe(M.articleIdMissing);
    // not an OpenAlex address nor a plain id
    const bad = await post(`/api/essays/${aliceEssay}/save-article`, alice, withId('W1 and more'));
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({ error: M.articleIdInvalid, fields: { id: M.articleIdInvalid } });
  });

  it('refuses a work without a PDF address, and one whose PDF is not accessible', async () => {
    const none = await post(`/api/essays/${aliceEssay}/save-article`, alice, work('W101', null));
    expect(none.status).toBe(422);
    expect((await body(none)).error).toBe(M.noPdfUrl);
    const blocked = await post(`/api/essays/${aliceEssay}/save-article`, alice, {
      ...work('W102', '/blocked'),
      bestPdfUrl: `${pub}/blocked`,
    });
    expect(blocked.status).toBe(422);
    expect(await body(blocked)).toMatchObject({
      error: M.pdfNotAccessible,
      fields: { pdf: M.pdfBlockedByPublisher },
    });
  });

  it('keeps a PDF whose text cannot be read, with the extraction error', async () => {
    const res = await post(`/api/essays/${aliceEssay}/save-article`, alice, {
      ...work('W103', '/broken.pdf'),
      bestPdfUrl: `${pub}/broken.pdf`,
    });
    expect(res.status).toBe(200);
    const { article } = await body<{ article: SavedArticle }>(res);
    expect(article.text_extraction_success).toBe(false);
    expect(article.text_extraction_error).toBe('The PDF is damaged and its text could not be read.');
    expect(article.has_extracted_text).toBe(false);
  });

  it("answers 404 for another user's essay, article or file", async () => {
    const other = await post(`/api/essays/${bobEssay}/save-article`, alice, work('W100', '/paper-a.pdf'));
    expect(other.status).toBe(404);
    expect((await body(other)).error).toBe(M.essayNotFound(bobEssay));
    expect((await get(`/api/essays/${aliceEssay}/saved-articles`, bob)).status).toBe(404);
    expect(
      (
        await t.request(`/api/essays/${aliceEssay}/saved-articles/W100`, {
          method: 'DELETE',
          cookie: bob.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await get(`/api/integrated-article-analysis/status/W100?essayId=${aliceEssay}`, bob)).status,
    ).toBe(404);
    const steal = await post('/api/pdf-management/update-article-pdf', bob, {
      essayId: bobEssay,
      articleId: 'W100',
      pdfFilename: saved.pdf_filename,
    });
    expect(steal.status).toBe(404);
    const missing = await get(`/api/integrated-article-analysis/status/W999?essayId=${aliceEssay}`, alice);
    expect(missing.status).toBe(404);
    expect((await body(missing)).error).toBe(M.articleNotFound('W999', aliceEssay));
  });

  it('saves a sample library work through its own PDF address', async () => {
    const page = await body<{
      results: Array<Record<string, unknown> & { best_pdf_url: string | null; id: string }>;
    }>(await get('/api/research/works?search=telemedicine&filter=is_oa:true,has_content.pdf:true', alice));
    const first = page.results[0]!;
    // the result list gets what it shows: a snippet of the abstract, no list of locations (issue 17)
    const whole = allSampleWorks().find((w) => w.id === first.id)!;
    expect(first.abstract).toBe(abstractSnippet(whole.abstract));
    expect((first.abstract as string).length).toBeLessThan(whole.abstract.length);
    expect(first.locations).toEqual([]);
    const res = await post(`/api/essays/${aliceEssay}/save-article`, alice, {
      ...first,
      bestPdfUrl: first.best_pdf_url,
    });
    expect(res.status).toBe(200);
    const { article } = await body<{ article: SavedArticle }>(res);
    expect(article.id).toBe(first.id);
    // …and the saved article has the whole abstract and the work's location
    expect(article.abstract).toBe(whole.abstract);
    expect(article.locations).toEqual([first.primary_location]);
    expect(article.text_extraction_success).toBe(true);
    expect(article.text_word_count).toBeGreaterThan(500);
  });

  it('points an article at another stored PDF', async () => {
    const other = await body<{ filename: string }>(
      await post('/api/pdf-management/fetch-pdf', alice, { url: `${pub}/paper-b.pdf` }),
    );
    const res = await post('/api/pdf-management/update-article-pdf', alice, {
      essayId: aliceEssay,
      articleId: 'https://openalex.org/W100',
      pdfFilename: other.filename,
      originalUrl: `${pub}/paper-b.pdf`,
    });
    expect(res.status).toBe(200);
    const { article } = await body<{ article: SavedArticle }>(res);
    expect(article.pdf_filename).toBe(other.filename);
    expect(article.pdf_original_url).toBe(`${pub}/paper-b.pdf`);
    // back to paper A for the analysis tests
    await post('/api/pdf-management/update-article-pdf', alice, {
      essayId: aliceEssay,
      articleId: 'W100',
      pdfFilename: saved.pdf_filename,
    });
  });
});

describe('analysis', () => {
  it('analyses one article: sections, then its relation to the prompt', async () => {
    const res = await post('/api/integrated-article-analysis/analyze', alice, {
      essayId: aliceEssay,
      articleId: 'W100',
    });
    expect(res.status).toBe(200);
    const b = await body<{
      success: boolean;
      analysisState: string;
      article: SavedArticle;
      errors: string[];
    }>(res);
    expect(b).toMatchObject({ success: true, analysisState: 'completed', errors: [] });
    expect(b.article.sections_analyzed).toBe(true);
    expect(b.article.sections.length).toBeGreaterThan(2);
    expect(b.article.relation_analysis?.analysis_status).toBe('completed');
    expect(b.article.relation_analysis?.prompt_relation?.relevance_score).toBeGreaterThan(0);
    const status = await body<{ analysis: { analysis_status: string }; sectionsAnalyzed: boolean }>(
      await get(`/api/integrated-article-analysis/status/W100?essayId=${aliceEssay}`, alice),
    );
    expect(status).toMatchObject({ analysis: { analysis_status: 'completed' }, sectionsAnalyzed: true });
  });

  it('gives a section its text, and diagnoses markers', async () => {
    const list = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${aliceEssay}/saved-articles?include=text`, alice),
    );
    const article = list.articles.find((a) => a.id === 'W100')!;
    const section = article.sections.find((s) => /Methods/.test(s.heading))!;
    const res = await get(
      `/api/integrated-article-analysis/section-text/W100/${encodeURIComponent(section.id)}?essayId=${aliceEssay}`,
      alice,
    );
    expect(res.status).toBe(200);
    const b = await body<{ text: string; length: number }>(res);
    expect(b.text.startsWith(section.sectionStart)).toBe(true);
    expect(b.text.endsWith(section.sectionEnd)).toBe(true);
    expect(b.length).toBe(b.text.length);
    const good = await body<{ diagnosis: { startFound: boolean; sectionLength: number } }>(
      await post('/api/integrated-article-analysis/diagnose-boundaries', alice, {
        essayId: aliceEssay,
        articleId: 'W100',
        sectionStart: section.sectionStart,
        sectionEnd: section.sectionEnd,
      }),
    );
    expect(good.diagnosis).toMatchObject({ startFound: true, sectionLength: b.length });
    const loose = await body<{
      diagnosis: { startFound: boolean; looseStartIndex: number | null; suggestion: string };
    }>(
      await post('/api/integrated-article-analysis/diagnose-boundaries', alice, {
        essayId: aliceEssay,
        articleId: 'W100',
        sectionStart: section.sectionStart.toUpperCase().replace(/ /g, '   '),
        sectionEnd: 'no such end',
      }),
    );
    expect(loose.diagnosis.startFound).toBe(false);
    expect(loose.diagnosis.looseStartIndex).toBe(article.extracted_text!.indexOf(section.sectionStart));
    expect(loose.diagnosis.suggestion).toMatch(/spacing or capital letters/);
    const empty = await body<{ diagnosis: { suggestion: string } }>(
      await post('/api/integrated-article-analysis/diagnose-boundaries', alice, {
        essayId: aliceEssay,
        articleId: 'W100',
        sectionStart: '',
        sectionEnd: '',
      }),
    );
    expect(empty.diagnosis.suggestion).toBe(M.markersRequired);
  });

  it('refuses analysis without essay context, without text, and without a subscription', async () => {
    const bare = await createEssay(alice, { prompt: '' });
    await post(`/api/essays/${bare}/save-article`, alice, {
      ...work('W200', '/paper-b.pdf'),
      bestPdfUrl: `${pub}/paper-b.pdf`,
    });
    const noContext = await post('/api/integrated-article-analysis/analyze', alice, {
      essayId: bare,
      articleId: 'W200',
    });
    expect(noContext.status).toBe(400);
    expect((await body(noContext)).error).toBe(M.noEssayContext);
    const all = await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: bare });
    expect((await body(all)).error).toBe(M.noEssayContext);
    const noText = await post('/api/integrated-article-analysis/analyze', alice, {
      essayId: aliceEssay,
      articleId: 'W103',
    });
    expect(noText.status).toBe(422);
    expect((await body(noText)).error).toBe(M.noExtractedText);
    await t.deps.database.db.update(users).set({ subscriptionStatus: 'none' }).where(eq(users.id, bob.id));
    expect(
      (await post('/api/integrated-article-analysis/analyze', bob, { essayId: bobEssay, articleId: 'W1' }))
        .status,
    ).toBe(402);
    await t.deps.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, bob.id));
  });

  it('Analyze All: a durable run that marks a failing article failed and goes on', async () => {
    const essay = await createEssay(alice);
    for (const [id, p] of [
      ['W301', '/paper-a.pdf'],
      ['W302', '/paper-c.pdf'],
      ['W303', '/paper-b.pdf'],
    ] as const) {
      t.clock.advance(1000); // saved one after another: the run follows that order
      const r = await post(`/api/essays/${essay}/save-article`, alice, {
        ...work(id, p),
        title: id === 'W302' ? 'FAILME costs' : `Work ${id}`,
        bestPdfUrl: `${pub}${p}`,
      });
      expect(r.status).toBe(200);
    }
    const start = await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: essay });
    expect(start.status).toBe(200);
    const state = (
      await body<{
        analysisState: {
          isAnalyzing: boolean;
          currentArticleIndex: number;
          totalArticlesToAnalyze: number;
          message: string;
        };
      }>(start)
    ).analysisState;
    expect(state).toMatchObject({
      isAnalyzing: true,
      currentArticleIndex: 1,
      totalArticlesToAnalyze: 3,
      message: 'Analyzing article 1 of 3',
    });
    expect(scheduled).toContain(essay);
    // starting again while it runs reports the same run
    const again = await body<{ analysisState: { totalArticlesToAnalyze: number } }>(
      await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: essay }),
    );
    expect(again.analysisState.totalArticlesToAnalyze).toBe(3);

    await runAnalysis(t.deps, essay);
    const done = await body<{
      analysisState: {
        isAnalyzing: boolean;
        status: string;
        completedArticleIds: string[];
        failedArticleIds: string[];
      };
    }>(await get(`/api/integrated-article-analysis/state/${essay}`, alice));
    expect(done.analysisState).toMatchObject({
      isAnalyzing: false,
      status: 'completed',
      completedArticleIds: ['W301', 'W303'],
      failedArticleIds: ['W302'],
    });
    const list = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${essay}/saved-articles`, alice),
    );
    expect(
      Object.fromEntries(list.articles.map((a) => [a.id, a.relation_analysis?.analysis_status])),
    ).toEqual({ W301: 'completed', W302: 'failed', W303: 'completed' });
    expect(list.articles.find((a) => a.id === 'W302')!.relation_analysis!.analysis_errors[0]).toContain(
      'HTTP 500',
    );

    expect(
      (
        await t.request(`/api/integrated-article-analysis/state/${essay}`, {
          method: 'DELETE',
          cookie: alice.cookie,
        })
      ).status,
    ).toBe(200);
    expect(await body(await get(`/api/integrated-article-analysis/state/${essay}`, alice))).toEqual({
      success: true,
      analysisState: null,
    });
    // the failed article still needs analysis; once it passes, nothing is left
    const retry = await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: essay });
    expect(
      (await body<{ analysisState: { totalArticlesToAnalyze: number } }>(retry)).analysisState
        .totalArticlesToAnalyze,
    ).toBe(1);
    await t.deps.database.db
      .update(researchSavedArticles)
      .set({ title: 'Fixed title' })
      .where(eq(researchSavedArticles.workId, 'W302'));
    await runAnalysis(t.deps, essay);
    const nothing = await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: essay });
    expect(nothing.status).toBe(409);
    expect((await body(nothing)).error).toBe(M.allAnalyzed);
  });

  it('Analyze All resumes where it stopped after a worker died, without analysing an article twice', async () => {
    const essay = await createEssay(alice);
    for (const [id, p] of [
      ['W401', '/paper-a.pdf'],
      ['W402', '/paper-b.pdf'],
      ['W403', '/paper-d.pdf'],
    ] as const) {
      t.clock.advance(1000);
      await post(`/api/essays/${essay}/save-article`, alice, { ...work(id, p), bestPdfUrl: `${pub}${p}` });
    }
    await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: essay });
    await runAnalysis(t.deps, essay, { stopAfter: 1 }); // the worker dies after the first article
    const progress = await body<{
      progress: {
        currentArticleIndex: number;
        totalArticlesToAnalyze: number;
        isAnalyzing: boolean;
        message: string;
      };
    }>(await get(`/api/integrated-article-analysis/progress/${essay}`, alice));
    expect(progress.progress).toEqual({
      currentArticleIndex: 2,
      totalArticlesToAnalyze: 3,
      isAnalyzing: true,
      message: 'Analyzing article 2 of 3',
    });

    scheduled.length = 0;
    expect(await resumeAnalysisRuns(t.deps)).toBe(0); // the dead worker's lease has not expired yet
    await runAnalysis(t.deps, essay); // nor can another worker take it over early
    expect(
      (
        await body<{ progress: { currentArticleIndex: number } }>(
          await get(`/api/integrated-article-analysis/progress/${essay}`, alice),
        )
      ).progress.currentArticleIndex,
    ).toBe(2);

    t.clock.advance(ANALYSIS_LEASE_MS + 1000);
    expect(await resumeAnalysisRuns(t.deps)).toBe(1);
    expect(scheduled).toEqual([essay]);
    const before = ai.calls.analyzeRelation ?? 0;
    await runAnalysis(t.deps, essay);
    expect((ai.calls.analyzeRelation ?? 0) - before).toBe(2);
    const state = await body<{ analysisState: { status: string; completedArticleIds: string[] } }>(
      await get(`/api/integrated-article-analysis/state/${essay}`, alice),
    );
    expect(state.analysisState).toMatchObject({
      status: 'completed',
      completedArticleIds: ['W401', 'W402', 'W403'],
    });
  });

  it('a run stopped by a shutdown is handed back at once: the next start resumes it without waiting for the lease', async () => {
    const essay = await createEssay(alice);
    for (const [id, p] of [
      ['W411', '/paper-a.pdf'],
      ['W412', '/paper-b.pdf'],
    ] as const) {
      t.clock.advance(1000);
      await post(`/api/essays/${essay}/save-article`, alice, { ...work(id, p), bestPdfUrl: `${pub}${p}` });
    }
    await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: essay });
    const shutdown = new AbortController();
    shutdown.abort();
    const before = ai.calls.analyzeRelation ?? 0;
    await runAnalysis(t.deps, essay, { signal: shutdown.signal });
    expect((ai.calls.analyzeRelation ?? 0) - before).toBe(0);
    scheduled.length = 0;
    expect(await resumeAnalysisRuns(t.deps)).toBe(1); // no live lease left behind
    expect(scheduled).toEqual([essay]);
    await runAnalysis(t.deps, essay);
    const state = await body<{ analysisState: { status: string; completedArticleIds: string[] } }>(
      await get(`/api/integrated-article-analysis/state/${essay}`, alice),
    );
    expect(state.analysisState).toMatchObject({ status: 'completed', completedArticleIds: ['W411', 'W412'] });
  });

  it('DELETE state stops a running run; the remaining articles go back to waiting', async () => {
    const essay = await createEssay(alice);
    for (const [id, p] of [
      ['W501', '/paper-a.pdf'],
      ['W502', '/paper-b.pdf'],
    ] as const) {
      await post(`/api/essays/${essay}/save-article`, alice, { ...work(id, p), bestPdfUrl: `${pub}${p}` });
    }
    await post('/api/integrated-article-analysis/analyze-all', alice, { essayId: essay });
    await t.request(`/api/integrated-article-analysis/state/${essay}`, {
      method: 'DELETE',
      cookie: alice.cookie,
    });
    await runAnalysis(t.deps, essay); // a job arriving after the cancel does nothing
    const list = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${essay}/saved-articles`, alice),
    );
    expect(list.articles.every((a) => a.relation_analysis === null)).toBe(true);
    expect((await get(`/api/integrated-article-analysis/state/${bobEssay}`, alice)).status).toBe(404);
  });
});

describe('citations', () => {
  it('formats a search result in APA, MLA and Chicago through lib/citations, with the spec fallbacks', async () => {
    const res = await post('/api/research/citations', alice, {
      work: {
        ...work('W900', '/paper-a.pdf'),
        title: 'Nurse Staffing and Mortality',
        publication_year: 2019,
        year: undefined,
      },
    });
    expect(res.status).toBe(200);
    const { citations } = await body<{
      citations: Record<'apa' | 'mla' | 'chicago', { text: string; html: string }>;
    }>(res);
    expect(citations.apa.text).toContain('Nurse Staffing and Mortality');
    expect(citations.apa.text).toContain('2019');
    expect(citations.apa.text).toContain('Journal of Tests');
    expect(citations.mla.text).not.toBe(citations.apa.text);
    expect(citations.chicago.text).not.toBe(citations.apa.text);
    const bare = await body<{ citations: Record<'apa', { text: string }> }>(
      await post('/api/research/citations', alice, { work: {} }),
    );
    expect(bare.citations.apa.text).toContain(M.untitled);
    expect(bare.citations.apa.text).toContain(M.noYear);
    expect((await post('/api/research/citations', null, { work: {} })).status).toBe(401);
  });

  it('uses the citation details a search result carries: volume, issue and pages in every style', async () => {
    const res = await post('/api/research/citations', alice, {
      work: {
        ...work('W901', '/paper-a.pdf'),
        title: 'Biodiversity hotspots for conservation priorities',
        authorships: [{ author: { display_name: 'Norman Myers' } }],
        year: 2000,
        doi: 'https://doi.org/10.1038/35002501',
        citation: { type: 'article', container: 'Nature', volume: '403', issue: '6772', pages: '853-858' },
      },
    });
    const { citations } = await body<{
      citations: Record<'apa' | 'mla' | 'chicago', { text: string; html: string }>;
    }>(res);
    expect(citations.apa.text).toBe(
      'Myers, N. (2000). Biodiversity hotspots for conservation priorities. Nature, 403(6772), 853–858. https://doi.org/10.1038/35002501',
    );
    expect(citations.apa.html).toContain('<i>Nature</i>, <i>403</i>(6772)');
    expect(citations.mla.text).toContain('Nature, vol. 403, no. 6772, 2000, pp. 853–58.');
    expect(citations.chicago.text).toContain('Nature 403, no. 6772: 853–58.');
  });
});

describe('uploads', () => {
  it('are searchable and readable by their owner only', async () => {
    const form = new FormData();
    form.set(
      'file',
      new Blob([pdfs.get('/paper-d.pdf')! as BlobPart], { type: 'application/pdf' }),
      'mine.pdf',
    );
    form.set('title', 'Zebrafish Regeneration Notes');
    form.set('authors', 'Ada Example; Grace Sample');
    form.set('year', '2024');
    const res = await t.request('/api/research/uploads', {
      method: 'POST',
      cookie: alice.cookie,
      body: form,
      headers: { origin: 'http://localhost:3999' },
    });
    expect(res.status).toBe(201);
    const { work: uploaded } = await body<{
      work: { id: string; source: string; best_pdf_url: string; authorships: unknown[] };
    }>(res);
    expect(uploaded.source).toBe('Upload');
    expect(uploaded.authorships).toHaveLength(2);
    const mine = await body<{ results: Array<{ id: string }> }>(
      await get('/api/research/works?search=zebrafish', alice),
    );
    expect(mine.results.map((w) => w.id)).toEqual([uploaded.id]);
    const theirs = await body<{ results: Array<{ id: string }> }>(
      await get('/api/research/works?search=zebrafish', bob),
    );
    expect(theirs.results).toEqual([]);
    expect((await get(`/api/research/library/${uploaded.id}/pdf`, alice)).status).toBe(200);
    expect((await get(`/api/research/library/${uploaded.id}/pdf`, bob)).status).toBe(404);
    expect((await body<{ works: unknown[] }>(await get('/api/research/uploads', alice))).works).toHaveLength(
      1,
    );
    expect(
      (await t.request(`/api/research/uploads/${uploaded.id}`, { method: 'DELETE', cookie: bob.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/research/uploads/${uploaded.id}`, { method: 'DELETE', cookie: alice.cookie }))
        .status,
    ).toBe(200);
  });

  it('refuses a file that is not a PDF and a missing title', async () => {
    const form = new FormData();
    form.set('file', new Blob(['<html></html>'], { type: 'application/pdf' }), 'fake.pdf');
    form.set('title', 'Fake');
    const res = await t.request('/api/research/uploads', {
      method: 'POST',
      cookie: alice.cookie,
      body: form,
      headers: { origin: 'http://localhost:3999' },
    });
    expect(res.status).toBe(400);
    expect((await body(res)).error).toBe(M.uploadNeedsPdf);
    const noTitle = new FormData();
    noTitle.set('file', new Blob([pdfs.get('/paper-d.pdf')! as BlobPart]), 'x.pdf');
    const res2 = await t.request('/api/research/uploads', {
      method: 'POST',
      cookie: alice.cookie,
      body: noTitle,
      headers: { origin: 'http://localhost:3999' },
    });
    expect(res2.status).toBe(400);
    expect((await body(res2)).error).toBe(M.uploadNeedsTitle);
  });

  it('keeps the citation fields of the form and refuses a malformed DOI or kind of work', async () => {
    const upload = async (fields: Record<string, string>) => {
      const form = new FormData();
      form.set(
        'file',
        new Blob([pdfs.get('/paper-d.pdf')! as BlobPart], { type: 'application/pdf' }),
        'c.pdf',
      );
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return t.request('/api/research/uploads', {
        method: 'POST',
        cookie: alice.cookie,
        body: form,
        headers: { origin: 'http://localhost:3999' },
      });
    };
    const res = await upload({
      title: 'The psychology of habit',
      authors: 'Wendy Wood',
      year: '2019',
      type: 'book-chapter',
      container: 'Handbook of motivation',
      volume: '',
      pages: '101 – 108',
      publisher: 'Oxford University Press',
      doi: 'https://doi.org/10.1000/habit.1',
    });
    expect(res.status).toBe(201);
    const { work: uploaded } = await body<{ work: { id: string; doi: string; citation: unknown } }>(res);
    expect(uploaded.citation).toEqual({
      type: 'book-chapter',
      container: 'Handbook of motivation',
      volume: null,
      issue: null,
      pages: '101-108',
      publisher: 'Oxford University Press',
    });
    expect(uploaded.doi).toBe('https://doi.org/10.1000/habit.1');
    const cited = await body<{ citations: Record<'apa', { text: string }> }>(
      await post('/api/research/citations', alice, { work: uploaded }),
    );
    expect(cited.citations.apa.text).toBe(
      'Wood, W. (2019). The psychology of habit. In Handbook of motivation (pp. 101–108). Oxford University Press. https://doi.org/10.1000/habit.1',
    );
    const badDoi = await upload({ title: 'X', doi: 'not a doi' });
    expect(badDoi.status).toBe(400);
    expect((await body(badDoi)).error).toBe(M.uploadBadDoi);
    const badType = await upload({ title: 'X', type: 'poem' });
    expect(badType.status).toBe(400);
    expect((await body(badType)).error).toBe(M.uploadBadType);
    const long = await upload({ title: 'X', volume: '9'.repeat(51) });
    expect(long.status).toBe(400);
    expect((await body(long)).error).toBe(M.uploadFieldTooLong('volume', 50));
  });
});

describe('removal and clean-up', () => {
  it('removes a saved article from the research list and the essay list', async () => {
    const res = await t.request(`/api/essays/${aliceEssay}/saved-articles/W103`, {
      method: 'DELETE',
      cookie: alice.cookie,
    });
    expect(res.status).toBe(200);
    const list = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${aliceEssay}/saved-articles`, alice),
    );
    expect(list.articles.map((a) => a.id)).not.toContain('W103');
    const essay = await body<{ essay: { saved_articles: Array<{ id: string }> } }>(
      await get(`/api/essays/${aliceEssay}`, alice),
    );
    expect(essay.essay.saved_articles.map((a) => a.id)).not.toContain('W103');
  });

  it('deleting a user deletes their research rows (demo clean-up)', async () => {
    const db = t.deps.database.db;
    const count = async (
      table: typeof researchSavedArticles | typeof researchUserFiles | typeof researchAnalysisRuns,
    ) => (await db.select().from(table).where(eq(table.userId, alice.id))).length;
    expect(await count(researchSavedArticles)).toBeGreaterThan(0);
    expect(await count(researchUserFiles)).toBeGreaterThan(0);
    await db.delete(users).where(eq(users.id, alice.id));
    expect(await count(researchSavedArticles)).toBe(0);
    expect(await count(researchUserFiles)).toBe(0);
    expect(await count(researchAnalysisRuns)).toBe(0);
    expect(
      (await db.select().from(researchLibraryWorks).where(eq(researchLibraryWorks.ownerUserId, alice.id)))
        .length,
    ).toBe(0);
  });

  it("an expired demo's stored PDFs are deleted with it; a PDF another user holds stays", async () => {
    const db = t.deps.database.db;
    const demo = await register('10.61.0.9');
    const keyOf = async (who: Account, path: string) => {
      const res = await post('/api/pdf-management/fetch-pdf', who, { url: `${pub}${path}` });
      expect(res.status).toBe(200);
      return (await body<{ filename: string }>(res)).filename.replace(/\.pdf$/, '');
    };
    const onlyDemo = await keyOf(demo, '/paper-d.pdf');
    const shared = await keyOf(demo, '/paper-b.pdf');
    expect(await keyOf(bob, '/paper-b.pdf')).toBe(shared);
    await db
      .update(users)
      .set({ isDemo: true, demoExpiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(users.id, demo.id));

    expect(await deleteExpiredDemos(t.deps)).toBe(1);
    expect(await t.deps.storage.exists(onlyDemo)).toBe(false);
    expect(await t.deps.storage.exists(shared)).toBe(true);
    expect((await get(`/api/pdf-management/serve-pdf/${shared}.pdf`, bob)).status).toBe(200);
  });

  it('a file released while a user is granted it is stored again by the grant', async () => {
    const bytes = await makePdf([['Released and granted again']]);
    const put = await t.deps.storage.put(bytes);
    expect(await releaseFiles(t.deps, [put.key])).toBe(1);
    expect(await t.deps.storage.exists(put.key)).toBe(false);
    await grantFile(t.deps, bob.id, put.key, put.size, null, bytes);
    expect(await t.deps.storage.exists(put.key)).toBe(true);
    // Now referenced: releasing it again keeps it.
    expect(await releaseFiles(t.deps, [put.key])).toBe(0);
    expect(await t.deps.storage.exists(put.key)).toBe(true);
  });
});

describe('one store for saved articles (ADR 018)', () => {
  const del = (path: string, who: Account) => t.request(path, { method: 'DELETE', cookie: who.cookie });
  /** The essay's list and the research list of one essay: the same articles in the same order. */
  async function bothLists(who: Account, essayId: string) {
    const essay = await body<{ essay: { saved_articles: Array<{ id: string; title: string }> } }>(
      await get(`/api/essays/${essayId}`, who),
    );
    const research = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${essayId}/saved-articles`, who),
    );
    const essayIds = essay.essay.saved_articles.map((a) => a.id);
    expect(essayIds).toEqual(research.articles.map((a) => a.id));
    return essayIds;
  }

  it('the essay list and the research list cannot disagree, whichever side saves or removes', async () => {
    const who = await register('10.61.0.21');
    const essayId = await createEssay(who);
    // saved through research: the essay lists it, with its citation details
    expect(
      (await post(`/api/essays/${essayId}/save-article`, who, { ...work('W300', '/paper-b.pdf') })).status,
    ).toBe(200);
    expect(await bothLists(who, essayId)).toEqual(['W300']);
    // saved through the essay (no PDF): research lists it
    const added = await post(`/api/essays/${essayId}/articles`, who, {
      article: {
        id: 'https://openalex.org/W301',
        title: 'Hand-entered',
        authors: 'Ada Example',
        journal: 'J',
      },
    });
    expect(added.status).toBe(200);
    expect(await bothLists(who, essayId)).toEqual(['W300', 'W301']);
    const research = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${essayId}/saved-articles`, who),
    );
    expect(research.articles[1]).toMatchObject({
      title: 'Hand-entered',
      pdf_url: null,
      citation: { container: 'J' },
    });
    // re-adding through the essay keeps the research article's PDF and text
    await post(`/api/essays/${essayId}/articles`, who, { article: { id: 'W300', title: 'Renamed' } });
    const kept = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${essayId}/saved-articles`, who),
    );
    expect(kept.articles[0]).toMatchObject({ id: 'W300', title: 'Renamed', has_extracted_text: true });
    expect(kept.articles[0]?.pdf_url).toMatch(/serve-pdf/);
    // removed through the essay: gone from research; removed through research: gone from the essay
    expect((await del(`/api/essays/${essayId}/articles/W300`, who)).status).toBe(200);
    expect(await bothLists(who, essayId)).toEqual(['W301']);
    expect((await del(`/api/essays/${essayId}/saved-articles/W301`, who)).status).toBe(200);
    expect(await bothLists(who, essayId)).toEqual([]);
    // each change moved the essay's version on (live updates re-read it)
    const essay = await body<{ essay: { version: number } }>(await get(`/api/essays/${essayId}`, who));
    expect(essay.essay.version).toBe(6);
  });

  it('a save carrying saved_articles makes the list that list, keeping what stays', async () => {
    const who = await register('10.61.0.22');
    const essayId = await createEssay(who);
    await post(`/api/essays/${essayId}/save-article`, who, { ...work('W310', '/paper-b.pdf') });
    await post(`/api/essays/${essayId}/articles`, who, { article: { id: 'W311', title: 'Goes' } });
    const { essay } = await body<{ essay: { version: number } }>(await get(`/api/essays/${essayId}`, who));
    const res = await t.request(`/api/essays/${essayId}`, {
      method: 'PATCH',
      cookie: who.cookie,
      json: { version: essay.version, saved_articles: [{ id: 'W310', title: 'Kept' }, { title: 'New' }] },
    });
    expect(res.status).toBe(200);
    const ids = await bothLists(who, essayId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe('W310');
    const list = await body<{ articles: SavedArticle[] }>(
      await get(`/api/essays/${essayId}/saved-articles`, who),
    );
    expect(list.articles.map((a) => a.title)).toEqual(['Kept', 'New']);
    expect(list.articles[0]?.has_extracted_text).toBe(true);
    // a stale save changes neither the essay nor its articles
    const stale = await t.request(`/api/essays/${essayId}`, {
      method: 'PATCH',
      cookie: who.cookie,
      json: { version: essay.version, saved_articles: [] },
    });
    expect(stale.status).toBe(409);
    expect(await bothLists(who, essayId)).toHaveLength(2);
  });

  it('parallel saves from two tabs cannot pass the limit', async () => {
    const who = await register('10.61.0.23');
    const essayId = await createEssay(who);
    const max = RESEARCH_LIMITS.maxSavedArticles;
    const { essay } = await body<{ essay: { version: number } }>(await get(`/api/essays/${essayId}`, who));
    const fill = Array.from({ length: max - 2 }, (_, i) => ({ id: `F${i}`, title: `Filler ${i}` }));
    const filled = await t.request(`/api/essays/${essayId}`, {
      method: 'PATCH',
      cookie: who.cookie,
      json: { version: essay.version, saved_articles: fill },
    });
    expect(filled.status).toBe(200);
    const results = await Promise.all([
      ...['P1', 'P2', 'P3', 'P4'].map((id) =>
        post(`/api/essays/${essayId}/articles`, who, { article: { id, title: id } }),
      ),
      post(`/api/essays/${essayId}/save-article`, who, { ...work('W320', '/paper-b.pdf') }),
      post(`/api/essays/${essayId}/save-article`, who, { ...work('W321', '/paper-d.pdf') }),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400 || s === 409)).toBe(true);
    expect(await bothLists(who, essayId)).toHaveLength(max);
  });
});
