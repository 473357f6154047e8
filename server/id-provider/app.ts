import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { devHostOnly } from '../http/devHost.ts';
import { demoAccounts } from './accounts.ts';
import { AppBook } from './apps.ts';
import type { ProviderContext } from './context.ts';
import { providerHeaders } from './headers.ts';
import { homePage } from './pages/homePage.ts';
import type { SiteRegistration } from './registration.ts';
import { assetRoutes } from './routes/assets.ts';
import { authorizeRoutes } from './routes/authorize.ts';
import { fedcmRoutes } from './routes/fedcm.ts';
import { frameRoutes } from './routes/frame.ts';
import { logoutRoutes } from './routes/logout.ts';
import { publicInfoRoutes } from './routes/publicInfo.ts';
import { providerSignInRoutes } from './routes/providerSignIn.ts';
import { statEventsRoutes } from './routes/statEvents.ts';
import { testControlRoutes } from './routes/testControl.ts';
import { tokenRoutes } from './routes/token.ts';
import { userInfoRoutes } from './routes/userInfo.ts';
import type { Scenario } from './scenarios.ts';
import { sessionAccount } from './providerSession.ts';
import { StatsLog } from './statsLog.ts';
import { ProviderStore, type Clock } from './store.ts';

export interface IdProviderOptions {
  /**
   * Where browsers reach the provider (ID_PROVIDER_URL; startIdProvider: http://id.localhost:<its port>;
   * else http://id.localhost:3100). Named by /.well-known/web-identity, and the one host besides the
   * loopback names that the test controls answer.
   */
  origin?: string;
  /** Scenario per app id on top of the demo apps' own (ID_PROVIDER_SCENARIOS). */
  scenarios?: Iterable<readonly [string, Scenario]>;
  /**
   * The sites registered for each app (ID_PROVIDER_SITES, the portal's own from server/main.ts): the
   * only redirect URIs and origins codes are issued to. An app without one issues no code.
   */
  sites?: readonly SiteRegistration[];
  /** Mount /__test/* (scenario switch, kept statistics). Default true. */
  testControls?: boolean;
  /** Replaces the wall clock (tests expire codes with it). */
  clock?: Clock;
  /** How late the statistics endpoint answers in `slow_stats`; default 3 000 ms. */
  slowStatsDelayMs?: number;
  /** How late the token exchange answers in `slow_token`; default 10 000 ms. */
  slowTokenDelayMs?: number;
  /** How many statistics batches to keep; default 1 000. */
  maxStatsBatches?: number;
}

const systemClock: Clock = { now: () => Date.now() };

/** Where a browser reaches the provider on its default port (Chromium resolves *.localhost to loopback). */
const DEFAULT_ID_PROVIDER_ORIGIN = 'http://id.localhost:3100';

/**
 * The local identity provider as a Hono app (no listening socket: `app.request()` in tests,
 * startIdProvider to serve it). Everything lives in memory and dies with the app.
 */
export function createIdProvider(options: IdProviderOptions = {}): Hono {
  const clock = options.clock ?? systemClock;
  const testControls = options.testControls ?? true;
  const context: ProviderContext = {
    origin: options.origin ?? DEFAULT_ID_PROVIDER_ORIGIN,
    store: new ProviderStore(clock),
    apps: new AppBook(options.scenarios, options.sites),
    accounts: demoAccounts(clock.now()),
    stats: new StatsLog(options.maxStatsBatches),
    idTokenKey: randomBytes(32),
    slowStatsDelayMs: options.slowStatsDelayMs ?? 3000,
    slowTokenDelayMs: options.slowTokenDelayMs ?? 10_000,
  };

  const app = new Hono();
  app.use('*', providerHeaders());
  // Test controls answer only this machine's names and the provider's own (DNS rebinding, issue 30 §2).
  const testHostsOnly = devHostOnly(() => context.origin);
  if (testControls) {
    app.use('/__test/*', testHostsOnly);
    // A page's `?scenario=` is a test control too (scenarioOf).
    app.use('*', async (c, next) => (c.req.query('scenario') === undefined ? next() : testHostsOnly(c, next)));
  }
  app.get('/', (c) =>
    c.html(homePage({ apps: context.apps.list(), accounts: context.accounts, signedIn: sessionAccount(c, context) })),
  );
  app.route('/', assetRoutes(context));
  app.route('/', providerSignInRoutes(context));
  app.route('/', frameRoutes(context, testControls));
  app.route('/', authorizeRoutes(context, testControls));
  app.route('/', tokenRoutes(context));
  app.route('/', userInfoRoutes(context));
  app.route('/', logoutRoutes(context));
  app.route('/', publicInfoRoutes(context));
  app.route('/', statEventsRoutes(context));
  app.route('/', fedcmRoutes(context));
  if (testControls) {
    app.route('/', testControlRoutes(context));
  }
  app.notFound((c) => c.json({ error: 'not_found' }, 404));
  app.onError((error, c) => {
    console.error('id-provider: unhandled error', error);
    return c.json({ error: 'server_error' }, 500);
  });
  return app;
}
