/**
 * `npm run trace:web`: where the main thread's long tasks go on a page load. Builds the UI (as bench:web
 * does), serves it over the 2 000-outlet city, opens each page (`--page /offline/470`, default the main
 * lists) in Chromium at 4× CPU slowdown with a trace and a CPU profile, and prints every task over
 * `--over` ms (default 50) with the functions sampled in it. Not a benchmark: it records nothing and its
 * durations come from DevTools' throttling, not Lighthouse's simulation; it says which code to split.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startTestServer } from '../e2e/support/testServer.ts';
import { startTileServer } from '../e2e/support/tileServer.ts';
import { longTasks, type CpuProfile, type TraceEvent } from './bench/longTasks.ts';
import { positiveInteger } from './cliOptions.ts';

const DEFAULT_PAGES = ['/', '/brands', '/offline', '/news'];
/** Lighthouse's mobile profile slows the CPU 4×; its viewport is a 412 × 823 phone. */
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
/** How long the page is watched after its load event: the session starts and settles meanwhile. */
const WATCH_AFTER_LOAD_MS = 4000;

async function tracePage(origin: string, path: string, overMs: number): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_AFTER_LOAD_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    console.log(`\n${path}: tasks over ${overMs} ms at ${CPU_SLOWDOWN}× slowdown`);
    for (const task of longTasks(trace.traceEvents, profile, overMs)) {
      console.log(`  ${Math.round(task.startMs)} ms after the first paint, ${Math.round(task.durationMs)} ms`);
      for (const { frame, share } of task.frames) {
        console.log(`      ${Math.round(share * 100)}%  ${frame}`);
      }
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { page: { type: 'string', multiple: true, default: [] }, over: { type: 'string' } },
  });
  const pages = values.page.length === 0 ? DEFAULT_PAGES : values.page;
  const overMs = positiveInteger('over', values.over, 50);
  console.log('trace:web: building and seeding the 2 000-outlet city…');
  // The map's tiles from the local fixture, as bench:web serves them: the map view's tile layer works as it does there.
  const tiles = await startTileServer();
  const server = await startTestServer({
    seed: { outletsInCity: { cityId: 1, count: 2000 } },
    env: { MAP_TILES_URL: tiles.template },
  });
  try {
    for (const path of pages) {
      const separator = path.includes('?') ? '&' : '?';
      await tracePage(server.url, `${path}${separator}current_city_id=1`, overMs);
    }
  } finally {
    await server.close();
    await tiles.close();
  }
}

main().catch((error: unknown) => {
  console.error('trace:web:', error);
  process.exit(1);
});
