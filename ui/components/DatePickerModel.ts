/**
 * Calendar arithmetic and Russian names for the date picker. Days are calendar days: every computation
 * runs on UTC dates, so no time zone or daylight-saving change can move a day.
 */

/** A day of the calendar; `month` is 0–11 as in Date. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The picker's inclusive year range. */
export interface YearRange {
  from: number;
  to: number;
}

/** Portal §9: the year list shows 12 years a page. */
export const YEARS_PER_PAGE = 12;
/** How the text field writes a date. */
export const RU_DATE_PLACEHOLDER = 'ДД.ММ.ГГГГ';
/** The maska mask of the text field. */
export const RU_DATE_MASK = '##.##.####';

const RU_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a day; overflowing parts roll over (day 0 is the previous month's last day). */
function dateUtc(year: number, month: number, day: number): Date {
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date;
}

function utc(day: CalendarDay): Date {
  return dateUtc(day.year, day.month, day.day);
}

function fromUtc(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** A day from its parts, or null when the day does not exist (30 February). */
export function makeDay(year: number, month: number, day: number): CalendarDay | null {
  const candidate = fromUtc(dateUtc(year, month, day));
  return candidate.year === year && candidate.month === month && candidate.day === day ? candidate : null;
}

/** 'YYYY-MM-DD', the value the forms and machines take. */
export function toIso(day: CalendarDay): string {
  return `${pad(day.year, 4)}-${pad(day.month + 1, 2)}-${pad(day.day, 2)}`;
}

/** The day of a 'YYYY-MM-DD' text; null for anything else or a day that does not exist. */
export function fromIso(text: string): CalendarDay | null {
  const match = ISO_DATE.exec(text);
  return match === null ? null : makeDay(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** 'ДД.ММ.ГГГГ' as the text field shows it. */
export function formatRuDate(day: CalendarDay): string {
  return `${pad(day.day, 2)}.${pad(day.month + 1, 2)}.${pad(day.year, 4)}`;
}

/** What a typed 'ДД.ММ.ГГГГ' is: empty, not finished, not a real day, outside the years, or a day. */
export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'impossible' }
  | { kind: 'outOfRange' }
  | { kind: 'day'; day: CalendarDay };

/** Reads the text field. */
export function parseRuDate(text: string, years: YearRange): TypedDate {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { kind: 'empty' };
  }
  const match = RU_DATE.exec(trimmed);
  if (match === null) {
    return { kind: 'incomplete' };
  }
  const year = Number(match[3]);
  if (year < years.from || year > years.to) {
    return { kind: 'outOfRange' };
  }
  const day = makeDay(year, Number(match[2]) - 1, Number(match[1]));
  return day === null ? { kind: 'impossible' } : { kind: 'day', day };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return utc(a).getTime() - utc(b).getTime();
}

export function sameDay(a: CalendarDay | null, b: CalendarDay | null): boolean {
  return a !== null && b !== null && compareDays(a, b) === 0;
}

/** The first and the last day the range allows. */
export function rangeBounds(years: YearRange): { first: CalendarDay; last: CalendarDay } {
  return { first: { year: years.from, month: 0, day: 1 }, last: { year: years.to, month: 11, day: 31 } };
}

/** `day` moved into the range. */
export function clampDay(day: CalendarDay, years: YearRange): CalendarDay {
  const { first, last } = rangeBounds(years);
  if (compareDays(day, first) < 0) {
    return first;
  }
  return compareDays(day, last) > 0 ? last : day;
}

export function addDays(day: CalendarDay, count: number): CalendarDay {
  return fromUtc(dateUtc(day.year, day.month, day.day + count));
}

export function daysInMonth(year: number, month: number): number {
  return dateUtc(year, month + 1, 0).getUTCDate();
}

/** The same day `count` months later; the 31st becomes the month's last day when the month is shorter. */
export function addMonths(day: CalendarDay, count: number): CalendarDay {
  const first = fromUtc(dateUtc(day.year, day.month + count, 1));
  return { ...first, day: Math.min(day.day, daysInMonth(first.year, first.month)) };
}

/** The same day in another year (29 February becomes the 28th in a common year). */
export function withYear(day: CalendarDay, year: number): CalendarDay {
  return { year, month: day.month, day: Math.min(day.day, daysInMonth(year, day.month)) };
}

/** 0 for Monday … 6 for Sunday: the week starts on Monday (portal §1). */
export function weekdayIndex(day: CalendarDay): number {
  return (utc(day).getUTCDay() + 6) % 7;
}

/** The month as weeks of seven cells, Monday first; cells outside the month are null. */
export function monthWeeks(year: number, month: number): (CalendarDay | null)[][] {
  const lead = weekdayIndex({ year, month, day: 1 });
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    cells.push({ year, month, day });
  }
  while (cells.length % 7 !== 0) {
    cells.push(null);
  }
  const weeks: (CalendarDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) {
    weeks.push(cells.slice(start, start + 7));
  }
  return weeks;
}

/** The first year of the page of the year list that holds `year`; pages start at the range's first year. */
export function yearPageStart(year: number, years: YearRange): number {
  const clamped = Math.min(Math.max(year, years.from), years.to);
  return years.from + Math.floor((clamped - years.from) / YEARS_PER_PAGE) * YEARS_PER_PAGE;
}

/** The years of the page that starts at `start`: 12, fewer on the last page. */
export function yearPage(start: number, years: YearRange): number[] {
  const count = Math.max(0, Math.min(YEARS_PER_PAGE, years.to - start + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

const monthFormat = new Intl.DateTimeFormat('ru', { month: 'long', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('ru', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('ru', { weekday: 'long', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('ru', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
}

/** 'Январь' … 'Декабрь': the month's name as a calendar heading writes it. */
export function monthName(month: number): string {
  return capitalise(monthFormat.format(dateUtc(2001, month, 1)));
}

/** The weekday names from Monday: short ('пн') for the column heads, long ('понедельник') for their meaning. */
export function weekdayNames(): { short: string; long: string }[] {
  // 1 January 2001 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = dateUtc(2001, 0, 1 + index);
    return { short: weekdayShort.format(date), long: weekdayLong.format(date) };
  });
}

/** 'понедельник, 1 января 2024 г.': what a day button says to a screen reader. */
export function fullDayLabel(day: CalendarDay): string {
  return fullDate.format(utc(day));
}

/** Today on the user's own calendar (the local date of `nowMs`). */
export function localDay(nowMs: number): CalendarDay {
  const now = new Date(nowMs);
  return { year: now.getFullYear(), month: now.getMonth(), day: now.getDate() };
}
