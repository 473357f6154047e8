/**
 * The «Web» section of docs/benchmarks.md that `npm run bench:web` writes: each page's medians against
 * issue 12's targets, every run's figures, and what Lighthouse blames where a page falls short.
 */
import {
  blame,
  CATEGORIES,
  CATEGORY_NAMES,
  hostFiguresOf,
  type Category,
  type Report,
  type WebFigures,
} from './lighthouse.ts';
import { formatScore, median, medianFigures, medianRunBy, missedTargets, WEB_TARGETS } from './webTargets.ts';

export const WEB_SECTION_TITLE = '## Web (`npm run bench:web`)';

/** One Lighthouse run of a page: its figures and the report that explains them. */
export interface WebRun {
  figures: WebFigures;
  report: Report;
}

export interface PageRuns {
  /** How the page is named in the report, e.g. `/offline/123`. */
  name: string;
  /** Whether the server's answer carried the rendered page and its data (false: the browser-only shell). */
  serverRendered: boolean;
  runs: WebRun[];
  /**
   * The floor's runs, made in the same bench run as the page's (issue 31 §8): the same server-rendered markup
   * hydrated by React and TanStack Router alone (scripts/bench/floor/); none when not measured.
   */
  floor?: WebRun[];
}

/** How the measurement was made, for the section's opening paragraphs. */
export interface WebContext {
  date: string;
  machine: string;
  chromium: string;
  loadBefore: string;
  loadAfter: string;
  seconds: number;
  runsPerPage: number;
  city: { id: number; name: string; outlets: number };
  /** Lines about the map page's own figure (scripts/bench/mapPins.ts), after the table; none when it was not measured. */
  mapLines?: readonly string[];
}

const ms = (value: number): string => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const cls = (value: number): string => (Number.isNaN(value) ? '—' : value.toFixed(3));

function figureCells(figures: WebFigures): string {
  return [
    ...CATEGORIES.map((category) => formatScore(figures.scores[category])),
    ms(figures.lcpMs),
    ms(figures.tbtMs),
    cls(figures.cls),
  ].join(' | ');
}

/** The median host figures of some runs: «benchmarkIndex | main thread». */
function hostCells(runs: readonly WebRun[]): { benchmarkIndex: number; mainThreadMs: number } {
  const host = runs.map((run) => hostFiguresOf(run.report));
  return {
    benchmarkIndex: median(host.map((figures) => figures.benchmarkIndex)),
    mainThreadMs: median(host.map((figures) => figures.mainThreadMs)),
  };
}

const index = (value: number): string => (Number.isNaN(value) ? '—' : String(Math.round(value)));

/** The page's host and floor cells: its benchmarkIndex and main-thread work, the floor's performance, TBT, main-thread work, and the multiple. */
function floorCells(page: PageRuns): string {
  const own = hostCells(page.runs);
  if (page.floor === undefined || page.floor.length === 0) {
    return [index(own.benchmarkIndex), ms(own.mainThreadMs), '—', '—', '—', '—'].join(' | ');
  }
  const floor = medianFigures(page.floor.map((run) => run.figures));
  const floorHost = hostCells(page.floor);
  const ratio = own.mainThreadMs / floorHost.mainThreadMs;
  return [
    index(own.benchmarkIndex),
    ms(own.mainThreadMs),
    formatScore(floor.scores.performance),
    ms(floor.tbtMs),
    ms(floorHost.mainThreadMs),
    Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '—',
  ].join(' | ');
}

function runRow(name: string, run: WebRun, number: number): string {
  const host = hostFiguresOf(run.report);
  return `| ${name} | ${number} | ${figureCells(run.figures)} | ${index(host.benchmarkIndex)} | ${ms(host.mainThreadMs)} |`;
}

/**
 * The audits Lighthouse blames, or why they could not be read: a report shape this script does not know
 * yet should not cost the figures of a run that took many minutes.
 */
function blameOrWhyNot(report: Report, category: Category): string[] {
  try {
    return blame(report, category);
  } catch (error) {
    return [`(the report's audits could not be read: ${error instanceof Error ? error.message : String(error)})`];
  }
}

/** What each target the page misses comes from: per category, the audits of the run with that category's median score. */
function blameLines(page: PageRuns): string[] {
  const missed = missedTargets(medianFigures(page.runs.map((run) => run.figures)));
  if (missed.length === 0) {
    return [];
  }
  const categories = [...new Set(missed.map((miss) => miss.category))];
  const lines = categories.flatMap((category: Category) => {
    const run = medianRunBy(page.runs, (candidate) => candidate.figures.scores[category]);
    return blameOrWhyNot(run.report, category).map((line) => `- ${CATEGORY_NAMES[category]} — ${line}`);
  });
  return [
    '',
    `\`${page.name}\` misses ${missed.map((miss) => miss.text).join(', ')}. What Lighthouse blames (the run with the median score of each category):`,
    '',
    ...lines,
  ];
}

export function webSection(pages: readonly PageRuns[], context: WebContext): string {
  const figureColumns = [...CATEGORIES.map((category) => CATEGORY_NAMES[category]), 'LCP', 'TBT', 'CLS'];
  const table = (columns: readonly string[]): string[] => [
    `| ${columns.join(' | ')} |`,
    `|${'---|'.repeat(columns.length)}`,
  ];
  const lines = [
    WEB_SECTION_TITLE,
    '',
    `Measured ${context.date} on ${context.machine}, Lighthouse 13 from npm in Debian Chromium (${context.chromium}). ` +
      `Load average (1 / 5 / 15 min) ${context.loadBefore} before and ${context.loadAfter} after the run. Whole run ${context.seconds} s.`,
    '',
    `A fresh build (browser bundle and server render entry, as \`npm run build\`) served by \`startServer\` with a fresh embedded database, seeded, ` +
      `the city ${context.city.name} grown to ${context.city.outlets} outlets; the outlet page is the first outlet its offline showcase lists. ` +
      `Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown), categories ${CATEGORIES.map((category) => CATEGORY_NAMES[category]).join(', ')}, ` +
      `${context.runsPerPage} runs per page, each in a fresh browser profile (cold cache); every page is opened with \`?current_city_id=${context.city.id}\` ` +
      'so the city is chosen as for a returning visitor. Each figure below is the median of its runs.',
    '',
    ...table([
      'page',
      ...figureColumns,
      'rendered on the server',
      'benchmarkIndex',
      'main thread',
      'floor: performance',
      'floor: TBT',
      'floor: main thread',
      'main thread ÷ floor',
    ]),
    ...pages.map(
      (page) =>
        `| \`${page.name}\` | ${figureCells(medianFigures(page.runs.map((run) => run.figures)))} | ${page.serverRendered ? 'yes' : 'no (browser-only shell)'} | ${floorCells(page)} |`,
    ),
    '',
    "`benchmarkIndex` is Lighthouse's own measure of the host's CPU (higher is faster; median of the runs): a score holds for hosts as fast, " +
      "and a slower host (or one loaded by other work) scores lower. «Main thread» is Lighthouse's «Minimize main-thread work» total at its 4× slowdown. " +
      'The floor is measured in the same run, page by page, between the same server and Lighthouse: the same server-rendered markup and stylesheet, ' +
      'started by the same boot script, but hydrated by React and TanStack Router alone (scripts/bench/floor/: no services, machines, loaders or ' +
      "lazy screens). No React app can paint that markup for less, so «main thread ÷ floor» is the app's own share, and it holds from one host to the next.",
    '',
    `Targets (issue 12): performance ≥ ${WEB_TARGETS.minScores.performance}, accessibility ${WEB_TARGETS.minScores.accessibility}, ` +
      `best practices ≥ ${WEB_TARGETS.minScores['best-practices']}, SEO ${WEB_TARGETS.minScores.seo}, CLS ≤ ${WEB_TARGETS.maxCls}, TBT ≤ ${WEB_TARGETS.maxTbtMs} ms on each page.`,
  ];
  lines.push(...(context.mapLines ?? []));
  const allMet = pages.every((page) => missedTargets(medianFigures(page.runs.map((run) => run.figures))).length === 0);
  lines.push('', allMet ? 'Every page meets every target.' : 'Pages that miss a target:');
  for (const page of pages) {
    lines.push(...blameLines(page));
  }
  lines.push('', 'Every run:', '', ...table(['page', 'run', ...figureColumns, 'benchmarkIndex', 'main thread']));
  for (const page of pages) {
    page.runs.forEach((run, number) => lines.push(runRow(`\`${page.name}\``, run, number + 1)));
    (page.floor ?? []).forEach((run, number) => lines.push(runRow(`\`${page.name}\` floor`, run, number + 1)));
  }
  return `${lines.join('\n')}\n`;
}
