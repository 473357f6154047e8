/** What the architecture tests read: the source files under a folder and the modules each imports. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
  const pattern =
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
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

/** Each file's relative imports that land on another of `files`, by repository path: the folder's import graph. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const names = new Set(files.map((file) => relative(root, file)));
  return new Map(
    files.map((file) => {
      const targets = importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => importTarget(file, spec))
        .filter((target) => names.has(target));
      return [relative(root, file), [...new Set(targets)]];
    }),
  );
}

/**
 * The import cycles of a graph: its strongly connected components of more than one file, and a file that
 * imports itself (Tarjan's algorithm, iterative so a deep chain cannot overflow the stack). Each lists its files.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (order.has(start)) {
      continue;
    }
    const walk: { file: string; next: number }[] = [{ file: start, next: 0 }];
    order.set(start, order.size);
    low.set(start, order.get(start)!);
    stack.push(start);
    onStack.add(start);
    while (walk.length > 0) {
      const frame = walk[walk.length - 1]!;
      const targets = graph.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!order.has(target)) {
          order.set(target, order.size);
          low.set(target, order.get(target)!);
          stack.push(target);
          onStack.add(target);
          walk.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, order.get(target)!));
        }
        continue;
      }
      walk.pop();
      const parent = walk[walk.length - 1];
      if (parent !== undefined) {
        low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      }
      if (low.get(frame.file) === order.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1 || targets.includes(frame.file)) {
          cycles.push(component.sort());
        }
      }
    }
  }
  return cycles;
}
