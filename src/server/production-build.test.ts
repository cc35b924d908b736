// The compiled server (scripts/build.mjs): it imports only runtime dependencies, ships the files it runs beside
// itself, and starts from the build alone, whatever the working directory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../testing/pdf-factory';
import { createPdfExtractor } from './lib/pdf/pdf-extractor';
import { PROJECT_ROOT, projectRootFrom } from './paths';
import { freePort } from '../testing/free-port';

// Inside the project (under node_modules/.cache), as dist/server is: the bundle finds the project root above it.
const outDir = path.join(PROJECT_ROOT, 'node_modules/.cache/smarty-build-test', randomUUID());
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smarty-build-test-'));
let server: ChildProcess | undefined;

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--server', '--out-server', outDir], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
}, 120_000);

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The packages a built file loads: static and dynamic imports, and require() through createRequire. */
function packagesImportedBy(file: string): Set<string> {
  const code = readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']/gm),
    ...code.matchAll(/(?:^|[\s;])import\s*["']([^"']+)["']/gm),
    ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? '');
  const packages = new Set<string>();
  for (const specifier of specifiers) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier))
      continue;
    const parts = specifier.split('/');
    packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
  }
  return packages;
}

describe('the production build of the server', () => {
  it('imports only packages that are runtime dependencies (npm prune --omit=dev keeps them)', () => {
    const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = new Set<string>();
    for (const file of ['main.js', 'pdf-worker.mjs', 'exit-with-parent.mjs']) {
      for (const name of packagesImportedBy(path.join(outDir, file))) imported.add(name);
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in manifest.dependencies))).toEqual([]);
  });

  it('finds the project root above the build as above the sources', () => {
    expect(projectRootFrom(outDir)).toBe(PROJECT_ROOT);
    expect(projectRootFrom(path.join(PROJECT_ROOT, 'src/server'))).toBe(PROJECT_ROOT);
  });

  it('ships the PDF worker beside the bundle, and it extracts text from there', async () => {
    const pdf = createPdfExtractor({
      workers: 1,
      workerUrl: pathToFileURL(path.join(outDir, 'pdf-worker.mjs')),
    });
    try {
      const result = await pdf.extract(await makePdf([['Shipped beside the compiled server.']]), {
        owner: 'build',
      });
      expect(result.text).toContain('Shipped beside the compiled server.');
    } finally {
      await pdf.close();
    }
  }, 60_000);

  it('starts with plain node from another working directory and answers /api/health', async () => {
    const port = await freePort();
    server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: os.tmpdir(),
      // Only what a deployment sets (Vitest's own variables, e.g. BASE_URL=/, stay out).
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let health: unknown;
    for (let attempt = 0; attempt < 240 && server.exitCode === null && !health; attempt += 1) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => (response.ok ? response.json() : undefined))
        .catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(stderr).toBe('');
    expect(health).toMatchObject({ status: 'ok', db: 'pglite', dbUp: true });
  }, 90_000);
});
