/** What the architecture tests read: the source files under a folder and the modules each imports. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository root, so tests can name files as `server/routes/…`. */
export const root = join(import.meta.dirname, '..', '..');

/** Every .ts and .tsx file under `dir`, at any depth. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The module specifiers of `source`: static imports, re-exports, side-effect imports and dynamic `import()`. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    found.push((match[1] ?? match[2] ?? match[3])!);
  }
  return found;
}

/** Where a relative import of `file` lands, from the repository root (`core/domain/phone.ts`). */
export function importTarget(file: string, spec: string): string {
  return relative(root, join(file, '..', spec));
}

/** The source without its comments, so a rule is judged on code, not on prose about it. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
}
