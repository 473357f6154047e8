// @vitest-environment jsdom
/**
 * The page's city is the root route's context: the router keeps it equal to the session's, its loaders read
 * for it, and a new city makes them read again.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { brand, renderApp } from '../renderApp.tsx';

afterEach(cleanup);

beforeAll(async () => {
  await import('../../../ui/screens/BrandsScreen.tsx');
}, 60_000);

describe('the page’s city in the router’s context', { timeout: 20_000 }, () => {
  it('loaders read for the session’s city, and again for the city the shopper picks', async () => {
    const cities: number[] = [];
    const { router, session } = await renderApp('/brands', {
      api: {
        offlinePartners: async ({ cityCodeId }) => {
          cities.push(cityCodeId);
          return { brands: [brand(cityCodeId, `Партнёр города ${cityCodeId}`)] };
        },
      },
    });
    await screen.findByRole('link', { name: 'Партнёр города 1' });
    expect(router.options.context.cityId).toBe(1);
    act(() => session.selectCity(2));
    await screen.findByRole('link', { name: 'Партнёр города 2' });
    expect(router.options.context.cityId).toBe(2);
    // No read before the session settled its city: a page that starts in the browser waits for it.
    expect(cities).toEqual([1, 2]);
  });

  it('a visitor with no city reads nothing and is asked for one', async () => {
    let reads = 0;
    const { router } = await renderApp('/brands', {
      storedCityId: null,
      api: {
        offlinePartners: async () => {
          reads += 1;
          return { brands: [] };
        },
      },
    });
    await waitFor(() => expect(router.options.context.cityId).toBeNull());
    expect(await screen.findAllByRole('button', { name: 'Выбрать город' })).not.toHaveLength(0);
    expect(reads).toBe(0);
  });
});
