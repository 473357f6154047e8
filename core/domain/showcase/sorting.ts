/** Showcase orderings of portal §5. Each returns a new array and leaves its input alone. */
import type { Action } from '../../model/index.ts';

/** Compares nullable positions: ascending, with missing (or non-finite) positions last. */
function byNullablePosition(a: number | null, b: number | null): number {
  const aMissing = a === null || !Number.isFinite(a);
  const bMissing = b === null || !Number.isFinite(b);
  if (aMissing || bMissing) {
    return Number(aMissing) - Number(bMissing);
  }
  return a - b;
}

/**
 * Actions by number ascending; for the same number sf entries come before non-sf ones (§5).
 * Otherwise the input order is kept (Array.prototype.sort is stable).
 */
export function sortActions<T extends Pick<Action, 'number' | 'sf'>>(actions: readonly T[]): T[] {
  return actions.slice().sort((a, b) => {
    if (a.number !== b.number) {
      return a.number - b.number;
    }
    return Number(b.sf) - Number(a.sf);
  });
}

/**
 * The actions a shopper is shown: one per action number, in `sortActions` order, the sf entry taking
 * precedence over the plain one of the same number (§5). The showcase override replaces the offer, it does
 * not stand beside it: an outlet never lists «Кэшбэк по выходным» twice with two sizes, and the header's
 * best figure is taken from these same rows.
 */
export function shownActions<T extends Pick<Action, 'number' | 'sf'>>(actions: readonly T[]): T[] {
  const seen = new Set<number>();
  return sortActions(actions).filter((action) => {
    if (seen.has(action.number)) {
      return false;
    }
    seen.add(action.number);
    return true;
  });
}

/** Brands by positionSf ascending, brands without a position last, ties in input order (§5). */
export function sortBrands<T extends { positionSf: number | null }>(brands: readonly T[]): T[] {
  return brands.slice().sort((a, b) => byNullablePosition(a.positionSf, b.positionSf));
}

/** Offline cards by position ascending, cards without a position last, ties in input order (§5). */
export function sortOfflineCards<T extends { position: number | null }>(cards: readonly T[]): T[] {
  return cards.slice().sort((a, b) => byNullablePosition(a.position, b.position));
}
