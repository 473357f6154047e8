/**
 * Issue 23: `NODE_ENV=development npm start` built the UI with React's development JSX; a later
 * `NODE_ENV=production npm start` found that build fresh (file times only), loaded it with production React and
 * every server render threw `jsxDEV is not a function`. The build is now keyed on its settings too.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStampFromEnv, decideBuild, needsBuild, writeBuildStamp } from '../../scripts/ensure-build.ts';

const DEVELOPMENT = buildStampFromEnv({ NODE_ENV: 'development' });
const PRODUCTION = buildStampFromEnv({ NODE_ENV: 'production' });

describe('buildStampFromEnv: what a build depends on besides its sources', () => {
  it('records NODE_ENV (unset builds as production, as Vite does) and every VITE_* setting, nothing else', () => {
    expect(buildStampFromEnv({}).nodeEnv).toBe('production');
    expect(buildStampFromEnv({ NODE_ENV: '' })).toEqual(buildStampFromEnv({ NODE_ENV: 'production' }));
    const stamp = buildStampFromEnv({
      NODE_ENV: 'development',
      VITE_CABINET_URL: 'https://lk.example',
      HOME: '/root',
      AUTH_SECRET: 'x',
    });
    expect(stamp).toEqual({ nodeEnv: 'development', settings: { VITE_CABINET_URL: 'https://lk.example' } });
  });
});

describe('decideBuild: rebuild when the sources or the settings differ', () => {
  const fresh = { builtAt: 2_000, newestSourceAt: 1_000 };

  it('rebuilds a development build for a production start, naming both modes', () => {
    const decision = decideBuild({ ...fresh, stamp: DEVELOPMENT }, PRODUCTION);
    expect(decision.build).toBe(true);
    expect(decision.reason).toMatch(/NODE_ENV=development.*NODE_ENV=production/);
  });

  it('rebuilds when a VITE_* setting was added, changed or removed', () => {
    const withLink = buildStampFromEnv({ VITE_CABINET_URL: 'https://lk.example' });
    expect(decideBuild({ ...fresh, stamp: PRODUCTION }, withLink)).toMatchObject({
      build: true,
      reason: expect.stringContaining('VITE_CABINET_URL'),
    });
    expect(
      decideBuild({ ...fresh, stamp: withLink }, buildStampFromEnv({ VITE_CABINET_URL: 'https://other.example' }))
        .build,
    ).toBe(true);
    expect(decideBuild({ ...fresh, stamp: withLink }, PRODUCTION).build).toBe(true);
  });

  it('rebuilds a build with no record of its settings, a missing build and a build older than a source', () => {
    expect(decideBuild({ ...fresh, stamp: null }, PRODUCTION).build).toBe(true);
    expect(decideBuild({ builtAt: 0, newestSourceAt: 1_000, stamp: null }, PRODUCTION).build).toBe(true);
    expect(decideBuild({ builtAt: 1_000, newestSourceAt: 2_000, stamp: PRODUCTION }, PRODUCTION).build).toBe(true);
  });

  it('keeps a build of the same settings newer than every source', () => {
    expect(decideBuild({ ...fresh, stamp: PRODUCTION }, buildStampFromEnv({})).build).toBe(false);
  });
});

describe('needsBuild on a checkout: a development build, then a production start', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds the development build stale for NODE_ENV=production, fresh for another development start', () => {
    const root = mkdtempSync(join(tmpdir(), 'rjadom-ensure-build-'));
    roots.push(root);
    mkdirSync(join(root, 'ui'));
    writeFileSync(join(root, 'ui', 'main.tsx'), 'export {};');
    utimesSync(join(root, 'ui', 'main.tsx'), new Date(1_000_000), new Date(1_000_000));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<div id="root"></div>');
    writeBuildStamp(root, DEVELOPMENT);

    expect(needsBuild(root, { NODE_ENV: 'development' })).toBe(false);
    expect(needsBuild(root, { NODE_ENV: 'production' })).toBe(true);
    expect(needsBuild(root, {})).toBe(true);
  });
});
