/** The application's ports and its machines bound to them once (the app entry builds this; tests build it with fakes). */
import type { ApiPort, CityStore, Clock, FileUploads, Logger, Navigator, ParentWindow, ReferralStore, TokenStore } from '../../core/ports/index.ts';
import { provideAppBoot } from '../../core/machines/appBoot.ts';
import { provideCity } from '../../core/machines/city.ts';
import { provideFavourites } from '../../core/machines/favourites.ts';
import { provideForgotPassword } from '../../core/machines/forgotPassword.ts';
import { provideLogout } from '../../core/machines/logout.ts';
import { providePartnerApplication } from '../../core/machines/partnerApplication.ts';
import { providePasswordLogin } from '../../core/machines/passwordLogin.ts';
import { provideRegistration } from '../../core/machines/registration.ts';
import { provideResetPassword } from '../../core/machines/resetPassword.ts';
import { provideSearch } from '../../core/machines/search.ts';
import { provideSessionKeeper } from '../../core/machines/sessionKeeper.ts';
import { SessionEndedError } from '../../core/errors.ts';
import type { SessionRenewal } from '../../core/ports/session.ts';
import { provideSmsLogin } from '../../core/machines/smsLogin.ts';
import type { SocialServices } from './socialServices.ts';

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
  /** The social one-tap sign-in (ui/app/socialServices.ts); without it the forms offer no one-tap button. */
  social?: SocialServices;
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

/** Each core machine bound to the ports; start actors from these, never from the bare machines. */
export interface Machines {
  appBoot: ReturnType<typeof provideAppBoot>;
  smsLogin: ReturnType<typeof provideSmsLogin>;
  registration: ReturnType<typeof provideRegistration>;
  forgotPassword: ReturnType<typeof provideForgotPassword>;
  resetPassword: ReturnType<typeof provideResetPassword>;
  passwordLogin: ReturnType<typeof providePasswordLogin>;
  logout: ReturnType<typeof provideLogout>;
  city: ReturnType<typeof provideCity>;
  search: ReturnType<typeof provideSearch>;
  favourites: ReturnType<typeof provideFavourites>;
  sessionKeeper: ReturnType<typeof provideSessionKeeper>;
  partnerApplication: ReturnType<typeof providePartnerApplication>;
}

/** What the router context carries to every screen (`useServices()`). */
export interface Services extends Ports {
  config: AppConfig;
  machines: Machines;
}

/** Without a renewal there is nothing to renew with: the keeper stops as on a refused refresh. */
const NO_RENEWAL: Pick<SessionRenewal, 'renew'> = {
  renew: () => Promise.reject(new SessionEndedError()),
};

/** Without uploads the partner form offers no logo field, so nothing is ever uploaded through this. */
const NO_UPLOADS: FileUploads = {
  upload: () => Promise.reject(new Error('no file uploads in this app')),
};

/** Binds every machine to the ports. */
export function bindMachines(ports: Ports): Machines {
  return {
    appBoot: provideAppBoot(ports),
    smsLogin: provideSmsLogin(ports),
    registration: provideRegistration(ports),
    forgotPassword: provideForgotPassword(ports),
    resetPassword: provideResetPassword(ports),
    passwordLogin: providePasswordLogin(ports),
    logout: provideLogout(ports),
    city: provideCity(ports),
    search: provideSearch(),
    favourites: provideFavourites(ports),
    sessionKeeper: provideSessionKeeper({ renewal: ports.renewal ?? NO_RENEWAL }),
    partnerApplication: providePartnerApplication({ api: ports.api, uploads: ports.uploads ?? NO_UPLOADS }),
  };
}

/** The Services object of one page load. */
export function createServices(ports: Ports, config: AppConfig): Services {
  return { ...ports, config, machines: bindMachines(ports) };
}
