/**
 * Issue 23: a server render that throws (a development build under production React: `jsxDEV is not a
 * function`) used to be logged and answered with the empty browser-only shell, for ever and unseen. It is now
 * counted and reported at GET /healthz, and a start whose first render fails refuses to serve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import { RenderFailures } from '../../server/render/renderFailures.ts';
import { healthRoutes } from '../../server/routes/health.ts';
import { fakeBuild, INDEX, onePageRenderer } from './fakeBuild.ts';
import { TEST_AUTH_SECRET } from './testServer.ts';

const scratch: (() => void)[] = [];

/** A build whose server render throws for the addresses `throwsFor` matches; removed after the file's tests. */
function brokenBuild(throwsFor: string): string {
  const build = fakeBuild(onePageRenderer(throwsFor), 'rjadom-health-dist-');
  scratch.push(build.remove);
  return build.dir;
}

function start(distDir: string): Promise<RunningServer> {
  const url = process.env.TEST_DATABASE_URL;
  return startServer({
    port: 0,
    env: { AUTH_SECRET: TEST_AUTH_SECRET },
    database: url ? { url } : { inMemory: true },
    seed: false,
    distDir,
  });
}

let running: RunningServer;

beforeAll(async () => {
  running = await start(brokenBuild('/^\\/broken/'));
}, 60_000);

afterAll(async () => {
  await running.close();
  for (const remove of scratch) {
    remove();
  }
});

describe('GET /healthz', () => {
  it('answers 200 with JSON when the process is up and the database answers, never cached, without signing in', async () => {
    const response = await fetch(`${running.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', renderFailures: 0 });
  });

  it('counts a server render that failed (the page fell back to the browser-only shell)', async () => {
    const before = ((await (await fetch(`${running.url}/healthz`)).json()) as { renderFailures: number })
      .renderFailures;
    const page = await fetch(`${running.url}/broken`);
    expect(await page.text()).toBe(INDEX);
    const health = await fetch(`${running.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', renderFailures: before + 1 });
    expect(await (await fetch(`${running.url}/`)).text()).toContain('<h1>Страница</h1>');
  });

  it('answers 503 when the database does not answer select 1, or not in time', async () => {
    const failures = new RenderFailures();
    const gone = { execute: () => Promise.reject(new Error('Connection terminated')) } as unknown as Db;
    const refused = await healthRoutes({ db: gone, renderFailures: failures, pingTimeoutMs: 1_000 }).request(
      '/healthz',
    );
    expect(refused.status).toBe(503);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ status: 'unavailable', database: 'unreachable', renderFailures: 0 });

    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const slow = await healthRoutes({ db: hanging, renderFailures: failures, pingTimeoutMs: 50 }).request('/healthz');
    expect(slow.status).toBe(503);
  });
});

describe('the start-up smoke check', () => {
  it('refuses to start when the first server render fails, with a sentence saying what to do', async () => {
    const broken = brokenBuild('/./');
    await expect(start(broken)).rejects.toThrow(/could not render \/ .*jsxDEV is not a function.*rebuild/i);
  }, 60_000);
});
