// `npm run bench`: every figure the issues ask for, measured side by side in one run.
import path from 'node:path';
import { landingInitialJs } from './landing-bundle';
import { streamFirstTokenLatency } from './stream-latency';
import { benchmarkOfflineEngine } from '../src/server/lib/ai/offline/benchmark';
import { buildLongEssayText, buildLongPaper } from '../src/testing/fixtures/long-inputs';
import { NURSING_IDEAS, NURSING_PROMPT, NURSING_THESIS } from '../src/testing/fixtures/essays';
import { benchDatabase, load, postgresAvailable, startBareServer, startProductServer } from './support';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const rows: { figure: string; value: string; target: string; verdict: string }[] = [];

function record(figure: string, value: string, target: string, ok: boolean) {
  rows.push({ figure, value, target, verdict: ok ? 'meets' : 'MISSES' });
  console.log(`  ${figure}: ${value} (target ${target})`);
}

async function landingBundle() {
  console.log('\n# Landing route initial JavaScript');
  const figure = landingInitialJs(path.join(root, 'dist/web'));
  for (const f of figure.files) console.log(`  ${f.file}: ${f.gzipKb.toFixed(1)} KB gzip`);
  record('landing initial JS (gzip)', `${figure.totalGzipKb.toFixed(1)} KB`, '≤ 100 KB', figure.totalGzipKb <= 100);
}

async function healthThroughput() {
  console.log(`\n# GET /api/health against a bare node:http server (${DURATION} s each, 50 connections)`);
  const bare = await startBareServer();
  const product = await startProductServer();
  try {
    await load(`${bare.url}/`, { connections: 50, durationSec: 1 });
    await load(`${product.url}/api/health`, { connections: 50, durationSec: 1 });
    const b = await load(`${bare.url}/`, { connections: 50, durationSec: DURATION });
    const p = await load(`${product.url}/api/health`, { connections: 50, durationSec: DURATION });
    console.log(`  bare node:http: ${b.requestsPerSec.toFixed(0)} req/s, p99 ${b.p99Ms} ms`);
    console.log(`  /api/health:    ${p.requestsPerSec.toFixed(0)} req/s, p99 ${p.p99Ms} ms, non-2xx ${p.non2xx}`);
    const ratio = p.requestsPerSec / b.requestsPerSec;
    record('/api/health throughput ÷ bare node:http', ratio.toFixed(2), '≥ 0.8', ratio >= 0.8);
  } finally {
    await product.stop();
    await bare.stop();
  }
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function demoPromptUsage() {
  console.log(`\n# GET /api/demo-user/prompt-usage/{id} on PostgreSQL (200 connections, ${DURATION} s)`);
  if (!(await postgresAvailable(PG_URL))) {
    console.log(`  skipped: no PostgreSQL at ${PG_URL} (set BENCH_DATABASE_URL)`);
    return;
  }
  const db = await benchDatabase(PG_URL);
  const product = await startProductServer({ DATABASE_URL: db.url });
  try {
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
    console.log(`  ${r.requestsPerSec.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}`);
    const carried = Math.floor(r.requestsPerSec * 5);
    record('prompt-usage throughput (PostgreSQL, 200 conn)', `${r.requestsPerSec.toFixed(0)} req/s, p99 ${r.p99Ms} ms`, 'report', true);
    record('concurrent demo users one instance carries (poll every 5 s)', `${carried}`, 'report', true);
  } finally {
    await product.stop();
    await db.drop();
  }
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
    record(`offline ${row.task} (${row.inputWords} words)`, `${row.medianMs.toFixed(1)} ms median, ${row.maxMs.toFixed(1)} max`, `< ${row.budgetMs} ms`, row.maxMs < row.budgetMs);
  }
}

async function streamLatency() {
  console.log('\n# Provider first token → client first content event, through POST /api/smarty/ask');
  const figure = await streamFirstTokenLatency();
  console.log(`  ${figure.samples} streams: median ${figure.medianMs.toFixed(2)} ms, p95 ${figure.p95Ms.toFixed(2)} ms`);
  record('stream: added latency to first content (median)', `${figure.medianMs.toFixed(2)} ms (p95 ${figure.p95Ms.toFixed(2)})`, '≤ 5 ms', figure.medianMs <= 5);
}

async function main() {
  await landingBundle();
  await offlineEngine();
  await streamLatency();
  await healthThroughput();
  await demoPromptUsage();
  console.log('\n# Summary');
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
