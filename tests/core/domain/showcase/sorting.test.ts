import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownActions, sortActions, sortBrands, sortOfflineCards } from '../../../../core/domain/showcase/sorting.ts';

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
    expect(shownActions([action(1, 2, false), action(2, 1, false), action(3, 2, false)]).map((a) => a.id)).toEqual([2, 1]);
  });

  it('property: each number once, each row the first of its number in sortActions order', () => {
    const arb = fc.array(fc.record({ id: fc.nat(), number: fc.integer({ min: -3, max: 3 }), sf: fc.boolean() }), { maxLength: 40 });
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
    const sorted = sortActions([action(1, 2, false), action(2, 2, true), action(3, 1, false), action(4, 2, false), action(5, 2, true)]);
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
    expect(sortBrands([{ id: 1, positionSf: Number.NaN }, { id: 2, positionSf: 9 }]).map((b) => b.id)).toEqual([2, 1]);
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
