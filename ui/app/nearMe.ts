/**
 * The page's «Рядом со мной» (core/machines/nearMe.ts) as screens use it: one actor per page load, started on its
 * first use with the position kept earlier in the tab, and the origin every distance of the page is measured from.
 * Loaded with the screens that show distances, so XState stays out of the first screen's JavaScript.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import { createActor, type Actor } from 'xstate';
import { pageOrigin, sameOrigin, type OriginChoice } from '../../core/domain/geo/cityArea.ts';
import type { DistanceOrigin, GeoPoint } from '../../core/domain/geo/distance.ts';
import type { NearMeStatus } from '../../core/domain/geo/nearMeText.ts';
import type { PositionFailure } from '../../core/errors.ts';
import { provideNearMe } from '../../core/machines/nearMe.ts';
import { useServices, useSessionPart } from './context.ts';
import type { Ports, Services } from './services.ts';

type NearMeActor = Actor<ReturnType<typeof provideNearMe>>;

/** The page's actor, bound once (Services.bind); null where nobody can be asked (a server render). */
function startNearMe(ports: Ports): NearMeActor | null {
  const { geolocator, positions } = ports;
  if (geolocator === undefined || positions === undefined) {
    return null;
  }
  return createActor(provideNearMe({ geolocator, positions }), { input: { position: positions.read() } }).start();
}

/** What a screen reads of «Рядом со мной», and its two commands. */
export interface NearMe {
  status: NearMeStatus;
  position: GeoPoint | null;
  failure: PositionFailure | null;
  /** Asks the device (the shopper's tap). */
  request(): void;
  /** Stops measuring from the shopper and forgets the position in the tab. */
  forget(): void;
}

type NearMeSnapshot = ReturnType<NearMeActor['getSnapshot']>;

/** The state a server render (and the hydrating render, which must match it) shows: nothing asked, no position. */
const NOTHING_ASKED: Pick<NearMe, 'status' | 'position' | 'failure'> = {
  status: 'unknown',
  position: null,
  failure: null,
};

type NearMeView = Pick<NearMe, 'status' | 'position' | 'failure'>;

/** Each actor snapshot's view, made once: React compares what the store gives by identity. */
const views = new WeakMap<NearMeSnapshot, NearMeView>();

/**
 * What the page shows of a snapshot. Nothing asked is the server's very object: hydration then finds the store as
 * the server rendered it and renders nothing again (a render after hydration is synchronous, the whole list in one task).
 */
function viewOf(snapshot: NearMeSnapshot | undefined): NearMeView {
  if (snapshot === undefined) {
    return NOTHING_ASKED;
  }
  const known = views.get(snapshot);
  if (known !== undefined) {
    return known;
  }
  const status = snapshot.value === 'starting' ? 'unknown' : snapshot.value;
  const { position, failure } = snapshot.context;
  const view =
    status === NOTHING_ASKED.status && position === null && failure === null
      ? NOTHING_ASKED
      : { status, position, failure };
  views.set(snapshot, view);
  return view;
}

/** The page's «Рядом со мной» as a store React reads: its actor is bound when the first reader subscribes. */
interface NearMeStore {
  subscribe(listener: () => void): () => void;
  read(): NearMeView;
  request(): void;
  forget(): void;
  /** Whether the actor is bound: before, `read` is the server's view, not yet what the tab knows. */
  started(): boolean;
}

const stores = new WeakMap<Services, NearMeStore>();

/**
 * One store per page load. Binding the actor (its machine, its start) is the costliest part of the first render
 * of a list that reads it: bound on subscribing, it runs after the render is committed, in an effect of its own, not
 * within the hydrating render's task. Until then the store shows nothing asked, as the server rendered.
 */
function nearMeStore(services: Services): NearMeStore {
  const known = stores.get(services);
  if (known !== undefined) {
    return known;
  }
  let actor: NearMeActor | null | undefined;
  const bound = (): NearMeActor | null => (actor ??= services.bind(startNearMe));
  const store: NearMeStore = {
    subscribe: (listener) => {
      const subscription = bound()?.subscribe(listener);
      return () => subscription?.unsubscribe();
    },
    read: () => (actor === undefined ? NOTHING_ASKED : viewOf(actor?.getSnapshot())),
    request: () => bound()?.send({ type: 'position.requested' }),
    forget: () => bound()?.send({ type: 'position.forgotten' }),
    started: () => actor !== undefined,
  };
  stores.set(services, store);
  return store;
}

/** «Рядом со мной» of this page load; the server's view while hydrating, so the HTML matches. */
export function useNearMe(): NearMe {
  return usePageNearMe().nearMe;
}

/** «Рядом со мной», and whether the page's actor had started when it rendered (before, its view is not the tab's). */
function usePageNearMe(): { nearMe: NearMe; started: boolean } {
  const store = nearMeStore(useServices());
  const view = useSyncExternalStore(store.subscribe, store.read, () => NOTHING_ASKED);
  const nearMe = useMemo(() => ({ ...view, request: store.request, forget: store.forget }), [view, store]);
  return { nearMe, started: store.started() };
}

/** Where the page's distances are measured from, with «Рядом со мной» and the city's name for the sentences. */
export interface PageOrigin {
  choice: OriginChoice;
  nearMe: NearMe;
  cityName: string | null;
}

function useOrigin(nearMe: NearMe): PageOrigin {
  const cityId = useSessionPart((snapshot) => snapshot.cityId);
  const cities = useSessionPart((snapshot) => snapshot.cities);
  const choice = useMemo(() => pageOrigin(cityId, cities, nearMe.position), [cityId, cities, nearMe.position]);
  const cityName = cities.find((candidate) => candidate.id === cityId)?.name ?? null;
  return { choice, nearMe, cityName };
}

/** The origin of the page's distances: the shopper's position in the chosen city, else its centre (core pageOrigin, as the loaders). */
export function usePageOrigin(): PageOrigin {
  return useOrigin(useNearMe());
}

/** When a page's data depends on the origin it was measured from. */
export interface MeasuredData {
  /** The page's data is ordered by distance from the origin it was read with. */
  sortedByDistance: boolean;
  /** The page also labels its data with distances read from the loader's origin, so the shopper's position needs a read too. */
  labelledFromShopper?: boolean;
}

/**
 * The origin the page measures from now, and its data read again only when that origin moved (/offline, /brands):
 * ordered by distance, the loader measured from where the page stood then (core pageOrigin: the city centre on the
 * server, the position kept in the tab), which is where the page measures too until the shopper's position comes or
 * goes. Nothing is judged before the page's «Рядом со мной» has started: until then it shows the server's view, not
 * what the tab keeps, and a list ordered from the kept position would be read again for nothing. A pair of wanted and
 * `measured` origins is asked once until the two agree again, so an origin the loader cannot see (storage refused) or
 * a read that failed never loops.
 */
export function useDistanceOrder(
  measured: DistanceOrigin | null | undefined,
  needs: MeasuredData,
): DistanceOrigin | null {
  const router = useRouter();
  const { nearMe, started } = usePageNearMe();
  const { choice } = useOrigin(nearMe);
  const wanted = choice.origin;
  const asked = useRef<{ wanted: DistanceOrigin | null; measured: DistanceOrigin | null } | null>(null);
  const shopperMoved = wanted?.kind === 'shopper' || measured?.kind === 'shopper';
  const depends = needs.sortedByDistance || (needs.labelledFromShopper === true && wanted?.kind === 'shopper');
  useEffect(() => {
    if (!started || !depends || !shopperMoved || sameOrigin(wanted, measured)) {
      if (sameOrigin(wanted, measured)) {
        asked.current = null;
      }
      return;
    }
    const last = asked.current;
    if (last !== null && sameOrigin(last.wanted, wanted) && sameOrigin(last.measured, measured)) {
      return;
    }
    asked.current = { wanted, measured: measured ?? null };
    void router.invalidate();
  }, [router, started, depends, shopperMoved, wanted, measured]);
  return wanted;
}
