/**
 * The floor of `npm run bench:web` (issue 31 §8): the page the server rendered, hydrated by React and TanStack
 * Router alone, with none of the app (no services, machines, loaders or lazy screens). The page's markup is
 * turned back into React elements (domToElements.ts) which one root route renders; what this costs the main
 * thread is what any React + router app must pay for the same markup, so the app's figures are read beside it.
 * Started by the page's own boot script (ui/boot.ts) in the app entry's place, after the first paint.
 */
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { elementsOf } from './domToElements.ts';
import { FLOOR_STATE_ATTRIBUTE } from './floorState.ts';

async function startFloor(): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) {
    throw new Error('floor: the page has no #root element');
  }
  const children = elementsOf(container.childNodes);
  const router = createRouter({ routeTree: createRootRoute({ component: () => children }) });
  // As the app's hydration does (the router's own `hydrate`): the server's tree shape, without the router's Suspense.
  (router as unknown as { ssr: object }).ssr = { manifest: undefined };
  await router.load();
  let mismatched = false;
  startTransition(() => {
    hydrateRoot(container, createElement(RouterProvider, { router }), {
      onRecoverableError: (error) => {
        mismatched = true;
        console.error('floor: the markup did not hydrate as rendered', error);
      },
    });
  });
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    container.setAttribute(FLOOR_STATE_ATTRIBUTE, mismatched ? 'mismatch' : 'ok');
  });
}

void startFloor();
