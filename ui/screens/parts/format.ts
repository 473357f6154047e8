/**
 * Russian wording helpers of the detail screens, written out rather than asked of Intl: the first Intl
 * formatter a page makes loads the browser's locale data, ~100 ms of one task on a slowed phone, in the
 * middle of the outlet page's hydration (issue 12). tests/ui/screens/parts/format.test.ts checks every
 * helper against Intl itself.
 */
import { plural } from '../../../core/domain/plural.ts';

/** The Russian plural form (one definition, in the core: the SMS limits' waits use it too). */
export { plural };

/** A rating as the screens print it: 4.5 → '4,5', 4 → '4,0' (halves round up, as Intl rounds them). */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1).replace('.', ',');
}

/** '12 отзывов', '1 отзыв', '3 отзыва'. */
export function feedbackCount(count: number): string {
  return `${count} ${plural(count, ['отзыв', 'отзыва', 'отзывов'])}`;
}

/** Month names as a date spells them ('5 марта'). */
const MONTHS_OF = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/**
 * Moscow's offset from UTC since 26 October 2014 (no daylight saving since): a timestamp's date is Moscow's, as
 * the news dates are (ui/screens/formatDate.ts), so the server's page and the visitor's browser print the same.
 */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * An ISO date ('2025-03-05' or a full timestamp) as '5 марта 2025 г.'; the text itself when it is not a date.
 * A bare calendar date is that day; a timestamp is dated in Moscow time (exact since the offset was fixed in 2014).
 */
export function formatIsoDate(iso: string): string {
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date =
    bare === null
      ? new Date(Date.parse(iso) + MOSCOW_OFFSET_MS)
      : new Date(Date.UTC(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3])));
  return Number.isNaN(date.getTime())
    ? iso
    : `${date.getUTCDate()} ${MONTHS_OF[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()} г.`;
}
