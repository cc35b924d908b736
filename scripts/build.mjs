// `npm run build`: the server compiled to dist/server (one ESM bundle for Node, packages left to node_modules),
// the web app built once to dist/web (vite.config.ts precompresses it: brotli, gzip). `--server` or `--web`
// builds one side; `--out-server DIR` writes the server elsewhere (the build test).
import { copyFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT = path.join(ROOT, 'dist/server');
export const WEB_OUT = path.join(ROOT, 'dist/web');

/** Plain JavaScript the server runs as files of their own (the PDF worker is forked): copied next to main.js. */
const SERVER_FILES = ['src/server/lib/pdf/pdf-worker.mjs', 'src/server/lib/pdf/exit-with-parent.mjs'];

export async function buildServer(outDir = SERVER_OUT) {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/server/main.ts'],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Every package stays in node_modules: native and wasm modules (PGlite, @node-rs/argon2, pdfjs-dist) load as
    // their authors ship them, and `npm prune --omit=dev` decides what a deployment carries.
    packages: 'external',
    tsconfig: 'tsconfig.server.json',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of SERVER_FILES)
    copyFileSync(path.join(ROOT, file), path.join(outDir, path.basename(file)));
  // A file the bundle locates next to itself (`new URL('./x', import.meta.url)`) must be there.
  const code = readFileSync(path.join(outDir, 'main.js'), 'utf8');
  for (const match of code.matchAll(/new URL\(\s*["'](\.\/[^"']+)["']\s*,\s*import\.meta\.url\s*\)/g)) {
    const target = path.join(outDir, match[1]);
    if (!existsSync(target))
      throw new Error(`The server bundle expects ${match[1]} next to it; add it to SERVER_FILES.`);
  }
  return result.metafile;
}

export function buildWeb() {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const run = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('vite build failed');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const only = args.includes('--server') ? 'server' : args.includes('--web') ? 'web' : 'both';
  const outIndex = args.indexOf('--out-server');
  const serverOut = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : SERVER_OUT;
  const started = performance.now();
  if (only !== 'web') {
    await buildServer(serverOut);
    console.log(`Server compiled to ${path.relative(ROOT, serverOut) || serverOut}/main.js`);
  }
  if (only !== 'server') {
    buildWeb(); // vite.config.ts precompresses what it writes
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
