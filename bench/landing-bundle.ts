import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigure {
  files: { file: string; gzipKb: number }[];
  totalGzipKb: number;
}

/** The JavaScript a browser loads for the landing route: index.html's module script and its modulepreloads. */
export function landingInitialJs(webDir: string): BundleFigure {
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (m[1]) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    if (m[1]) srcs.add(m[1]);
  const files = [...srcs].map((src) => {
    const bytes = readFileSync(path.join(webDir, src.replace(/^\//, '')));
    return { file: src, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
  });
  return { files, totalGzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
}
