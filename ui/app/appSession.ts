/**
 * The application's session outside React: runs the application start (appBoot) once, then keeps
 * the city and favourites actors of the whole page and the city modal flag. Components read it
 * through `useSession()`; it is a plain store so the app entry can start it before the first render.
 */
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { AppBootResult } from '../../core/machines/appBoot.ts';
import type { City, UserInfo } from '../../core/model/index.ts';
import { bootingSnapshot, type RenderedView } from './bootingSnapshot.ts';
import type { SessionStore } from './context.ts';
import type { Services } from './services.ts';
import { bindSessionMachines, type SessionMachines } from './sessionMachines.ts';
import type { Startup } from './startup.ts';

export type CityActor = Actor<SessionMachines['city']>;
export type FavouritesActor = Actor<SessionMachines['favourites']>;
export type LogoutActor = Actor<SessionMachines['logout']>;

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

/** What the UI renders from the session. Replaced (never mutated) on every change. */
export interface SessionSnapshot {
  /** 'booting' until the application start settled; user parts of the layout wait for 'ready'. */
  status: 'booting' | 'ready';
  user: UserInfo | null;
  cities: readonly City[];
  cityId: number | null;
  cityModalOpen: boolean;
  /** Send 'city.selected' here (or call `selectCity`); null while booting. */
  city: CityActor | null;
  /** Send 'favourite.toggled' here; it emits 'login.required' for a signed-out visitor. Null while booting. */
  favourites: FavouritesActor | null;
}

/** A start that could not finish still leaves a usable, signed-out portal that asks for the city. */
const FAILED_BOOT: AppBootResult = {
  user: null,
  cityId: null,
  favourites: { online: [], offline: [] },
  cities: [],
  cityModalOpen: true,
};

export class AppSession implements SessionStore {
  /** Send 'logout.requested' here (or call `logOut`). */
  readonly logout: LogoutActor;
  private readonly machines: SessionMachines;
  private readonly boot: Actor<SessionMachines['appBoot']>;
  /** Renews the session ahead of the access token's expiry while the page is open. */
  private readonly keeper: Actor<SessionMachines['sessionKeeper']>;
  private unsubscribeRenewal: (() => void) | null = null;
  private snapshot: SessionSnapshot;
  private readonly renderedSnapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private started = false;
  private readonly renderedCityId: number | null;
  /** The city the page's loaders last read for; undefined before any read or once it went stale. */
  private servedCityId: number | null | undefined = undefined;

  constructor(
    private readonly services: Services,
    startup: Startup,
    options: AppSessionOptions = {},
  ) {
    this.machines = services.bind(bindSessionMachines);
    this.boot = createActor(this.machines.appBoot, { input: startup.bootInput });
    this.logout = createActor(this.machines.logout);
    this.keeper = createActor(this.machines.sessionKeeper, options.clock === undefined ? {} : { clock: options.clock });
    this.renderedCityId = options.rendered?.cityId ?? null;
    this.snapshot = bootingSnapshot(options.rendered);
    this.renderedSnapshot = this.snapshot;
  }

  /** Keeps the start parameters, then runs the application start. Idempotent. */
  start(): void {
    if (this.started) {
      return;
    }
    this.started = true;
    this.logout.start();
    this.keeper.start();
    this.unsubscribeRenewal =
      this.services.renewal?.subscribe((change) => {
        if (change.type === 'renewed') {
          this.keeper.send({ type: 'session.renewed', lifetimeMs: this.services.renewal?.lifetimeMs() ?? null });
        } else {
          this.endSession();
        }
      }) ?? null;
    this.boot.subscribe({
      next: (snapshot) => {
        if (snapshot.status === 'done') {
          this.settle(snapshot.output);
        }
      },
      error: (error) => {
        this.services.logger.error('app: the application start failed', error);
        this.settle(FAILED_BOOT);
      },
    });
    this.boot.start();
  }

  stop(): void {
    this.unsubscribeRenewal?.();
    this.boot.stop();
    this.logout.stop();
    this.keeper.stop();
    this.snapshot.city?.stop();
    this.snapshot.favourites?.stop();
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  getRenderedSnapshot = (): SessionSnapshot => this.renderedSnapshot;

  pageCity(): Promise<number | null> {
    if (this.snapshot.cityId !== null || this.snapshot.status === 'ready') {
      return Promise.resolve(this.servePageCity());
    }
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (this.snapshot.status === 'ready') {
          unsubscribe();
          resolve(this.servePageCity());
        }
      });
    });
  }

  onPageCityChange(listener: () => void): () => void {
    return this.subscribe(() => {
      if (this.servedCityId !== undefined && this.snapshot.cityId !== this.servedCityId) {
        this.servedCityId = undefined;
        listener();
      }
    });
  }

  private servePageCity(): number | null {
    this.servedCityId = this.snapshot.cityId;
    return this.servedCityId;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  openCityModal(): void {
    this.update({ cityModalOpen: true });
  }

  closeCityModal(): void {
    this.update({ cityModalOpen: false });
  }

  /** The city modal's choice: the city machine stores it (and saves it to the profile). */
  selectCity(cityId: number): void {
    this.snapshot.city?.send({ type: 'city.selected', cityId });
    this.update({ cityModalOpen: false });
  }

  logOut(): void {
    this.logout.send({ type: 'logout.requested' });
  }

  /**
   * The server ended the session under the open page (a refused refresh; the tokens are already
   * cleared): the page goes on as a visitor's, in the same city, with no reload and no lost input.
   */
  endSession(): void {
    this.keeper.send({ type: 'session.ended' });
    if (this.snapshot.status !== 'ready' || this.snapshot.user === null) {
      return;
    }
    this.snapshot.favourites?.stop();
    const favourites = createActor(this.machines.favourites, { input: { tenantProfileId: null, online: [], offline: [] } });
    this.snapshot.city?.send({ type: 'user.changed', tenantProfileId: null });
    this.update({ user: null, favourites });
    favourites.start();
  }

  private settle(result: AppBootResult): void {
    if (this.snapshot.status === 'ready') {
      return;
    }
    const tenantProfileId = result.user?.tenantProfileId ?? null;
    // No city of the shopper's own: the page stays in the city it was rendered for while the modal asks.
    const cityId = result.cityId ?? this.renderedCityId;
    const city = createActor(this.machines.city, {
      input: { tenantProfileId, cityId, cities: result.cities },
    });
    const favourites = createActor(this.machines.favourites, {
      input: { tenantProfileId, online: result.favourites.online, offline: result.favourites.offline },
    });
    this.update({
      status: 'ready',
      user: result.user,
      cities: result.cities,
      cityId,
      cityModalOpen: result.cityModalOpen,
      city,
      favourites,
    });
    city.subscribe((snapshot) => {
      const { cityId, cities } = snapshot.context;
      if (cityId !== this.snapshot.cityId || cities !== this.snapshot.cities) {
        this.update({ cityId, cities });
      }
    });
    city.start();
    favourites.start();
    if (result.user !== null) {
      // The start's refresh just stored fresh tokens: count their lifetime from now.
      this.keeper.send({ type: 'session.renewed', lifetimeMs: this.services.renewal?.lifetimeMs() ?? null });
    }
  }

  private update(change: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) {
      listener();
    }
  }
}
