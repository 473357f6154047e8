/**
 * The page's session as the UI reads it: a thin façade over the shopper's session, one statechart in the
 * core (core/machines/shopperSession.ts). It starts that actor, maps its snapshot to the `SessionSnapshot`
 * that screens read (`useSession`, `useSessionPart`) and the router follows for the page's city (ui/router.tsx),
 * and turns the layout's commands into its events. No session starts before the first render: the entry
 * (ui/main.tsx) asks for this file and XState with it beside the first render, `DeferredSession` answers
 * for it meanwhile, and `start()` runs once a server-rendered page has hydrated (and the browser is idle),
 * or a task after the code arrived on a page the browser renders alone. A server render never loads it
 * (`ServerSession`).
 */
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { provideShopperSession, type ShopperSessionSnapshot } from '../../core/machines/shopperSession.ts';
import type { LogoutScope } from '../../core/domain/logoutRequest.ts';
import { bootingSnapshot, type RenderedView, type SessionSnapshot, type SessionStore } from './session.ts';
import type { Ports, Services } from './services.ts';
import { BrowserPendingLogoutStore } from '../../adapters/storage/BrowserPendingLogoutStore.ts';
import { WindowConnectivity } from '../../adapters/navigation/WindowConnectivity.ts';
import { SessionFavouriteIntentStore } from '../../adapters/storage/SessionFavouriteIntentStore.ts';
import type { Startup } from './startup.ts';

/** Options of the session store; tests pass XState's SimulatedClock to drive the renewal timer. */
export interface AppSessionOptions {
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /**
   * The public view the server rendered this page for (its city and the city list): the first
   * render shows the same, so hydration matches, and the lists stay in that city until the start
   * settles the shopper's own.
   */
  rendered?: RenderedView;
}

const SHOWN = ['status', 'user', 'cities', 'cityId', 'cityModalOpen', 'cityNotice', 'city', 'favourites'] as const;

/**
 * The UI's snapshot of the machine's: `previous` itself while nothing shown changed (the machine's snapshot
 * changes on every renewal notice and city-store save; readers render nothing for those).
 */
function sessionSnapshotOf(machine: ShopperSessionSnapshot, previous: SessionSnapshot): SessionSnapshot {
  const { user, cities, cityId, cityModalOpen, cityNotice } = machine.context;
  const next: SessionSnapshot = {
    status: machine.matches('booting') ? 'booting' : 'ready',
    user,
    cities,
    cityId,
    cityModalOpen,
    // Absent rather than null, as in the booting snapshot the page hydrated with.
    ...(cityNotice === null ? {} : { cityNotice }),
    city: machine.children.city ?? null,
    favourites: machine.children.favourites ?? null,
  };
  return SHOWN.every((part) => Object.is(next[part], previous[part])) ? previous : next;
}

/**
 * The session's machines bound to the page's ports. The browser adapters of the logout (its pending revokes, the
 * `online` event) and of a guest's ♡ (the tab's sessionStorage) come with the session's code, not with the first
 * screen's (its JavaScript budget); ports that name their own win (tests).
 */
function provideBrowserSession(ports: Ports): ReturnType<typeof provideShopperSession> {
  return provideShopperSession({
    ...ports,
    pendingLogouts: ports.pendingLogouts ?? BrowserPendingLogoutStore.fromWindow(),
    connectivity: ports.connectivity ?? WindowConnectivity.fromWindow(),
    favouriteIntents: ports.favouriteIntents ?? SessionFavouriteIntentStore.fromWindow(),
  });
}

export class AppSession implements SessionStore {
  private readonly actor: Actor<ReturnType<typeof provideShopperSession>>;
  private snapshot: SessionSnapshot;
  private readonly renderedSnapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(services: Services, startup: Startup, options: AppSessionOptions = {}) {
    // The very snapshot the page hydrated with (bootingSnapshot gives one object per view); the machine starts
    // from its city and cities, so the session's first snapshot is that object again.
    this.snapshot = bootingSnapshot(options.rendered);
    this.renderedSnapshot = this.snapshot;
    this.actor = createActor(services.bind(provideBrowserSession), {
      // A rendered page's cities came with it: the start does not read them again.
      input: {
        boot:
          options.rendered === undefined
            ? startup.bootInput
            : { ...startup.bootInput, cities: options.rendered.cities },
        rendered: { cityId: this.snapshot.cityId, cities: this.snapshot.cities },
      },
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
    this.actor.subscribe({
      next: (machine) => this.show(sessionSnapshotOf(machine, this.snapshot)),
      error: (error) => services.logger.error('app: the session stopped', error),
    });
  }

  /** Runs the application start. Idempotent. */
  start(): void {
    this.actor.start();
  }

  stop(): void {
    this.actor.stop();
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  getRenderedSnapshot = (): SessionSnapshot => this.renderedSnapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  openCityModal(): void {
    this.actor.send({ type: 'cityModal.opened' });
  }

  closeCityModal(): void {
    this.actor.send({ type: 'cityModal.closed' });
  }

  /** The city question's answer: the city store keeps it (and saves it to the profile). */
  selectCity(cityId: number): void {
    this.actor.send({ type: 'city.selected', cityId });
  }

  logOut(scope?: LogoutScope): void {
    this.actor.send(scope === undefined ? { type: 'logout.requested' } : { type: 'logout.requested', scope });
  }

  private show(snapshot: SessionSnapshot): void {
    if (snapshot === this.snapshot) {
      return;
    }
    this.snapshot = snapshot;
    for (const listener of this.listeners) {
      listener();
    }
  }
}
