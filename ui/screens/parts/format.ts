/** Russian wording helpers of the detail screens. */

const ratingFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const plurals = new Intl.PluralRules('ru-RU');

/** A rating as the screens print it: 4.5 → '4,5'. */
export function formatRating(rating: number): string {
  return ratingFormat.format(rating);
}

/** The Russian plural form for `count`: forms are for 1, 2–4 and 5+ ('отзыв', 'отзыва', 'отзывов'). */
export function plural(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const rule = plurals.select(count);
  if (rule === 'one') {
    return forms[0];
  }
  return rule === 'few' ? forms[1] : forms[2];
}

/** '12 отзывов', '1 отзыв', '3 отзыва'. */
export function feedbackCount(count: number): string {
  return `${count} ${plural(count, ['отзыв', 'отзыва', 'отзывов'])}`;
}

const dateTime = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** An ISO date ('2025-03-05' or a full timestamp) as '5 марта 2025 г.'; the text itself when it is not a date. */
export function formatIsoDate(iso: string): string {
  // A bare calendar date is read as that day, not as UTC midnight shifted into the local zone.
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = bare === null ? new Date(iso) : new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]));
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
