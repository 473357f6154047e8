import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HOME_ROUTE_SOURCE,
  htmlScripts,
  measureInitialJs,
  staticClosure,
  withinBudget,
} from '../../scripts/check-bundle-size.ts';

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [HOME_ROUTE_SOURCE, 'ui/auth/AuthModal.tsx'],
  },
  '_react.js': { file: 'assets/react-b.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-c.js' },
  [HOME_ROUTE_SOURCE]: { file: 'assets/HomeScreen-d.js', imports: ['_shared.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards-e.js' },
  'ui/auth/AuthModal.tsx': { file: 'assets/AuthModal-f.js', imports: ['_altcha.js'] },
  '_altcha.js': { file: 'assets/altcha-g.js' },
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A fake build: every chunk holds `bytes` of incompressible-ish text. */
function fakeBuild(bytes: number): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-test-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index.css">',
  );
  let seed = 1;
  for (const chunk of Object.values(manifest)) {
    const text = Array.from({ length: bytes }, () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
    writeFileSync(join(dist, chunk.file), text);
  }
  return dist;
}

describe('initial JS of the main route (issue 4 performance budget)', () => {
  it('follows static imports, not dynamic ones', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-c.js',
    ]);
    expect(staticClosure(manifest, HOME_ROUTE_SOURCE)).toEqual([
      'assets/HomeScreen-d.js',
      'assets/shared-c.js',
      'assets/cards-e.js',
    ]);
  });

  it('reads the module script and the modulepreloads of index.html, not stylesheets', () => {
    expect(
      htmlScripts(
        '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css"><script src="https://x/y.js"></script>',
      ),
    ).toEqual(['assets/a.js', 'assets/b.js']);
  });

  it('counts the entry closure plus the home route once each, and leaves the auth modal out', () => {
    const report = measureInitialJs(fakeBuild(2000));
    expect(report.files.map((file) => file.file).sort()).toEqual([
      'assets/HomeScreen-d.js',
      'assets/cards-e.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-c.js',
    ]);
    expect(report.files.filter((file) => file.part === 'route').map((file) => file.file)).toEqual([
      'assets/HomeScreen-d.js',
      'assets/cards-e.js',
    ]);
    expect(report.totalGzip).toBe(report.entryGzip + report.routeGzip);
  });

  it('measures gzip at level 9 of each file on its own', () => {
    const dist = fakeBuild(3000);
    const report = measureInitialJs(dist);
    const entry = report.files.find((file) => file.file === 'assets/index-a.js')!;
    expect(entry.bytes).toBe(3000);
    expect(entry.gzip).toBeGreaterThan(0);
    expect(entry.gzip).toBe(gzipSync(readFileSync(join(dist, 'assets/index-a.js')), { level: 9 }).length);
  });

  it('allows 130 KB of gzip and not a byte more', () => {
    expect(withinBudget(130 * 1024)).toBe(true);
    expect(withinBudget(130 * 1024 + 1)).toBe(false);
  });

  it('refuses a build without a manifest', () => {
    const dist = mkdtempSync(join(tmpdir(), 'size-test-'));
    dirs.push(dist);
    expect(() => measureInitialJs(dist)).toThrow(/manifest/);
  });
});
