/**
 * The one owner of the page's session contract: what screens read (`SessionSnapshot`), what they command
 * (`SessionStore`) and the snapshot every session starts from (`bootingSnapshot`). The stores implement it
 * and import it; it imports none of them (tests/architecture/importCycles.test.ts), and only core types.
 */
import type { LogoutScope } from '../../core/domain/logoutRequest.ts';
import type { CityNotice } from '../../core/machines/appBoot.ts';
import type { CityActor, FavouritesActor, RenderedView } from '../../core/machines/shopperSession.ts';
import type { City, UserInfo } from '../../core/model/index.ts';

/** The session machine's actors and the public view a page is rendered for (its city and the city list): types only, no machine code. */
export type { FavouritesActor, RenderedView };

/** What the UI renders from the session. Replaced (never mutated), and only when something in it changed. */
export interface SessionSnapshot {
  /** 'booting' until the application start settled; user parts of the layout wait for 'ready'. */
  status: 'booting' | 'ready';
  user: UserInfo | null;
  cities: readonly City[];
  cityId: number | null;
  cityModalOpen: boolean;
  /** Signing in switched the page to the profile's city: the city modal says so, with the way back. None while booting. */
  cityNotice?: CityNotice | null;
  /** The city store (call `selectCity` to choose); null while booting. */
  city: CityActor | null;
  /** Send 'favourite.toggled' here; it emits 'login.required' for a signed-out visitor. Null while booting. */
  favourites: FavouritesActor | null;
}

/**
 * The page's session as screens see it: a snapshot to render and the commands of the layout.
 * In the browser it is `DeferredSession` until `AppSession` (the façade over core/machines/shopperSession.ts)
 * arrives, then that; a server render uses `ServerSession`, a signed-out visitor's.
 */
export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  /** The snapshot the page's HTML was rendered with: hydration renders it first, then the current one. */
  getRenderedSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  openCityModal(): void;
  closeCityModal(): void;
  selectCity(cityId: number): void;
  /** «Выйти» (scope `session`, the default) or «Выйти на всех устройствах» (`all`): core/machines/logout.ts. */
  logOut(scope?: LogoutScope): void;
}

const made = new WeakMap<RenderedView, SessionSnapshot>();
let withoutView: SessionSnapshot | null = null;

/**
 * The session before the application start has settled: nobody signed in, no actors yet, and the city
 * and cities of the view the page was rendered for (none for a page that starts in the browser).
 * The same object for the same view: the session that arrives after hydration (AppSession) then starts from
 * the very snapshot the page hydrated with, and keeps it until something shown changes, so its readers have
 * nothing to render again.
 */
export function bootingSnapshot(view?: RenderedView): SessionSnapshot {
  if (view === undefined) {
    withoutView ??= startingSnapshot(undefined);
    return withoutView;
  }
  let snapshot = made.get(view);
  if (snapshot === undefined) {
    snapshot = startingSnapshot(view);
    made.set(view, snapshot);
  }
  return snapshot;
}

function startingSnapshot(view: RenderedView | undefined): SessionSnapshot {
  return {
    status: 'booting',
    user: null,
    cities: view?.cities ?? [],
    cityId: view?.cityId ?? null,
    cityModalOpen: false,
    city: null,
    favourites: null,
  };
}
