import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../../scripts/bench/loadLoop.ts';
import { allScaledAsExpected, scaledTable } from '../../../scripts/bench/scaledReport.ts';

function result(rps: number, statuses: Record<string, number>, errors = 0): LoadResult {
  const responses = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return { responses, elapsedMs: 1000, rps, p50Ms: 5, p99Ms: 12.5, statuses, errors };
}

describe('scaledTable', () => {
  it('puts one instance, two instances and the bare server side by side with the two ÷ one ratio', () => {
    const call = {
      name: 'list',
      answer: 'POST → 200',
      expectedStatus: 200,
      one: result(100, { 200: 100 }),
      two: result(150, { 200: 150 }),
      bare: result(1000, { 200: 1000 }),
      cpuMsPerRequest: { server: 2.5, postgres: 0.5 },
    };
    const table = scaledTable([call]);
    expect(table).toContain(
      '| list | POST → 200 | 100 | 5.00 / 12.5 | 150 | 5.00 / 12.5 | 1 000 | 5.00 / 12.5 | 1.50× | 2.50 | 0.50 | 400 |',
    );
    expect(allScaledAsExpected([call])).toBe(true);
  });

  it('flags a line where any run got another status or an error, so its figures are not taken for the call', () => {
    const call = {
      name: 'login',
      answer: 'POST → 200',
      expectedStatus: 200,
      one: result(10, { 200: 9, 429: 1 }),
      two: result(10, { 200: 10 }, 2),
      bare: result(10, { 200: 10 }),
      cpuMsPerRequest: { server: 1, postgres: 1 },
    };
    expect(scaledTable([call])).toContain('login ⚠ 1 / 2 / 0 answers not 200');
    expect(allScaledAsExpected([call])).toBe(false);
  });
});
