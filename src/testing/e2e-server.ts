/**
 * The product's server for end-to-end tests that need to move time: the same start-up as src/server/main.ts, with
 * the clock an offset from real time, and a control listener on E2E_CONTROL_PORT (127.0.0.1 only, never in the
 * product) that moves the clock, queues a scheduled job, and reports what rows and files a user left behind.
 *
 *   POST /clock/advance?ms=86400000     POST /jobs/demo-cleanup
 *   GET  /owned?user=<id>  → { rows: { essays: 1, … }, files: { <key>: true } }
 *   GET  /mail?to=<address> → { messages: [{ subject, text }] }  (the mail_outbox table, as the operator reads it)
 */
import { createServer } from 'node:http';
import { loadEnv } from '../server/env';
import { startProduct } from '../server/serve';
import { fileKeysOfUsers } from '../server/features/research/pdf-files';
import { rowsOwnedBy, tracesOf, type OwnerTraces } from './owned-rows';
import { outboxFor } from '../server/lib/mail/mail';

let offsetMs = 0;
const env = loadEnv();
const product = await startProduct(env, { now: () => new Date(Date.now() + offsetMs) });
const { deps, jobs } = product;
const remembered = new Map<string, string[]>();
const rememberedTraces = new Map<string, OwnerTraces>();

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = async () => {
    if (req.method === 'POST' && url.pathname === '/clock/advance') {
      offsetMs += Number(url.searchParams.get('ms') ?? 0);
      return answer(200, { now: deps.now().toISOString() });
    }
    const job = /^\/jobs\/([a-z-]+)$/.exec(url.pathname);
    if (req.method === 'POST' && job?.[1]) return answer(200, { id: await jobs.send(job[1], {}) });
    if (req.method === 'GET' && url.pathname === '/owned') {
      const user = url.searchParams.get('user') ?? '';
      // The user's file keys are remembered while the rows naming them exist, to check the files after a clean-up.
      const keys = await fileKeysOfUsers(deps, [user]);
      if (keys.length > 0) remembered.set(user, keys);
      const files: Record<string, boolean> = {};
      for (const key of remembered.get(user) ?? []) files[key] = await deps.storage.exists(key);
      // So are its e-mail and subscriptions' provider ids, which rows without a foreign key name it by.
      const traces = await tracesOf(deps.database, user);
      if (traces.email) rememberedTraces.set(user, traces);
      return answer(200, {
        rows: await rowsOwnedBy(deps.database, user, rememberedTraces.get(user) ?? {}),
        files,
      });
    }
    if (req.method === 'GET' && url.pathname === '/mail') {
      const rows = await outboxFor(deps.database, url.searchParams.get('to') ?? '');
      return answer(200, { messages: rows.map((row) => ({ subject: row.subject, text: row.text })) });
    }
    return answer(404, { error: 'unknown control route' });
  };
  handle().catch((error: unknown) => answer(500, { error: String(error) }));
});
control.listen(Number(process.env.E2E_CONTROL_PORT), '127.0.0.1');

const shutdown = async () => {
  control.close();
  await product.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
