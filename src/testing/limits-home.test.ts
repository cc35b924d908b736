import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every limit lives in src/shared/limits.ts (issue 13): no other file declares a `*_LIMITS` object. */
const root = path.resolve(import.meta.dirname, '..');
const HOME = path.join('shared', 'limits.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const DECLARATION = /^\s*(export\s+)?const\s+([A-Z][A-Z0-9_]*_)?LIMITS\b/m;

describe('limits have one home', () => {
  it('src/shared/limits.ts declares the limit objects', () => {
    expect(readFileSync(path.join(root, HOME), 'utf8')).toMatch(DECLARATION);
  });

  it('no other source file declares a *_LIMITS object', () => {
    const elsewhere = sourceFiles(root)
      .filter((file) => path.relative(root, file) !== HOME)
      .filter((file) => DECLARATION.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(elsewhere).toEqual([]);
  });
});
