/**
 * `npm run bench:web`: Lighthouse 13 (mobile, its default simulated throttling) in Debian Chromium on
 * `/` and `/brands` of a fresh build and server whose city Москва has 2 000 outlets. Three runs per
 * page, each in a fresh browser profile; the median run (by performance score) gives the figures.
 * Writes the «Web» section of docs/benchmarks.md (only that section) and prints the same.
 * Below the aims (performance 95, accessibility 100) it lists the audits Lighthouse blames.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { REPO_ROOT, startTestServer } from '../e2e/support/testServer.ts';

const RUNS = 3;
const CITY = { id: 1, name: 'Москва', outlets: 2000 } as const;
/** current_city_id chooses the city the way a returning visitor's cookie would, in Lighthouse's clean profile. */
const PAGES = [
  { name: '/', path: `/?current_city_id=${CITY.id}` },
  { name: '/brands', path: `/brands?current_city_id=${CITY.id}` },
] as const;
const AIMS = { performance: 95, accessibility: 100 } as const;
const BENCHMARKS_MD = join(REPO_ROOT, 'docs', 'benchmarks.md');
/** The median runs' full reports, for a closer look (ignored by git with the rest of test-results/). */
const REPORTS_DIR = join(REPO_ROOT, 'test-results', 'lighthouse');
const SECTION_TITLE = '## Web (`npm run bench:web`)';

interface AuditRef {
  id: string;
  weight: number;
  group?: string;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
  details?: { overallSavingsMs?: number; items?: Array<{ node?: { selector?: string; snippet?: string } }> };
}

export interface Report {
  categories: Record<'performance' | 'accessibility', { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  report: Report;
}

function runLighthouse(url: string, outputPath: string): Promise<void> {
  const cli = join(REPO_ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
  // Lighthouse launches Chromium itself; it wants the new headless mode spelled out.
  const flags = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)).join(' ');
  const args = [cli, url, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility', '--output=json', `--output-path=${outputPath}`];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${String(code)}: ${Buffer.concat(errors).toString('utf8').slice(-2000)}`))));
  });
}

function figures(report: Report): RunFigures {
  if (report.runtimeError !== undefined) {
    throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  }
  const score = (category: 'performance' | 'accessibility') => Math.round((report.categories[category].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    report,
  };
}

/** The run in the middle by performance score (the figures of one real run, not a mix). */
function medianRun(runs: readonly RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A detail entry of an audit: a table row, a page element or a checklist. */
interface DetailItem {
  url?: string;
  wastedBytes?: number;
  wastedMs?: number;
  label?: string;
  duration?: number;
  type?: string;
  snippet?: string;
  selector?: string;
  items?: unknown;
  node?: { selector?: string; snippet?: string };
}

function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The first few things an audit points at, in one line: files with their cost, elements, failed checks. */
function detailSummary(details: unknown): string {
  const items = ((details as { items?: DetailItem[] } | undefined)?.items ?? []).flatMap((item) =>
    item.type === 'table' || item.type === 'list' ? ((item.items as DetailItem[] | undefined) ?? []) : [item],
  );
  const parts = items.slice(0, 4).flatMap((item): string[] => {
    if (item.type === 'checklist') {
      return Object.values((item.items ?? {}) as Record<string, { label: string; value: boolean }>)
        .filter((check) => !check.value)
        .map((check) => `✗ ${check.label}`);
    }
    const element = item.type === 'node' || item.snippet !== undefined ? (item.snippet ?? item.selector) : (item.node?.snippet ?? item.node?.selector);
    if (element !== undefined) {
      return element === '' ? [] : [`\`${element}\``];
    }
    if (item.url !== undefined) {
      const cost = [item.wastedBytes === undefined ? '' : `${Math.round(item.wastedBytes / 1024)} KiB`, item.wastedMs === undefined ? '' : `${Math.round(item.wastedMs)} ms`]
        .filter((text) => text !== '')
        .join(', ');
      return [`${shortUrl(item.url)}${cost === '' ? '' : ` (${cost})`}`];
    }
    if (item.label !== undefined && item.duration !== undefined) {
      return [`${item.label} ${Math.round(item.duration)} ms`];
    }
    return [];
  });
  return parts.join('; ');
}

/** What keeps the performance score down: weak metrics, then failing audits, largest estimated saving first. */
export function performanceBlame(report: Report): string[] {
  const refs = report.categories.performance.auditRefs;
  const metrics = refs
    .filter((ref) => ref.group === 'metrics' && ref.weight > 0)
    .map((ref) => report.audits[ref.id]!)
    .filter((audit) => (audit.score ?? 1) < 0.9)
    .map((audit) => `metric ${audit.title}: ${audit.displayValue ?? ''} (score ${Math.round((audit.score ?? 0) * 100)})`);
  const saving = (audit: Audit) => audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}));
  const others = refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => report.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .sort((a, b) => saving(b) - saving(a))
    .slice(0, 8)
    .map((audit) => {
      const summary = detailSummary(audit.details);
      return `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${summary === '' ? '' : ` — ${summary}`}`;
    });
  const breakdown = report.audits['lcp-breakdown-insight'];
  const lcp = breakdown === undefined ? [] : [`LCP breakdown — ${detailSummary(breakdown.details)}`];
  return [...metrics, ...lcp, ...others];
}

/** Failing accessibility audits with a few of the elements they name. */
export function accessibilityBlame(report: Report): string[] {
  return report.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id]!)
    .filter((audit) => audit.score === 0)
    .map((audit) => {
      const nodes = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.selector ?? item.node?.snippet ?? '')
        .filter((node) => node !== '');
      return `${audit.title}${nodes.length > 0 ? ` — ${nodes.map((node) => `\`${node}\``).join(', ')}` : ''}`;
    });
}

const ms = (value: number) => `${Math.round(value)} ms`;

function section(rows: Array<{ name: string; runs: RunFigures[] }>, context: { date: string; cpu: string; before: string; after: string; seconds: number }): string {
  const lines = [
    SECTION_TITLE,
    '',
    `Measured ${context.date} on ${context.cpu}, Node ${process.version}, Lighthouse 13 from npm in Debian Chromium (${CHROMIUM_PATH}). ` +
      `Load average (1 / 5 / 15 min) ${context.before} before and ${context.after} after the run. Whole run ${context.seconds} s.`,
    '',
    `A fresh \`vite build\` served by \`startServer\` with a fresh embedded database, seeded, the city ${CITY.name} grown to ${CITY.outlets} outlets. ` +
      `Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown), categories performance and accessibility, ${RUNS} runs per page, ` +
      `each in a fresh browser profile (cold cache); the page is opened with \`?current_city_id=${CITY.id}\` so the city is chosen as for a returning visitor. ` +
      'The figures are those of the median run by performance score.',
    '',
    '| page | performance | accessibility | LCP | TBT | CLS | performance of the runs |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const median = medianRun(row.runs);
    lines.push(
      `| \`${row.name}\` | ${median.performance} | ${median.accessibility} | ${ms(median.lcpMs)} | ${ms(median.tbtMs)} | ${median.cls.toFixed(3)} | ${row.runs.map((run) => run.performance).join(', ')} |`,
    );
  }
  lines.push('', `Aims: performance ≥ ${AIMS.performance}, accessibility ${AIMS.accessibility}.`);
  for (const row of rows) {
    const median = medianRun(row.runs);
    const blame = [
      ...(median.performance < AIMS.performance ? performanceBlame(median.report).map((line) => `performance — ${line}`) : []),
      ...(median.accessibility < AIMS.accessibility ? accessibilityBlame(median.report).map((line) => `accessibility — ${line}`) : []),
    ];
    if (blame.length > 0) {
      lines.push('', `What Lighthouse blames on \`${row.name}\` (median run):`, '', ...blame.map((line) => `- ${line}`));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Replaces the «Web» section of docs/benchmarks.md (up to the next `## `), or appends it. */
function writeSection(text: string): void {
  const current = readFileSync(BENCHMARKS_MD, 'utf8');
  const start = current.indexOf(SECTION_TITLE);
  if (start === -1) {
    writeFileSync(BENCHMARKS_MD, `${current.trimEnd()}\n\n${text}`);
    return;
  }
  const next = current.indexOf('\n## ', start + SECTION_TITLE.length);
  const rest = next === -1 ? '' : current.slice(next + 1);
  writeFileSync(BENCHMARKS_MD, `${current.slice(0, start)}${text}${rest === '' ? '' : `\n${rest}`}`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main(): Promise<void> {
  const started = Date.now();
  const before = load();
  const scratch = mkdtempSync(join(tmpdir(), 'rjadom-bench-web-'));
  console.log(`bench:web: building and seeding (${CITY.name} with ${CITY.outlets} outlets)…`);
  const server = await startTestServer({ seed: { outletsInCity: { cityId: CITY.id, count: CITY.outlets } } });
  const rows: Array<{ name: string; runs: RunFigures[] }> = [];
  try {
    for (const page of PAGES) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const output = join(scratch, `run-${rows.length}-${run}.json`);
        await runLighthouse(`${server.url}${page.path}`, output);
        const result = figures(JSON.parse(readFileSync(output, 'utf8')) as Report);
        console.log(
          `  ${page.name} run ${run}: performance ${result.performance}, accessibility ${result.accessibility}, LCP ${ms(result.lcpMs)}, TBT ${ms(result.tbtMs)}, CLS ${result.cls.toFixed(3)}`,
        );
        runs.push(result);
      }
      rows.push({ name: page.name, runs });
    }
  } finally {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  mkdirSync(REPORTS_DIR, { recursive: true });
  for (const row of rows) {
    const file = join(REPORTS_DIR, `${row.name === '/' ? 'home' : row.name.replace(/\W+/g, '')}.json`);
    writeFileSync(file, JSON.stringify(medianRun(row.runs).report));
    console.log(`bench:web: median report of ${row.name} in ${file}`);
  }
  const cpu = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`;
  const text = section(rows, { date: new Date().toISOString().slice(0, 10), cpu, before, after: load(), seconds: Math.round((Date.now() - started) / 1000) });
  writeSection(text);
  console.log(`\n${text}`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('bench:web:', error);
    process.exit(1);
  });
}
