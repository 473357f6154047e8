/**
 * A page rendered the server's way, then hydrated the browser's way, as the portal's pages are: the tests of what
 * hydration keeps (tests/ui/layout/SearchBoxHydration.test.tsx, tests/ui/app/nearMeHydration.test.tsx).
 */
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { Services } from '../../ui/app/services.ts';
import type { RouterContext } from '../../ui/app/context.ts';
import { ServerSession } from '../../ui/app/serverSession.ts';
import { CITIES } from './renderApp.tsx';

let root: Root | null = null;

/** The router context of a page of city 1, as the server and the browser both build it. */
export function cityPageContext(services: Services): RouterContext {
  return { services, session: new ServerSession({ cityId: 1, cities: CITIES }), cityId: 1 };
}

/** The page of `router` as the server sends it: loaded, rendered to markup, in a container in the document. */
export async function serverRendered(router: AnyRouter): Promise<HTMLElement> {
  await router.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={router} />);
  document.body.append(container);
  return container;
}

/** Hydrates `container` with the page of `router`; recoverable errors (a mismatch rendered again from scratch) are collected. */
export async function hydrated(container: HTMLElement, router: AnyRouter): Promise<{ recoverable: unknown[] }> {
  await router.load();
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { recoverable };
}

/** For afterEach: unmounts the hydrated page and empties the document. */
export function unmountHydrated(): void {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
}
