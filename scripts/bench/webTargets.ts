/**
 * Issue 12's targets for `npm run bench:web` and how several runs of a page become one figure each:
 * the median, figure by figure, since one slow run on a shared machine should not decide a page.
 */
import { CATEGORIES, CATEGORY_NAMES, type Category, type WebFigures } from './lighthouse.ts';

/** Performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, CLS ≤ 0.02, TBT ≤ 150 ms (issue 12 «Targets»). */
export const WEB_TARGETS = {
  minScores: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } satisfies Record<Category, number>,
  maxCls: 0.02,
  maxTbtMs: 150,
} as const;

/**
 * The middle value; with an even count, the mean of the two middle ones. Unmeasured values (NaN, a run
 * whose category Lighthouse could not score) are left out; NaN when nothing was measured.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('median of no values');
  }
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs (the scores and metrics may come from different runs). */
export function medianFigures(runs: readonly WebFigures[]): WebFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/**
 * The run whose `value` is the median (the lower of the two middle ones for an even count): a real run
 * whose report explains that figure.
 */
export function medianRunBy<T>(runs: readonly T[], value: (run: T) => number): T {
  if (runs.length === 0) {
    throw new Error('median run of no runs');
  }
  const sorted = [...runs].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** A target a page misses, and the Lighthouse category whose audits explain it. */
export interface MissedTarget {
  /** e.g. «performance 88 < 95», «TBT 240 ms > 150 ms». */
  text: string;
  category: Category;
}

/** The targets these figures miss; an unmeasured figure (NaN) misses its target too. */
export function missedTargets(figures: WebFigures): MissedTarget[] {
  const missed: MissedTarget[] = [];
  for (const category of CATEGORIES) {
    const score = figures.scores[category];
    const target = WEB_TARGETS.minScores[category];
    if (!(score >= target)) {
      missed.push({ text: `${CATEGORY_NAMES[category]} ${formatScore(score)} < ${target}`, category });
    }
  }
  if (!(figures.cls <= WEB_TARGETS.maxCls)) {
    missed.push({ text: `CLS ${figures.cls.toFixed(3)} > ${WEB_TARGETS.maxCls}`, category: 'performance' });
  }
  if (!(figures.tbtMs <= WEB_TARGETS.maxTbtMs)) {
    missed.push({ text: `TBT ${Math.round(figures.tbtMs)} ms > ${WEB_TARGETS.maxTbtMs} ms`, category: 'performance' });
  }
  return missed;
}

/** A score as a whole number, or with its half when it is the mean of two middle runs; «—» when unmeasured. */
export function formatScore(score: number): string {
  if (Number.isNaN(score)) {
    return '—';
  }
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
