import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CashbackFigures } from '../../../../core/domain/cashback.ts';
import { cityCentreOrigin, shopperOrigin } from '../../../../core/domain/geo/distance.ts';
import { nearestBrandOutlets } from '../../../../core/domain/showcase/brandPlaces.ts';
import {
  brandDistanceMetres,
  SHOWCASE_SORTS,
  shownActions,
  sortActions,
  sortBrands,
  sortBrandShowcase,
  sortOfflineCards,
  sortOfflineShowcase,
  sortOnlineShowcase,
} from '../../../../core/domain/showcase/sorting.ts';

type TestAction = { id: number; number: number; sf: boolean };
const action = (id: number, number: number, sf: boolean): TestAction => ({ id, number, sf });

function isPermutation<T>(input: readonly T[], output: readonly T[]): boolean {
  if (input.length !== output.length) {
    return false;
  }
  const remaining = input.slice();
  for (const item of output) {
    const at = remaining.indexOf(item);
    if (at === -1) {
      return false;
    }
    remaining.splice(at, 1);
  }
  return true;
}

const nullableRank = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : value);

describe('shown actions: one row per action number, the sf row taking precedence (§5)', () => {
  it('an outlet never lists one action twice: «Кэшбэк по выходным» shows once, as its sf override', () => {
    const shown = shownActions([action(1, 1, false), action(2, 2, false), action(3, 1, true)]);
    expect(shown.map((a) => a.id)).toEqual([3, 2]);
  });

  it('keeps the first plain row of a number without an sf row, in number order', () => {
    expect(shownActions([action(1, 2, false), action(2, 1, false), action(3, 2, false)]).map((a) => a.id)).toEqual([
      2, 1,
    ]);
  });

  it('property: each number once, each row the first of its number in sortActions order', () => {
    const arb = fc.array(fc.record({ id: fc.nat(), number: fc.integer({ min: -3, max: 3 }), sf: fc.boolean() }), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(arb, (actions) => {
        const shown = shownActions(actions);
        const sorted = sortActions(actions);
        expect(new Set(shown.map((a) => a.number)).size).toBe(shown.length);
        expect(shown).toEqual(sorted.filter((a, index) => sorted.findIndex((b) => b.number === a.number) === index));
      }),
    );
  });
});

describe('actions: by number ascending, sf entries first for the same number (§5)', () => {
  it('orders by number', () => {
    const sorted = sortActions([action(1, 3, false), action(2, 1, false), action(3, 2, false)]);
    expect(sorted.map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it('puts sf entries before non-sf ones of the same number, but not before a lower number', () => {
    const sorted = sortActions([
      action(1, 2, false),
      action(2, 2, true),
      action(3, 1, false),
      action(4, 2, false),
      action(5, 2, true),
    ]);
    expect(sorted.map((a) => a.id)).toEqual([3, 2, 5, 1, 4]);
  });

  it('keeps the input order of equal entries and does not mutate the input', () => {
    const input = [action(1, 1, false), action(2, 1, false), action(3, 0, true)];
    const copy = input.slice();
    expect(sortActions(input).map((a) => a.id)).toEqual([3, 1, 2]);
    expect(input).toEqual(copy);
  });

  it('property: a permutation, ordered by (number, sf first), stable', () => {
    const arb = fc.array(fc.record({ number: fc.integer({ min: -3, max: 3 }), sf: fc.boolean() }), { maxLength: 40 });
    fc.assert(
      fc.property(arb, (raw) => {
        const input = raw.map((a, id) => ({ ...a, id }));
        const sorted = sortActions(input);
        expect(isPermutation(input, sorted)).toBe(true);
        for (let i = 1; i < sorted.length; i += 1) {
          const prev = sorted[i - 1]!;
          const next = sorted[i]!;
          expect(prev.number <= next.number).toBe(true);
          if (prev.number === next.number) {
            expect(Number(prev.sf) >= Number(next.sf)).toBe(true);
            if (prev.sf === next.sf) {
              expect(prev.id < next.id).toBe(true);
            }
          }
        }
      }),
    );
  });
});

describe('brands: by positionSf ascending, nulls last (§5)', () => {
  it('orders positions and puts brands without one last, in their input order', () => {
    const brands = [
      { id: 1, positionSf: null },
      { id: 2, positionSf: 5 },
      { id: 3, positionSf: 1 },
      { id: 4, positionSf: null },
      { id: 5, positionSf: 0 },
    ];
    expect(sortBrands(brands).map((b) => b.id)).toEqual([5, 3, 2, 1, 4]);
    expect(brands.map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('treats a NaN position like a missing one', () => {
    expect(
      sortBrands([
        { id: 1, positionSf: Number.NaN },
        { id: 2, positionSf: 9 },
      ]).map((b) => b.id),
    ).toEqual([2, 1]);
  });

  it('property: a permutation, ordered, nulls last, stable', () => {
    const arb = fc.array(fc.option(fc.integer({ min: -5, max: 5 })), { maxLength: 40 });
    fc.assert(
      fc.property(arb, (positions) => {
        const input = positions.map((positionSf, id) => ({ id, positionSf }));
        const sorted = sortBrands(input);
        expect(isPermutation(input, sorted)).toBe(true);
        for (let i = 1; i < sorted.length; i += 1) {
          const prev = sorted[i - 1]!;
          const next = sorted[i]!;
          const a = nullableRank(prev.positionSf);
          const b = nullableRank(next.positionSf);
          expect(a <= b).toBe(true);
          if (a === b) {
            expect(prev.id < next.id).toBe(true);
          }
        }
      }),
    );
  });
});

describe('offline cards: by position ascending, nulls last (§5)', () => {
  it('orders positions and puts cards without one last', () => {
    const cards = [
      { id: 1, position: null },
      { id: 2, position: 2 },
      { id: 3, position: 1 },
      { id: 4, position: 2 },
    ];
    expect(sortOfflineCards(cards).map((c) => c.id)).toEqual([3, 2, 4, 1]);
  });

  it('property: a permutation, ordered, nulls last, stable', () => {
    const arb = fc.array(fc.option(fc.integer({ min: -5, max: 5 })), { maxLength: 40 });
    fc.assert(
      fc.property(arb, (positions) => {
        const input = positions.map((position, id) => ({ id, position }));
        const sorted = sortOfflineCards(input);
        expect(isPermutation(input, sorted)).toBe(true);
        for (let i = 1; i < sorted.length; i += 1) {
          const prev = sorted[i - 1]!;
          const next = sorted[i]!;
          const a = nullableRank(prev.position);
          const b = nullableRank(next.position);
          expect(a <= b).toBe(true);
          if (a === b) {
            expect(prev.id < next.id).toBe(true);
          }
        }
      }),
    );
  });
});

describe('the shopper’s choice of order (issue 21)', () => {
  const known = (base: number): CashbackFigures => ({ known: true, base, pro: base * 2 });
  const unknown: CashbackFigures = { known: false };
  const here = shopperOrigin({ lat: 55.75, lon: 37.62 });
  type Card = {
    id: number;
    position: number | null;
    cashback: CashbackFigures;
    coordinatesLatitude: number | null;
    coordinatesLongitude: number | null;
  };
  const card = (
    id: number,
    position: number | null,
    cashback: CashbackFigures,
    lat: number | null = null,
    lon: number | null = null,
  ): Card => ({
    id,
    position,
    cashback,
    coordinatesLatitude: lat,
    coordinatesLongitude: lon,
  });
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

  it('offers the spec’s order, by cashback and by distance', () => {
    expect(SHOWCASE_SORTS).toEqual(['default', 'cashback', 'distance']);
  });

  describe('offline cards', () => {
    const cards = [
      card(1, null, known(0.05), 55.76, 37.62),
      card(2, 2, known(0.1), null, null),
      card(3, 1, unknown, 55.7501, 37.62),
      card(4, null, known(0.1), 55.751, 37.62),
      card(5, 3, known(0.03), 55.8, 37.62),
    ];

    it('by default in the spec’s order: position ascending, unpositioned last', () => {
      expect(ids(sortOfflineShowcase(cards, 'default', here))).toEqual([3, 2, 5, 1, 4]);
    });

    it('by cashback: the best first, equal figures in the spec’s order, unknown cashback last', () => {
      expect(ids(sortOfflineShowcase(cards, 'cashback'))).toEqual([2, 4, 1, 5, 3]);
    });

    it('by distance: the nearest first, outlets without coordinates last', () => {
      expect(ids(sortOfflineShowcase(cards, 'distance', here))).toEqual([3, 4, 1, 5, 2]);
    });

    it('by distance from the city centre when that is the origin, the same way', () => {
      expect(ids(sortOfflineShowcase(cards, 'distance', cityCentreOrigin(1, { lat: 55.8, lon: 37.62 })))).toEqual([
        5, 1, 4, 3, 2,
      ]);
    });

    it('by distance without an origin: the spec’s order, as there is nothing to measure from', () => {
      expect(ids(sortOfflineShowcase(cards, 'distance'))).toEqual(ids(sortOfflineShowcase(cards, 'default')));
    });

    it('equal distances keep the spec’s order', () => {
      const twins = [
        card(1, null, known(0.01), 55.76, 37.62),
        card(2, 5, known(0.01), 55.76, 37.62),
        card(3, 1, known(0.01), 55.76, 37.62),
      ];
      expect(ids(sortOfflineShowcase(twins, 'distance', here))).toEqual([3, 2, 1]);
    });

    it('returns a new array and leaves the input alone', () => {
      const before = ids(cards);
      const sorted = sortOfflineShowcase(cards, 'cashback');
      expect(sorted).not.toBe(cards);
      expect(ids(cards)).toEqual(before);
    });

    it('every order is a permutation of the cards', () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              position: fc.option(fc.integer({ min: 0, max: 5 })),
              base: fc.option(fc.integer({ min: 0, max: 20 })),
              lat: fc.option(fc.double({ min: 55, max: 56, noNaN: true })),
            }),
          ),
          fc.constantFrom(...SHOWCASE_SORTS),
          (rows, sort) => {
            const input = rows.map((row, index) =>
              card(
                index,
                row.position,
                row.base === null ? unknown : known(row.base / 100),
                row.lat,
                row.lat === null ? null : 37.6,
              ),
            );
            const output = sortOfflineShowcase(input, sort, here);
            expect(isPermutation(input, output)).toBe(true);
          },
        ),
      );
    });
  });

  describe('brands', () => {
    const outlets = new Map([
      [11, { coordinatesLatitude: 55.76, coordinatesLongitude: 37.62 }],
      [12, { coordinatesLatitude: 55.7505, coordinatesLongitude: 37.62 }],
      [21, { coordinatesLatitude: 55.755, coordinatesLongitude: 37.62 }],
      [31, { coordinatesLatitude: null, coordinatesLongitude: null }],
    ]);
    type TestBrand = { id: number; positionSf: number | null; cashback: CashbackFigures; salesUnits: number[] };
    const brand = (
      id: number,
      positionSf: number | null,
      cashback: CashbackFigures,
      salesUnits: number[],
    ): TestBrand => ({ id, positionSf, cashback, salesUnits });
    const brands = [
      brand(1, null, known(0.05), [11, 12]),
      brand(2, 1, known(0.07), [21]),
      brand(3, 2, known(0.07), [31]),
      brand(4, null, unknown, [99]),
    ];

    it('by default by positionSf, unpositioned last', () => {
      expect(ids(sortBrandShowcase(brands, 'default'))).toEqual([2, 3, 1, 4]);
    });

    it('by cashback: the best first, ties in the spec’s order', () => {
      expect(ids(sortBrandShowcase(brands, 'cashback'))).toEqual([2, 3, 1, 4]);
      expect(ids(sortBrandShowcase([brand(5, null, known(0.2), []), ...brands], 'cashback'))).toEqual([5, 2, 3, 1, 4]);
    });

    it('by distance: as near as the brand’s nearest outlet in the city; brands with none there last', () => {
      expect(ids(sortBrandShowcase(brands, 'distance', { origin: here, outlets }))).toEqual([1, 2, 3, 4]);
      expect(brandDistanceMetres(brands[0]!, outlets, here)).toBeCloseTo(55.6, 0);
      expect(brandDistanceMetres(brands[3]!, outlets, here)).toBeNull();
    });

    it('by distance without an origin or the city’s outlets: the spec’s order', () => {
      expect(ids(sortBrandShowcase(brands, 'distance', { outlets }))).toEqual([2, 3, 1, 4]);
      expect(ids(sortBrandShowcase(brands, 'distance', { origin: here }))).toEqual([2, 3, 1, 4]);
    });

    describe('each brand’s nearest outlet in the city, measured from where the page measures', () => {
      const cityOutlets = [...outlets].map(([id, place]) => ({
        id,
        ...place,
        name: `Точка ${id}`,
        address: 'ул. Длинная, 1',
      }));

      it('is the brand’s outlet nearest to the shopper, by id and coordinates only', () => {
        expect(nearestBrandOutlets(brands, cityOutlets, here)).toEqual([
          { brandId: 1, id: 12, coordinatesLatitude: 55.7505, coordinatesLongitude: 37.62 },
          { brandId: 2, id: 21, coordinatesLatitude: 55.755, coordinatesLongitude: 37.62 },
        ]);
      });

      it('depends on where distances are measured from: from further north, the brand’s northern outlet', () => {
        const north = cityCentreOrigin(1, { lat: 55.77, lon: 37.62 });
        expect(nearestBrandOutlets([brands[0]!], cityOutlets, north).map((place) => place.id)).toEqual([11]);
      });

      it('only the outlets of the city count: a brand with none there, or none with coordinates, has no nearest outlet', () => {
        expect(nearestBrandOutlets([brands[2]!, brands[3]!], cityOutlets, here)).toEqual([]);
      });

      it('orders and measures the brands as the city’s whole outlet list does', () => {
        const places = new Map(nearestBrandOutlets(brands, cityOutlets, here).map((place) => [place.id, place]));
        expect(ids(sortBrandShowcase(brands, 'distance', { origin: here, outlets: places }))).toEqual(
          ids(sortBrandShowcase(brands, 'distance', { origin: here, outlets })),
        );
        for (const each of brands) {
          expect(brandDistanceMetres(each, places, here)).toEqual(brandDistanceMetres(each, outlets, here));
        }
      });

      it('property: from any origin, the nearest outlets alone give every brand its distance over the whole list', () => {
        const point = fc.record({
          lat: fc.double({ min: 55.5, max: 56, noNaN: true }),
          lon: fc.double({ min: 37.3, max: 37.9, noNaN: true }),
        });
        fc.assert(
          fc.property(
            point,
            fc.array(fc.option(point, { nil: null }), { minLength: 1, maxLength: 12 }),
            fc.array(fc.array(fc.nat(11), { maxLength: 4 }), { maxLength: 6 }),
            (from, spots, owned) => {
              const origin = shopperOrigin(from);
              const all = spots.map((spot, id) => ({
                id,
                coordinatesLatitude: spot?.lat ?? null,
                coordinatesLongitude: spot?.lon ?? null,
              }));
              const whole = new Map(all.map((outlet) => [outlet.id, outlet]));
              const listed = owned.map((salesUnits, id) => ({ id, salesUnits }));
              const places = new Map(nearestBrandOutlets(listed, all, origin).map((place) => [place.id, place]));
              return listed.every(
                (each) => brandDistanceMetres(each, places, origin) === brandDistanceMetres(each, whole, origin),
              );
            },
          ),
        );
      });
    });
  });

  describe('online shops', () => {
    const shops = [
      { id: 1, position: null, cashback: known(0.05) },
      { id: 2, position: 1, cashback: known(0.02) },
      { id: 3, position: 2, cashback: known(0.08) },
    ];

    it('by cashback the best first', () => {
      expect(ids(sortOnlineShowcase(shops, 'cashback'))).toEqual([3, 1, 2]);
    });

    it('have no distance: «by distance» keeps the spec’s order', () => {
      expect(ids(sortOnlineShowcase(shops, 'distance'))).toEqual([2, 3, 1]);
      expect(ids(sortOnlineShowcase(shops, 'default'))).toEqual([2, 3, 1]);
    });
  });
});
