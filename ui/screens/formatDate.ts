const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** A date as the portal prints it: '5 марта 2025 г.'. */
export function formatDate(unixMs: number): string {
  return dateFormat.format(unixMs);
}
