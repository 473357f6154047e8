import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTarget, root, withoutComments } from './sources.ts';

/**
 * The value imports a module loads with itself: `import x from`, `import {…} from`, `export … from` and bare
 * side-effect imports; not `import type` (erased) and not `import()` (a chunk of its own, loaded on use).
 */
function staticValueImports(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(pattern)) {
    if (match[5] !== undefined) {
      found.push(match[5]);
    } else if (match[2] === undefined && !/^\{\s*(type\s+[\w$]+\s*,?\s*)+\}$/.test(match[3] ?? '')) {
      found.push(match[4]!);
    }
  }
  return found;
}

/** Every source file and package the module at `entry` loads statically, at any depth. */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) {
      return;
    }
    files.add(file);
    for (const spec of staticValueImports(readFileSync(join(root, file), 'utf8'))) {
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const target = importTarget(join(root, file), spec);
      if (existsSync(join(root, target)) && /\.(ts|tsx)$/.test(target)) {
        visit(target);
      }
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the import walk itself', () => {
  it('keeps value imports and drops type-only and dynamic ones', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C } from './c.ts';",
      "export { d } from './d.ts';",
      "import './e.css';",
      "const f = () => import('./f.ts');",
    ].join('\n');
    expect(staticValueImports(source)).toEqual(['./a.ts', './d.ts', './e.css']);
  });
});

describe("the first screen's JavaScript (issue 31 §8: the budget freed for what paints)", () => {
  const { files, packages } = staticClosure('ui/main.tsx');

  it('walks the entry into the router and the layout', () => {
    expect(files).toContain('ui/router.tsx');
    expect(files).toContain('ui/layout/RootLayout.tsx');
  });

  it("loads the API's HTTP client (ofetch and its adapters) on first use, not with the entry", () => {
    expect([...packages]).not.toContain('ofetch');
    expect([...files].filter((file) => file.startsWith('adapters/http/Ofetch'))).toEqual([]);
  });
});
