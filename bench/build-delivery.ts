// Issue 17's figures: the server's cold start to a healthy answer from the build and from the sources (tsx), and
// the bytes a browser receives for the landing's first load, compressed (br) and not.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/testing/free-port';
import { landingInitialJs } from './landing-bundle';

export interface RunningBuild {
  url: string;
  /** Milliseconds from spawning the process to the first `{"status":"ok"…}` from /api/health. */
  coldStartMs: number;
  stop(): Promise<void>;
}

/** Starts the server (`args` after `node`) on PGlite in a fresh DATA_DIR and times it to healthy. */
export async function startTimed(root: string, args: string[]): Promise<RunningBuild> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smarty-bench-start-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then(async (r) => r.ok && (await r.text()).startsWith('{"status":"ok"'))
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    coldStartMs,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Bytes on the wire for the landing's first load: the HTML, its scripts, modulepreloads and stylesheets, and the
 * lazy chunks its hydration fetches (landingInitialJs).
 */
export async function landingWireBytes(url: string, webDir: string, acceptEncoding: string | null) {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const refs = new Set<string>(['/']);
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g))
    if (m[1]) refs.add(m[1]);
  for (const f of landingInitialJs(webDir).files) refs.add(f.file);
  let total = 0;
  for (const ref of refs) {
    // Node's fetch asks for gzip unless told otherwise, and decodes: the header says what went over the wire.
    const res = await fetch(`${url}${ref}`, { headers: { 'Accept-Encoding': acceptEncoding ?? 'identity' } });
    const length = Number(res.headers.get('Content-Length'));
    await res.arrayBuffer();
    total += length;
  }
  return { files: refs.size, bytes: total };
}
