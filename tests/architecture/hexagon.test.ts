import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, sourceFiles, withoutComments } from './sources.ts';

// A global is a bare name: `ports.navigator.openCabinet()` is a port's member, `navigator.userAgent` the browser's.
const browserGlobals = /(?<![.\w$])(window|document|localStorage|sessionStorage|navigator|XMLHttpRequest)\s*\.|(?<![.\w$])fetch\s*\(/;

describe('the browser-global check itself', () => {
  it('catches bare browser globals and lets members of the same name through', () => {
    expect('const agent = navigator.userAgent;').toMatch(browserGlobals);
    expect('await fetch(url);').toMatch(browserGlobals);
    expect('window.location.reload();').toMatch(browserGlobals);
    expect('ports.navigator.openCabinet();').not.toMatch(browserGlobals);
    expect('this.api.fetch(url);').not.toMatch(browserGlobals);
  });
});

describe('the hexagon', () => {
  const coreFiles = sourceFiles(join(root, 'core'));

  it('finds the core sources it guards', () => {
    expect(coreFiles.length).toBeGreaterThan(5);
  });

  it.each(coreFiles.map((file) => [relative(root, file), file]))('%s imports only core modules and xstate', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    for (const spec of importsOf(source)) {
      const isRelative = spec.startsWith('.');
      if (isRelative) {
        const target = relative(root, join(file, '..', spec));
        expect(target.startsWith('core/'), `${spec} leaves core/`).toBe(true);
      } else {
        expect(['xstate', 'valibot'], `${spec} is not allowed in core/`).toContain(spec);
      }
    }
  });

  it.each(coreFiles.map((file) => [relative(root, file), file]))('%s touches no browser global', (_name, file) => {
    const code = withoutComments(readFileSync(file, 'utf8'));
    expect(code).not.toMatch(browserGlobals);
  });

  it('nothing but the app entry imports ui/', () => {
    const outside = ['core', 'adapters', 'server', 'widget', 'scripts']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => importsOf(readFileSync(file, 'utf8')).some((spec) => /(^|\/)ui\//.test(spec)));
    expect(outside.map((file) => relative(root, file))).toEqual([]);
  });
});

/** The folders docs/architecture.md names in its «Who may import whom» table: `core/`, `adapters/`, … */
function namedFolders(): string[] {
  const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  return [...doc.matchAll(/^\| `([a-z]+)\/` \|/gm)].map((match) => match[1]!);
}

/** What each folder must never import, by the table's «never» column (besides core's own tests above). */
const NEVER: Readonly<Record<string, readonly string[]>> = {
  adapters: ['ui', 'widget', 'server', 'scripts'],
  widget: ['ui', 'server', 'scripts'],
  server: ['ui', 'widget', 'adapters', 'scripts'],
  ui: ['server', 'scripts'],
};

/** Relative imports of `file` that land in one of `folders`. */
function importsInto(file: string, folders: readonly string[]): string[] {
  return importsOf(readFileSync(file, 'utf8')).filter((spec) => {
    if (!spec.startsWith('.')) {
      return false;
    }
    const target = relative(root, join(file, '..', spec));
    return folders.some((folder) => target.startsWith(`${folder}/`));
  });
}

describe('the folders the architecture names', () => {
  const folders = namedFolders();

  it('are read from docs/architecture.md', () => {
    expect(folders).toEqual(['core', 'adapters', 'widget', 'server', 'ui']);
  });

  // A missing folder is a failure, not a skip: a check that cannot see widget/ would pass for ever.
  it.each(folders)('%s/ exists and holds sources', (folder) => {
    expect(existsSync(join(root, folder)), `${folder}/ is missing`).toBe(true);
    expect(sourceFiles(join(root, folder)).length, `${folder}/ has no sources`).toBeGreaterThan(0);
  });

  it.each(Object.entries(NEVER))('%s/ never imports %j', (folder, forbidden) => {
    const offending = sourceFiles(join(root, folder)).flatMap((file) => importsInto(file, forbidden).map((spec) => `${relative(root, file)}: ${spec}`));
    expect(offending).toEqual([]);
  });
});
