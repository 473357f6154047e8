// @vitest-environment jsdom
/**
 * A list page reads «Рядом со мной» (ui/app/nearMe.ts): the server renders it as nothing asked, and so does the
 * browser when the shopper has asked nothing. Hydrating that page must not render it again at once: such a render
 * after hydration is synchronous, a whole list in one task (issue 31 §8: no task over 50 ms on a slowed phone).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router';
import type { GeoPoint } from '../../../core/domain/geo/distance.ts';
import type { RouterContext } from '../../../ui/app/context.ts';
import { useNearMe } from '../../../ui/app/nearMe.ts';
import { createServices } from '../../../ui/app/services.ts';
import { cityPageContext, hydrated as hydratedWith, serverRendered, unmountHydrated } from '../hydration.tsx';
import { fakeApi, memoryServices } from '../renderApp.tsx';

afterEach(unmountHydrated);

/** A page whose one component reads «Рядом со мной» and counts its renders; `kept` is the position kept in the tab. */
function page(kept: GeoPoint | null, browser: boolean) {
  const renders: string[] = [];
  /** What the renders found of the page's actor: whether the position store had been read yet (the actor's start reads it). */
  let reads = 0;
  const readsAfterRender: number[] = [];
  const base = memoryServices(fakeApi({}));
  const { bind: _bind, config, ...ports } = base;
  const services = browser
    ? createServices(
        {
          ...ports,
          geolocator: { locate: () => new Promise<GeoPoint>(() => {}) },
          positions: { read: () => ((reads += 1), kept), save: () => {}, clear: () => {} },
        },
        config,
      )
    : base;
  function List() {
    const nearMe = useNearMe();
    renders.push(nearMe.status);
    readsAfterRender.push(reads);
    return <p>{nearMe.status}</p>;
  }
  const router = createRouter({
    routeTree: createRootRouteWithContext<RouterContext>()({ component: List }),
    context: cityPageContext(services),
    history: createMemoryHistory({ initialEntries: ['/offline'] }),
  });
  return { router, renders, readsAfterRender };
}

async function hydrated(
  kept: GeoPoint | null,
): Promise<{ renders: string[]; text: string; readsAfterRender: number[] }> {
  const container = await serverRendered(page(null, false).router);
  const browser = page(kept, true);
  const { recoverable } = await hydratedWith(container, browser.router);
  expect(recoverable).toEqual([]);
  return { renders: browser.renders, text: container.textContent ?? '', readsAfterRender: browser.readsAfterRender };
}

describe('hydrating a page that reads «Рядом со мной»', () => {
  it('renders it once when the shopper has asked nothing: no render again after hydration', async () => {
    const { renders, text } = await hydrated(null);
    expect(text).toBe('unknown');
    expect(renders).toEqual(['unknown']);
  });

  it('builds its actor after the hydrating render, not within it: the render stays one short task', async () => {
    const { readsAfterRender } = await hydrated(null);
    expect(readsAfterRender).toEqual([0]);
  });

  it('still shows a position kept in the tab once hydrated', async () => {
    const { renders, text } = await hydrated({ lat: 55.75, lon: 37.62 });
    expect(renders[0]).toBe('unknown');
    expect(text).not.toBe('unknown');
  });
});
