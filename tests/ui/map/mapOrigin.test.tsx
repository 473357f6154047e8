// @vitest-environment jsdom
/**
 * The map measures its distances from the page's one origin (core pageOrigin, as the list and its loader do): a city
 * the session knows without a centre gives no distance on the list, so the map's cards give none either. The map used
 * to make up a centre of its own from its outlets' median and label every card «… км от центра города» (review of
 * session 13).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { MapOutlet } from '../../../core/domain/showcase/mapOutlet.ts';
import { renderApp } from '../renderApp.tsx';

afterEach(cleanup);

beforeAll(async () => {
  await import('../../../ui/screens/OfflineScreen.tsx');
}, 60_000);

function mapOutlet(id: number, name: string, lat: number, lon: number): MapOutlet {
  return {
    id,
    name,
    address: `ул. Ленина, ${id}`,
    categoryId: null,
    coordinatesLatitude: lat,
    coordinatesLongitude: lon,
    maximumCashback: 0.1,
  };
}

const OUTLETS = [mapOutlet(1, 'Пекарня', 56.01, 92.85), mapOutlet(2, 'Аптека', 56.03, 92.9)];

async function openedCard(city: { latitude?: number; longitude?: number }) {
  await renderApp('/offline?view=map', {
    cities: [{ id: 1, name: 'Красноярск', ...city }],
    api: { salesUnitsMapList: async () => OUTLETS, salesUnitsPublicList: async () => [] },
  });
  const list = await screen.findByRole('region', { name: /Точки на карте|Список точек/ });
  fireEvent.click(await within(list).findByRole('button', { name: /Пекарня/ }));
  return screen.findByRole('dialog', { name: /Пекарня/ });
}

describe('the distances on the map', { timeout: 20_000 }, () => {
  it('a city with its centre: the card says how far the outlet is from the centre', async () => {
    const card = await openedCard({ latitude: 56.0153, longitude: 92.8932 });
    expect(card.textContent).toMatch(/км от центра города/);
  });

  it('a city without a centre: no distance, as on the list, not one from a centre made up of the outlets', async () => {
    const card = await openedCard({});
    expect(card.textContent).not.toMatch(/ от центра города| м$| км/);
  });
});
