import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/testing/free-port';

export { freePort };

export const E2E_IP_HEADER = 'x-e2e-client-ip';
const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real server (built web app, fresh PGlite data) and waits until it answers. */
export function startServer(
  settings: Record<string, string> = {},
  dataDir?: string,
  fixedPort?: number,
): Promise<RunningServer> {
  return spawnServer(path.join(root, 'src/server/main.ts'), settings, dataDir, fixedPort);
}

export interface ServerControl {
  /** Moves the server's clock forward (the browser's clock is the page's own). */
  advanceClock(ms: number): Promise<void>;
  /** Queues one run of a scheduled job now (it runs on the job system like the cron's runs). */
  runJob(name: string): Promise<void>;
  /** The rows a user owns, table → count, and whether each stored file of theirs still exists. */
  owned(userId: string): Promise<{ rows: Record<string, number>; files: Record<string, boolean> }>;
  /** The mail queued for an address, oldest first, read from the mail_outbox table (never over the product's HTTP). */
  mail(to: string): Promise<Array<{ subject: string; text: string }>>;
}

/** The real server with a movable clock and a control port (src/testing/e2e-server.ts). */
export async function startControlledServer(
  settings: Record<string, string> = {},
): Promise<RunningServer & { control: ServerControl }> {
  const controlPort = await freePort();
  const server = await spawnServer(path.join(root, 'src/testing/e2e-server.ts'), {
    ...settings,
    E2E_CONTROL_PORT: String(controlPort),
  });
  const call = async (method: string, route: string) => {
    const res = await fetch(`http://127.0.0.1:${controlPort}${route}`, { method });
    if (!res.ok) throw new Error(`control ${route}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  return {
    ...server,
    control: {
      async advanceClock(ms) {
        await call('POST', `/clock/advance?ms=${ms}`);
      },
      async runJob(name) {
        await call('POST', `/jobs/${name}`);
      },
      async owned(userId) {
        return (await call('GET', `/owned?user=${encodeURIComponent(userId)}`)) as Awaited<
          ReturnType<ServerControl['owned']>
        >;
      },
      async mail(to) {
        return (
          (await call('GET', `/mail?to=${encodeURIComponent(to)}`)) as {
            messages: Array<{ subject: string; text: string }>;
          }
        ).messages;
      },
    },
  };
}

async function spawnServer(
  entry: string,
  settings: Record<string, string>,
  dataDir?: string,
  fixedPort?: number,
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'smarty-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      TRUSTED_PROXY_HEADER: E2E_IP_HEADER,
      DATABASE_URL: '',
      // The terms and privacy pages give it (a test address; a deployment sets its own or none).
      SUPPORT_EMAIL: 'support@smarty.test',
      ...settings,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir: dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
