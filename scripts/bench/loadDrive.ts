/**
 * Drives many connections at a server for `npm run bench:load` and `npm run bench:overload`: wrk when it is installed
 * (scripts/bench/wrkMix.ts), else worker threads of this process (scripts/bench/measure.ts); a mix of kinds, each
 * with its share of the connections and its own percentiles; and the sums the reports print.
 */
import { percentile } from './loadLoop.ts';
import { measureInWorker } from './measure.ts';
import { runWrk, wrkPath, type MixRequest, type WrkResult } from './wrkMix.ts';

/** A client gives up on a request after this long (a browser's patience is longer; a shopper's is not). */
export const TIMEOUT_SECONDS = 5;

/** One kind's result in a mix. */
export interface Measured extends WrkResult {
  kind: string;
}

/** What generates the load, in words for the report. */
export function generatorName(): string {
  return wrkPath() === null
    ? 'worker threads of the bench process (wrk is not installed)'
    : 'wrk 4.1 (one process per kind, one thread each)';
}

/** The load of one kind: wrk when installed, else worker threads (one per request, the connections shared out). */
export async function drive(
  origin: string,
  requests: readonly MixRequest[],
  conns: number,
  secondsRun: number,
): Promise<WrkResult> {
  const wrk = wrkPath();
  if (wrk !== null) {
    return runWrk(wrk, origin, requests, conns, secondsRun, TIMEOUT_SECONDS);
  }
  const perRequest = requests
    .map((_, index) => Math.floor(conns / requests.length) + (index < conns % requests.length ? 1 : 0))
    .map((count) => Math.max(1, count));
  const results = await Promise.all(
    requests.map((request, index) =>
      measureInWorker({
        origin,
        request,
        connections: perRequest[index]!,
        durationMs: secondsRun * 1000,
        keepLatencies: true,
      }),
    ),
  );
  const latencies = results.flatMap((result) => result.latencies ?? []).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const requestsDone = results.reduce((sum, result) => sum + result.responses, 0);
  const elapsed = Math.max(...results.map((result) => result.elapsedMs)) / 1000;
  return {
    requests: requestsDone,
    seconds: elapsed,
    rps: requestsDone / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    timeouts: results.reduce((sum, result) => sum + result.errors, 0),
    socketErrors: 0,
    statuses,
  };
}

/** Several kinds at once, each with its share (`shares`) of `totalConnections`. */
export async function driveMix<Kind extends string>(
  origin: string,
  kinds: Partial<Record<Kind, MixRequest[]>>,
  shares: Record<Kind, number>,
  totalConnections: number,
  secondsRun: number,
): Promise<Measured[]> {
  const entries = Object.entries(kinds) as [Kind, MixRequest[]][];
  const shareSum = entries.reduce((sum, [kind]) => sum + shares[kind], 0);
  return Promise.all(
    entries.map(async ([kind, requests]) => ({
      kind,
      ...(await drive(
        origin,
        requests,
        Math.max(1, Math.round((totalConnections * shares[kind]) / shareSum)),
        secondsRun,
      )),
    })),
  );
}

/** The sum of several kinds' results (latencies: the worst kind's percentiles, as the pooled ones are not at hand). */
export function total(results: readonly Measured[]): Measured {
  const statuses: Record<string, number> = {};
  for (const result of results) {
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses[status] = (statuses[status] ?? 0) + count;
    }
  }
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const secondsRun = Math.max(...results.map((result) => result.seconds));
  return {
    kind: 'all',
    requests,
    seconds: secondsRun,
    rps: requests / secondsRun,
    p50Ms: Math.max(...results.map((result) => result.p50Ms)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
    socketErrors: results.reduce((sum, result) => sum + result.socketErrors, 0),
    statuses,
  };
}

/** How many answers had a status `test` accepts. */
export function countStatuses(result: WrkResult, test: (status: number) => boolean): number {
  return Object.entries(result.statuses).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
}

/** A figure with thin grouping spaces, as docs/benchmarks.md writes them. */
export const fmt = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).replace(/,/g, ' ');
