// @vitest-environment jsdom
/**
 * The frames card (issue 21 «The frames card uses the same rule»): its point is the coordinates call's answer,
 * which is the centre of a city (server/routes/coordinates.ts), so it says so; and it shows nothing until a
 * city is chosen.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ApiPort } from '../../../../core/ports/index.ts';
import { renderApp } from '../../renderApp.tsx';
import { outlet } from '../fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  await import('../../../../ui/screens/FramesScreen.tsx');
}, 60_000);

/**
 * Kazan's centre, as the coordinates call answers it, and two of its outlets; `read` settles once the card's
 * outlets have been answered, so a test can tell «not shown» from «not there yet».
 */
function kazan(): { api: Partial<ApiPort>; read: Promise<void> } {
  let answered = () => {};
  const read = new Promise<void>((resolve) => {
    answered = resolve;
  });
  return {
    read,
    api: {
      coordinates: async () => ({ latitude: 55.79, longitude: 49.12, cityCodeId: 2 }),
      salesUnitsPublicList: async () => {
        answered();
        return [
          outlet(1, 'Далёкая', { coordinatesLatitude: 55.9, coordinatesLongitude: 49.12, address: 'ул. Дальняя, 1' }),
          outlet(2, 'Ближняя', {
            coordinatesLatitude: 55.791,
            coordinatesLongitude: 49.12,
            address: 'ул. Ближняя, 2',
            maximumCashback: 0.07,
          }),
        ];
      },
    },
  };
}

/** Lets the card's read settle and React render what it got. */
async function cardSettled(read: Promise<void>): Promise<void> {
  await read;
  for (let round = 0; round < 3; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

describe(
  'the frames card: distances from the city centre, said so (issue 21)',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    it('is headed «Рядом с центром города» and writes each distance with «от центра города», never as the visitor’s own', async () => {
      await renderApp('/frames', { storedCityId: 2, api: kazan().api });
      const card = await screen.findByRole('region', { name: 'Рядом с центром города · Казань' });
      const items = within(card).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Ближняя', 'Далёкая']);
      // The core's one rule: a no-break space between figure and unit, «от центра города» after a city-centre figure.
      expect(items[0]?.textContent).toBe('Ближняяул. Ближняя, 2 · 110\u00a0м от центра города · кэшбэк 7%');
      expect(items[1]?.textContent).toContain('12\u00a0км от центра города');
      expect(screen.queryByText(/Рядом с вами/)).toBeNull();
    });

    it('shows nothing while the page asks to choose a city, though the coordinates call answers a city centre', async () => {
      const { api, read } = kazan();
      await renderApp('/frames', { storedCityId: null, api });
      await screen.findByRole('button', { name: 'Выбрать город' });
      await cardSettled(read);
      expect(screen.queryByRole('region', { name: /Рядом/ })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Ближняя' })).toBeNull();
    });

    it('shows nothing when the centre it was given is another city’s than the chosen one', async () => {
      const { api, read } = kazan();
      await renderApp('/frames', { storedCityId: 1, api });
      await screen.findByRole('heading', { level: 1, name: 'Партнёры рядом' });
      await cardSettled(read);
      expect(screen.queryByRole('region', { name: /Рядом/ })).toBeNull();
    });
  },
);
