// @vitest-environment jsdom
/**
 * The outlet's week of opening hours: «open now» and today's row are the city's, judged in its time zone (core
 * cityTimeZone, openStateNow), never the browser's (issue 21). One fixed instant, two cities seven hours apart:
 * the same outlet is open in one and closed in the other, which no reading of the browser's (or the test
 * machine's) own zone can give, whatever that zone is.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { City, OpeningHours } from '../../../../core/model/index.ts';
import type { ApiPort } from '../../../../core/ports/index.ts';
import { renderApp } from '../../renderApp.tsx';
import { outlet } from '../fixtures.ts';

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

beforeAll(async () => {
  await import('../../../../ui/screens/OutletScreen.tsx');
}, 60_000);

afterEach(cleanup);

// The test portal's clock (tests/ui/renderApp.tsx) stands at Wednesday 15 January 2025, 00:00 UTC: Tuesday evening
// in the Americas, Wednesday 03:00 in Moscow, Wednesday 10:00 in Vladivostok.

/** Weekdays 09:00–18:00, the weekend off. */
const WEEKDAYS_NINE_TO_SIX: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((day) =>
  day >= 6 ? { day, open: null, close: null, dayOff: true } : { day, open: '09:00', close: '18:00', dayOff: false },
);

const CITIES: City[] = [
  // No zone named: the core's default, Moscow time (UTC+3).
  { id: 1, name: 'Москва' },
  { id: 3, name: 'Владивосток', timeZone: 'Asia/Vladivostok' },
];

function outletIn(cityCodeId: number): Partial<ApiPort> {
  return {
    salesUnit: async (id) => outlet(id, 'Кофейня «Утро»', { cityCodeId }),
    salesUnitActions: async () => [],
    salesUnitActionTerms: async () => [],
    openingHours: async () => WEEKDAYS_NINE_TO_SIX,
    feedbacks: async () => [],
  };
}

function hoursSection(): HTMLElement {
  return screen.getByRole('region', { name: /Часы работы/ });
}

/** The rows' day names, today's marked «(сегодня)». */
async function days(): Promise<string[]> {
  const rows = within(await screen.findByRole('table')).getAllByRole('row');
  return rows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

describe('opening hours in the city’s time zone (issue 21)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('in Vladivostok (UTC+10) it is Wednesday 10:00: open until 18:00, Wednesday is today', async () => {
    await renderApp('/offline/7', { cities: CITIES, storedCityId: 3, api: outletIn(3) });
    const today = (await days()).filter((day) => day.endsWith('(сегодня)'));
    expect(today).toEqual(['Среда (сегодня)']);
    const section = hoursSection();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Часы работыОткрыто сейчас');
    expect(section.textContent).toContain('Открыто до 18:00');
    expect(within(section).getByRole('row', { current: 'date' }).textContent).toContain('09:00–18:00');
  });

  it('in a city that names no zone it is Moscow time, Wednesday 03:00: closed until 09:00, Wednesday is today', async () => {
    await renderApp('/offline/7', { cities: CITIES, storedCityId: 1, api: outletIn(1) });
    expect((await days()).filter((day) => day.endsWith('(сегодня)'))).toEqual(['Среда (сегодня)']);
    const section = hoursSection();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Часы работыЗакрыто');
    expect(section.textContent).toContain('Закрыто · откроется в 09:00');
  });

  it('an outlet of Vladivostok opened with Moscow chosen is judged in its own city’s zone: open until 18:00', async () => {
    await renderApp('/offline/7', { cities: CITIES, storedCityId: 1, api: outletIn(3) });
    expect((await days()).filter((day) => day.endsWith('(сегодня)'))).toEqual(['Среда (сегодня)']);
    const section = hoursSection();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Часы работыОткрыто сейчас');
    expect(section.textContent).toContain('Открыто до 18:00');
  });
});
