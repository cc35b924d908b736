// `npm run bench`: every figure the issues ask for, measured side by side in one run.
import path from 'node:path';
import { FIRST_WORKSPACE_SCREEN, firstScreenJs, landingInitialJs } from './landing-bundle';
import { lighthouseRun } from './lighthouse';
import { landingWireBytes, startTimed } from './build-delivery';
import { HEALTH_HEADERS } from '../src/server/features/health/health.routes';
import { streamFirstTokenLatency } from './stream-latency';
import { benchmarkOfflineEngine } from './offline-engine';
import { buildLongEssayText, buildLongPaper } from '../src/testing/fixtures/long-inputs';
import { NURSING_IDEAS, NURSING_PROMPT, NURSING_THESIS } from '../src/testing/fixtures/essays';
import { benchmarkResultView } from './works-view';
import { bombAgainstApi, extractionPagesPerSecond, extractionUnderLoad } from './pdf-extraction';
import { RESEARCH_MESSAGES } from '../src/shared/messages';
import { searchLatency } from './research-search';
import { autosaveLoad } from './essay-autosave';
import { catalogueSearch, chatMembers, concurrentChats, openStreams } from './study-chat';
import { ownMaterialFigures } from './own-material';
import { startOpenAiCompatibleFake } from '../src/testing/openai-compatible-fake';
import {
  benchDatabase,
  fmtMs,
  load,
  manyMembers,
  MB,
  postgresAvailable,
  startBareServer,
  startProductServer,
  type ProductServer,
} from './support';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** Seconds of each load phase of the research, essay and study figures (kept short: the whole run is a few minutes). */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const rows: { figure: string; value: string; target: string; verdict: string }[] = [];

/** `ok` null: a figure the issues ask to report, without a target. */
function record(figure: string, value: string, target: string, ok: boolean | null) {
  rows.push({ figure, value, target, verdict: ok === null ? '-' : ok ? 'meets' : 'MISSES' });
  console.log(`  ${figure}: ${value} (target ${target})`);
}

async function landingBundle() {
  console.log('\n# Landing route initial JavaScript');
  const figure = landingInitialJs(path.join(root, 'dist/web'));
  for (const f of figure.files) console.log(`  ${f.file}: ${f.gzipKb.toFixed(1)} KB gzip`);
  record(
    'landing initial JS (gzip)',
    `${figure.totalGzipKb.toFixed(1)} KB`,
    '≤ 100 KB',
    figure.totalGzipKb <= 100,
  );
}

/** Issue 17: the JavaScript /app loads before its first screen, from the build's chunk graph (landing-bundle.ts). */
function firstWorkspaceScreen() {
  console.log(`\n# First workspace screen JavaScript: the entry, then ${FIRST_WORKSPACE_SCREEN.join(' → ')}`);
  const figure = firstScreenJs(path.join(root, 'dist/web'));
  for (const f of [...figure.files].sort((a, b) => b.gzipKb - a.gzipKb).slice(0, 6))
    console.log(`  ${f.file}: ${f.gzipKb.toFixed(1)} KB gzip`);
  console.log(`  … ${figure.files.length} files in all`);
  record(
    'first workspace screen JS (gzip)',
    `${figure.totalGzipKb.toFixed(1)} KB in ${figure.files.length} files`,
    '≤ 120 KB',
    figure.totalGzipKb <= 120,
  );
}

/** Issue 17: Lighthouse 13, mobile (simulated throttling), on the prerendered public pages of the built server. */
async function lighthouseFigures() {
  console.log('\n# Lighthouse 13, mobile, simulated throttling (Debian Chromium), against the build');
  const built = await startTimed(root, [path.join(root, 'dist/server/main.js')]);
  try {
    for (const f of await lighthouseRun(built.url, ['/', '/terms'])) {
      for (const failing of f.failing) console.log(`  ${f.path} below 90: ${failing}`);
      record(`Lighthouse ${f.path} performance`, String(f.performance), '≥ 95', f.performance >= 95);
      record(`Lighthouse ${f.path} LCP`, `${(f.lcpMs / 1000).toFixed(2)} s`, '≤ 2.0 s', f.lcpMs <= 2000);
      record(`Lighthouse ${f.path} FCP`, `${(f.fcpMs / 1000).toFixed(2)} s`, 'report', null);
      record(`Lighthouse ${f.path} accessibility`, String(f.accessibility), '100', f.accessibility === 100);
      record(`Lighthouse ${f.path} SEO`, String(f.seo), 'report', null);
      record(`Lighthouse ${f.path} best practices`, String(f.bestPractices), 'report', null);
    }
  } finally {
    await built.stop();
  }
}

/**
 * `GET /api/health` against bare node:http servers in the same run: one answering with the same bytes (our security
 * headers, the target's baseline: what the framework costs) and one sending a single header (what the mandatory
 * security headers cost on top).
 */
async function healthThroughput() {
  console.log(`\n# GET /api/health against bare node:http servers (${DURATION} s each, 50 connections)`);
  const bare = await startBareServer();
  const sameBytes = await startBareServer(HEALTH_HEADERS);
  const product = await startProductServer();
  try {
    const targets = [
      ['bare node:http, one header', `${bare.url}/`],
      ['bare node:http, same headers', `${sameBytes.url}/`],
      ['/api/health', `${product.url}/api/health`],
    ] as const;
    for (const [, url] of targets) await load(url, { connections: 50, durationSec: 1 });
    const rps: number[] = [];
    for (const [name, url] of targets) {
      const r = await load(url, { connections: 50, durationSec: DURATION });
      rps.push(r.requestsPerSec);
      console.log(
        `  ${name.padEnd(30)} ${r.requestsPerSec.toFixed(0)} req/s, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}`,
      );
    }
    const [one, same, health] = rps as [number, number, number];
    const ratio = health / same;
    record(
      '/api/health throughput ÷ bare node:http (same response bytes)',
      ratio.toFixed(2),
      '≥ 0.8',
      ratio >= 0.8,
    );
    record(
      '/api/health throughput ÷ bare node:http (one header)',
      (health / one).toFixed(2),
      'report (security headers cost)',
      null,
    );
  } finally {
    await product.stop();
    await sameBytes.stop();
    await bare.stop();
  }
}

const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function demoPromptUsage(product: ProductServer) {
  console.log(`\n# GET /api/demo-user/prompt-usage/{id} on PostgreSQL (200 connections, ${DURATION} s)`);
  const res = await fetch(`${product.url}/api/demo-user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bench-client-ip': '203.0.113.7' },
    body: '{}',
  });
  const { demoUser } = (await res.json()) as { demoUser: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const url = `${product.url}/api/demo-user/prompt-usage/${demoUser.id}`;
  await load(url, { connections: 200, durationSec: 1, headers: { cookie } });
  const r = await load(url, { connections: 200, durationSec: DURATION, headers: { cookie } });
  console.log(
    `  ${r.requestsPerSec.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}`,
  );
  const carried = Math.floor(r.requestsPerSec * 5);
  record(
    'prompt-usage throughput (PostgreSQL, 200 conn)',
    `${r.requestsPerSec.toFixed(0)} req/s, p99 ${r.p99Ms} ms`,
    'report',
    null,
  );
  record('concurrent demo users one instance carries (poll every 5 s)', `${carried}`, 'report', null);
}

async function offlineEngine() {
  console.log('\n# Offline AI engine, per task (5,000-word essay; 30-page paper for section extraction)');
  const rows = await benchmarkOfflineEngine({
    longText: buildLongEssayText(5000),
    paperText: buildLongPaper(30),
    prompt: NURSING_PROMPT,
    thesis: NURSING_THESIS,
    ideas: NURSING_IDEAS,
  });
  for (const row of rows) {
    record(
      `offline ${row.task} (${row.inputWords} words)`,
      `${row.medianMs.toFixed(1)} ms median, ${row.maxMs.toFixed(1)} max`,
      `< ${row.budgetMs} ms`,
      row.maxMs < row.budgetMs,
    );
  }
}

async function streamLatency() {
  console.log('\n# Provider first token → client first content event, through POST /api/smarty/ask');
  const figure = await streamFirstTokenLatency();
  console.log(
    `  ${figure.samples} streams: median ${figure.medianMs.toFixed(2)} ms, p95 ${figure.p95Ms.toFixed(2)} ms`,
  );
  record(
    'stream: added latency to first content (median)',
    `${figure.medianMs.toFixed(2)} ms (p95 ${figure.p95Ms.toFixed(2)})`,
    '≤ 5 ms',
    figure.medianMs <= 5,
  );
}

// ───────────── research (issue 7) ─────────────

function resultView() {
  console.log('\n# Result list filter + sort of 2,000 loaded works (viewResults, the browser code, in V8)');
  const timings = benchmarkResultView(2000);
  for (const t of timings) {
    console.log(
      `  ${t.sort.padEnd(22)} ${t.years.padEnd(10)} → ${String(t.kept).padStart(4)} shown: median ${fmtMs(t.medianMs)} ms, max ${fmtMs(t.maxMs)} ms`,
    );
  }
  const worstMedian = Math.max(...timings.map((t) => t.medianMs));
  const worstMax = Math.max(...timings.map((t) => t.maxMs));
  record(
    'filter + sort 2,000 works (worst of 4 sorts × 2 year ranges)',
    `median ${fmtMs(worstMedian)} ms, max ${fmtMs(worstMax)} ms`,
    'report (a 60 Hz frame is 16.7 ms)',
    null,
  );
}

async function extractionPool() {
  console.log(
    '\n# Text extraction: the PDF worker pool with one worker (one core), a 30-page generated paper',
  );
  const f = await extractionPagesPerSecond();
  console.log(`  ${f.documents} documents, ${f.pages} pages in ${f.seconds.toFixed(2)} s`);
  record('text extraction, pool of 1 worker', `${f.pagesPerSec.toFixed(0)} pages/s`, 'report', null);
}

async function extractionInApi(server: ProductServer) {
  console.log(
    `\n# The API process while extracting (POST /api/text-extraction/extract-text × 2 clients, GET /api/health at 200/s, ${LOAD_SECONDS} s)`,
  );
  const f = await extractionUnderLoad(server, LOAD_SECONDS);
  const line = (label: string, eld: typeof f.idle.eld, health: typeof f.idle.health) =>
    console.log(
      `  ${label}: event-loop delay p50 ${fmtMs(eld.p50)} ms, p99 ${fmtMs(eld.p99)} ms, max ${fmtMs(eld.max)} ms; /api/health p99 ${fmtMs(health.p99Ms)} ms`,
    );
  line('health only      ', f.idle.eld, f.idle.health);
  line('while extracting ', f.extracting.eld, f.extracting.health);
  console.log(
    `  ${f.extracting.extractions} extractions (${f.extracting.failures} failed), ${f.extracting.pagesPerSec.toFixed(0)} pages/s through the API`,
  );
  console.log(
    `  (event-loop delay sampled every ${f.idle.eld.resolutionMs} ms inside the server: an idle loop reads about ${f.idle.eld.resolutionMs} ms)`,
  );
  record(
    'API event-loop delay while extracting (p99 / max)',
    `${fmtMs(f.extracting.eld.p99)} / ${fmtMs(f.extracting.eld.max)} ms (idle ${fmtMs(f.idle.eld.p99)} / ${fmtMs(f.idle.eld.max)})`,
    'report',
    null,
  );
  record(
    '/api/health p99 while extracting',
    `${fmtMs(f.extracting.health.p99Ms)} ms (without: ${fmtMs(f.idle.health.p99Ms)} ms)`,
    'report',
    null,
  );
}

async function worksSearch(server: ProductServer, database: string, cookies: string[]) {
  const connections = 20;
  console.log(
    `\n# GET /api/research/works?search=… over the sample library on ${database} (${connections} connections, ${LOAD_SECONDS} s)`,
  );
  const r = await searchLatency(server, cookies, { connections, durationSec: LOAD_SECONDS });
  console.log(
    `  one at a time: p50 ${fmtMs(r.alone.p50Ms)} ms, max ${fmtMs(r.alone.maxMs)} ms (200 works per answer, up to ${r.alone.largestKb.toFixed(0)} KB)`,
  );
  console.log(
    `  ${connections} at once: ${r.requestsPerSec.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms; statuses ${JSON.stringify(r.statuses)}`,
  );
  const target = database === 'PGlite' ? 300 : 100;
  record(
    `works search p99 (${database}, ${connections} conn)`,
    `${r.p99Ms} ms (${r.requestsPerSec.toFixed(0)} req/s; alone p50 ${fmtMs(r.alone.p50Ms)} ms)`,
    `≤ ${target} ms (issue 17)`,
    r.p99Ms <= target,
  );
  record(
    `works search bytes per batch (${database}, 200 works)`,
    `largest ${r.alone.largestKb.toFixed(0)} KB, mean ${r.alone.meanKb.toFixed(0)} KB`,
    'report',
    null,
  );
}

// ───────────── essays (issue 6) ─────────────

async function autosave(server: ProductServer) {
  const writers = 100;
  console.log(
    `\n# Autosave PATCH /api/essays/{id} on PostgreSQL: ${writers} writers, each its own essay and the version it got back (${LOAD_SECONDS} s)`,
  );
  const f = await autosaveLoad(server, writers, LOAD_SECONDS);
  console.log(
    `  back to back: ${f.patch.requestsPerSec.toFixed(0)} saves/s, p50 ${f.patch.p50Ms} ms, p99 ${f.patch.p99Ms} ms, max ${f.patch.maxMs} ms; statuses ${JSON.stringify(f.patch.statuses)}`,
  );
  console.log(
    `  GET /api/health, same server, ${writers} connections: ${f.health.requestsPerSec.toFixed(0)} req/s, p99 ${f.health.p99Ms} ms`,
  );
  console.log(
    `  each writer saving once a second (${writers}/s): p50 ${fmtMs(f.paced.p50Ms)} ms, p99 ${fmtMs(f.paced.p99Ms)} ms, max ${fmtMs(f.paced.maxMs)} ms; statuses ${JSON.stringify(f.paced.statuses)}`,
  );
  if (f.conflicts > 0)
    console.log(`  ${f.conflicts} saves answered 409 (a lost answer made a writer send a stale version)`);
  record(
    `autosave p99, ${writers} writers saving back to back`,
    `${f.patch.p99Ms} ms (${f.patch.requestsPerSec.toFixed(0)} saves/s)`,
    '≤ 25 ms',
    f.patch.p99Ms <= 25,
  );
  record(
    `autosave p99, ${writers} writers saving once a second`,
    `${fmtMs(f.paced.p99Ms)} ms`,
    '≤ 25 ms',
    f.paced.p99Ms <= 25,
  );
  record('autosave throughput ÷ /api/health throughput', f.ratio.toFixed(3), 'report', null);
}

// ───────────── study (issue 5) ─────────────

async function offlineChats(server: ProductServer, database: string) {
  const streams = 1000;
  console.log(
    `\n# ${streams} study chats at once on the offline engine (${database}): POST /api/smarty/ask, A+ topic, syllabus + citations`,
  );
  const members = await chatMembers(
    server,
    await manyMembers(server.url, 40, { paying: true, subnet: 70 }),
    70,
  );
  const f = await concurrentChats(server, members, streams);
  const heapPer = (f.peak.heapUsed - f.baseline.heapUsed) / streams;
  console.log(
    `  ${f.completed} completed, ${f.failed} failed in ${f.seconds.toFixed(1)} s (statuses ${JSON.stringify(f.statuses)}); at most ${f.maxOpen} responses streaming at one moment`,
  );
  console.log(
    `  first content p50 ${f.firstContentMs.p50.toFixed(0)} ms, p99 ${f.firstContentMs.p99.toFixed(0)} ms (queued behind the others); event-loop delay p99 ${fmtMs(f.eld.p99)} ms, max ${fmtMs(f.eld.max)} ms`,
  );
  console.log(
    `  heap: ${(f.baseline.heapUsed / MB).toFixed(0)} MB before, peak ${(f.peak.heapUsed / MB).toFixed(0)} MB (garbage included)`,
  );
  record(
    `${streams} offline chats at once: time / first content p99`,
    `${f.seconds.toFixed(1)} s / ${(f.firstContentMs.p99 / 1000).toFixed(1)} s`,
    'report',
    null,
  );
  record(
    `${streams} offline chats: event-loop delay p99 / max`,
    `${fmtMs(f.eld.p99)} / ${fmtMs(f.eld.max)} ms`,
    'report',
    null,
  );
  record(
    `${streams} offline chats: peak heap growth per chat`,
    `${(heapPer / 1024).toFixed(0)} KB`,
    'report',
    null,
  );
}

async function catalogue(server: ProductServer) {
  console.log('\n# Certification catalogue search over the whole catalogue');
  const f = await catalogueSearch(server);
  console.log(
    `  ${f.certifications} certifications; in the browser code: median ${fmtMs(f.inBrowser.medianMs)} ms, max ${fmtMs(f.inBrowser.maxMs)} ms`,
  );
  console.log(
    `  GET /api/smarty/certifications?search=…, one at a time: p50 ${fmtMs(f.api.p50Ms)} ms, p99 ${fmtMs(f.api.p99Ms)} ms`,
  );
  record('catalogue search, browser filter (median)', `${fmtMs(f.inBrowser.medianMs)} ms`, 'report', null);
  record(
    'catalogue search, API (p50 / p99)',
    `${fmtMs(f.api.p50Ms)} / ${fmtMs(f.api.p99Ms)} ms`,
    'report',
    null,
  );
}

async function heldOpenStreams(databaseUrl: string | null) {
  const streams = 1000;
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n# ${streams} study chats held open at once (${database}; a local provider streams 7 words, then keeps each stream open)`,
  );
  const fake = await startOpenAiCompatibleFake();
  fake.setHandler(() => ({
    kind: 'stream',
    chunks: ['Let ', 'us ', 'look ', 'at ', 'this ', 'objective ', 'together.'],
    chunkDelayMs: 500,
    hang: true,
  }));
  const server = await startProductServer(
    {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'bench-model',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { probe: true },
  );
  try {
    const members = await chatMembers(
      server,
      await manyMembers(server.url, 40, { paying: true, subnet: 80 }),
      80,
    );
    const f = await openStreams(server, members, streams, fake);
    const perStream = (f.whileOpen.heapUsed - f.baseline.heapUsed) / Math.max(1, f.open);
    const rssPer = (f.whileOpen.rss - f.baseline.rss) / Math.max(1, f.open);
    console.log(
      `  ${f.open} open (${f.failed} failed, statuses ${JSON.stringify(f.statuses)}) after ${f.rampSeconds.toFixed(1)} s; first content p50 ${f.firstContentMs.p50.toFixed(0)} ms, p99 ${f.firstContentMs.p99.toFixed(0)} ms`,
    );
    console.log(
      `  live heap ${(f.baseline.heapUsed / MB).toFixed(0)} MB → ${(f.whileOpen.heapUsed / MB).toFixed(0)} MB, RSS ${(f.baseline.rss / MB).toFixed(0)} MB → ${(f.whileOpen.rss / MB).toFixed(0)} MB`,
    );
    console.log(
      `  event-loop delay with all open: p50 ${fmtMs(f.eld.p50)} ms, p99 ${fmtMs(f.eld.p99)} ms, max ${fmtMs(f.eld.max)} ms; provider calls cancelled when the clients stopped: ${f.providerCallsCancelled}`,
    );
    record(
      `${streams} open chat streams: live heap / RSS per stream`,
      `${(perStream / 1024).toFixed(0)} KB / ${(rssPer / 1024).toFixed(0)} KB (${f.open} open)`,
      'report',
      null,
    );
    record(
      `${streams} open chat streams: event-loop delay p99 / max`,
      `${fmtMs(f.eld.p99)} / ${fmtMs(f.eld.max)} ms`,
      'report',
      null,
    );
    record(
      `${streams} open chat streams: time until all open`,
      `${f.rampSeconds.toFixed(1)} s`,
      'report',
      null,
    );
  } finally {
    await server.stop();
    await fake.close();
  }
}

async function pdfBomb(server: ProductServer) {
  console.log(
    '\n# PDF decompression bomb (issue 12): user A extracts a 1 MB PDF of 1 GB of flate-compressed spaces back to back while user B extracts the 30-page paper',
  );
  const f = await bombAgainstApi(server);
  console.log(
    `  bomb: ${(f.bombBytes / MB).toFixed(2)} MB file, ${f.bombDecodedMb} MB decoded; ${f.bombOutcome.runs} attempts answered ${f.bombOutcome.status} "${f.bombOutcome.error}" (${f.bombOutcome.reason}) after ${fmtMs(f.bombOutcome.medianMs)} ms (median)`,
  );
  console.log(
    `  API process RSS: ${(f.apiRss.before / MB).toFixed(0)} MB before, peak ${(f.apiRss.peak / MB).toFixed(0)} MB while bombed`,
  );
  console.log(
    `  user B, 30-page paper (median of ${f.otherUser.runs}): alone ${fmtMs(f.otherUser.aloneMs)} ms, with the bomb running ${fmtMs(f.otherUser.withBombMs)} ms (${f.otherUser.failures} failed)`,
  );
  record(
    'PDF bomb: API process RSS growth',
    `${(f.apiRss.growth / MB).toFixed(0)} MB`,
    '< 300 MB',
    f.apiRss.growth < 300 * MB,
  );
  record(
    'PDF bomb: outcome',
    `${f.bombOutcome.status} "${f.bombOutcome.error}"`,
    'a clear error',
    f.bombOutcome.status === 422 && f.bombOutcome.error === RESEARCH_MESSAGES.pdfExpandsTooMuch,
  );
  record(
    "PDF bomb: another user's 30-page PDF, with bomb / alone",
    `${f.otherUser.ratio.toFixed(2)}× (${fmtMs(f.otherUser.withBombMs)} / ${fmtMs(f.otherUser.aloneMs)} ms)`,
    'its usual time (≤ 1.5×), no failures',
    f.otherUser.ratio <= 1.5 && f.otherUser.failures === 0,
  );
}

/** Issue 16: a study path from a 30-page PDF, and retrieval over a library of 50 PDFs (in process, PGlite). */
async function ownMaterial() {
  console.log(
    '\n# Study paths from own material (issue 16): POST /api/smarty/material-paths with a 30-page PDF; searchPassages over 50 PDFs',
  );
  const { build, retrieval } = await ownMaterialFigures();
  console.log(
    `  ${build.pages}-page PDF → ${build.topics} topics: first request ${fmtMs(build.coldMs)} ms (starts the PDF worker), then median of ${build.runs} ${fmtMs(build.warmMs)} ms`,
  );
  console.log(
    `  library: ${retrieval.pdfs} PDFs, ${retrieval.passages} passages (built in ${retrieval.librarySeconds.toFixed(0)} s); ${retrieval.queries} questions one at a time: p50 ${fmtMs(retrieval.p50Ms)} ms, p99 ${fmtMs(retrieval.p99Ms)} ms, max ${fmtMs(retrieval.maxMs)} ms`,
  );
  record(
    'path from a 30-page PDF (upload → topics, passages indexed)',
    `${(build.warmMs / 1000).toFixed(1)} s (first: ${(build.coldMs / 1000).toFixed(1)} s)`,
    '≤ 5 s',
    build.warmMs <= 5000,
  );
  record(
    `retrieval p99 over a library of ${retrieval.pdfs} PDFs`,
    `${fmtMs(retrieval.p99Ms)} ms (p50 ${fmtMs(retrieval.p50Ms)} ms)`,
    'report',
    null,
  );
}

// ───────────── sessions: one server for several figures ─────────────

/** The embedded default (PGlite): research figures; the study figures too when there is no PostgreSQL. */
async function onEmbedded(withStudy: boolean) {
  console.log('\n## Embedded default (PGlite)');
  const server = await startProductServer({}, { probe: true });
  try {
    await extractionInApi(server);
    await pdfBomb(server);
    await worksSearch(server, 'PGlite', await manyMembers(server.url, 30, { subnet: 40 }));
    if (withStudy) {
      await offlineChats(server, 'PGlite');
      await catalogue(server);
    }
  } finally {
    await server.stop();
  }
}

async function onPostgres() {
  console.log(`\n## PostgreSQL (${PG_URL})`);
  const db = await benchDatabase(PG_URL);
  const server = await startProductServer({ DATABASE_URL: db.url }, { probe: true });
  try {
    await demoPromptUsage(server);
    await worksSearch(server, 'PostgreSQL', await manyMembers(server.url, 30, { subnet: 50 }));
    await autosave(server);
    await offlineChats(server, 'PostgreSQL');
    await catalogue(server);
  } finally {
    await server.stop();
    await db.drop();
  }
}

async function openStreamsSession(withPostgres: boolean) {
  const db = withPostgres ? await benchDatabase(PG_URL, 'streams') : null;
  try {
    await heldOpenStreams(db?.url ?? null);
  } finally {
    await db?.drop();
  }
}

/** Issue 17: cold start to healthy from the build (`node dist/server/main.js`) and from tsx; the landing's bytes. */
async function buildAndDelivery() {
  console.log('\n# Production build: cold start (PGlite, fresh data dir) and the landing over the wire');
  const built = await startTimed(root, [path.join(root, 'dist/server/main.js')]);
  try {
    const br = await landingWireBytes(built.url, path.join(root, 'dist/web'), 'gzip, deflate, br');
    const identity = await landingWireBytes(built.url, path.join(root, 'dist/web'), null);
    record(
      'landing first load over the wire (br)',
      `${(br.bytes / 1024).toFixed(1)} KB in ${br.files} files`,
      '≤ 110 KB',
      br.bytes <= 110 * 1024,
    );
    record('landing first load uncompressed', `${(identity.bytes / 1024).toFixed(1)} KB`, 'report', null);
  } finally {
    await built.stop();
  }
  const fromTsx = await startTimed(root, ['--import', 'tsx', path.join(root, 'src/server/main.ts')]);
  await fromTsx.stop();
  record('cold start to healthy, build', `${fmtMs(built.coldStartMs / 1000)} s`, 'report', null);
  record('cold start to healthy, tsx', `${fmtMs(fromTsx.coldStartMs / 1000)} s`, 'report', null);
}

async function main() {
  const started = Date.now();
  await landingBundle();
  firstWorkspaceScreen();
  await buildAndDelivery();
  await lighthouseFigures();
  await offlineEngine();
  resultView();
  await extractionPool();
  await ownMaterial();
  await streamLatency();
  await healthThroughput();
  const withPostgres = await postgresAvailable(PG_URL);
  await onEmbedded(!withPostgres);
  if (withPostgres) await onPostgres();
  else
    console.log(
      `\n## PostgreSQL: skipped, no server at ${PG_URL} (set BENCH_DATABASE_URL); autosave and prompt-usage need it`,
    );
  await openStreamsSession(withPostgres);
  console.log(
    `\n# Summary (${((Date.now() - started) / 1000).toFixed(0)} s; figures from a shared 2-core machine are noisy)`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
