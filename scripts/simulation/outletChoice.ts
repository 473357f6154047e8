import { visibleOfflineCards } from '../../core/domain/showcase/offlineCard.ts';
import type { SalesUnitRecord } from '../../core/model/index.ts';
import type { Random } from '../../core/support/seededRandom.ts';

/**
 * The outlet a shopper favourites: one of the cards the city's offline showcase lists (portal §4), or null
 * when it lists none and there is nothing to tap. Picking from the showcase rather than from the raw answer
 * keeps a hidden outlet out of reach even if a back end's public list let one through.
 */
export function outletToFavourite(outlets: readonly SalesUnitRecord[], random: Random): number | null {
  const listed = visibleOfflineCards(outlets);
  return listed.length === 0 ? null : random.pick(listed).id;
}
