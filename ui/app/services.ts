/**
 * The application's ports and the one place their machines are bound to them (the app entry builds this; tests
 * build it with fakes): every machine on its first use through `Services.bind`, so the first screen's JavaScript
 * holds none of them (the session's, provideShopperSession, bound by ui/app/appSession.ts; the search box's, the forms').
 * One verb: a `provideX(ports)` (the core's machines, ui/app/socialServices.ts) binds to the ports, after XState's
 * `machine.provide`; `services.bind(provideX)` calls it once per page load.
 */
import type {
  ApiPort,
  CityStore,
  Clock,
  Connectivity,
  FavouriteIntentStore,
  FileUploads,
  Geolocator,
  Logger,
  Navigator,
  ParentWindow,
  PendingLogoutStore,
  PositionStore,
  ReferralStore,
  TokenStore,
} from '../../core/ports/index.ts';
import type { SessionRenewalService } from '../../core/ports/sessionRenewal.ts';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { ExternalLinks } from '../../core/domain/externalLinks.ts';
import type { CallbackLedger, PageSecrets, SocialAuthApi, VkDataStore } from '../../core/ports/socialAuth.ts';

/** The social sign-in's own adapters; the tokens, the navigator and the logger are the app's. */
export interface SocialPorts {
  socialAuth: SocialAuthApi;
  vkData: VkDataStore;
  ledger: CallbackLedger;
  /** The page secrets of the sign-ins this tab began (issue 30): the tab's sessionStorage. */
  pageSecrets: PageSecrets;
  /** The portal's origin: the callback routes' redirect URIs are on it. */
  origin: string;
}

/** Every adapter the UI talks to the world through. */
export interface Ports {
  api: ApiPort;
  tokens: TokenStore;
  cityStore: CityStore;
  referrals: ReferralStore;
  navigator: Navigator;
  parentWindow: ParentWindow;
  logger: Logger;
  clock: Clock;
  /** Picture uploads (adapters/http/OfetchFileUploads.ts); without it the partner form offers no logo field. */
  uploads?: FileUploads;
  /** The session's one owner (adapters/http/SessionRefresher.ts): the start's refresh and every renewal of a visit. */
  renewal: SessionRenewalService;
  /** The social one-tap sign-in's adapters (ui/app/socialServices.ts); without them the forms offer no one-tap button. */
  social?: SocialPorts;
  /** Logouts not yet sent to the server (adapters/storage/BrowserPendingLogoutStore.ts); the session's code brings the browser's when absent. */
  pendingLogouts?: PendingLogoutStore;
  /** The device's `online` event (adapters/navigation/WindowConnectivity.ts); the session's code brings the browser's when absent. */
  connectivity?: Connectivity;
  /** The device's position for «Рядом со мной» (adapters/geolocation); without it (a server render) nobody is asked. */
  geolocator?: Geolocator;
  /** The tab's memory of that position (adapters/storage/SessionPositionStore.ts); a server render has none. */
  positions?: PositionStore;
  /** The tab's memory of a guest's ♡ across the sign-in's page loads (adapters/storage/SessionFavouriteIntentStore.ts). */
  favouriteIntents?: FavouriteIntentStore;
  /**
   * The clock the page's machines run their delays on (XState's): the browser's timers when absent. Tests pass a
   * `SimulatedClock` and move time themselves, so no test waits for a real debounce.
   */
  timers?: ActorOptions<AnyActorLogic>['clock'];
}

/** Settings read once at start. */
export interface AppConfig {
  /** Device fingerprint of portal §6 (user agent + role id). */
  fingerprint: string;
  /** The promo-codes switch; the link shows only when it is '1'. */
  promoCodesSwitch: string;
  /** {baseApi} of the file URLs (portal §3), e.g. '/api'. */
  fileBase: string;
  /** The configured external addresses (core/domain/externalLinks.ts); a link without one is not shown. */
  links: ExternalLinks;
}

/** What the router context carries to every screen (`useServices()`). */
export interface Services extends Ports {
  config: AppConfig;
  /**
   * The machine `provide` binds to the ports: bound on the first call, the same one on every later call
   * with the same `provide` (a module-level function, e.g. `provideSmsLogin`). Machines are loaded with the
   * code that runs them, so their code stays out of the first screen's JavaScript (docs/decisions.md).
   */
  bind<Bound>(provide: (ports: Ports) => Bound): Bound;
}

/** The Services object of one page load. */
export function createServices(ports: Ports, config: AppConfig): Services {
  const bound = new Map<(ports: Ports) => unknown, unknown>();
  const bind = <Bound>(provide: (ports: Ports) => Bound): Bound => {
    if (!bound.has(provide)) {
      bound.set(provide, provide(ports));
    }
    // Stored under `provide` itself, so the value is what that very function returned.
    return bound.get(provide) as Bound;
  };
  return { ...ports, config, bind };
}
