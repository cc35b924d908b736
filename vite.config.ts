import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), precompress(), chunkGraph()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
