/** How a screen reaches the services and the session: both travel in the router context. */
import { useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { AppSession, SessionSnapshot } from './appSession.ts';
import type { Services } from './services.ts';

/** The context every route receives (`createRootRouteWithContext<RouterContext>()`). */
export interface RouterContext {
  services: Services;
  session: AppSession;
}

function useRouterContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}

/** The ports, the config and the bound machines of this page load. */
export function useServices(): Services {
  return useRouterContext().services;
}

/** The session store itself, for its commands (openCityModal, selectCity, logOut). */
export function useAppSession(): AppSession {
  return useRouterContext().session;
}

/** The session's current snapshot; re-renders on every change. */
export function useSession(): SessionSnapshot {
  const session = useAppSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
