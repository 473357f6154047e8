/** The app entry: builds the adapters once, loads the session beside the first render and renders the router. */
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import * as v from 'valibot';
import type { ApiPort } from '../core/ports/index.ts';
import { DeferredSessionOwner } from '../adapters/http/DeferredSessionOwner.ts';
import { ConsoleLogger } from '../adapters/logging/ConsoleLogger.ts';
import { OncePerItemLogger } from '../adapters/logging/OncePerItemLogger.ts';
import { DEFAULT_MAX_CASH_ERROR } from '../core/domain/cashback.ts';
import { PUBLIC_ANSWER_FRESH_SECONDS } from '../core/domain/constants.ts';
import { RouterNavigator } from '../adapters/navigation/RouterNavigator.ts';
import { PostMessageParentWindow } from '../adapters/postMessage/PostMessageParentWindow.ts';
import { BrowserTokenStore } from '../adapters/storage/BrowserTokenStore.ts';
import { FrameTokenStore } from '../adapters/storage/FrameTokenStore.ts';
import { BrowserVkDataStore } from '../adapters/storage/BrowserVkDataStore.ts';
import { SessionCallbackLedger } from '../adapters/storage/SessionCallbackLedger.ts';
import { loadedOnFirstCall } from './app/loadedOnFirstCall.ts';
import { CookieCityStore } from '../adapters/storage/CookieCityStore.ts';
import { SessionReferralStore } from '../adapters/storage/SessionReferralStore.ts';
import { SessionPositionStore } from '../adapters/storage/SessionPositionStore.ts';
import { cabinetAddress } from '../core/domain/externalLinks.ts';
import { buildFingerprint } from '../core/domain/fingerprint.ts';
import { appConfigFromBuild } from './app/buildSettings.ts';
import { DeferredSession } from './app/deferredSession.ts';
import { afterFirstRender, nextTask, oneTaskEach, whenIdle } from './app/scheduling.ts';
import { createServices } from './app/services.ts';
import { isFrameLocation } from './app/frameMode.ts';
import { hydrateRouter, readRenderedPage } from './app/renderedPage.ts';
import { addressWithoutHostTokens, keepVisitFacts, readStartup } from './app/startup.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { rootSearchSchema } from '../core/domain/pageParams.ts';
import { parseSearch } from './routes/searchParams.ts';

/** The API's adapter over HTTP (ofetch and its helpers): one chunk, shared by the session's refresh and the app's calls. */
const loadHttp = () => import('../adapters/http/OfetchApi.ts');

/**
 * The session's code, imported a part at a time before its whole (./app/appSession.ts): each machine is built as
 * its module runs, and together with XState they made one task long enough to hold a slowed phone's first tap.
 */
const SESSION_MODULES: ReadonlyArray<() => Promise<unknown>> = [
  () => import('xstate'),
  () => import('../core/machines/appBoot.ts'),
  () => import('../core/machines/city.ts'),
  () => import('../core/machines/favourites.ts'),
  () => import('../core/machines/logout.ts'),
  () => import('../core/machines/sessionKeeper.ts'),
];

// The navigator needs the router and the router needs the services: the navigator reaches it lazily.
let router: AppRouter | null = null;

/**
 * Starts the app in steps, each in a task of its own (scheduling.ts), so no step adds up with the others into
 * one long task. Not top-level await: lazy route chunks import from this entry module, and the page's load
 * waits for its route's chunk, which would wait for this module's evaluation to end.
 */
async function startApp(): Promise<void> {
  await nextTask();

  const env = import.meta.env;
  // Framed, the portal keeps a session of its own apart from the page portal's (docs/security.md «Frames mode»).
  const framed = isFrameLocation({
    pathname: window.location.pathname,
    search: Object.fromEntries(new URLSearchParams(window.location.search)),
  });
  const pageTokens = framed ? null : BrowserTokenStore.fromWindow();
  const tokens = pageTokens ?? FrameTokenStore.fromWindow();
  const fingerprint = buildFingerprint(window.navigator.userAgent);
  // The refresh call itself goes through an adapter without renewal: a refused refresh is an answer, not a reason to refresh.
  const refreshApi = loadedOnFirstCall<ApiPort>(() =>
    loadHttp().then(({ OfetchApi }) => new OfetchApi({ baseUrl: '', tokens })),
  );
  // The session's one owner: one refresh at a time among the browser's tabs, which follow each other's sign-ins
  // and sign-outs, the last rotation handed to the next holder of the lock through IndexedDB. A frame's session
  // lives in its own tab's sessionStorage: its lock is of another name, and no other tab shares its store. Its code
  // comes when the page's session starts.
  const renewal = new DeferredSessionOwner(async () => {
    const [{ SessionRefresher }, { WebLocksSessionLock }, { IndexedDbSessionHandoff }] = await Promise.all([
      import('../adapters/http/SessionRefresher.ts'),
      import('../adapters/locks/WebLocksSessionLock.ts'),
      import('../adapters/storage/IndexedDbSessionHandoff.ts'),
    ]);
    const handoff = pageTokens === null ? undefined : IndexedDbSessionHandoff.fromWindow('rjadom.session');
    return new SessionRefresher({
      tokens,
      fingerprint,
      refresh: (request) => refreshApi.refresh(request),
      lock: WebLocksSessionLock.fromWindow(framed ? 'rjadom.frame-session' : 'rjadom.session'),
      ...(pageTokens === null ? {} : { watch: pageTokens }),
      ...(handoff === undefined ? {} : { handoff }),
    });
  });
  const config = appConfigFromBuild(env, fingerprint);
  // The post-login redirect: the configured cabinet, else the portal's own profile page (a new document, so the session starts signed in).
  const navigator = RouterNavigator.fromWindow(
    (path) => router?.navigate({ href: path }),
    cabinetAddress(config.links),
  );
  const logger = new OncePerItemLogger(new ConsoleLogger(), [DEFAULT_MAX_CASH_ERROR]);

  // A page the server rendered carries its view and its router's loaded matches: the router hydrates from them.
  const rendered = readRenderedPage(document);

  const services = createServices(
    {
      // The HTTP client's code is no part of painting a server-rendered page (its data came with it): it comes
      // with the first call, or earlier once the browser is idle (warmUpHttp below), not with the first screen.
      api: loadedOnFirstCall(() =>
        loadHttp().then(
          ({ OfetchApi }) =>
            new OfetchApi({ baseUrl: '', tokens, renewal, keepOutletListMs: PUBLIC_ANSWER_FRESH_SECONDS * 1000 }),
        ),
      ),
      tokens,
      cityStore: CookieCityStore.fromWindow(env.VITE_MAIN_DOMAIN || null),
      referrals: SessionReferralStore.fromWindow(),
      navigator,
      parentWindow: PostMessageParentWindow.fromWindow(),
      logger,
      clock: { now: () => Date.now() },
      uploads: loadedOnFirstCall(() =>
        import('../adapters/http/OfetchFileUploads.ts').then(
          ({ OfetchFileUploads }) => new OfetchFileUploads({ baseUrl: '', tokens, renewal }),
        ),
      ),
      renewal,
      // The device's position: its adapter comes with the shopper's first tap, not with the first screen.
      geolocator: {
        locate: () =>
          import('../adapters/geolocation/NavigatorGeolocator.ts').then(({ NavigatorGeolocator }) =>
            NavigatorGeolocator.fromWindow().locate(),
          ),
      },
      positions: SessionPositionStore.fromWindow(),
      social: {
        origin: window.location.origin,
        // Its calls come only with a sign-in form or a callback page: its code is not part of the first screen.
        socialAuth: loadedOnFirstCall(() =>
          import('../adapters/http/OfetchSocialAuthApi.ts').then(
            ({ OfetchSocialAuthApi }) => new OfetchSocialAuthApi({ baseUrl: '' }),
          ),
        ),
        vkData: BrowserVkDataStore.fromWindow(),
        ledger: SessionCallbackLedger.fromWindow(),
        pageSecrets: loadedOnFirstCall(() =>
          import('../adapters/storage/SessionPageSecrets.ts').then(({ SessionPageSecrets }) =>
            SessionPageSecrets.fromWindow(),
          ),
        ),
      },
    },
    config,
  );

  const startSearch = v.parse(rootSearchSchema, parseSearch(window.location.search));
  const startup = readStartup({ pathname: window.location.pathname, search: startSearch }, services.config.fingerprint);
  keepVisitFacts(startup, services);
  // Reading the page's data and building the adapters are one task; asking for the session's code another.
  await nextTask();
  const renderedView = rendered === null ? undefined : rendered.view;
  // Settles once the router's first render is committed (hydration, for a server-rendered page).
  let firstRenderDone: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => (firstRenderDone = resolve));
  // The session's machines are not needed for the first render: they load beside it and start on arrival.
  const session = new DeferredSession(
    renderedView,
    () =>
      // On a server-rendered page the session's code comes once the page is hydrated and the browser idle: its
      // evaluation would otherwise share the main thread with hydration. It runs a module a task (SESSION_MODULES),
      // then binding the machines and starting them are a task each.
      (rendered === null ? Promise.resolve() : hydrated.then(() => whenIdle()))
        .then(() => oneTaskEach(SESSION_MODULES))
        .then(() => import('./app/appSession.ts'))
        .then(async ({ AppSession }) => {
          await nextTask();
          const started = new AppSession(
            services,
            startup,
            renderedView === undefined ? {} : { rendered: renderedView },
          );
          await nextTask();
          started.start();
          // A visitor's start settles at once: the page renders the settled session in a task of its own.
          await nextTask();
          return started;
        }),
    logger,
  );
  // The host's tokens were read for the one exchange: out of the address before the router reads it,
  // so a reload of the frame starts from the frame's own session and never presents them again.
  const hostTokensRemoved = addressWithoutHostTokens(
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
  if (hostTokensRemoved !== null) {
    window.history.replaceState(window.history.state, '', hostTokensRemoved);
  }
  // A page the browser renders itself loads its data at once; a server-rendered one needs the HTTP client by the
  // shopper's first tap at the latest: its code is fetched once the page is hydrated and the browser idle.
  void (rendered === null ? Promise.resolve() : hydrated.then(() => whenIdle())).then(loadHttp).catch(() => {
    // A lost chunk is fetched again by the first call (loadedOnFirstCall).
  });
  await nextTask();
  const appRouter = createAppRouter({ services, session });
  router = appRouter;
  void afterFirstRender(appRouter).then(firstRenderDone);

  const container = document.getElementById('root');
  if (!container) {
    throw new Error('The page has no #root element');
  }
  const app = (
    <StrictMode>
      <RouterProvider router={appRouter} />
    </StrictMode>
  );
  if (rendered === null) {
    createRoot(container).render(app);
  } else {
    // Hydration needs the same matches the server rendered: the router takes them, with their loaders' data,
    // from the page (its own hydrate, which also selects its server-rendered tree shape); no loader runs.
    // In a transition React hydrates in slices and yields between them, so hydrating the page is not one
    // long task that holds the shopper's first tap (issue 12: no task over 50 ms on a slowed phone).
    await nextTask();
    await hydrateRouter(appRouter, rendered.router);
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) =>
          logger.error('app: the server-rendered page did not match; rendered again in the browser', {
            error: String(error),
            componentStack: info.componentStack,
          }),
      });
    });
  }
}

void startApp();
