/**
 * Issue 16 figures, in process on the app with its real PDF worker pool and database (PGlite, or PostgreSQL with
 * TEST_DB=postgres and TEST_DATABASE_URL, as the tests choose):
 * - time to build a study path from a 30-page PDF (`POST /api/smarty/material-paths`: upload, extraction in the
 *   worker, headings → topics, passages indexed), one cold request (worker start) then the median of warm ones;
 * - retrieval latency over a library of 50 PDFs (the knowledge layer's `searchPassages`, as the tutor calls it for a
 *   question), one question at a time after a warm-up pass: p50 and p99.
 * Run on its own: `npx tsx bench/own-material.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createTestApp,
  registrationForm,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../src/testing/test-app';
import { searchPassages } from '../src/server/features/study/knowledge.service';
import { paperPdf } from './pdf-extraction';
import { percentile } from './support';

const PAPERS_DIR =
  process.env.PAPERS_DIR ?? path.resolve(import.meta.dirname, '../../shared/fixtures/papers');

interface Paper {
  file: string;
  title: string;
  headings: string[];
}

interface Pdf {
  name: string;
  bytes: Uint8Array;
}

async function member(t: TestApp): Promise<{ id: string; cookie: string }> {
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: '203.0.113.60',
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  const { user } = (await res.json()) as { user: { id: string } };
  await t.deps.database.query("UPDATE users SET subscription_status = 'active' WHERE id = $1", [user.id]);
  return { id: user.id, cookie: sessionCookie(res) };
}

async function buildPath(
  t: TestApp,
  cookie: string,
  files: readonly Pdf[],
): Promise<{ ms: number; pathId: string; topics: number }> {
  const form = new FormData();
  for (const f of files)
    form.append('file', new Blob([f.bytes as BlobPart], { type: 'application/pdf' }), f.name);
  const started = performance.now();
  const res = await t.request('/api/smarty/material-paths', {
    method: 'POST',
    cookie,
    body: form,
    ip: '203.0.113.60',
    headers: { origin: TEST_ORIGIN },
  });
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`material-paths answered ${res.status}: ${await res.text()}`);
  const { studyPath } = (await res.json()) as { studyPath: { id: string; topics: unknown[] } };
  return { ms, pathId: studyPath.id, topics: studyPath.topics.length };
}

export interface MaterialPathFigure {
  pages: number;
  topics: number;
  coldMs: number;
  /** Median of the warm builds. */
  warmMs: number;
  runs: number;
}

export interface RetrievalFigure {
  pdfs: number;
  passages: number;
  queries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Seconds the library took to build (5 requests of 10 PDFs). */
  librarySeconds: number;
}

/** Both figures from one app: the 30-page build, then the 50-PDF library and its retrieval latency. */
export async function ownMaterialFigures(
  warmRuns = 3,
  queryRounds = 3,
): Promise<{ build: MaterialPathFigure; retrieval: RetrievalFigure }> {
  const t = await createTestApp({ LOG_LEVEL: 'silent' });
  try {
    const user = await member(t);
    const paper = await paperPdf(30);
    const bench: Pdf = { name: 'bench-paper-30-pages.pdf', bytes: paper.bytes };

    const cold = await buildPath(t, user.cookie, [bench]);
    const warm: number[] = [];
    for (let i = 0; i < warmRuns; i++) warm.push((await buildPath(t, user.cookie, [bench])).ms);
    const build: MaterialPathFigure = {
      pages: paper.pages,
      topics: cold.topics,
      coldMs: cold.ms,
      warmMs: percentile(warm, 50),
      runs: warmRuns,
    };

    // The library: a second member's 50 PDFs (the 8 fixture papers six times each, the 30-page paper twice), as
    // five paths of ten PDFs each.
    const reader = await member(t);
    const papers = JSON.parse(await readFile(path.join(PAPERS_DIR, 'manifest.json'), 'utf8')) as Paper[];
    const pdfs: Pdf[] = [];
    for (const p of papers)
      pdfs.push({ name: p.file, bytes: new Uint8Array(await readFile(path.join(PAPERS_DIR, p.file))) });
    const library: Pdf[] = [];
    for (let copy = 0; library.length < 48; copy++)
      for (const p of pdfs) if (library.length < 48) library.push({ ...p, name: `${copy + 1}-${p.name}` });
    library.push({ ...bench, name: 'a-bench-paper.pdf' }, { ...bench, name: 'b-bench-paper.pdf' });
    const libraryStarted = performance.now();
    const pathIds: string[] = [];
    for (let i = 0; i < library.length; i += 10)
      pathIds.push((await buildPath(t, reader.cookie, library.slice(i, i + 10))).pathId);
    const librarySeconds = (performance.now() - libraryStarted) / 1000;
    const count = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM knowledge_passages p JOIN knowledge_sources s ON s.id = p.source_id WHERE s.owner_id = $1',
      [reader.id],
    );

    // Questions a student asks of their papers: one per printed heading, plus a few across papers.
    const questions = [
      ...papers.flatMap((p) =>
        p.headings.filter((h) => h.length > 3).map((h) => `What does the paper say about ${h}?`),
      ),
      'How were the participants recruited and what were the outcomes?',
      'Which retrieval model performs best on open-domain question answering?',
      'What are the limitations of this study?',
      'How does nurse staffing relate to patient mortality?',
    ];
    const ask = async (question: string, i: number) => {
      const started = performance.now();
      await searchPassages(t.deps, {
        userId: reader.id,
        question,
        certificationId: null,
        pathId: pathIds[i % pathIds.length] ?? null,
      });
      return performance.now() - started;
    };
    for (const [i, q] of questions.entries()) await ask(q, i); // warm-up
    const times: number[] = [];
    for (let round = 0; round < queryRounds; round++)
      for (const [i, q] of questions.entries()) times.push(await ask(q, i + round));
    return {
      build,
      retrieval: {
        pdfs: library.length,
        passages: Number(count[0]?.n ?? 0),
        queries: times.length,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        maxMs: Math.max(...times),
        librarySeconds,
      },
    };
  } finally {
    await t.close();
    await t.deps.pdf.close();
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const f = await ownMaterialFigures();
  console.log(JSON.stringify(f, null, 2));
}
