import { describe, expect, it } from 'vitest';
import { mapCards, mapOutlets } from '../../../../core/domain/showcase/mapOutlet.ts';
import { offlineCards } from '../../../../core/domain/showcase/showcases.ts';
import { outlet } from './records.ts';

const OPTIONS = { baseApi: '/api', favourites: new Set<number>() };

/** A city's records with hidden, repeated, unpositioned and uncashbacked outlets among them. */
const records = Array.from({ length: 40 }, (_, index) =>
  outlet(index % 37 === 36 ? 1 : index + 1, `Точка ${index + 1}`, {
    position: index % 5 === 0 ? null : 50 - index,
    active: index % 9 !== 4,
    blocked: index % 11 === 6,
    maximumCashback: index % 6 === 0 ? null : (index % 20) / 100,
    coordinatesLatitude: index % 8 === 0 ? null : 55.7 + index / 1000,
    coordinatesLongitude: 37.6,
    address: `ул. ${index + 1}`,
    categoryId: index % 3,
  }),
);

describe('the map’s outlets (issue 23): the showcase’s outlets with only what the map shows', () => {
  it('pins exactly the outlets the offline showcase lists, in its order', () => {
    expect(mapOutlets(records).map((pinned) => pinned.id)).toEqual(
      offlineCards(records, OPTIONS).map((card) => card.id),
    );
  });

  it('keeps only the fields a pin, its card and the list under the map read', () => {
    expect(
      mapOutlets([
        outlet(7, 'Кофейня', {
          address: 'Тверская, 1',
          categoryId: 3,
          coordinatesLatitude: 55.76,
          coordinatesLongitude: 37.61,
          maximumCashback: 0.07,
        }),
      ]),
    ).toEqual([
      {
        id: 7,
        name: 'Кофейня',
        address: 'Тверская, 1',
        categoryId: 3,
        coordinatesLatitude: 55.76,
        coordinatesLongitude: 37.61,
        maximumCashback: 0.07,
      },
    ]);
  });

  it('prints the cashback the showcase card prints for the same outlet, an unknown figure included', () => {
    const cards = offlineCards(records, OPTIONS);
    expect(mapCards(mapOutlets(records)).map((card) => card.cashback)).toEqual(cards.map((card) => card.cashback));
    expect(cards.some((card) => !card.cashback.known)).toBe(true);
  });
});
