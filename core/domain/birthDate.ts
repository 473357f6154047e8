/** Birth date rules of portal §5 and §9. */
import { MIN_AGE_YEARS } from './constants.ts';
import { AGE_UNDER_14_MESSAGE } from './messages.ts';

/** Year range of the birth date picker. */
export const DATE_PICKER_YEARS = Object.freeze({ from: 1900, to: 3000 } as const);

/** The picker's first day, 1900-01-01, as unix seconds of its UTC midnight. */
export const FIRST_BIRTHDAY_SECONDS = Date.UTC(DATE_PICKER_YEARS.from, 0, 1) / 1000;
/** The picker's last day, 3000-12-31, as unix seconds of its UTC midnight. */
export const LAST_BIRTHDAY_SECONDS = Date.UTC(DATE_PICKER_YEARS.to, 11, 31) / 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why a text is no birth date: not 'YYYY-MM-DD', a year outside the picker range, or a day that does not exist. */
export type BirthDateRefusal = 'notADate' | 'outsideYears' | 'noSuchDay';

/** A 'YYYY-MM-DD' read as a birth date: unix seconds of that day's UTC midnight, or why it is none. */
export type BirthDateReading = { ok: true; seconds: number } | { ok: false; refusal: BirthDateRefusal };

/**
 * The one birth date rule (portal §5, §9): a 'YYYY-MM-DD' whose year is within the picker range and whose day
 * exists. The forms, the date picker's typed text and the profile schema's range all come from here.
 */
export function readBirthDate(isoDate: string): BirthDateReading {
  const match = ISO_DATE.exec(isoDate);
  if (match === null) {
    return { ok: false, refusal: 'notADate' };
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < DATE_PICKER_YEARS.from || year > DATE_PICKER_YEARS.to) {
    return { ok: false, refusal: 'outsideYears' };
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls impossible days over (Feb 30 → Mar 2), so a round trip exposes them.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, refusal: 'noSuchDay' };
  }
  return { ok: true, seconds: date.getTime() / 1000 };
}

/**
 * The picker's 'YYYY-MM-DD' as unix seconds of that day's UTC midnight.
 * Null when the text is not such a date, the day does not exist (2023-02-30) or the year is outside the picker range.
 */
export function birthDateToUnixSeconds(isoDate: string): number | null {
  const reading = readBirthDate(isoDate);
  return reading.ok ? reading.seconds : null;
}

/**
 * Whole years between the birthday and now, counted on UTC calendar dates: the birthday itself completes a year.
 * A 29 February birthday completes its year on 1 March in non-leap years. Negative for a birthday in the future.
 */
export function ageInWholeYears(birthdayUnixSeconds: number, nowMs: number): number {
  const birth = new Date(birthdayUnixSeconds * 1000);
  const now = new Date(nowMs);
  const years = now.getUTCFullYear() - birth.getUTCFullYear();
  const monthDiff = now.getUTCMonth() - birth.getUTCMonth();
  const beforeBirthday = monthDiff < 0 || (monthDiff === 0 && now.getUTCDate() < birth.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

/**
 * True when the person is younger than MIN_AGE_YEARS on `nowMs`, or the birthday is no date at all
 * (an age that is not a number never passes the rule).
 */
export function isUnderMinimumAge(birthdayUnixSeconds: number, nowMs: number): boolean {
  return !(ageInWholeYears(birthdayUnixSeconds, nowMs) >= MIN_AGE_YEARS);
}

/**
 * The form's age error: the §8 message when the person is younger than MIN_AGE_YEARS, else null.
 * An empty birthday is not an age error (the required rule covers it).
 */
export function ageError(birthdayUnixSeconds: number | null, nowMs: number): string | null {
  if (birthdayUnixSeconds === null) {
    return null;
  }
  return isUnderMinimumAge(birthdayUnixSeconds, nowMs) ? AGE_UNDER_14_MESSAGE : null;
}
