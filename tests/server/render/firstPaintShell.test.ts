import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintShell, readBuiltStyles } from '../../../server/render/firstPaintShell.ts';
import type { BuildManifest } from '../../../server/render/buildManifest.ts';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-E.js', css: ['assets/index-E.css'] },
  'ui/boot.ts': { file: 'assets/boot-B.js' },
  'ui/screens/OfflineScreen.tsx': { file: 'assets/OfflineScreen-O.js', css: ['assets/offline-O.css'] },
};

const BUILT = [
  '<html><head><title>Рядом</title>',
  '<script type="module" crossorigin src="/assets/index-E.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-E.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const STYLES = new Map([['/assets/index-E.css', '.card{color:red}']]);

describe('the built page as a server-rendered page starts', () => {
  it('writes the stylesheet into the head, so the first paint waits for no request', () => {
    const shell = firstPaintShell(BUILT, MANIFEST, STYLES);
    expect(shell).toContain('<style>.card{color:red}</style>');
    expect(shell).not.toContain('rel="stylesheet"');
  });

  it('fetches nothing of the app before the first paint: no preload, only the boot script, which names the entry it starts after the paint', () => {
    const shell = firstPaintShell(BUILT, MANIFEST, STYLES);
    expect(shell).toContain(
      '<script type="module" crossorigin src="/assets/boot-B.js" data-app-entry="/assets/index-E.js"></script>',
    );
    expect(shell).not.toContain('modulepreload');
    expect(shell).not.toContain('src="/assets/index-E.js"');
  });

  it('keeps the entry script when the build has no boot chunk, so the app still starts', () => {
    const { 'ui/boot.ts': _boot, ...withoutBoot } = MANIFEST;
    expect(firstPaintShell(BUILT, withoutBoot, STYLES)).toContain(
      '<script type="module" crossorigin src="/assets/index-E.js"></script>',
    );
  });

  it('keeps a link whose stylesheet was not read, or whose text would end the style element', () => {
    expect(firstPaintShell(BUILT, MANIFEST, new Map())).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-E.css">',
    );
    const hostile = new Map([['/assets/index-E.css', 'a{}</style><script>alert(1)</script>']]);
    const shell = firstPaintShell(BUILT, MANIFEST, hostile);
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-E.css">');
    expect(shell).not.toContain('alert(1)');
  });
});

describe('the built styles', () => {
  it('are every CSS file the manifest names, by the address it is served at; a missing file is left out', async () => {
    const root = mkdtempSync(join(tmpdir(), 'built-styles-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'index-E.css'), 'body{margin:0}');
    const styles = await readBuiltStyles(root, MANIFEST);
    expect([...styles]).toEqual([['/assets/index-E.css', 'body{margin:0}']]);
  });
});
