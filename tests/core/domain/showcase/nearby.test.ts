import { describe, expect, it } from 'vitest';
import { nearestOutlets } from '../../../../core/domain/showcase/nearby.ts';
import { shopperOrigin } from '../../../../core/domain/geo/distance.ts';
import { toOfflineCard } from '../../../../core/domain/showcase/offlineCard.ts';
import { outlet } from './records.ts';

describe('the outlets nearest to the visitor (frames mode card)', () => {
  const at = { lat: 55.75, lon: 37.62 };
  const card = (id: number, lat: number | null, lon: number | null) =>
    toOfflineCard(outlet(id, `Точка ${id}`, { coordinatesLatitude: lat, coordinatesLongitude: lon }), {
      baseApi: '/api',
      favourites: new Set(),
    });

  it('puts the nearest first and leaves out outlets without coordinates', () => {
    const cards = [card(1, 55.8, 37.62), card(2, 55.751, 37.62), card(3, null, null), card(4, 55.76, 37.62)];
    expect(nearestOutlets(cards, at).map((entry) => entry.card.id)).toEqual([2, 4, 1]);
  });

  it('says how far each one is', () => {
    const [nearest] = nearestOutlets([card(1, 55.751, 37.62)], at);
    expect(nearest!.metres).toBeGreaterThan(100);
    expect(nearest!.metres).toBeLessThan(120);
  });

  it('lists at most the given number, five by default', () => {
    const cards = Array.from({ length: 9 }, (_, index) => card(index + 1, 55.75 + index / 1000, 37.62));
    expect(nearestOutlets(cards, at).map((entry) => entry.card.id)).toEqual([1, 2, 3, 4, 5]);
    expect(nearestOutlets(cards, at, 2).map((entry) => entry.card.id)).toEqual([1, 2]);
  });
});

describe('the frames card measures with the one distance rule', () => {
  const card = (id: number, lat: number, lon: number) =>
    toOfflineCard(outlet(id, `Точка ${id}`, { coordinatesLatitude: lat, coordinatesLongitude: lon }), {
      baseApi: '/api',
      favourites: new Set(),
    });

  it('a bare point is a city centre: its distances are not the shopper’s', () => {
    const [nearest] = nearestOutlets([card(1, 55.751, 37.62)], { lat: 55.75, lon: 37.62 });
    expect(nearest!.distance.from).toBe('cityCentre');
  });

  it('from the shopper’s position the distances are theirs', () => {
    const [nearest] = nearestOutlets([card(1, 55.751, 37.62)], shopperOrigin({ lat: 55.75, lon: 37.62 }));
    expect(nearest!.distance).toEqual({ metres: nearest!.metres, from: 'shopper' });
  });
});
