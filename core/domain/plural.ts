/**
 * The Russian plural form for a whole `count`, written out rather than asked of Intl (the first Intl formatter
 * a page makes loads the browser's locale data, issue 12). Forms are for 1, 2–4 and 5+: ['отзыв', 'отзыва', 'отзывов'].
 */
export function plural<Form>(count: number, forms: readonly [one: Form, few: Form, many: Form]): Form {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (last === 1 && lastTwo !== 11) {
    return forms[0];
  }
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? forms[1] : forms[2];
}
