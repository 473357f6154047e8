import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../../scripts/bench/loadLoop.ts';
import { interleaved, pooled } from '../../../scripts/bench/rounds.ts';

function round(latencies: number[], elapsedMs: number, statuses: Record<string, number>, errors = 0): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    responses: sorted.length,
    elapsedMs,
    rps: sorted.length / (elapsedMs / 1000),
    p50Ms: 0,
    p99Ms: 0,
    statuses,
    errors,
    latencies: sorted,
  };
}

describe('pooled: the rounds of one server as one run', () => {
  it('sums answers, time, statuses and errors, and takes the percentiles over every latency', () => {
    const fast = round([1, 1, 1, 1, 1, 1], 1000, { '200': 6 });
    const slow = round([9, 9], 1000, { '200': 1, '503': 1 }, 3);
    const both = pooled([fast, slow]);
    expect(both.responses).toBe(8);
    expect(both.elapsedMs).toBe(2000);
    expect(both.rps).toBe(4);
    expect(both.p50Ms).toBe(1);
    expect(both.p99Ms).toBe(9);
    expect(both.statuses).toEqual({ '200': 7, '503': 1 });
    expect(both.errors).toBe(3);
  });

  it('counts a slow round in full rather than dropping it as a median of rates would', () => {
    const rounds = [
      round(Array(100).fill(1), 1000, { '200': 100 }),
      round(Array(100).fill(1), 1000, { '200': 100 }),
      round(Array(10).fill(50), 1000, { '200': 10 }),
    ];
    expect(pooled(rounds).rps).toBe(70);
  });

  it('refuses rounds measured without their latencies', () => {
    const { latencies: _dropped, ...bare } = round([1], 1000, { '200': 1 });
    expect(() => pooled([bare])).toThrow(/keepLatencies/);
  });
});

describe('interleaved: ours and the bare server in alternating rounds', () => {
  it('alternates which server goes first and pools each side', async () => {
    const calls: string[] = [];
    const result = await interleaved(
      async (origin, durationMs) => {
        calls.push(`${origin} ${durationMs}`);
        return round(origin === 'ours' ? [2] : [1, 1], durationMs, { '200': origin === 'ours' ? 1 : 2 });
      },
      { ours: 'ours', bare: 'bare' },
      3,
      500,
    );
    expect(calls).toEqual(['ours 500', 'bare 500', 'bare 500', 'ours 500', 'ours 500', 'bare 500']);
    expect(result.ours.responses).toBe(3);
    expect(result.ours.elapsedMs).toBe(1500);
    expect(result.bare.responses).toBe(6);
  });
});
