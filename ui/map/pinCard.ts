/**
 * What a pin's card says (issue 21), as text, without React: the outlet's name, its cashback chip, whether it is
 * open now (the core's opening-hours rule in the city's time zone) and how far it is (the core's one distance rule,
 * «от центра города» when measured from there), and where its page is.
 */
import { distanceText, outletDistance, type DistanceOrigin } from '../../core/domain/geo/distance.ts';
import { openStateNow, openStateText } from '../../core/domain/openingHours.ts';
import type { OfflineCard } from '../../core/domain/showcase/offlineCard.ts';
import type { OpeningHours } from '../../core/model/index.ts';
import { basePercent, proPercent } from '../screens/parts/CashbackLine.tsx';

/** The card's words. */
export interface PinCardText {
  name: string;
  /** «Кэшбэк 5%»: the chip, as the cards print the base figure. */
  cashback: string;
  /** «PRO 10%». */
  cashbackPro: string;
  address: string | null;
  /** «Открыто до 22:00», «Закрыто · откроется завтра в 10:00»; null while unknown (not read yet, or no hours). */
  openNow: string | null;
  /** «240 м», «1,2 км от центра города»; null without an origin or coordinates. */
  distance: string | null;
  /** The outlet's page. */
  href: string;
}

/** What the card needs beside the outlet: its hours when read, the moment and zone, and where distances start. */
export interface PinCardContext {
  /** The outlet's opening hours, once read; null before. */
  hours: readonly OpeningHours[] | null;
  /** Now, in Unix milliseconds. */
  now: number;
  /** The city's IANA zone (core cityTimeZone). */
  timeZone: string;
  /** The shopper's position in the city, else its centre (core chooseOrigin); null: no distance. */
  origin: DistanceOrigin | null;
}

/** The card of one outlet. */
export function pinCardText(
  card: Pick<OfflineCard, 'id' | 'name' | 'cashback' | 'address' | 'coordinatesLatitude' | 'coordinatesLongitude'>,
  context: PinCardContext,
): PinCardText {
  const distance = context.origin === null ? null : outletDistance(context.origin, card);
  return {
    name: card.name,
    cashback: `Кэшбэк ${basePercent(card.cashback)}`,
    cashbackPro: `PRO ${proPercent(card.cashback)}`,
    address: card.address,
    openNow: context.hours === null ? null : openStateText(openStateNow(context.hours, context.now, context.timeZone)),
    distance: distance === null ? null : distanceText(distance),
    href: `/offline/${card.id}`,
  };
}
