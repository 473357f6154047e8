import type { Report } from '../../../scripts/bench/lighthouse.ts';

type Audit = Report['audits'][string];

/** A Lighthouse report shaped like a real one, with only what bench:web reads: scores, metrics and the failing audits given. */
export function lighthouseReport(
  options: {
    benchmarkIndex?: number;
    mainThreadMs?: number;
    scores?: Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>>;
    audits?: Audit[];
    refs?: Partial<Record<string, Array<{ id: string; weight: number; group?: string }>>>;
  } = {},
): Report {
  const metric = (id: string, title: string, numericValue: number, score: number, displayValue: string): Audit => ({
    id,
    title,
    score,
    scoreDisplayMode: 'numeric',
    numericValue,
    displayValue,
  });
  const audits: Audit[] = [
    metric('largest-contentful-paint', 'Largest Contentful Paint', 2100, 0.95, '2.1 s'),
    metric('total-blocking-time', 'Total Blocking Time', 120, 0.95, '120 ms'),
    metric('cumulative-layout-shift', 'Cumulative Layout Shift', 0.01, 1, '0.01'),
    {
      id: 'mainthread-work-breakdown',
      title: 'Minimize main-thread work',
      score: 1,
      scoreDisplayMode: 'metricSavings',
      numericValue: options.mainThreadMs ?? 900,
    },
    ...(options.audits ?? []),
  ];
  const scores = { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1, ...options.scores };
  const category = (id: keyof typeof scores, defaultRefs: Array<{ id: string; weight: number; group?: string }>) => ({
    score: scores[id],
    auditRefs: options.refs?.[id] ?? defaultRefs,
  });
  return {
    categories: {
      performance: category('performance', [
        { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
        { id: 'total-blocking-time', weight: 30, group: 'metrics' },
        { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
      ]),
      accessibility: category('accessibility', []),
      'best-practices': category('best-practices', []),
      seo: category('seo', []),
    },
    audits: Object.fromEntries(audits.map((audit) => [audit.id, audit])),
    environment: { benchmarkIndex: options.benchmarkIndex ?? 1200 },
  };
}
