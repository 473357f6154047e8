/**
 * The machines the page's session runs (ui/app/appSession.ts), bound to the app's ports once per page load
 * through `services.bind(bindSessionMachines)`. Not bound by `createServices`: the browser loads the session
 * with them after the first render, so XState is not part of the first screen's JavaScript.
 */
import { provideAppBoot } from '../../core/machines/appBoot.ts';
import { provideCity } from '../../core/machines/city.ts';
import { provideFavourites } from '../../core/machines/favourites.ts';
import { provideLogout } from '../../core/machines/logout.ts';
import { provideSessionKeeper } from '../../core/machines/sessionKeeper.ts';
import { SessionEndedError } from '../../core/errors.ts';
import type { SessionRenewal } from '../../core/ports/session.ts';
import type { Ports } from './services.ts';

/** The session's machines bound to the ports; start actors from these, never from the bare machines. */
export interface SessionMachines {
  appBoot: ReturnType<typeof provideAppBoot>;
  logout: ReturnType<typeof provideLogout>;
  city: ReturnType<typeof provideCity>;
  favourites: ReturnType<typeof provideFavourites>;
  sessionKeeper: ReturnType<typeof provideSessionKeeper>;
}

/** Without a renewal there is nothing to renew with: the keeper stops as on a refused refresh. */
const NO_RENEWAL: Pick<SessionRenewal, 'renew'> = {
  renew: () => Promise.reject(new SessionEndedError()),
};

/** Binds the session's machines to the ports. */
export function bindSessionMachines(ports: Ports): SessionMachines {
  return {
    appBoot: provideAppBoot(ports),
    logout: provideLogout(ports),
    city: provideCity(ports),
    favourites: provideFavourites(ports),
    sessionKeeper: provideSessionKeeper({ renewal: ports.renewal ?? NO_RENEWAL }),
  };
}
