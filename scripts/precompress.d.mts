/** Writes file.br and file.gz beside each compressible file under `dir` (see precompress.mjs). */
export function precompressDir(dir: string): { files: number; bytes: number; br: number; gzip: number };
