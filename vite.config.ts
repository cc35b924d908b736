import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressDir } from './scripts/precompress.mjs';

/** Every build writes brotli and gzip copies of its compressible files, which the server sends as they are. */
const precompress = (): Plugin => ({
  name: 'smarty-precompress',
  apply: 'build',
  writeBundle(options) {
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    const { files, bytes, br, gzip } = precompressDir(options.dir ?? 'dist/web');
    this.info(`precompressed ${files} files: ${kb(bytes)} → ${kb(br)} brotli, ${kb(gzip)} gzip`);
  },
});

/**
 * Every build writes its chunk graph next to the web app (`dist/web-chunks.json`, outside what the server serves):
 * each chunk's file, the source module it is the entry of, its static and dynamic imports. The bench reads it to
 * count what a route loads before its first screen (bench/landing-bundle.ts).
 */
const chunkGraph = (): Plugin => ({
  name: 'smarty-chunk-graph',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? path.resolve('dist/web');
    const rel = (id: string | null) =>
      id ? path.relative(process.cwd(), id).split(path.sep).join('/') : null;
    const chunks: Record<string, unknown> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      chunks[chunk.fileName] = {
        src: rel(chunk.facadeModuleId),
        isEntry: chunk.isEntry,
        isDynamicEntry: chunk.isDynamicEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        modules: chunk.moduleIds.map(rel),
      };
    }
    writeFileSync(`${dir.replace(/[\\/]+$/, '')}-chunks.json`, `${JSON.stringify({ chunks }, null, 1)}\n`);
  },
});

interface PrerenderModule {
  PRERENDERED_PAGES: readonly { path: string; file: string; title: string }[];
  renderPage: (url: string) => Promise<string>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The public pages (src/web/app/prerendered-pages.ts) written to HTML after the client build: an SSR build of
 * src/web/prerender.tsx renders each into the built index.html (its title set), so their first paint needs no
 * JavaScript; main.tsx hydrates them. The unrendered page every other route starts from is `shell.html`. Every
 * page preloads the Inter font file the Latin text uses, and none of the lazy chunks its hydration needs: they would
 * compete with the stylesheet and the font before the first paint (ADR 021); the entry asks for them as it starts.
 * Runs before the precompression (same hook, `pre`).
 */
const prerender = (): Plugin => {
  let ssr = false;
  return {
    name: 'smarty-prerender',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        if (ssr) return;
        const dir = options.dir ?? path.resolve('dist/web');
        const font = Object.keys(bundle).find((file) => /inter-latin-wght-normal-[^/]*\.woff2$/.test(file));
        let template = readFileSync(path.join(dir, 'index.html'), 'utf8');
        if (font)
          template = template.replace(
            '</head>',
            `  <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />\n  </head>`,
          );
        writeFileSync(path.join(dir, 'shell.html'), template);
        // inside the project: the SSR bundle imports its packages from node_modules
        mkdirSync('node_modules/.cache', { recursive: true });
        const out = mkdtempSync(path.resolve('node_modules/.cache/smarty-prerender-'));
        try {
          await build({
            configFile: false,
            root: path.resolve('src/web'),
            logLevel: 'warn',
            plugins: [react()],
            build: {
              ssr: path.resolve('src/web/prerender.tsx'),
              outDir: out,
              emptyOutDir: true,
              sourcemap: false,
            },
          });
          const entry = pathToFileURL(path.join(out, 'prerender.js')).href;
          const { PRERENDERED_PAGES, renderPage } = (await import(entry)) as PrerenderModule;
          for (const page of PRERENDERED_PAGES) {
            const body = await renderPage(page.path);
            if (body.includes('<script'))
              throw new Error(
                `${page.path} prerenders with an inline script, which the CSP would block: ${body.slice(body.indexOf('<script'), body.indexOf('<script') + 300)}`,
              );
            const html = template
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
              .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
            if (!html.includes(body)) throw new Error(`index.html has no empty #root for ${page.path}`);
            writeFileSync(path.join(dir, page.file), html);
          }
          this.info(`prerendered ${PRERENDERED_PAGES.map((p) => p.path).join(' ')}`);
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      },
    },
  };
};

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), prerender(), precompress(), chunkGraph()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve('src/web/lib/use-sync-external-store.ts'),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // No modulepreload polyfill in the entry (0.2 KB gzip on every page). In a browser with modulepreload (Chrome 66,
    // Firefox 115, Safari 17) it only finds that out and returns; without it (Safari 16, Firefox 104), Vite's preload
    // helper asks for a lazy chunk's imports with rel="preload" instead, so they are still fetched alongside it.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
