/** How a screen reaches the services and the session: both travel in the router context. */
import { useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { SessionSnapshot, SessionStore } from './session.ts';
import type { Services } from './services.ts';
import type { PageCity } from '../../core/domain/pageCity.ts';

/** The city a page's lists are for, as its session says (core PageCity). */
export function pageCityOf(snapshot: SessionSnapshot): PageCity {
  return snapshot.cityId ?? (snapshot.status === 'ready' ? null : undefined);
}

/** What the app gives its router (ui/router.tsx): the services and the session. */
export interface AppContext {
  services: Services;
  session: SessionStore;
}

/**
 * The root route's context, which every route's `beforeLoad` and loader receives
 * (`createRootRouteWithContext<RouterContext>()`): the app's, and the page's city, which the router keeps
 * equal to the session's (ui/router.tsx) and reads its loaders again for when it changes.
 */
export interface RouterContext extends AppContext {
  cityId: PageCity;
}

function useRouterContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}

/** The ports, the config and the bound machines of this page load. */
export function useServices(): Services {
  return useRouterContext().services;
}

/** The session store itself, for its commands (openCityModal, selectCity, logOut). */
export function useAppSession(): SessionStore {
  return useRouterContext().session;
}

/**
 * One part of the session's snapshot, re-rendering only when that part changes: what a layout part or a
 * card shows (the user, the favourites actor, the status). `select` returns a field of the snapshot or a
 * value, never a new object.
 */
export function useSessionPart<TPart>(select: (snapshot: SessionSnapshot) => TPart): TPart {
  const session = useAppSession();
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.getSnapshot()),
    () => select(session.getRenderedSnapshot()),
  );
}

/** The session's current snapshot; re-renders on every change (forms that read several parts). */
export function useSession(): SessionSnapshot {
  const session = useAppSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getRenderedSnapshot);
}
