/**
 * GET /healthz for a load balancer or a process supervisor (issue 23): the process answers, the database
 * answers `select 1` in time, and how many server renders failed since start. No sign-in, never cached,
 * answered for any Host (a balancer probes by address), so main.ts mounts it before the host check.
 */
import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import { pingDatabase } from '../queries/ping.ts';
import type { GateReport } from '../http/shedding.ts';
import type { PageCacheReport } from '../render/pageCache.ts';
import type { RenderFailures } from '../render/renderFailures.ts';

/** How long the database may take to answer before the probe calls it unreachable: a pool waiting for a dead server never gives up by itself. */
const DEFAULT_PING_TIMEOUT_MS = 2_000;

/** What the health endpoint reads. */
export interface HealthOptions {
  db: Db;
  renderFailures: RenderFailures;
  /** Defaults to 2 s. */
  pingTimeoutMs?: number;
  /** The page cache's counts and the two bounds' (issue 23, «Shed, don't queue»); absent when the server serves no pages. */
  load?: () => LoadReport;
  /** True once the instance was told to stop (server/http/drain.ts): the probe then answers 503 «draining». */
  draining?: () => boolean;
}

/** What the server did under load since start: pages from the cache, renders, and requests shed at each bound. */
interface LoadReport {
  /** The page cache and the render bound (RENDER_CONCURRENCY): its `renderBound.shed` requests got `staleServed` stale pages or `busy` 503 pages. */
  pages: PageCacheReport | null;
  /** The bound of expensive API calls (API_CONCURRENCY); `shed` of them answered 503 OVERLOADED. */
  api: GateReport;
}

/** The body of GET /healthz. */
interface HealthReport {
  /** 'ok' with status 200; 'unavailable' with 503 when the database does not answer; 'draining' with 503 while the instance stops. */
  status: 'ok' | 'unavailable' | 'draining';
  database: 'ok' | 'unreachable';
  /** Server renders that failed since the process started (each page then went out as the browser-only shell). */
  renderFailures: number;
  uptimeSeconds: number;
  load?: LoadReport;
}

/** True when `select 1` answers within `timeoutMs`. */
async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout(false), timeoutMs);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The /healthz route. */
export function healthRoutes(options: HealthOptions): Hono {
  const app = new Hono();
  app.get('/healthz', async (c) => {
    const reachable = await databaseAnswers(options.db, options.pingTimeoutMs ?? DEFAULT_PING_TIMEOUT_MS);
    // Read after the ping: a drain that began meanwhile must not be answered 200.
    const draining = options.draining?.() ?? false;
    const healthy = reachable && !draining;
    const report: HealthReport = {
      status: draining ? 'draining' : reachable ? 'ok' : 'unavailable',
      database: reachable ? 'ok' : 'unreachable',
      renderFailures: options.renderFailures.count,
      uptimeSeconds: Math.round(process.uptime()),
      ...(options.load === undefined ? {} : { load: options.load() }),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(report, healthy ? 200 : 503);
  });
  return app;
}
