/**
 * No import cycles (issue 33 §2): a file's imports, type-only ones included, never lead back to it. A cycle
 * hides which file owns a thing (the ui/app session layer's SessionStore, snapshot and booting snapshot
 * imported each other) and makes the modules' evaluation order matter.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, root, sourceFiles } from './sources.ts';

describe('the import cycle check itself', () => {
  it('finds a loop of three files, a file importing itself, and nothing in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['d.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads type-only imports as edges: they tie the files together as much as any other', () => {
    const graph = importGraph(sourceFiles(join(root, 'ui', 'app')));
    expect(graph.get('ui/app/context.ts')).toContain('ui/app/services.ts');
  });
});

/** The product's top-level folders: everything that ships or runs, read as one graph so a loop across folders shows too. */
const productFolders = ['core', 'adapters', 'ui', 'widget', 'server', 'scripts'];

describe('no import cycles', () => {
  const cycles = importCycles(importGraph(productFolders.flatMap((folder) => sourceFiles(join(root, folder)))));

  it.each(productFolders)('in %s', (folder) => {
    expect(cycles.filter((cycle) => cycle.some((file) => file.startsWith(`${folder}/`)))).toEqual([]);
  });
});
