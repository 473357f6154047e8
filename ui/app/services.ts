/**
 * The application's ports and its machines bound to them once (the app entry builds this; tests build it with fakes):
 * the first screen's machines at once, a lazily loaded form's machine on its first use (`Services.bind`).
 */
import type { ApiPort, CityStore, Clock, FileUploads, Logger, Navigator, ParentWindow, ReferralStore, TokenStore } from '../../core/ports/index.ts';
import { provideAppBoot } from '../../core/machines/appBoot.ts';
import { provideCity } from '../../core/machines/city.ts';
import { provideFavourites } from '../../core/machines/favourites.ts';
import { provideLogout } from '../../core/machines/logout.ts';
import { provideSearch } from '../../core/machines/search.ts';
import { provideSessionKeeper } from '../../core/machines/sessionKeeper.ts';
import { SessionEndedError } from '../../core/errors.ts';
import type { SessionRenewal } from '../../core/ports/session.ts';
import type { SocialPorts } from './socialServices.ts';

/** What the session hears from the HTTP adapter's renewal: new tokens stored, or the session ended. */
export type SessionChangeNotice = { type: 'renewed' } | { type: 'ended' };

/** The session renewal of the HTTP adapter (adapters/http/SessionRefresher.ts) with its notices. */
export interface SessionRenewalService extends SessionRenewal {
  subscribe(listener: (change: SessionChangeNotice) => void): () => void;
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
  /** Renews the session during a visit; without it the session lasts as long as its access token. */
  renewal?: SessionRenewalService;
  /** The social one-tap sign-in's adapters (ui/app/socialServices.ts); without them the forms offer no one-tap button. */
  social?: SocialPorts;
}

/** Settings read once at start. */
export interface AppConfig {
  /** Device fingerprint of portal §6 (user agent + role id). */
  fingerprint: string;
  /** The promo-codes switch; the link shows only when it is '1'. */
  promoCodesSwitch: string;
  /** {baseApi} of the file URLs (portal §3), e.g. '/api'. */
  fileBase: string;
}

/**
 * The machines of every page, bound to the ports at start; start actors from these, never from the bare
 * machines. The sign-in, social and partner forms' machines are not here: see `Services.bind`.
 */
export interface Machines {
  appBoot: ReturnType<typeof provideAppBoot>;
  logout: ReturnType<typeof provideLogout>;
  city: ReturnType<typeof provideCity>;
  search: ReturnType<typeof provideSearch>;
  favourites: ReturnType<typeof provideFavourites>;
  sessionKeeper: ReturnType<typeof provideSessionKeeper>;
}

/** What the router context carries to every screen (`useServices()`). */
export interface Services extends Ports {
  config: AppConfig;
  machines: Machines;
  /**
   * The machine `provide` binds to the ports: bound on the first call, the same one on every later call
   * with the same `provide` (a module-level function, e.g. `provideSmsLogin`). For the machines of the
   * lazily loaded forms, so their code stays out of the first screen's JavaScript (docs/decisions.md).
   */
  bind<Bound>(provide: (ports: Ports) => Bound): Bound;
}

/** Without a renewal there is nothing to renew with: the keeper stops as on a refused refresh. */
const NO_RENEWAL: Pick<SessionRenewal, 'renew'> = {
  renew: () => Promise.reject(new SessionEndedError()),
};

/** Binds the machines of every page to the ports. */
export function bindMachines(ports: Ports): Machines {
  return {
    appBoot: provideAppBoot(ports),
    logout: provideLogout(ports),
    city: provideCity(ports),
    search: provideSearch(),
    favourites: provideFavourites(ports),
    sessionKeeper: provideSessionKeeper({ renewal: ports.renewal ?? NO_RENEWAL }),
  };
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
  return { ...ports, config, machines: bindMachines(ports), bind };
}
