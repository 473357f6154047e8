// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  await import('../../../ui/screens/FramesScreen.tsx');
}, 60_000);

describe('/frames: the card from the coordinates call (portal §7)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks for the coordinates with the iframe flag and lists the nearest outlets of that city, nearest first', async () => {
    const asked: unknown[] = [];
    const citiesAsked: number[] = [];
    await renderApp('/frames', {
      storedCityId: 2,
      api: {
        coordinates: async (options) => {
          asked.push(options);
          return { latitude: 55.79, longitude: 49.12, cityCodeId: 2 };
        },
        salesUnitsPublicList: async (scope) => {
          citiesAsked.push(scope.cityCodeId);
          return [
            outlet(1, 'Далёкая', { coordinatesLatitude: 55.9, coordinatesLongitude: 49.12, address: 'ул. Дальняя, 1' }),
            outlet(2, 'Ближняя', {
              coordinatesLatitude: 55.791,
              coordinatesLongitude: 49.12,
              address: 'ул. Ближняя, 2',
              maximumCashback: 0.07,
            }),
            outlet(3, 'Без координат'),
            outlet(4, 'Скрытая', { coordinatesLatitude: 55.79, coordinatesLongitude: 49.12, active: false }),
          ];
        },
      },
    });
    // The coordinates call answers a city's centre (server/routes/coordinates.ts): the card says so.
    const card = await screen.findByRole('region', { name: 'Рядом с центром города · Казань' });
    expect(asked).toEqual([{ iframe: true }]);
    expect(citiesAsked).toEqual([2]);
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Ближняя', 'Далёкая']);
    expect(items[0]?.textContent).toContain('ул. Ближняя, 2 · 110\u00a0м от центра города · кэшбэк 7%');
    expect(within(card).getByRole('link', { name: 'Ближняя' }).getAttribute('href')).toBe('/offline/2?iframe=true');
  });

  it('leaves the card out when the coordinates cannot be read', async () => {
    await renderApp('/frames');
    await screen.findByRole('heading', { level: 1, name: 'Партнёры рядом' });
    expect(screen.queryByRole('region', { name: /Рядом с/ })).toBeNull();
  });
});
