/**
 * The map's own figure for `npm run bench:web` (issue 21): how long after navigation the map of outlets shows its
 * pins (the `map:pins` performance mark ui/map/OutletMap.tsx sets when it first draws them), in Debian Chromium at
 * 4× CPU slowdown (DevTools' throttling, as a slow phone), each run in a fresh browser context (cold cache).
 * Lighthouse's own throttling is simulated and would report the unthrottled time of a mark.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

/** The mark the map sets when its pins are first drawn (ui/map/OutletMap.tsx PINS_MARK). */
const PINS_MARK = 'map:pins';
/** The slowdown the issue names for the map's figure. */
export const MAP_CPU_SLOWDOWN = 4;
const PINS_WAIT_MS = 60_000;

/** One run: milliseconds from navigation to the pins, and how many markers (pins and clusters) were drawn. */
export interface PinsRun {
  pinsMs: number;
  markers: number;
}

/** Opens `url` `runs` times at MAP_CPU_SLOWDOWN and reads when its pins were drawn. */
export async function measurePins(url: string, runs: number): Promise<PinsRun[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const measured: PinsRun[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MAP_CPU_SLOWDOWN });
      await page.goto(url);
      const pinsMs = await page
        .waitForFunction((mark) => performance.getEntriesByName(mark)[0]?.startTime, PINS_MARK, {
          timeout: PINS_WAIT_MS,
        })
        .then((handle) => handle.jsonValue());
      const markers = await page.locator('.outlet-map__pin, .outlet-map__cluster').count();
      measured.push({ pinsMs: Number(pinsMs), markers });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return measured;
}

/** The median of the runs' times. */
function medianPinsMs(runs: readonly PinsRun[]): number {
  const sorted = runs.map((run) => run.pinsMs).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The lines the «Web» section gets for the map page. */
export function pinsLines(page: string, runs: readonly PinsRun[]): string[] {
  if (runs.length === 0) {
    return [];
  }
  return [
    '',
    `The map (\`${page}\`): pins visible (the \`${PINS_MARK}\` mark, from navigation) at ${MAP_CPU_SLOWDOWN}× CPU slowdown in Chromium's own throttling, ` +
      `a 412 px phone view, cold cache, tiles from a local fixture: median **${Math.round(medianPinsMs(runs))} ms** ` +
      `(runs: ${runs.map((run) => `${Math.round(run.pinsMs)} ms`).join(', ')}; ${runs[0]!.markers} markers drawn).`,
  ];
}
