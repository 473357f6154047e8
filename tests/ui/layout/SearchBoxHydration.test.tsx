// @vitest-environment jsdom
/**
 * The header's search box is server-rendered: a shopper can type into it before the app's JavaScript takes the
 * page over. Hydration must keep that text and treat it as typed (issue 21), not replace it with the empty value
 * the server rendered. The page is rendered to markup here, text is put into the box as a browser does while the
 * scripts still load, and the same tree is then hydrated over it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { SimulatedClock } from 'xstate';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../core/domain/constants.ts';
import type { ApiPort, SearchRequest } from '../../../core/ports/index.ts';
import type { RouterContext } from '../../../ui/app/context.ts';
import { SearchBox } from '../../../ui/layout/SearchBox.tsx';
import type { AppRouter } from '../../../ui/router.tsx';
import { parseSearch, stringifySearch } from '../../../ui/routes/searchParams.ts';
import { cityPageContext, hydrated, serverRendered, unmountHydrated } from '../hydration.tsx';
import { fakeApi, memoryServices } from '../renderApp.tsx';

afterEach(unmountHydrated);

/** The header's box over the lists it searches, with the portal's context; no API call is expected. */
function pageRouter(href: string, api: ApiPort = fakeApi({}), timers?: SimulatedClock) {
  const context = cityPageContext(memoryServices(api, timers));
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <header>
          <SearchBox />
        </header>
        <Outlet />
      </>
    ),
  });
  const list = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <main>{path}</main> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([list('/'), list('/brands'), list('/news')]),
    context,
    history: createMemoryHistory({ initialEntries: [href] }),
    parseSearch,
    stringifySearch,
  });
  // The box is the portal's: its links and navigation are typed by the portal's router.
  return router as unknown as AppRouter;
}

/** The page as the server sends it, then `typed` in the box as a shopper types it before the scripts run. */
async function serverPageTypedInto(href: string, typed: string): Promise<HTMLElement> {
  // The server's render asks nothing of the API.
  const container = await serverRendered(pageRouter(href));
  const box = container.querySelector<HTMLInputElement>('input[type="search"]');
  expect(box?.value).toBe('');
  box!.value = typed;
  return container;
}

/** Hydrates the page the browser's way; recoverable errors (a mismatch re-rendered from scratch) are collected. */
async function hydrate(
  container: HTMLElement,
  href: string,
  api?: ApiPort,
): Promise<{ router: AppRouter; recoverable: unknown[]; clock: SimulatedClock }> {
  // The search machine's 500 ms pause runs on this clock: the tests move it, no real timer is waited for.
  const clock = new SimulatedClock();
  const router = pageRouter(href, api, clock);
  const { recoverable } = await hydrated(container, router);
  return { router, recoverable, clock };
}

/** Moves the machines' clock past the search box's pause, inside React's act. */
function pauseEnds(clock: SimulatedClock): void {
  act(() => clock.increment(SEARCH_DEBOUNCE_MS));
}

function box(): HTMLInputElement {
  return screen.getByRole('searchbox') as HTMLInputElement;
}

describe('search box: text typed before hydration (issue 21)', () => {
  it('keeps the text typed into the server-rendered box and applies it as typed: it reaches the list’s ?q', async () => {
    const container = await serverPageTypedInto('/brands', 'кофе');
    const { router, recoverable, clock } = await hydrate(container, '/brands');
    // The machine's code has arrived: from here on the box's value is the machine's.
    await waitFor(() => expect(screen.getByRole('search').dataset.ready).toBe('true'));
    expect(recoverable).toEqual([]);
    expect(box().value).toBe('кофе');
    expect(router.state.location.href).toBe('/brands');
    // After the 500 ms pause the list is filtered by it, as if it had been typed after hydration.
    pauseEnds(clock);
    await waitFor(() => expect(router.state.location.href).toBe(`/brands?q=${encodeURIComponent('кофе')}`));
    expect(box().value).toBe('кофе');
  });

  it('types over a ?q the page was rendered with', async () => {
    const container = await serverPageTypedInto('/brands?q=чай', 'чайник');
    const { router, clock } = await hydrate(container, '/brands?q=чай');
    await waitFor(() => expect(screen.getByRole('search').dataset.ready).toBe('true'));
    expect(box().value).toBe('чайник');
    pauseEnds(clock);
    await waitFor(() => expect(router.state.location.href).toBe(`/brands?q=${encodeURIComponent('чайник')}`));
  });

  it('from the main page, searches what was typed and opens the results panel; the address stays', async () => {
    const asked: SearchRequest[] = [];
    const api = fakeApi({
      search: async (request) => {
        asked.push(request);
        return { brands: { total: 0, hits: [] }, outlets: { total: 0, hits: [] }, shops: { total: 0, hits: [] } };
      },
    });
    const container = await serverPageTypedInto('/', 'мегалавка');
    const { router, clock } = await hydrate(container, '/', api);
    await waitFor(() => expect(screen.getByRole('search').dataset.ready).toBe('true'));
    expect(box().value).toBe('мегалавка');
    pauseEnds(clock);
    await screen.findByRole('region', { name: 'Результаты поиска' });
    expect(asked.map((request) => [request.q, request.cityCodeId])).toEqual([['мегалавка', 1]]);
    expect(router.state.location.href).toBe('/');
  });

  it('leaves an untouched box alone: nothing is searched and the address keeps no ?q', async () => {
    const container = await serverPageTypedInto('/brands', '');
    const { router, clock } = await hydrate(container, '/brands');
    await waitFor(() => expect(screen.getByRole('search').dataset.ready).toBe('true'));
    expect(box().value).toBe('');
    pauseEnds(clock);
    await act(async () => {});
    expect(router.state.location.href).toBe('/brands');
  });
});
