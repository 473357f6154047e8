/**
 * Shed, don't queue (issue 23): a bound on the expensive work under way at once, server renders of pages and the
 * API's expensive calls each their own. A request that would go past its bound is answered at once (the page
 * cache's last good page, a 503 page, or the API's 503 OVERLOADED) instead of waiting behind the others until a
 * client gives up: on one JavaScript thread, work admitted beyond what the thread can finish in time only makes
 * every request late. Requests within the bound run as before. Counts are reported at GET /healthz.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_API_CONCURRENCY } from '../config.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from './failure.ts';

/** What a shed request is told to wait before trying again, in whole seconds (`Retry-After`). */
export const SHED_RETRY_AFTER_SECONDS = 2;

/** The counts of one bound, for GET /healthz and the load benchmark. */
export interface GateReport {
  /** The bound: work under way at once. */
  limit: number;
  /** Work under way now. */
  inFlight: number;
  /** Work admitted since start. */
  admitted: number;
  /** Requests answered at once since start because the bound was reached. */
  shed: number;
}

/**
 * A bound on work under way at once. No queue: `tryEnter` admits or refuses on the spot, and every admitted
 * piece of work must `leave` (use `run`).
 */
export class ConcurrencyGate {
  private running = 0;
  private admittedCount = 0;
  private shedCount = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new Error(`a concurrency bound must be a whole number ≥ 1, got ${limit}`);
    }
  }

  /** Admits one piece of work when fewer than `limit` are under way; else counts a shed and refuses. */
  tryEnter(): boolean {
    if (this.running >= this.limit) {
      this.shedCount += 1;
      return false;
    }
    this.running += 1;
    this.admittedCount += 1;
    return true;
  }

  /** Ends one admitted piece of work. */
  leave(): void {
    this.running = Math.max(0, this.running - 1);
  }

  /** Runs `work` when admitted (`{ admitted: true, value }`), else answers `{ admitted: false }` at once. */
  async run<T>(work: () => Promise<T>): Promise<{ admitted: true; value: T } | { admitted: false }> {
    if (!this.tryEnter()) {
      return { admitted: false };
    }
    try {
      return { admitted: true, value: await work() };
    } finally {
      this.leave();
    }
  }

  get inFlight(): number {
    return this.running;
  }

  report(): GateReport {
    return { limit: this.limit, inFlight: this.running, admitted: this.admittedCount, shed: this.shedCount };
  }
}

const apiGates = new WeakMap<ServerDeps, ConcurrencyGate>();

/** The bound of one server's expensive API calls (keyed by its deps, like its answer cache), `API_CONCURRENCY` wide. */
export function apiGateOf(deps: ServerDeps): ConcurrencyGate {
  let gate = apiGates.get(deps);
  if (gate === undefined) {
    gate = new ConcurrencyGate(deps.config.apiConcurrency ?? DEFAULT_API_CONCURRENCY);
    apiGates.set(deps, gate);
  }
  return gate;
}

/** Refuses with 503 OVERLOADED and `Retry-After` (docs/api.md): nothing of the call was done. */
function overloaded(): never {
  fail(503, 'OVERLOADED', { retryAfterSeconds: SHED_RETRY_AFTER_SECONDS });
}

/**
 * Runs `work` within the server's API bound, or refuses with 503 OVERLOADED at once. Without deps (a bare test app)
 * the work just runs.
 */
export async function withinApiBound<T>(c: Context, work: () => Promise<T>): Promise<T> {
  const deps = c.get('deps') as ServerDeps | undefined;
  if (deps === undefined) {
    return work();
  }
  const outcome = await apiGateOf(deps).run(work);
  if (!outcome.admitted) {
    overloaded();
  }
  return outcome.value;
}

/** The API calls bounded as a whole: each verifies a captcha first, then spends the most database work of any call. */
const BOUNDED_API_CALLS: readonly string[] = [
  '/api/authentication/register',
  '/api/authentication/login',
  '/api/authentication/auth',
  '/api/authentication/forgot-password',
];

/** Middleware for the expensive calls (BOUNDED_API_CALLS, mounted in server/app.ts): within the bound, or 503 at once. */
export function apiBound(paths: readonly string[] = BOUNDED_API_CALLS): MiddlewareHandler {
  const bounded = new Set(paths);
  return async (c, next) => {
    if (!bounded.has(c.req.path)) {
      return next();
    }
    await withinApiBound(c, () => next());
  };
}
