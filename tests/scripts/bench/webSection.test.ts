import { describe, expect, it } from 'vitest';
import { figuresOf } from '../../../scripts/bench/lighthouse.ts';
import { WEB_SECTION_TITLE, webSection, type PageRuns } from '../../../scripts/bench/webSection.ts';
import { lighthouseReport } from './lighthouseReportFixture.ts';

const CONTEXT = {
  date: '2026-11-23',
  machine: '2 × CPU, Node v20',
  chromium: '/usr/bin/chromium',
  loadBefore: '4.00 / 4.00 / 4.00',
  loadAfter: '5.00 / 5.00 / 5.00',
  seconds: 300,
  runsPerPage: 3,
  city: { id: 1, name: 'Москва', outlets: 2000 },
};

function page(
  name: string,
  performances: number[],
  serverRendered = true,
  host: { benchmarkIndex?: number; mainThreadMs?: number } = {},
): PageRuns {
  return {
    name,
    serverRendered,
    runs: performances.map((performance) => {
      const report = lighthouseReport({
        ...host,
        scores: { performance: performance / 100 },
        refs: { performance: [{ id: 'total-blocking-time', weight: 30, group: 'metrics' }] },
        audits: [
          {
            id: 'total-blocking-time',
            title: 'Total Blocking Time',
            score: performance / 100,
            scoreDisplayMode: 'numeric',
            numericValue: 120,
            displayValue: `run at ${performance}`,
          },
        ],
      });
      return { figures: figuresOf(report), report };
    }),
  };
}

describe('webSection: the «Web» section of docs/benchmarks.md', () => {
  const text = webSection([page('/', [97, 99, 96]), page('/brands', [80, 60, 70], false)], CONTEXT);

  it('opens with its own heading and the conditions of the run, load average included', () => {
    expect(text.startsWith(`${WEB_SECTION_TITLE}\n`)).toBe(true);
    expect(text).toContain('4.00 / 4.00 / 4.00 before and 5.00 / 5.00 / 5.00 after');
  });

  it('gives each page the median of every figure and says whether the server rendered it', () => {
    expect(text).toContain('| `/` | 97 | 100 | 100 | 100 | 2100 ms | 120 ms | 0.010 | yes |');
    expect(text).toContain('| `/brands` | 70 | 100 | 100 | 100 | 2100 ms | 120 ms | 0.010 | no (browser-only shell) |');
  });

  it("records the host's benchmarkIndex beside every run", () => {
    expect(text).toMatch(/\| `\/brands` \| 1 \| 80 \| .* \| 1200 \| 900 ms \|$/m);
  });

  it('records every run', () => {
    expect(text).toContain('| `/brands` | 1 | 80 |');
    expect(text).toContain('| `/brands` | 2 | 60 |');
    expect(text).toContain('| `/brands` | 3 | 70 |');
  });

  it('lists what Lighthouse blames for a missed target from the run with the median score, and nothing for a page on target', () => {
    expect(text).toContain('`/brands` misses performance 70 < 95.');
    expect(text).toContain('- performance — metric Total Blocking Time: run at 70 (score 70)');
    expect(text).not.toContain('run at 60');
    expect(text).not.toContain('`/` misses');
  });

  it('says so when every page meets every target', () => {
    expect(webSection([page('/', [97])], CONTEXT)).toContain('Every page meets every target.');
  });
});

describe('webSection with a floor measured in the same run (issue 31 §8)', () => {
  const measured = {
    ...page('/', [90, 92, 88], true, { benchmarkIndex: 800, mainThreadMs: 1800 }),
    floor: page('/', [100, 100, 99], true, { benchmarkIndex: 820, mainThreadMs: 600 }).runs,
  };
  const text = webSection([measured, page('/news', [97])], CONTEXT);

  it("sets the floor's figures and the page's main-thread work as a multiple of the floor's beside the page", () => {
    expect(text).toContain(
      '| `/` | 90 | 100 | 100 | 100 | 2100 ms | 120 ms | 0.010 | yes | 800 | 1800 ms | 100 | 120 ms | 600 ms | 3.0× |',
    );
  });

  it('leaves the floor cells empty for a page measured without one', () => {
    expect(text).toContain(
      '| `/news` | 97 | 100 | 100 | 100 | 2100 ms | 120 ms | 0.010 | yes | 1200 | 900 ms | — | — | — | — |',
    );
  });

  it('records every floor run beside the page runs, with its benchmarkIndex', () => {
    expect(text).toContain('| `/` floor | 3 | 99 |');
    expect(text).toMatch(/\| `\/` floor \| 1 \| 100 \| .* \| 820 \| 600 ms \|$/m);
  });

  it('says what the floor is', () => {
    expect(text).toContain('hydrated by React and TanStack Router alone');
  });
});

describe('webSection with a report whose audits it cannot read', () => {
  it('still records the figures and says why the blame is missing', () => {
    const broken = page('/news', [80]);
    broken.runs[0]!.report = {
      ...broken.runs[0]!.report,
      categories: {
        performance: { score: 0.8, auditRefs: [{ id: 'total-blocking-time', weight: 30, group: 'metrics' }] },
      },
      audits: { 'total-blocking-time': null as never },
    };
    const text = webSection([broken], CONTEXT);
    expect(text).toContain('| `/news` | 1 | 80 |');
    expect(text).toContain("- performance — (the report's audits could not be read:");
  });
});
