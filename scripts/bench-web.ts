/**
 * `npm run bench:web`: Lighthouse 13 (mobile, its default simulated throttling) in Debian Chromium on
 * `/`, `/brands`, `/offline`, the map of outlets (`/offline?view=map`, with the time until its pins show at 4× CPU,
 * scripts/bench/mapPins.ts), one outlet page and `/news` of a fresh build (browser bundle and server
 * render entry) and server whose city Москва has 2 000 outlets. Five runs per page (`--runs N`), each in a
 * fresh browser profile (`--page /offline --page outlet` measures only those, printed but not recorded); each figure is the median of its runs, compared with issue 12's targets, and
 * below a target it lists the audits Lighthouse blames. Beside every run of a page it runs the page's floor
 * (issue 31 §8, scripts/bench/floor/: the same markup hydrated by React and the router alone) and records each
 * run's `benchmarkIndex`, so the figures read against the host they were made on. Writes the «Web» section of docs/benchmarks.md
 * (only that section, every run's figures included) and prints the same.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { COUNTRY_CODE_ID } from '../core/domain/constants.ts';
import { RENDERED_PAGE_DATA_ID } from '../core/domain/renderedPage.ts';
import { offlineCards } from '../core/domain/showcase/showcases.ts';
import type { SalesUnitRecord } from '../core/model/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { appHasHydrated } from '../e2e/support/hydration.ts';
import { REPO_ROOT, startTestServer } from '../e2e/support/testServer.ts';
import { startTileServer } from '../e2e/support/tileServer.ts';
import { buildFloor, startFloorServer } from './bench/floor/floorServer.ts';
import { FLOOR_STATE_ATTRIBUTE } from './bench/floor/floorState.ts';
import { CATEGORIES, figuresOf, hostFiguresOf, type Report } from './bench/lighthouse.ts';
import { MAP_CPU_SLOWDOWN, measurePins, pinsLines } from './bench/mapPins.ts';
import { replaceSection } from './bench/report.ts';
import { formatScore, medianFigures, medianRunBy, missedTargets } from './bench/webTargets.ts';
import { WEB_SECTION_TITLE, webSection, type PageRuns, type WebRun } from './bench/webSection.ts';

const CITY = { id: 1, name: 'Москва', outlets: 2000 } as const;
/** The map of outlets (issue 21): measured by Lighthouse like the others, and for the time until its pins show. */
const MAP_PAGE = '/offline?view=map';
const BENCHMARKS_MD = join(REPO_ROOT, 'docs', 'benchmarks.md');
/** How long a page may take to hydrate in an unthrottled browser before the bench refuses to measure it. */
const HYDRATION_WAIT_MS = 15_000;
/** The median runs' full reports, for a closer look (ignored by git with the rest of test-results/). */
const REPORTS_DIR = join(REPO_ROOT, 'test-results', 'lighthouse');
/** Where the floor's script is built (scripts/bench/floor/). */
const FLOOR_DIR = join(REPO_ROOT, 'test-results', 'bench-floor');

interface Options {
  runs: number;
  /** The pages named with `--page` (as in the table: '/', '/offline', 'outlet'); all of them when none is named. */
  only: readonly string[];
}

function options(): Options {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, page: { type: 'string', multiple: true, default: [] } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs wants a whole number of runs per page, got ${values.runs}`);
  }
  return { runs, only: values.page };
}

/** The outlet the city's offline showcase lists first, as the API answers that list. */
async function firstListedOutlet(origin: string): Promise<number> {
  const answer = await fetch(
    `${origin}/api/sales-units/public-list?countryCodeId=${COUNTRY_CODE_ID}&cityCodeId=${CITY.id}`,
  );
  if (!answer.ok) {
    throw new Error(`the outlet list answered ${answer.status}`);
  }
  const [first] = offlineCards((await answer.json()) as SalesUnitRecord[], { baseApi: '', favourites: new Set() });
  if (first === undefined) {
    throw new Error(`${CITY.name}'s offline showcase lists no outlet`);
  }
  return first.id;
}

/** current_city_id chooses the city the way a returning visitor's cookie would, in Lighthouse's clean profile. */
function pagesToMeasure(outletId: number, only: readonly string[]): Array<{ name: string; path: string }> {
  const pages = ['/', '/brands', '/offline', MAP_PAGE, `/offline/${outletId}`, '/news'].map((name) => ({
    name,
    path: `${name}${name.includes('?') ? '&' : '?'}current_city_id=${CITY.id}`,
  }));
  return only.length === 0
    ? pages
    : pages.filter(
        (page) => only.includes(page.name) || (only.includes('outlet') && page.name === `/offline/${outletId}`),
      );
}

/** Whether the server sent the page rendered, with its data, rather than the browser-only shell. */
async function isServerRendered(url: string): Promise<boolean> {
  const html = await (await fetch(url)).text();
  return html.includes(`id="${RENDERED_PAGE_DATA_ID}"`);
}

/**
 * Whether the app takes over the page in a browser (hydrateRoot marks the container). A page that never
 * hydrates scores as if its JavaScript cost nothing: such a run must not pass for a measurement.
 */
async function hydrates(url: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(appHasHydrated, undefined, { timeout: HYDRATION_WAIT_MS });
    return true;
  } catch {
    return false;
  } finally {
    await browser.close();
  }
}

/** Whether the floor hydrated the page's markup as it stands (a mismatch would make React render it again: no floor). */
async function floorHydrates(url: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const root = await page.waitForSelector(`#root[${FLOOR_STATE_ATTRIBUTE}]`, { timeout: HYDRATION_WAIT_MS });
    return (await root.getAttribute(FLOOR_STATE_ATTRIBUTE)) === 'ok';
  } catch {
    return false;
  } finally {
    await browser.close();
  }
}

function runLighthouse(url: string, outputPath: string): Promise<void> {
  const cli = join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  // Lighthouse launches Chromium itself; it wants the new headless mode spelled out.
  const flags = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)).join(' ');
  const args = [
    cli,
    url,
    '--quiet',
    `--chrome-flags=${flags}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`lighthouse exited ${String(code)}: ${Buffer.concat(errors).toString('utf8').slice(-2000)}`),
          ),
    );
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function runLine(name: string, label: string, run: WebRun['figures'], report?: Report): string {
  const scores = CATEGORIES.map((category) => `${category} ${formatScore(run.scores[category])}`).join(', ');
  const host =
    report === undefined
      ? ''
      : `, main thread ${Math.round(hostFiguresOf(report).mainThreadMs)} ms, benchmarkIndex ${Math.round(hostFiguresOf(report).benchmarkIndex)}`;
  return `  ${name} ${label}: ${scores}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}${host}`;
}

async function lighthouseRun(url: string, output: string): Promise<WebRun> {
  await runLighthouse(url, output);
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  return { figures: figuresOf(report), report };
}

/** The page's runs, each followed by a run of its floor (served at `floorOrigin`), so both see the same load. */
async function measurePage(
  origin: string,
  floorOrigin: string,
  page: { name: string; path: string },
  runs: number,
  scratch: string,
): Promise<PageRuns> {
  const url = `${origin}${page.path}`;
  const serverRendered = await isServerRendered(url);
  if (!serverRendered) {
    console.warn(`bench:web: ${page.name} came as the browser-only shell, not rendered on the server`);
  }
  if (!(await hydrates(url))) {
    throw new Error(
      `${page.name} did not hydrate within ${HYDRATION_WAIT_MS / 1000} s: its figures would not count the app's work`,
    );
  }
  const floorUrl = `${floorOrigin}${page.path}`;
  const withFloor = serverRendered && (await floorHydrates(floorUrl));
  if (!withFloor) {
    console.warn(
      `bench:web: ${page.name} has no floor: ${serverRendered ? `React and the router alone did not hydrate its markup without a mismatch within ${HYDRATION_WAIT_MS / 1000} s` : 'the browser renders it'}`,
    );
  }
  const measured: WebRun[] = [];
  const floor: WebRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const output = join(scratch, `run-${page.name.replace(/\W+/g, '-')}-${run}`);
    measured.push(await lighthouseRun(url, `${output}.json`));
    const last = measured.at(-1)!;
    console.log(`${runLine(page.name, `run ${run}`, last.figures, last.report)} (load ${load()})`);
    if (withFloor) {
      floor.push(await lighthouseRun(floorUrl, `${output}-floor.json`));
      const lastFloor = floor.at(-1)!;
      console.log(`${runLine(page.name, `floor ${run}`, lastFloor.figures, lastFloor.report)} (load ${load()})`);
    }
  }
  return { name: page.name, serverRendered, runs: measured, ...(withFloor ? { floor } : {}) };
}

/** Keeps the median run by performance score of each page, for a closer look than the summary gives. */
function keepReports(pages: readonly PageRuns[]): void {
  mkdirSync(REPORTS_DIR, { recursive: true });
  for (const page of pages) {
    const file = join(
      REPORTS_DIR,
      `${page.name === '/' ? 'home' : page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`,
    );
    writeFileSync(file, JSON.stringify(medianRunBy(page.runs, (run) => run.figures.scores.performance).report));
    console.log(`bench:web: median report of ${page.name} in ${file}`);
  }
}

async function main(): Promise<void> {
  const { runs, only } = options();
  const started = Date.now();
  const loadBefore = load();
  const scratch = mkdtempSync(join(tmpdir(), 'rjadom-bench-web-'));
  console.log(
    `bench:web: building and seeding (${CITY.name} with ${CITY.outlets} outlets), load average ${loadBefore}…`,
  );
  // The map's tiles from a local fixture, as in the browser journeys: the figures never wait on the internet.
  const tiles = await startTileServer();
  const server = await startTestServer({
    seed: { outletsInCity: { cityId: CITY.id, count: CITY.outlets } },
    env: { MAP_TILES_URL: tiles.template },
  });
  await buildFloor(REPO_ROOT, FLOOR_DIR);
  const floorServer = await startFloorServer(server.url, FLOOR_DIR);
  const pages: PageRuns[] = [];
  let mapLines: string[] = [];
  try {
    for (const page of pagesToMeasure(await firstListedOutlet(server.url), only)) {
      pages.push(await measurePage(server.url, floorServer.url, page, runs, scratch));
      if (page.name === MAP_PAGE) {
        const pins = await measurePins(`${server.url}${page.path}`, runs);
        mapLines = pinsLines(page.name, pins);
        console.log(
          `  ${page.name} pins at ${MAP_CPU_SLOWDOWN}× CPU: ${pins.map((run) => `${Math.round(run.pinsMs)} ms`).join(', ')} (load ${load()})`,
        );
      }
    }
  } finally {
    await floorServer.close();
    await server.close();
    await tiles.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  keepReports(pages);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
  const text = webSection(pages, {
    date: new Date().toISOString().slice(0, 10),
    machine,
    chromium: CHROMIUM_PATH,
    loadBefore,
    loadAfter: load(),
    seconds: Math.round((Date.now() - started) / 1000),
    runsPerPage: runs,
    city: CITY,
    mapLines,
  });
  // Read just before writing: other sections may have changed while Lighthouse ran. A look at some pages
  // only (--page) is printed, not recorded: the section stands for every page measured together.
  if (only.length === 0) {
    writeFileSync(BENCHMARKS_MD, replaceSection(readFileSync(BENCHMARKS_MD, 'utf8'), WEB_SECTION_TITLE, text));
  }
  console.log(`\n${text}`);
  for (const page of pages) {
    const medians = medianFigures(page.runs.map((run) => run.figures));
    const missed = missedTargets(medians);
    console.log(
      `${runLine(page.name, 'median', medians)} — ${missed.length === 0 ? 'meets every target' : `misses ${missed.map((miss) => miss.text).join(', ')}`}`,
    );
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('bench:web:', error);
    process.exit(1);
  });
}
