/**
 * Showcase orderings of portal §5, and the shopper's own choice among them (issue 21: by cashback, by distance).
 * Each returns a new array and leaves its input alone.
 */
import type { Action } from '../../model/index.ts';
import type { CashbackFigures } from '../cashback.ts';
import { outletDistance, type DistanceOrigin } from '../geo/distance.ts';

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

/**
 * The orders a shopper may choose (`?sort`): 'default' is §5's (position, unpositioned last), 'cashback' the best
 * cashback first, 'distance' the nearest first.
 */
export const SHOWCASE_SORTS = ['default', 'cashback', 'distance'] as const;
export type ShowcaseSort = (typeof SHOWCASE_SORTS)[number];

/**
 * Best cashback first by the base figure a card prints; a card whose cashback is unknown comes after every card
 * with a stated figure (the default it prints is nobody's offer). Equal figures compare equal.
 */
function byCashback(a: CashbackFigures, b: CashbackFigures): number {
  if (!a.known || !b.known) {
    return Number(!a.known) - Number(!b.known);
  }
  return b.base - a.base;
}

/** Items by a number each, smallest first, those without one (null) last; ties keep the input order. */
function byKey<T>(items: readonly T[], key: (item: T) => number | null): T[] {
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => byNullablePosition(a.key, b.key) || a.index - b.index)
    .map((entry) => entry.item);
}

/** Where an outlet stands: its stored record or its card. */
export interface OutletPlace {
  coordinatesLatitude: number | null;
  coordinatesLongitude: number | null;
}

/**
 * The offline showcase's cards in the chosen order: §5's order, or the best cashback first, or the nearest to
 * `origin` first (outlets without coordinates last). Ties keep §5's order. Distance without an origin is §5's order:
 * it means nothing without a point to measure from.
 */
export function sortOfflineShowcase<T extends OutletPlace & { position: number | null; cashback: CashbackFigures }>(
  cards: readonly T[],
  sort: ShowcaseSort,
  origin: DistanceOrigin | null = null,
): T[] {
  const ordered = sortOfflineCards(cards);
  if (sort === 'cashback') {
    return ordered.sort((a, b) => byCashback(a.cashback, b.cashback));
  }
  if (sort === 'distance' && origin !== null) {
    return byKey(ordered, (card) => outletDistance(origin, card)?.metres ?? null);
  }
  return ordered;
}

/**
 * A brand's distance from `origin`: that of its nearest outlet among `outlets` (the city's listed outlets by id, so
 * only the outlets of the shopper's city count). Null when none of its outlets there has coordinates.
 */
export function brandDistanceMetres(
  brand: { salesUnits: readonly number[] },
  outlets: ReadonlyMap<number, OutletPlace>,
  origin: DistanceOrigin,
): number | null {
  let nearest: number | null = null;
  for (const id of brand.salesUnits) {
    const outlet = outlets.get(id);
    const metres = outlet === undefined ? undefined : outletDistance(origin, outlet)?.metres;
    if (metres !== undefined && (nearest === null || metres < nearest)) {
      nearest = metres;
    }
  }
  return nearest;
}

/**
 * The brand showcase in the chosen order: §5's (positionSf, unpositioned last), the best cashback first, or the
 * nearest first — a brand as near as its nearest outlet in `outlets` (the city's), brands without one last. Ties
 * keep §5's order; distance without an origin is §5's order.
 */
export function sortBrandShowcase<
  T extends { positionSf: number | null; cashback: CashbackFigures; salesUnits: readonly number[] },
>(
  brands: readonly T[],
  sort: ShowcaseSort,
  context: { origin?: DistanceOrigin | null; outlets?: ReadonlyMap<number, OutletPlace> } = {},
): T[] {
  const ordered = sortBrands(brands);
  if (sort === 'cashback') {
    return ordered.sort((a, b) => byCashback(a.cashback, b.cashback));
  }
  const { origin, outlets } = context;
  if (sort === 'distance' && origin !== undefined && origin !== null && outlets !== undefined) {
    return byKey(ordered, (brand) => brandDistanceMetres(brand, outlets, origin));
  }
  return ordered;
}

/**
 * The online showcase in the chosen order: §5's position order or the best cashback first. Online shops have no
 * place, so 'distance' keeps §5's order.
 */
export function sortOnlineShowcase<T extends { position: number | null; cashback: CashbackFigures }>(
  shops: readonly T[],
  sort: ShowcaseSort,
): T[] {
  const ordered = sortOfflineCards(shops);
  return sort === 'cashback' ? ordered.sort((a, b) => byCashback(a.cashback, b.cashback)) : ordered;
}
