/**
 * Reading a Lighthouse 13 JSON report for `npm run bench:web`: the figures of one run, and what Lighthouse
 * blames when a category falls short (the audits that cost points, with the files or elements they name).
 */

/** The categories bench:web asks Lighthouse for, by their ids in the report. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_NAMES: Readonly<Record<Category, string>> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

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
  details?: { overallSavingsMs?: number; items?: unknown[] };
}

/** The parts of a Lighthouse JSON report bench:web reads. */
export interface Report {
  categories: Partial<Record<Category, { score: number | null; auditRefs: AuditRef[] }>>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
  /** The host as Lighthouse measured it: `benchmarkIndex` is its own CPU benchmark (higher is faster). */
  environment?: { benchmarkIndex?: number };
}

/** One page's figures: the four category scores (0–100) and the three metrics the targets name. */
export interface WebFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The figures of one run; a run Lighthouse could not complete is an error, not a zero. */
export function figuresOf(report: Report): WebFigures {
  if (report.runtimeError !== undefined) {
    throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  }
  const score = (category: Category): number => {
    const value = report.categories[category]?.score;
    return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/** How fast the host was during a run and how much the page's main thread worked (issue 31 §8). */
export interface HostFigures {
  /** Lighthouse's CPU benchmark of the host; NaN when the report lacks it. */
  benchmarkIndex: number;
  /** The main thread's total work (its «Minimize main-thread work» audit), as at the simulated 4× CPU slowdown; NaN when absent. */
  mainThreadMs: number;
}

/**
 * The run's host figures: a score measured on a slower host is not the same score, and a page's main-thread
 * work reads best as a multiple of the floor's measured beside it.
 */
export function hostFiguresOf(report: Report): HostFigures {
  return {
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    mainThreadMs: report.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
  };
}

/** A detail entry of an audit: a table row, a page element, a console message or a checklist. */
interface DetailItem {
  url?: string;
  wastedBytes?: number;
  wastedMs?: number;
  label?: string;
  duration?: number;
  type?: string;
  snippet?: string;
  selector?: string;
  description?: string;
  items?: unknown;
  node?: { selector?: string; snippet?: string };
  /** A list section's content: a table, a network tree or text. */
  value?: { type?: string; items?: unknown; longestChain?: { duration: number } };
}

function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function describeItem(item: DetailItem): string[] {
  if (item.type === 'checklist') {
    return Object.values((item.items ?? {}) as Record<string, { label: string; value: boolean }>)
      .filter((check) => !check.value)
      .map((check) => `✗ ${check.label}`);
  }
  const element =
    item.type === 'node' || item.snippet !== undefined
      ? (item.snippet ?? item.selector)
      : (item.node?.snippet ?? item.node?.selector);
  if (element !== undefined) {
    return element === '' ? [] : [`\`${element}\``];
  }
  // Console errors and issues: the message says more than the file it came from.
  if (typeof item.description === 'string') {
    return [item.description.length > 160 ? `${item.description.slice(0, 157)}…` : item.description];
  }
  if (item.url !== undefined) {
    const cost = [
      item.wastedBytes === undefined ? '' : `${Math.round(item.wastedBytes / 1024)} KiB`,
      item.wastedMs === undefined ? '' : `${Math.round(item.wastedMs)} ms`,
    ]
      .filter((text) => text !== '')
      .join(', ');
    return [`${shortUrl(item.url)}${cost === '' ? '' : ` (${cost})`}`];
  }
  if (item.label !== undefined && item.duration !== undefined) {
    return [`${item.label} ${Math.round(item.duration)} ms`];
  }
  return [];
}

/**
 * A table's or list's rows; a list section's table rows, or its network tree's longest chain (the sections
 * of plain text only repeat Lighthouse's general advice).
 */
function entriesOf(item: DetailItem): DetailItem[] {
  if ((item.type === 'table' || item.type === 'list') && Array.isArray(item.items)) {
    return item.items as DetailItem[];
  }
  if (item.type === 'list-section') {
    const value = item.value;
    if (value?.type === 'table' && Array.isArray(value.items)) {
      return value.items as DetailItem[];
    }
    return value?.type === 'network-tree' && value.longestChain !== undefined
      ? [{ label: 'longest chain', duration: value.longestChain.duration }]
      : [];
  }
  return [item];
}

/** The first few things an audit points at, in one line: files with their cost, elements, messages, failed checks. */
export function detailSummary(details: unknown): string {
  if (details === undefined || details === null) {
    return '';
  }
  // A table or list holds its entries in an array; a checklist (document latency) is itself the one entry.
  const top = details as DetailItem;
  const entries = Array.isArray(top.items) ? (top.items as DetailItem[]) : [top];
  const items = entries.flatMap(entriesOf);
  return items.slice(0, 4).flatMap(describeItem).join('; ');
}

const NOT_SCORED = ['notApplicable', 'manual', 'informative'];

/** The audits a category weighs (metrics or not, as `keep` says), as the report describes them. */
function auditsOf(report: Report, category: Category, keep: (ref: AuditRef) => boolean): Audit[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter(keep)
    .map((ref) => report.audits[ref.id])
    .filter((audit): audit is Audit => audit !== undefined);
}

function auditLine(audit: Audit): string {
  const summary = detailSummary(audit.details);
  return `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${summary === '' ? '' : ` — ${summary}`}`;
}

/** What keeps the performance score down: weak metrics, the LCP breakdown, then failing audits, largest estimated saving first. */
export function performanceBlame(report: Report): string[] {
  const metrics = auditsOf(report, 'performance', (ref) => ref.group === 'metrics' && ref.weight > 0)
    .filter((audit) => (audit.score ?? 1) < 0.9)
    .map(
      (audit) => `metric ${audit.title}: ${audit.displayValue ?? ''} (score ${Math.round((audit.score ?? 0) * 100)})`,
    );
  const saving = (audit: Audit) =>
    audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}));
  const others = auditsOf(report, 'performance', (ref) => ref.group !== 'metrics')
    .filter((audit) => audit.score !== null && audit.score < 0.9 && !NOT_SCORED.includes(audit.scoreDisplayMode))
    .sort((a, b) => saving(b) - saving(a))
    .slice(0, 8)
    .map(auditLine);
  const breakdown = report.audits['lcp-breakdown-insight'];
  const lcp = breakdown === undefined ? [] : [`LCP breakdown — ${detailSummary(breakdown.details)}`];
  return [...metrics, ...lcp, ...others];
}

/** The audits of a pass/fail category (accessibility, best practices, SEO) that cost it points, with what they name. */
export function categoryBlame(report: Report, category: Exclude<Category, 'performance'>): string[] {
  return auditsOf(report, category, (ref) => ref.weight > 0)
    .filter((audit) => audit.score !== null && audit.score < 1 && !NOT_SCORED.includes(audit.scoreDisplayMode))
    .map(auditLine);
}

/** What Lighthouse blames for a category's shortfall, in its own words. */
export function blame(report: Report, category: Category): string[] {
  return category === 'performance' ? performanceBlame(report) : categoryBlame(report, category);
}
