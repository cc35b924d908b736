import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const file = [base, ...EXTENSIONS.map((ext) => `${base}${ext}`)].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
  if (!file) throw new Error(`${specifier} (imported by ${from}) resolves to no source file`);
  return file;
}

/** The modules one source file imports statically: `import type` and `export type … from` are not imports. */
function staticImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return specifiers;
}

/**
 * Every module `entry` loads with it: its static imports, theirs, and so on (what a bundler puts in the chunks
 * loaded before `entry` runs); `import()` calls are not followed. Project files by absolute path, packages by name.
 * Named imports whose names are all types still count (with `verbatimModuleSyntax` they stay in the output).
 */
export function staticImportGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImportsOf(file)) {
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      else seen.add(specifier);
    }
  };
  visit(path.resolve(entry));
  return seen;
}
