import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, importTarget, root, sourceFiles, withoutComments } from './sources.ts';

// A global is a bare name: `ports.navigator.openCabinet()` is a port's member, `navigator.userAgent` the browser's.
const browserGlobals =
  /(?<![.\w$])(window|document|localStorage|sessionStorage|navigator|XMLHttpRequest)\s*\.|(?<![.\w$])fetch\s*\(/;

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

  it.each(coreFiles.map((file) => [relative(root, file), file]))(
    '%s imports only core modules, xstate, valibot and fastest-levenshtein',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      for (const spec of importsOf(source)) {
        const isRelative = spec.startsWith('.');
        if (isRelative) {
          const target = relative(root, join(file, '..', spec));
          expect(target.startsWith('core/'), `${spec} leaves core/`).toBe(true);
        } else {
          expect(RULES.core!.packages, `${spec} is not allowed in core/`).toContain(spec);
        }
      }
    },
  );

  it.each(coreFiles.map((file) => [relative(root, file), file]))('%s touches no browser global', (_name, file) => {
    const code = withoutComments(readFileSync(file, 'utf8'));
    expect(code).not.toMatch(browserGlobals);
  });
});

/** A row of docs/architecture.md's «Who may import whom»: the folders (or folders' parts) it may and must never import. */
interface ImportRule {
  may: readonly string[];
  /** The packages its «may import» names (core's alone: nothing else in core/ may be imported). */
  packages: readonly string[];
  never: readonly string[];
  /** Whether its «never» names `node:*`: the folder runs in the browser (or must be able to). */
  noNodeBuiltins: boolean;
}

/**
 * The table as this test enforces it; the doc must say the same (the first test below), so neither can change alone.
 * Every folder may import its own files; anything else a relative import reaches must be in `may`.
 */
const RULES: Readonly<Record<string, ImportRule>> = {
  core: {
    may: [],
    packages: ['xstate', 'valibot', 'fastest-levenshtein'],
    never: ['adapters', 'widget', 'ui', 'server', 'scripts'],
    noNodeBuiltins: true,
  },
  adapters: { may: ['core'], packages: [], never: ['ui', 'widget', 'server', 'scripts'], noNodeBuiltins: true },
  widget: { may: ['core', 'adapters'], packages: [], never: ['ui', 'server', 'scripts'], noNodeBuiltins: true },
  // A server that needed scripts/, ui/, adapters/ or widget/ could not run alone.
  server: { may: ['core'], packages: [], never: ['ui', 'adapters', 'widget', 'scripts'], noNodeBuiltins: false },
  ui: { may: ['core', 'adapters', 'widget'], packages: [], never: ['server', 'scripts'], noNodeBuiltins: true },
  scripts: { may: ['core', 'adapters', 'server', 'e2e/support'], packages: [], never: ['ui'], noNodeBuiltins: false },
};

/** The app's two entries: the browser's and the server render's (which the server loads built, by path). */
const APP_ENTRIES = ['ui/main.tsx', 'ui/entry-server.tsx'];

/** The backticked folder paths of a table cell: `core/`, `e2e/support/` → core, e2e/support (a folder's own name aside). */
function foldersIn(cell: string, own: string): string[] {
  return [...cell.matchAll(/`([a-z0-9-]+(?:\/[a-z0-9-]+)*)\/`/g)]
    .map((match) => match[1]!)
    .filter((folder) => folder !== own);
}

/** docs/architecture.md's «Who may import whom», row by row. */
function documentedRules(): Record<string, ImportRule> {
  const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| `([a-z]+)\/` \| (.*) \| (.*) \|$/gm)];
  return Object.fromEntries(
    rows.map(([, folder, may, never]) => [
      folder!,
      {
        may: foldersIn(may!, folder!),
        packages: [...may!.matchAll(/`([a-z@][\w@.-]*)`/g)].map((match) => match[1]!),
        never: foldersIn(never!, folder!),
        noNodeBuiltins: never!.includes('`node:*`'),
      },
    ]),
  );
}

/** Where the relative imports of `file` land, from the repository root. */
function importTargets(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8'))
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => importTarget(file, spec));
}

const within = (target: string, folder: string): boolean => target === folder || target.startsWith(`${folder}/`);

/** `file → target` for every relative import of a file under `folder` that `allowed` refuses. */
function offendingImports(folder: string, allowed: (target: string) => boolean): string[] {
  return sourceFiles(join(root, folder)).flatMap((file) =>
    importTargets(file)
      .filter((target) => !allowed(target))
      .map((target) => `${relative(root, file)} → ${target}`),
  );
}

describe('the folders the architecture names', () => {
  const documented = documentedRules();
  const folders = Object.keys(documented);

  it('are read from docs/architecture.md, whose table says what this test enforces', () => {
    expect(folders).toEqual(['core', 'adapters', 'widget', 'server', 'ui', 'scripts']);
    expect(documented).toEqual(RULES);
  });

  // A missing folder is a failure, not a skip: a check that cannot see widget/ would pass for ever.
  it.each(folders)('%s/ exists and holds sources', (folder) => {
    expect(existsSync(join(root, folder)), `${folder}/ is missing`).toBe(true);
    expect(sourceFiles(join(root, folder)).length, `${folder}/ has no sources`).toBeGreaterThan(0);
  });

  it.each(Object.entries(RULES))('%s/ imports only its own files and what its row allows', (folder, rule) => {
    expect(
      offendingImports(folder, (target) => [folder, ...rule.may].some((allowed) => within(target, allowed))),
    ).toEqual([]);
  });

  // Implied by the allowances above, but named, so that a failure says which edge the doc forbids (ui → server …).
  it.each(Object.entries(RULES).flatMap(([folder, rule]) => rule.never.map((forbidden) => [folder, forbidden])))(
    '%s/ never imports %s/',
    (folder, forbidden) => {
      expect(offendingImports(folder, (target) => !within(target, forbidden))).toEqual([]);
    },
  );

  it.each(Object.entries(RULES).filter(([, rule]) => rule.noNodeBuiltins))(
    '%s/ imports no Node built-in module',
    (folder) => {
      const builtins = sourceFiles(join(root, folder)).flatMap((file) =>
        importsOf(readFileSync(file, 'utf8'))
          .filter((spec) => spec.startsWith('node:') || builtinModules.includes(spec))
          .map((spec) => `${relative(root, file)}: ${spec}`),
      );
      expect(builtins).toEqual([]);
    },
  );

  it('nothing imports the app entries', () => {
    const importers = folders.flatMap((folder) => offendingImports(folder, (target) => !APP_ENTRIES.includes(target)));
    expect(importers).toEqual([]);
  });
});

describe('the widget kit', () => {
  // widget/index.ts is the kit without React; widget/react/ wraps it for React sites (docs/widget.md).
  it('imports React only in widget/react/', () => {
    const reactOutside = sourceFiles(join(root, 'widget'))
      .filter((file) => !relative(root, file).startsWith('widget/react/'))
      .flatMap((file) =>
        importsOf(readFileSync(file, 'utf8'))
          .filter((spec) => spec === 'react' || spec.startsWith('react/') || spec.startsWith('react-dom'))
          .map((spec) => `${relative(root, file)}: ${spec}`),
      );
    expect(reactOutside).toEqual([]);
  });
});
