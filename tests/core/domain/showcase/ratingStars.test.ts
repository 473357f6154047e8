import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingStars } from '../../../../core/domain/showcase/ratingStars.ts';

describe('rating stars: the average to the nearest half star (issue 19)', () => {
  it('a 4.5 rating shows four and a half stars', () => {
    expect(ratingStars(4.5)).toEqual({ full: 4, half: true, empty: 0 });
  });

  it('rounds to the nearest half: 4.2 is four, 4.3 four and a half, 4.8 five', () => {
    expect(ratingStars(4.2)).toEqual({ full: 4, half: false, empty: 1 });
    expect(ratingStars(4.3)).toEqual({ full: 4, half: true, empty: 0 });
    expect(ratingStars(4.8)).toEqual({ full: 5, half: false, empty: 0 });
    expect(ratingStars(0.2)).toEqual({ full: 0, half: false, empty: 5 });
  });

  it('clamps to 0–5 and always draws five stars in all', () => {
    expect(ratingStars(7)).toEqual({ full: 5, half: false, empty: 0 });
    expect(ratingStars(-1)).toEqual({ full: 0, half: false, empty: 5 });
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (average) => {
        const stars = ratingStars(average);
        expect(stars.full + (stars.half ? 1 : 0) + stars.empty).toBe(5);
      }),
    );
  });
});
