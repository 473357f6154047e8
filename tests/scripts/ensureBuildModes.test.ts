/**
 * Issue 23 end to end: on one checkout, a development `npm start`'s build, then a production start. The second
 * `scripts/ensure-build.ts` must rebuild (its server entry then holds no `jsxDEV`, which production React lacks).
 * Runs the real script and Vite on a copy of the UI's sources, so the developer's dist/ is left alone.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the portal and widget builds read (scripts/ensure-build.ts SOURCES and the widget's). */
const COPIED = [
  'index.html',
  'vite.config.ts',
  'vite.widget.config.ts',
  'package.json',
  'tsconfig.json',
  'public',
  'ui',
  'core',
  'adapters',
  'widget',
];

const checkout = mkdtempSync(join(tmpdir(), 'rjadom-build-modes-'));
afterAll(() => {
  rmSync(checkout, { recursive: true, force: true });
});

function ensureBuild(nodeEnv: string): { status: number | null; stderr: string } {
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: nodeEnv };
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_'))) {
    delete env[name];
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(checkout, 'scripts', 'ensure-build.ts')], {
    cwd: checkout,
    env,
    encoding: 'utf8',
  });
  return { status: run.status, stderr: run.stderr };
}

describe('a development build, then a production start (issue 23)', () => {
  it('rebuilds for production instead of serving the development build', () => {
    for (const name of COPIED) {
      cpSync(join(REPO_ROOT, name), join(checkout, name), { recursive: true });
    }
    mkdirSync(join(checkout, 'scripts'));
    for (const script of ['ensure-build.ts', 'precompress.ts']) {
      cpSync(join(REPO_ROOT, 'scripts', script), join(checkout, 'scripts', script));
    }
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(checkout, 'node_modules'));
    const entry = join(checkout, 'dist', 'ssr', 'entry-server.js');

    expect(ensureBuild('development').status).toBe(0);
    expect(readFileSync(entry, 'utf8')).toContain('jsxDEV');

    const production = ensureBuild('production');
    expect(production.status).toBe(0);
    expect(production.stderr).toContain('dist/ was built for NODE_ENV=development, this start is NODE_ENV=production');
    expect(readFileSync(entry, 'utf8')).not.toContain('jsxDEV');

    // Another production start finds it fresh: nothing printed, nothing built.
    expect(ensureBuild('production')).toEqual({ status: 0, stderr: '' });

    // Each build ends with the brotli and gzip siblings (scripts/precompress.ts); a fresh build without them gets them.
    const record = join(checkout, 'dist', '.vite', 'precompressed.json');
    expect(existsSync(join(checkout, 'dist', 'index.html.br'))).toBe(true);
    rmSync(record);
    rmSync(join(checkout, 'dist', 'index.html.br'));
    expect(ensureBuild('production')).toEqual({ status: 0, stderr: '' });
    expect(existsSync(record)).toBe(true);
    expect(existsSync(join(checkout, 'dist', 'index.html.br'))).toBe(true);
    expect(readFileSync(entry, 'utf8')).not.toContain('jsxDEV');
  }, 180_000);
});
