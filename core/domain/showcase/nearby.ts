/** The outlets nearest to the visitor, for the card of frames mode (portal §7 «a coordinates call for a card»). */
import {
  cityCentreOrigin,
  outletDistance,
  type Distance,
  type DistanceOrigin,
  type GeoPoint,
} from '../geo/distance.ts';
import type { OfflineCard } from './offlineCard.ts';

/** How many outlets the frame's card lists. */
const NEARBY_COUNT = 5;

/** An outlet card with its distance from the origin. */
export interface NearbyOutlet {
  card: OfflineCard;
  metres: number;
  /** The same distance with what it is measured from: the card says «от центра города» for a city-centre one. */
  distance: Distance;
}

/**
 * The cards nearest to an origin, nearest first, each with its distance; outlets without coordinates are left out.
 * A bare point is taken as a city centre's (the frames card used to be given the coordinates call's answer, which
 * is one): only a `DistanceOrigin` of kind 'shopper' makes the distances the shopper's own.
 */
export function nearestOutlets(
  cards: readonly OfflineCard[],
  from: DistanceOrigin | GeoPoint,
  count = NEARBY_COUNT,
): NearbyOutlet[] {
  const origin: DistanceOrigin = 'kind' in from ? from : cityCentreOrigin(null, from);
  const measured: NearbyOutlet[] = [];
  for (const card of cards) {
    const distance = outletDistance(origin, card);
    if (distance !== null) {
      measured.push({ card, metres: distance.metres, distance });
    }
  }
  return measured.sort((a, b) => a.metres - b.metres).slice(0, count);
}
