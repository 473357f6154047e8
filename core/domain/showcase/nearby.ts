/** The outlets nearest to the visitor, for the card of frames mode (portal §7 «a coordinates call for a card»). */
import { distanceMeters } from '../mapLinks.ts';
import type { OfflineCard } from './offlineCard.ts';

/** How many outlets the frame's card lists. */
export const NEARBY_COUNT = 5;

/** An outlet card with its distance from the visitor. */
export interface NearbyOutlet {
  card: OfflineCard;
  metres: number;
}

/** The cards nearest to a point, nearest first, each with its distance; outlets without coordinates are left out. */
export function nearestOutlets(cards: readonly OfflineCard[], point: { lat: number; lon: number }, count = NEARBY_COUNT): NearbyOutlet[] {
  return cards
    .map((card) => ({ card, metres: distanceMeters(point, { lat: card.coordinatesLatitude ?? Number.NaN, lon: card.coordinatesLongitude ?? Number.NaN }) }))
    .filter((entry) => Number.isFinite(entry.metres))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, count);
}
