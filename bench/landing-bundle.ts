import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigure {
  files: { file: string; gzipKb: number }[];
  totalGzipKb: number;
}

/**
 * The lazy modules the landing (`/`) hydrates with, which the entry fetches as it starts (router.tsx): the public
 * site's layout and the home route. Its HTML preloads none of them (ADR 021), so they are counted from the chunk
 * graph; what the landing fetches later (the sections below the hero, the hero's preview) is not.
 */
export const LANDING_ROUTE = ['src/web/app/routes/public-layout.tsx', 'src/web/app/routes/home-route.tsx'];

/**
 * The JavaScript a browser loads for the landing route: index.html's module script and modulepreloads (the entry
 * and its static imports), and the chunks of `LANDING_ROUTE` with their static imports, from the chunk graph.
 */
export function landingInitialJs(webDir: string): BundleFigure {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g))
    if (m[1]) srcs.add(m[1].replace(/^\//, ''));
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    if (m[1]) srcs.add(m[1].replace(/^\//, ''));
  for (const f of firstScreenJs(webDir, LANDING_ROUTE).files) srcs.add(f.file);
  const files = [...srcs].map((file) => {
    const bytes = readFileSync(path.join(webDir, file));
    return { file: `/${file}`, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
  });
  return { files, totalGzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
}

interface ChunkGraph {
  chunks: Record<
    string,
    {
      src: string | null;
      isEntry: boolean;
      imports: string[];
      dynamicImports: string[];
      modules: string[];
    }
  >;
}

/**
 * The lazy modules `/app` waits for before its first screen, in the order they load: the route (router.tsx), the
 * workspace shell and the study area (workspace-route.tsx; the chat is the workspace's first mode). Everything
 * else they import lazily (dialogs, Markdown with KaTeX and highlighting, writing modes, research) is not counted:
 * it loads on first use.
 */
export const FIRST_WORKSPACE_SCREEN = [
  'src/web/app/routes/workspace-route.tsx',
  'src/web/features/workspace/components/workspace-shell.tsx',
  'src/web/features/study/components/study-area.tsx',
];

/**
 * The JavaScript of a route's first screen (by default the signed-in workspace's), from the build's chunk graph
 * (`dist/web-chunks.json`, written by vite.config.ts): the entry chunk and its static imports, then each module of
 * `lazyChain` with its static imports. Each of those must be a dynamic import of a chunk already counted (or the figure would be
 * fiction: the test fails instead). Sizes are gzip level 9 of the files as built (what the server's `.gz` holds).
 */
export function firstScreenJs(webDir: string, lazyChain = FIRST_WORKSPACE_SCREEN): BundleFigure {
  const graph = JSON.parse(
    readFileSync(`${webDir.replace(/[\\/]+$/, '')}-chunks.json`, 'utf8'),
  ) as ChunkGraph;
  const loaded = new Set<string>();
  const add = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const dep of graph.chunks[file]?.imports ?? []) add(dep);
  };
  const entry = Object.entries(graph.chunks).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('The chunk graph has no entry chunk');
  add(entry);
  for (const src of lazyChain) {
    const file = Object.entries(graph.chunks).find(([, c]) => c.modules.includes(src))?.[0];
    if (!file) throw new Error(`${src} is in no chunk of the build`);
    const from = [...loaded].find((f) => graph.chunks[f]?.dynamicImports.includes(file));
    if (!from) throw new Error(`${src} is not imported lazily by what loads before it`);
    add(file);
  }
  const files = [...loaded].map((file) => {
    const bytes = readFileSync(path.join(webDir, file));
    return { file, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
  });
  return { files, totalGzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
}
