/**
 * Dates are printed in Moscow time wherever the page is made: the server's and the visitor's time
 * zones differ, and a date that changes at hydration would be a different page.
 */
const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** A date as the portal prints it: '5 марта 2025 г.' (Moscow time). */
export function formatDate(unixMs: number): string {
  return dateFormat.format(unixMs);
}
