// Brotli and gzip copies (file.br, file.gz) of the web app's compressible files, written at build so the server
// sends them as they are (serveStatic's `precompressed`). A copy is kept only when it saves at least 5%.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|ico|webmanifest)$/i;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    const worth = (copy) => copy.length <= bytes.length * 0.95;
    if (worth(br)) writeFileSync(`${file}.br`, br);
    if (worth(gzip)) writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.bytes += bytes.length;
    totals.br += worth(br) ? br.length : bytes.length;
    totals.gzip += worth(gzip) ? gzip.length : bytes.length;
  }
  return totals;
}
