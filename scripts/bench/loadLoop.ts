import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One HTTP request as the load loop sends it. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Path and query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadSpec {
  /** http://127.0.0.1:PORT: the loop refuses any other host. */
  origin: string;
  /**
   * More instances of the same server (same rule): connection i talks to [origin, ...alsoOrigins][i mod n],
   * so the load is spread evenly, as a round-robin balancer would.
   */
  alsoOrigins?: readonly string[];
  request: LoadRequest;
  /** Sent one per request, in order, in place of `request.body`; the run ends early when they run out. */
  bodies?: readonly string[];
  /** Requests in flight at once, each on its own keep-alive connection. */
  connections: number;
  durationMs: number;
  /** Return every latency too (sorted), so that the rounds of an interleaved measurement can be pooled. */
  keepLatencies?: boolean;
}

export interface LoadResult {
  /** Answers received, whatever their status. */
  responses: number;
  elapsedMs: number;
  /** Answers per second over the whole run. */
  rps: number;
  /** Milliseconds from sending the request to the last byte of the answer. */
  p50Ms: number;
  p99Ms: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Requests that got no answer (socket error or the per-request timeout). */
  errors: number;
  /** Every latency in milliseconds, ascending; only when the spec asked to keep them. */
  latencies?: number[];
}

/** A request that has not been answered by then counts as an error, so every loop ends on its own. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}

function send(agent: Agent, origin: URL, spec: LoadRequest, body: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers =
      body === undefined ? spec.headers : { ...spec.headers, 'content-length': String(Buffer.byteLength(body)) };
    const outgoing = request(
      { agent, host: origin.hostname, port: origin.port, method: spec.method, path: spec.path, headers },
      (answer) => {
        answer.on('error', reject);
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.resume();
      },
    );
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error('request timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * A closed-loop load: `connections` loops, each sending its next request as soon as the previous answer
 * has been read, until `durationMs` has passed (or `bodies` ran out). Latencies are kept with sub-millisecond
 * precision, because the bare server this is compared with answers in well under a millisecond.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const targets = [spec.origin, ...(spec.alsoOrigins ?? [])].map((text) => {
    const origin = new URL(text);
    if (origin.protocol !== 'http:' || origin.hostname !== '127.0.0.1') {
      throw new Error(`runLoad only targets http://127.0.0.1, not ${text}`);
    }
    return { origin, agent: new Agent({ keepAlive: true, maxSockets: spec.connections }) };
  });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let nextBody = 0;
  const started = performance.now();
  const deadline = started + spec.durationMs;

  const loop = async (_: unknown, index: number): Promise<void> => {
    const { origin, agent } = targets[index % targets.length]!;
    while (performance.now() < deadline) {
      let body = spec.request.body;
      if (spec.bodies !== undefined) {
        if (nextBody >= spec.bodies.length) {
          return;
        }
        body = spec.bodies[nextBody++];
      }
      const sent = performance.now();
      try {
        const status = await send(agent, origin, spec.request, body);
        latencies.push(performance.now() - sent);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: spec.connections }, loop));
  const elapsedMs = performance.now() - started;
  for (const { agent } of targets) {
    agent.destroy();
  }

  const result = loadResultOf(latencies, elapsedMs, statuses, errors);
  if (spec.keepLatencies === true) {
    return result;
  }
  const { latencies: _notAsked, ...figures } = result;
  return figures;
}

/** A run's figures from its latencies (sorted here), duration, statuses and errors; the latencies are kept on it. */
export function loadResultOf(
  latencies: number[],
  elapsedMs: number,
  statuses: Record<string, number>,
  errors: number,
): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    responses: latencies.length,
    elapsedMs,
    rps: latencies.length / (elapsedMs / 1000),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    statuses,
    errors,
    latencies,
  };
}
