/**
 * Ours and the bare server measured in alternating short rounds rather than one after the other. On a shared
 * machine the other work comes and goes within seconds (docs/benchmarks.md saw the bare figure alone move
 * between 786 and 4 024 req/s within the hour), so two back-to-back 5 s runs compared whatever the neighbours
 * did in each; alternating rounds give both servers the same share of it. The rounds are pooled, not
 * median-ed: every second of ours counts, including the one in which the cached answer is rebuilt.
 */
import { loadResultOf, type LoadResult } from './loadLoop.ts';

/** One round's load on `origin` for `durationMs`, with its latencies kept. */
export type MeasureRound = (origin: string, durationMs: number) => Promise<LoadResult>;

/** The results of several rounds as one run: counts and time summed, percentiles over every latency. */
export function pooled(results: readonly LoadResult[]): LoadResult {
  const latencies = results.flatMap((result) => {
    if (result.latencies === undefined) {
      throw new Error('pooling needs the latencies of every round (keepLatencies)');
    }
    return result.latencies;
  });
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const elapsedMs = results.reduce((sum, result) => sum + result.elapsedMs, 0);
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  return loadResultOf(latencies, elapsedMs, statuses, errors);
}

/**
 * `rounds` rounds of `roundMs` on each server, in the order ours, bare, bare, ours, ours, bare… (each pair
 * swaps who goes first, so neither always follows the other), pooled per server.
 */
export async function interleaved(
  measure: MeasureRound,
  origins: { ours: string; bare: string },
  rounds: number,
  roundMs: number,
): Promise<{ ours: LoadResult; bare: LoadResult }> {
  const ours: LoadResult[] = [];
  const bare: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
    for (const side of order) {
      const result = await measure(origins[side], roundMs);
      (side === 'ours' ? ours : bare).push(result);
    }
  }
  return { ours: pooled(ours), bare: pooled(bare) };
}
