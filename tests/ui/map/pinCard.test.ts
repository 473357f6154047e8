import { describe, expect, it } from 'vitest';
import { cityCentreOrigin, shopperOrigin, UNIT_SPACE } from '../../../core/domain/geo/distance.ts';
import { offlineCards } from '../../../core/domain/showcase/showcases.ts';
import { WEEKDAYS } from '../../../core/domain/openingHours.ts';
import type { OpeningHours } from '../../../core/model/index.ts';
import { pinCardText } from '../../../ui/map/pinCard.ts';
import { outlet } from '../../core/domain/showcase/records.ts';

const plain = (text: string | null) => text?.replaceAll(UNIT_SPACE, ' ') ?? null;
const [card] = offlineCards(
  [
    outlet(7, 'Кофейня «Зерно»', {
      address: 'ул. Арбат, 1',
      coordinatesLatitude: 55.7522,
      coordinatesLongitude: 37.5929,
      maximumCashback: 0.05,
    }),
  ],
  {
    baseApi: '/api',
    favourites: new Set(),
  },
);
const daytime: OpeningHours[] = WEEKDAYS.map((day) => ({ day, open: '10:00', close: '22:00', dayOff: false }));
/** Wednesday 14 January 2026, 12:00 in Moscow (09:00 UTC). */
const NOON_IN_MOSCOW = Date.UTC(2026, 0, 14, 9, 0);
const noHours = { hours: null, now: NOON_IN_MOSCOW, timeZone: 'Europe/Moscow', origin: null };

describe('pinCardText: what a pin’s card says', () => {
  it('names the outlet, prints its cashback chip as the cards do and links to its page', () => {
    const text = pinCardText(card!, noHours);
    expect(text.name).toBe('Кофейня «Зерно»');
    expect(text.cashback).toMatch(/^Кэшбэк \d+(,\d+)?\s?%$/);
    expect(text.cashbackPro).toMatch(/^PRO \d+(,\d+)?\s?%$/);
    expect(text.address).toBe('ул. Арбат, 1');
    expect(text.href).toBe('/offline/7');
  });

  it('says it is open, and until when, by the city’s clock', () => {
    expect(pinCardText(card!, { ...noHours, hours: daytime }).openNow).toBe('Открыто до 22:00');
  });

  it('says it is closed, and when it opens, at night', () => {
    const night = Date.UTC(2026, 0, 14, 20, 0); // 23:00 in Moscow
    expect(pinCardText(card!, { ...noHours, hours: daytime, now: night }).openNow).toBe(
      'Закрыто · откроется завтра в 10:00',
    );
  });

  it('says nothing of the hours before they are read, or when none are known', () => {
    expect(pinCardText(card!, noHours).openNow).toBeNull();
    expect(pinCardText(card!, { ...noHours, hours: [] }).openNow).toBeNull();
  });

  it('a distance from the shopper is a bare figure', () => {
    const text = pinCardText(card!, { ...noHours, origin: shopperOrigin({ lat: 55.7522, lon: 37.6 }) });
    expect(plain(text.distance)).toMatch(/^\d+ м$/);
  });

  it('a distance from the city centre says so, never passing for the shopper’s', () => {
    const text = pinCardText(card!, { ...noHours, origin: cityCentreOrigin(1, { lat: 55.7558, lon: 37.6173 }) });
    expect(plain(text.distance)).toBe('1,6 км от центра города');
  });

  it('no origin, or no coordinates, no distance', () => {
    expect(pinCardText(card!, noHours).distance).toBeNull();
    const [placeless] = offlineCards([outlet(8, 'Без координат')], { baseApi: '/api', favourites: new Set() });
    expect(
      pinCardText(placeless!, { ...noHours, origin: shopperOrigin({ lat: 55.75, lon: 37.6 }) }).distance,
    ).toBeNull();
  });
});
