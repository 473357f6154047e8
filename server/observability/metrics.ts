/**
 * GET /metrics' numbers (issue 32 §4), in Prometheus' text format through prom-client. Each site has a registry of its
 * own, so several servers in one process (tests, two instances) never add into each other's counts. What the server
 * already counts for /healthz (render failures, the page cache, the two bounds' sheds) is read from there at scrape
 * time, not counted a second time.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/database.ts';
import type { GateReport } from '../http/shedding.ts';
import type { PageCacheReport } from '../render/pageCache.ts';
import type { RenderFailures } from '../render/renderFailures.ts';

/** The counts /healthz reports, read at each scrape. */
export interface MetricSources {
  renderFailures: RenderFailures;
  /** The page cache's counts; null when the server serves no pages. */
  pages: () => PageCacheReport | null;
  /** The bound of expensive API calls. */
  api: () => GateReport;
  /** PostgreSQL's connection pool, read at each scrape; absent on the embedded database, which has none. */
  pool?: PoolUse;
}

/** The API calls that send an SMS code or link: a 429 there is an SMS refused by the send limits. */
const SMS_SENDING_ROUTES = new Set([
  '/api/authentication/login',
  '/api/authentication/register',
  '/api/authentication/forgot-password',
]);

/** One site's metrics. */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route'>;
  private readonly smsSent: Counter;
  private readonly smsRefused: Counter<'reason'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'rjadom_' });
    this.requests = new Counter({
      name: 'rjadom_http_requests_total',
      help: 'Requests answered by the site, by method, route pattern and status (fast-path page and list answers are in the page-cache counts).',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'rjadom_http_request_duration_seconds',
      help: 'Time from the request reaching the site to its answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.smsSent = new Counter({
      name: 'rjadom_sms_sent_total',
      help: 'SMS messages the provider accepted.',
      registers,
    });
    this.smsRefused = new Counter({
      name: 'rjadom_sms_refused_total',
      help: 'SMS not sent: reason="limit" for a send refused by the SMS limits (429), reason="provider" for a provider that failed or refused.',
      labelNames: ['reason'],
      registers,
    });
    fromReport(
      registers,
      'rjadom_render_failures_total',
      'Server renders that failed since start (the page went out as the browser-only shell).',
      () => sources.renderFailures.count,
    );
    fromReport(
      registers,
      'rjadom_page_cache_hits_total',
      'Pages sent from the page cache.',
      () => sources.pages()?.hits ?? 0,
    );
    fromReport(
      registers,
      'rjadom_page_cache_misses_total',
      'Pages rendered because the cache had no fresh copy.',
      () => sources.pages()?.renders ?? 0,
    );
    fromReport(
      registers,
      'rjadom_page_cache_stale_served_total',
      'Shed page requests sent their last good copy.',
      () => sources.pages()?.staleServed ?? 0,
    );
    const shed = new Counter({
      name: 'rjadom_shed_total',
      help: 'Requests answered at once because their bound was reached: bound="render" (RENDER_CONCURRENCY), bound="api" (API_CONCURRENCY).',
      labelNames: ['bound'],
      registers,
      collect() {
        this.reset();
        this.inc({ bound: 'render' }, sources.pages()?.renderBound.shed ?? 0);
        this.inc({ bound: 'api' }, sources.api().shed);
      },
    });
    shed.inc({ bound: 'api' }, 0);
    const pool = sources.pool;
    if (pool !== undefined) {
      new Gauge({
        name: 'rjadom_db_pool_connections',
        help: 'PostgreSQL connections of the pool: state="in_use" running a query, state="idle" open and free.',
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'rjadom_db_pool_waiting',
        help: 'Queries waiting for a free PostgreSQL connection of the pool.',
        registers,
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    this.smsRefused.inc({ reason: 'limit' }, 0);
    this.smsRefused.inc({ reason: 'provider' }, 0);
  }

  /** One answered request; `route` is the pattern (`/api/news/:id`), never the raw path. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.duration.observe({ method, route }, seconds);
    if (status === 429 && SMS_SENDING_ROUTES.has(route)) {
      this.smsRefused.inc({ reason: 'limit' });
    }
  }

  /** One SMS the provider took, or failed to. */
  observeSms(sent: boolean): void {
    if (sent) {
      this.smsSent.inc();
    } else {
      this.smsRefused.inc({ reason: 'provider' });
    }
  }
}

/** A counter whose value is a count kept elsewhere, read at scrape time. */
function fromReport(registers: Registry[], name: string, help: string, read: () => number): void {
  new Counter({
    name,
    help,
    registers,
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}
