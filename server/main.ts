/**
 * The process entry of `npm start`: one HTTP server on PORT serving the API under /api and the
 * built portal (SPA fallback) from the same origin, with the security headers.
 */
import type { Server } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Clock } from '../core/ports/logger.ts';
import { createApi } from './app.ts';
import { drainOnSignals } from './exitOnSignals.ts';
import { assertPortalCaptcha, createCaptchaVerifier } from './captcha/index.ts';
import { dataDirOf, loadConfig, nodeEnvironment } from './config.ts';
import { describeDataDir, ensureDataFolder } from './db/dataFolder.ts';
import { databaseOptionsFromEnv, openDatabase, type DatabaseOptions } from './db/database.ts';
import type { ServerDeps } from './deps.ts';
import { errorResponse, notFoundResponse } from './http/failure.ts';
import { securityHeaders } from './security/headers.ts';
import { strictTransportFastPath } from './security/strictTransport.ts';
import { withServerSecret } from './security/secretFile.ts';
import { seedDatabase } from './seed/index.ts';
import { createSmsSender } from './sms/index.ts';
import { serverPageRender, serverRenderedPages } from './render/serverRenderedPages.ts';
import { DrizzlePageReads } from './render/DrizzlePageReads.ts';
import { RenderFailures } from './render/renderFailures.ts';
import { healthRoutes } from './routes/health.ts';
import { smokeCheck } from './render/smokeCheck.ts';
import { serveSpa } from './static.ts';
import { serveWidgetAssets } from './widgetAssets.ts';
import { widgetDemoRoutes } from './widgetDemo.ts';
import { pruneAuthRecords } from './auth/prune.ts';
import { servedHostOnly } from './http/servedHost.ts';
import { COUNTRY_CODE_ID } from '../core/domain/constants.ts';
import { watchContentChanges } from './db/contentChanges.ts';
import { answersFollowContent } from './http/answerCache.ts';
import { listFastPath, type FastPath } from './http/listFastPath.ts';
import { apiGateOf } from './http/shedding.ts';
import { DRAIN_SETTLE_MS, drainGraceMsOf, DrainState, gateRequestsWhileDraining } from './http/drain.ts';
import { ConnectionQuiet, DRAIN_QUIET_BOUND_MS, DRAIN_QUIET_MS } from './http/connectionQuiet.ts';
import { PageCache } from './render/pageCache.ts';
import { pageFastPath, withFastPath } from './render/pageFastPath.ts';
import { activeCities } from './queries/catalogue.ts';
import { pino, type DestinationStream, type Logger } from 'pino';
import { SiteMetrics } from './observability/metrics.ts';
import { metricsRoutes } from './observability/metricsRoute.ts';
import { observeRequests } from './observability/requestLog.ts';
import { embeddedDatabaseNotice } from './observability/embeddedDatabaseNotice.ts';
import { countedSms } from './observability/countedSms.ts';
import { observedFastPath } from './observability/fastPathLog.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Where `vite build` writes the portal. */
const DEFAULT_DIST_DIR = join(REPO_ROOT, 'dist');
/** How long a shutdown waits for in-flight requests before cutting their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  /** Environment to read the configuration from; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Overrides PORT; 0 picks a free port (tests). */
  port?: number;
  /** Interface to listen on; defaults to HOST, else 127.0.0.1 (every interface must be asked for). */
  hostname?: string;
  /** Defaults to DATABASE_URL, else the embedded database in DATA_DIR (default .data/). */
  database?: DatabaseOptions;
  /** Fill an empty database with the demo data (default true). */
  seed?: boolean;
  /** The built UI; null serves the API alone (the dev setup, where Vite serves the UI). */
  distDir?: string | null;
  /** Replaces the wall clock (tests). */
  clock?: Clock;
  /** Where the JSON log lines go; defaults to standard output (tests read them from a buffer). */
  logDestination?: DestinationStream;
}

export interface RunningServer {
  /** http://localhost:PORT */
  url: string;
  port: number;
  /** The underlying node:http server (tests watch its 'request' event). */
  server: Server;
  deps: ServerDeps;
  /** Stops accepting, lets in-flight requests finish, then closes the database. Safe to call twice. */
  close(): Promise<void>;
  /**
   * The stop of a balanced instance (SIGTERM, server/http/drain.ts): /healthz says «draining» at once, every answer
   * closes its connection, the reads a balancer resends are closed unanswered; once `grace` has settled and no new
   * connection has come for a moment (server/http/connectionQuiet.ts), as `close`.
   */
  drain(grace: Promise<void>): Promise<void>;
}

const systemClock: Clock = { now: () => Date.now() };

/** A server-side error for its log line: its kind and message (code's errors, not a request's input), no stack. */
function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The request log and /metrics of one site (issue 32 §4). */
interface Observability {
  logger: Logger;
  metrics: SiteMetrics;
  /** METRICS_TOKEN, or null. */
  metricsToken: string | null;
}

/** The whole site: security headers on everything, /healthz, the API, then the built UI (its pages through the page cache). */
function createSite(
  deps: ServerDeps,
  distDir: string | null,
  renderFailures: RenderFailures,
  pages: PageCache | null,
  observe: Observability,
  drainState: DrainState,
): Hono {
  const site = new Hono();
  site.onError(errorResponse);
  site.notFound(notFoundResponse);
  site.use('*', observeRequests(observe.logger, observe.metrics));
  site.use('*', securityHeaders(deps.config));
  // Before the host check: a load balancer probes by address, not by the public host name.
  site.route(
    '/',
    healthRoutes({
      db: deps.db,
      renderFailures,
      load: () => ({ pages: pages?.report() ?? null, api: apiGateOf(deps).report() }),
      draining: () => drainState.draining,
    }),
  );
  site.route('/', metricsRoutes(deps, observe.metrics, observe.metricsToken));
  if (deps.config.production && deps.config.publicOrigin !== null) {
    site.use('*', servedHostOnly(deps.config.publicOrigin));
  }
  const api = createApi(deps);
  site.route('/', api);
  if (distDir !== null) {
    site.use('/widget/*', serveWidgetAssets({ root: distDir }));
    site.route('/', widgetDemoRoutes(deps.config.identityProvider));
    const reads = new DrizzlePageReads(deps);
    const render = serverPageRender({
      root: distDir,
      // The server's own reads: a render never asks its API over HTTP (the render bound counts the render as a whole).
      reads,
      logError: (message, detail) => observe.logger.error({ error: errorText(detail) }, message),
      publicOrigin: deps.config.publicOrigin,
      failures: renderFailures,
    });
    site.use(
      '*',
      pages === null ? serverRenderedPages(render, { reads, defaultCityId: null }) : pages.middleware(render),
    );
    site.use('*', serveSpa({ root: distDir }));
  }
  return site;
}

/**
 * Listens with the site; `fast` answers the page cache's fresh pages (server/render/pageFastPath.ts) and the answer
 * cache's public lists (server/http/listFastPath.ts) before the site sees them.
 */
function listen(site: Hono, port: number, hostname: string, fast: readonly FastPath[]): Promise<Server> {
  return new Promise((resolveListen, reject) => {
    const server = serve({ fetch: site.fetch, port, hostname, createServer: withFastPath(fast) }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolveListen(server);
    });
  });
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** How often a shutdown drops keep-alive connections that went idle after their last response. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops listening, lets busy connections finish their answer, drops idle ones, and cuts what is left after
 * SHUTDOWN_GRACE_MS. With `settleMs` (a drain) the idle connections are left alone that long first: a connection a
 * balancer opened just before the listener closed carries a request already on its way, and dropping it as idle
 * would reset that request; answered, it closes itself (`Connection: close`, server/http/drain.ts).
 */
function stopServer(server: Server, settleMs = 0): Promise<void> {
  return new Promise((resolveStop) => {
    let sweep: NodeJS.Timeout | undefined;
    const startSweep = (): void => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
    };
    const settle = settleMs > 0 ? setTimeout(startSweep, settleMs) : null;
    settle?.unref();
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    const stopped = (): void => {
      clearInterval(sweep);
      clearTimeout(settle ?? undefined);
      clearTimeout(force);
      resolveStop();
    };
    if (settle === null) {
      server.close(stopped);
      startSweep();
    } else {
      // net.Server's close: http.Server's own drops every idle connection at once (Node ≥ 19), fresh ones included.
      NetServer.prototype.close.call(server, stopped);
    }
  });
}

/**
 * Creates the data folder before the generated secret goes into it, one level at a time: Node's recursive mkdir
 * spins for ever under /proc (issue 23). Only when the secret will be generated there (withServerSecret's rule;
 * an unknown NODE_ENV throws here as it would there).
 */
function prepareDataFolder(env: Record<string, string | undefined>): void {
  if ((env.AUTH_SECRET ?? '') === '' && nodeEnvironment(env) !== 'production') {
    const folder = dataDirOf(env);
    ensureDataFolder(folder, describeDataDir(env, folder), 0o700);
  }
}

/** Opens (migrates, seeds) the database, builds the dependencies and starts listening. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  prepareDataFolder(env);
  // Outside production without AUTH_SECRET, the secret generated into the data folder at first start.
  const config = loadConfig(withServerSecret(env));
  // Before anything opens: a portal nobody can sign in to must not start (issue 10).
  assertPortalCaptcha(config, (options.distDir === undefined ? DEFAULT_DIST_DIR : options.distDir) !== null);
  const databaseOptions = options.database ?? databaseOptionsFromEnv(env);
  // Request lines at info in production; elsewhere only errors and warnings unless LOG_LEVEL asks (tests start many servers).
  const logger = pino(
    { level: env.LOG_LEVEL ?? (config.production ? 'info' : 'warn'), base: undefined },
    options.logDestination,
  );
  const notice = embeddedDatabaseNotice(config.production, databaseOptions);
  if (notice !== null) {
    logger.warn(notice);
  }
  const database = await openDatabase(databaseOptions);
  try {
    if (options.seed ?? true) {
      await seedDatabase(database.db);
    }
    const clock = options.clock ?? systemClock;
    const renderFailures = new RenderFailures();
    let pages: PageCache | null = null;
    const metrics = new SiteMetrics({
      renderFailures,
      pages: () => pages?.report() ?? null,
      api: () => apiGateOf(deps).report(),
      ...(database.pool === undefined ? {} : { pool: database.pool }),
    });
    const { sms: provider, smsOutbox } = createSmsSender(config, clock, database.db);
    const sms = countedSms(provider, metrics);
    const captcha = createCaptchaVerifier(config, database.db, clock);
    const deps: ServerDeps = { db: database.db, config, sms, smsOutbox, captcha, clock };
    const distDir = options.distDir === undefined ? DEFAULT_DIST_DIR : options.distDir;
    // A write to the content, on any instance, ends every answer and page built before it (issue 23).
    const content = await watchContentChanges(database);
    // Public lists that read only rows live until it moves (server/http/cache.ts).
    answersFollowContent(deps, content);
    pages =
      distDir === null
        ? null
        : new PageCache({
            seconds: config.pageCacheSeconds,
            staleSeconds: config.pageStaleSeconds,
            balancerSeconds: config.balancerPageSeconds,
            maxBytes: config.pageCacheMaxBytes,
            renderConcurrency: config.renderConcurrency,
            clock,
            versions: content,
            activeCities: () => activeCities(database.db, COUNTRY_CODE_ID),
            defaultCityId: null,
            onRenderError: (error) => {
              renderFailures.record(error);
              logger.error(
                { error: errorText(error) },
                'ssr: the page failed while it was rendered; sending the browser-only page',
              );
            },
          });
    const drainState = new DrainState();
    const site = createSite(
      deps,
      distDir,
      renderFailures,
      pages,
      { logger, metrics, metricsToken: env.METRICS_TOKEN ?? null },
      drainState,
    );
    // Strict-Transport-Security first: it answers nothing, it only sets the header for whoever answers.
    const fast = [
      strictTransportFastPath(config),
      ...(pages === null ? [] : [observedFastPath(pageFastPath(pages, config), 'fast:page', logger, metrics)]),
      observedFastPath(listFastPath(deps), 'fast:list', logger, metrics),
    ];
    const server = await listen(site, options.port ?? config.port, options.hostname ?? config.host, fast).catch(
      async (error: unknown) => {
        await content.close();
        throw error;
      },
    );
    gateRequestsWhileDraining(server, drainState);
    const newConnections = new ConnectionQuiet().watch(server);
    const port = (server.address() as AddressInfo).port;
    if (distDir !== null) {
      // One public page rendered in-process: a build that cannot render must not serve empty shells for ever (issue 23).
      await smokeCheck(
        site,
        config.publicOrigin ?? `http://localhost:${port}`,
        renderFailures,
        config.environment,
      ).catch(async (error: unknown) => {
        await stopServer(server);
        await content.close();
        throw error;
      });
    }
    // Rate-limit and code records older than every window only take space: sweep them hourly.
    const prune = setInterval(() => {
      pruneAuthRecords(database.db, config.security, clock.now()).catch((error: unknown) => {
        logger.error({ error: errorText(error) }, 'pruning auth records failed');
      });
    }, PRUNE_INTERVAL_MS);
    prune.unref();
    let closing: Promise<void> | null = null;
    const closeWith = (settleMs: number): Promise<void> => {
      clearInterval(prune);
      closing ??= stopServer(server, settleMs)
        .then(() => content.close())
        .then(() => database.close());
      return closing;
    };
    const close = (): Promise<void> => closeWith(0);
    const drain = (grace: Promise<void>): Promise<void> => {
      drainState.begin();
      return grace
        .then(() => newConnections.reached(DRAIN_QUIET_MS, DRAIN_QUIET_BOUND_MS))
        .then(() => closeWith(DRAIN_SETTLE_MS));
    };
    return { url: `http://localhost:${port}`, port, server, deps, close, drain };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The built UI `npm run serve` serves: DIST_DIR (a cluster's instances, a benchmark's own build), else dist/. */
export function distDirOf(env: Record<string, string | undefined>): string {
  return env.DIST_DIR?.trim() || DEFAULT_DIST_DIR;
}

/**
 * `npm start` and `npm run serve`: start, log one line, drain on SIGTERM and stop on SIGINT (server/http/drain.ts). Building the UI
 * is not the server's job: `npm start` runs scripts/ensure-build.ts first, `npm run serve` serves dist/ as it is.
 */
async function main(argv: readonly string[]): Promise<void> {
  const apiOnly = argv.includes('--api-only');
  // Read before anything starts: a mistyped DRAIN_GRACE_MS is refused at start, not at the first SIGTERM.
  const graceMs = drainGraceMsOf(process.env);
  const running = await startServer({ distDir: apiOnly ? null : distDirOf(process.env) });
  let idProvider: { close(): Promise<void> } | null = null;
  // SIGTERM drains (a balancer's instance, issue 32 §3); SIGINT stops at once, still finishing the requests in flight.
  // In place before the address is announced: a supervisor may stop the instance as soon as it answers.
  drainOnSignals('Рядом', graceMs, (grace) =>
    Promise.all([running.drain(grace), grace.then(() => idProvider?.close())]),
  );
  console.log(`Рядом: ${running.url}`);
  // The widget kit's local identity provider, on its own origin; never in production unless ID_PROVIDER=on.
  const { startIdProviderFromEnv } = await import('./id-provider/start.ts');
  const { portalSites } = await import('./id-provider/portalSites.ts');
  // The provider gives codes only to registered sites: the portal's own and its /widget/ demo (issue 18).
  const provider = await startIdProviderFromEnv(process.env, portalSites(running.deps.config));
  idProvider = provider;
  if (provider) {
    console.log(`Тестовый провайдер входа: ${provider.url}`);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
