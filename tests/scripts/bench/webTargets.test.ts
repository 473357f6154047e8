import { describe, expect, it } from 'vitest';
import type { WebFigures } from '../../../scripts/bench/lighthouse.ts';
import { formatScore, median, medianFigures, medianRunBy, missedTargets } from '../../../scripts/bench/webTargets.ts';

function figures(
  overrides: Partial<Omit<WebFigures, 'scores'>> & { scores?: Partial<WebFigures['scores']> } = {},
): WebFigures {
  return {
    lcpMs: 1200,
    tbtMs: 90,
    cls: 0.01,
    ...overrides,
    scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100, ...overrides.scores },
  };
}

describe('median: the figure of several runs', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([70, 99, 64, 95, 51])).toBe(70);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([90, 96, 100, 80])).toBe(93);
  });

  it('leaves out unmeasured runs, and is unmeasured when no run was', () => {
    expect(median([Number.NaN, 90, 96, 94])).toBe(94);
    expect(median([Number.NaN])).toBeNaN();
  });

  it('refuses no runs at all', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianFigures: each figure is its own median over the runs', () => {
  it('takes scores and metrics from whichever run holds their median', () => {
    const runs = [
      figures({ scores: { performance: 90 }, tbtMs: 300 }),
      figures({ scores: { performance: 99 }, tbtMs: 100 }),
      figures({ scores: { performance: 95 }, tbtMs: 50 }),
    ];
    const result = medianFigures(runs);
    expect(result.scores.performance).toBe(95);
    expect(result.tbtMs).toBe(100);
    expect(result.scores.seo).toBe(100);
  });
});

describe('medianRunBy: the real run behind a median, whose report explains it', () => {
  it('picks the middle run by the given figure, the lower middle for an even count', () => {
    const runs = [
      { id: 'a', score: 80 },
      { id: 'b', score: 60 },
      { id: 'c', score: 70 },
    ];
    expect(medianRunBy(runs, (run) => run.score).id).toBe('c');
    expect(medianRunBy([...runs, { id: 'd', score: 90 }], (run) => run.score).id).toBe('c');
  });
});

describe('missedTargets: issue 12 targets (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, CLS ≤ 0.02, TBT ≤ 150 ms)', () => {
  it('finds nothing missed on a page at the targets exactly', () => {
    expect(
      missedTargets(figures({ scores: { performance: 95, 'best-practices': 95 }, cls: 0.02, tbtMs: 150 })),
    ).toEqual([]);
  });

  it('names each missed target with the category whose audits explain it', () => {
    const missed = missedTargets(
      figures({
        scores: { performance: 94.5, accessibility: 98, 'best-practices': 92, seo: 91 },
        cls: 0.114,
        tbtMs: 662,
      }),
    );
    expect(missed).toEqual([
      { text: 'performance 94.5 < 95', category: 'performance' },
      { text: 'accessibility 98 < 100', category: 'accessibility' },
      { text: 'best practices 92 < 95', category: 'best-practices' },
      { text: 'SEO 91 < 100', category: 'seo' },
      { text: 'CLS 0.114 > 0.02', category: 'performance' },
      { text: 'TBT 662 ms > 150 ms', category: 'performance' },
    ]);
  });

  it('counts a figure Lighthouse could not measure as missed', () => {
    expect(missedTargets(figures({ scores: { seo: Number.NaN } }))).toEqual([{ text: 'SEO — < 100', category: 'seo' }]);
  });
});

describe('formatScore', () => {
  it('writes whole scores whole and a mean of two runs with its half', () => {
    expect(formatScore(95)).toBe('95');
    expect(formatScore(94.5)).toBe('94.5');
  });
});
