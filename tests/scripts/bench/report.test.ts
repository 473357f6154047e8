import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../../scripts/bench/loadLoop.ts';
import { allAsExpected, comparisonTable, replaceSection } from '../../../scripts/bench/report.ts';

const DOC = [
  '# Benchmarks',
  '',
  'Intro.',
  '',
  '## Simulation',
  '',
  'table A',
  '',
  '## API (`npm run bench:api`)',
  '',
  'old figures',
  '',
  '## Later',
  '',
  'kept',
].join('\n');

function result(overrides: Partial<LoadResult> = {}): LoadResult {
  return {
    responses: 100,
    elapsedMs: 5000,
    rps: 20,
    p50Ms: 4,
    p99Ms: 9,
    statuses: { '200': 100 },
    errors: 0,
    ...overrides,
  };
}

describe('replaceSection: the bench rewrites its own section of docs/benchmarks.md and keeps the rest', () => {
  it('replaces the section up to the next second-level heading', () => {
    const updated = replaceSection(DOC, '## API (`npm run bench:api`)', '## API (`npm run bench:api`)\n\nnew figures');
    expect(updated).toContain('new figures');
    expect(updated).not.toContain('old figures');
    expect(updated).toContain('## Simulation\n\ntable A');
    expect(updated).toContain('new figures\n\n## Later\n\nkept');
  });

  it('replaces a section that runs to the end of the document', () => {
    const doc = '# B\n\n## API (`npm run bench:api`)\n\nold\n';
    expect(replaceSection(doc, '## API (`npm run bench:api`)', '## API (`npm run bench:api`)\n\nnew')).toBe(
      '# B\n\n## API (`npm run bench:api`)\n\nnew\n',
    );
  });

  it('appends the section when the document has none, after a blank line', () => {
    expect(replaceSection('# B\n\ntext\n', '## API', '## API\n\nnew')).toBe('# B\n\ntext\n\n## API\n\nnew\n');
  });
});

describe('comparisonTable: ours beside the bare server, as ratios', () => {
  it('prints throughput and latency ratios ours ÷ bare', () => {
    const table = comparisonTable([
      {
        name: 'list',
        answer: 'POST → 200',
        expectedStatus: 200,
        ours: result({ rps: 50, p50Ms: 20, p99Ms: 90 }),
        bare: result({ rps: 500, p50Ms: 2, p99Ms: 9 }),
      },
    ]);
    expect(table).toContain('| list | POST → 200 | 50 | 20.0 / 90.0 | 500 | 2.00 / 9.00 | 0.10× | 10.00× | 10.00× |');
  });

  it('flags a row whose answers were not all of the expected status', () => {
    const calls = [
      {
        name: 'revalidation',
        answer: 'GET → 304',
        expectedStatus: 304,
        ours: result({ statuses: { '304': 90, '200': 10 } }),
        bare: result({ statuses: { '304': 100 } }),
      },
    ];
    expect(comparisonTable(calls)).toContain('revalidation ⚠ 10 / 0 answers not 304');
    expect(allAsExpected(calls)).toBe(false);
  });

  it('counts requests without an answer as unexpected', () => {
    const calls = [{ name: 'login', answer: 'POST', expectedStatus: 200, ours: result({ errors: 1 }), bare: result() }];
    expect(allAsExpected(calls)).toBe(false);
    expect(allAsExpected([{ ...calls[0]!, ours: result() }])).toBe(true);
  });
});
