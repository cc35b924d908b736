/**
 * Where the server's non-TypeScript files are. The one module that knows the project root, so they resolve the
 * same from the sources (`src/server/paths.ts`, under tsx and Vitest) and from the build (`dist/server/main.js`,
 * one bundle): the root is the nearest folder above this module that holds `package.json`. The server only reads
 * here; it writes under DATA_DIR.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function projectRootFrom(dir: string): string {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'package.json'))) return current;
    if (path.dirname(current) === current) throw new Error(`No package.json above ${dir}`);
  }
}

export const PROJECT_ROOT = projectRootFrom(path.dirname(fileURLToPath(import.meta.url)));

/** Drizzle's SQL migrations (drizzle-kit generate writes them). */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');

/** The built web app (`vite build`). */
export const WEB_DIR = path.join(PROJECT_ROOT, 'dist/web');
