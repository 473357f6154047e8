/**
 * One JSON line per error too (issue 32 §4): a server render that fails half-way is logged as a JSON line at level
 * error, and counted in /metrics' render failures, the number /healthz reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { fakeBuild } from '../render/pageCacheSupport.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import { logLines } from './logLines.ts';

const build = fakeBuild();
const { lines, destination } = logLines();
let running: RunningServer;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    env: { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', PAGE_CACHE_SECONDS: '30' },
    database: { inMemory: true },
    seed: false,
    distDir: build.dir,
    logDestination: destination,
  });
}, 60_000);

afterAll(async () => {
  await running.close();
  build.remove();
});

describe('the error log (issue 32 §4)', () => {
  it('writes a failed render as one JSON error line and counts it in /metrics', async () => {
    const shell = await fetch(`http://127.0.0.1:${running.port}/explode-log-test`);
    expect(shell.status).toBe(200);
    await shell.text();
    const errors = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining('render'),
        error: 'TypeError: the render failed half-way',
      }),
    ]);
    const text = await (await fetch(`http://127.0.0.1:${running.port}/metrics`)).text();
    expect(text).toMatch(/^rjadom_render_failures_total 1$/m);
  });
});
