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

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), precompress()],
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
