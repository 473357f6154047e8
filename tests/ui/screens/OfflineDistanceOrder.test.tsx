// @vitest-environment jsdom
/**
 * Issue 33 §2: the distance order of /offline is decided in one place. The loader orders the page from where the page
 * measures (core pageOrigin: the shopper's position kept in the tab, else the city centre); the browser reads the
 * list again only when that origin moves (the shopper's position comes or goes), never to order it a second time
 * from the origin it was ordered from.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GeoPoint } from '../../../core/domain/geo/distance.ts';
import type { CityScope } from '../../../core/ports/index.ts';
import { renderApp, type RenderedApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

const SCREEN_TEST_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  await import('../../../ui/screens/OfflineScreen.tsx');
}, 60_000);

// Москва's centre at 55.75, 37.62: «Центр» stands 22 m north of it, «Юг» 5,6 km south; the shopper 22 m north of «Юг».
const cities = [
  { id: 1, name: 'Москва', latitude: 55.75, longitude: 37.62 },
  { id: 2, name: 'Казань', latitude: 55.79, longitude: 49.12 },
];
const outlets = [
  outlet(1, 'Центр', { position: 1, coordinatesLatitude: 55.7502, coordinatesLongitude: 37.62 }),
  outlet(2, 'Юг', { position: 2, coordinatesLatitude: 55.7, coordinatesLongitude: 37.62 }),
];
const shopper: GeoPoint = { lat: 55.7002, lon: 37.62 };

/** The portal at `url` with the city's list counted: each read is the loader ordering a page of it. */
async function counted(url: string, position: GeoPoint | null): Promise<{ app: RenderedApp; reads: () => number }> {
  let reads = 0;
  const app = await renderApp(url, {
    cities,
    position,
    api: {
      salesUnitsPublicList: async (_scope: CityScope) => {
        reads += 1;
        return outlets;
      },
    },
  });
  return { app, reads: () => reads };
}

function titles(): string[] {
  return Array.from(
    screen.getByRole('main').querySelectorAll('article.card .card__title'),
    (title) => title.textContent ?? '',
  );
}

/** Resolves once the router has no read under way (an invalidation started in an effect has finished). */
async function routerIdle(app: RenderedApp): Promise<void> {
  await waitFor(() => expect(app.router.state.status).toBe('idle'));
}

describe('/offline?sort=distance: one decision of the order', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('with a position kept in the tab: ordered from the shopper by the loader, and not read again', async () => {
    const { app, reads } = await counted('/offline?sort=distance', shopper);
    await screen.findByText('Юг');
    await waitFor(() => expect(app.services.bind((ports) => ports.positions?.read())).toEqual(shopper));
    await routerIdle(app);
    expect(titles()).toEqual(['Юг', 'Центр']);
    expect(reads()).toBe(1);
  });

  it('without a position: ordered from the city centre once, not read again', async () => {
    const { app, reads } = await counted('/offline?sort=distance', null);
    await screen.findByText('Центр');
    await routerIdle(app);
    expect(titles()).toEqual(['Центр', 'Юг']);
    expect(reads()).toBe(1);
  });

  it('when the shopper’s position goes or comes, the list is read once more and ordered from the new origin', async () => {
    const { app, reads } = await counted('/offline?sort=distance', shopper);
    await screen.findByText('Юг');
    const forget = await screen.findByRole('button', { name: 'Не учитывать, где я' });
    await routerIdle(app);
    const before = reads();
    await act(async () => {
      fireEvent.click(forget);
    });
    await waitFor(() => expect(titles()).toEqual(['Центр', 'Юг']));
    await routerIdle(app);
    expect(reads()).toBe(before + 1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Рядом со мной' }));
    });
    await waitFor(() => expect(titles()).toEqual(['Юг', 'Центр']));
    await routerIdle(app);
    expect(reads()).toBe(before + 2);
  });
});
