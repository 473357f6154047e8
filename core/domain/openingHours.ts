/**
 * Opening hours of an outlet (portal §3 «opening hours (with day)»): the week as the outlet screen
 * shows it, Monday first (§1), and whether the outlet is open at a given local moment. A close time
 * earlier than the open time runs past midnight into the next day.
 */
import type { OpeningHours } from '../model/index.ts';

/** 1 = Monday … 7 = Sunday, the numbering of `OpeningHours.day`. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The days of the week in display order: the week starts on Monday (§1). */
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const MINUTES_PER_DAY = 24 * 60;

/** A local moment of the week: the weekday (1 = Monday) and the minutes since that day's midnight (0–1439). */
export interface WeekMoment {
  weekday: number;
  minutes: number;
}

/** One day of the week as shown. */
export type DaySchedule =
  | {
      day: Weekday;
      status: 'open';
      /** Minutes since midnight, 0–1439. */
      openMinutes: number;
      /** Minutes since midnight, 0–1440; earlier than `openMinutes` when the day ends after midnight. */
      closeMinutes: number;
      /** Open all 24 hours of the day ('00:00'–'24:00', or the same open and close time). */
      aroundTheClock: boolean;
      /** Still open after midnight, into the next day (e.g. 18:00–02:00). */
      pastMidnight: boolean;
    }
  | { day: Weekday; status: 'dayOff' }
  /** No usable hours were given for the day. */
  | { day: Weekday; status: 'unknown' };

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * 'HH:MM' (seconds, if present, are ignored) as minutes since midnight; '24:00' is the end of the day (1440).
 * Null for anything else, such as '25:00', '10:60' or '24:30'.
 */
export function parseTime(text: string | null | undefined): number | null {
  const match = text === null || text === undefined ? null : TIME.exec(text.trim());
  if (match === null) {
    return null;
  }
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) {
    return null;
  }
  return hours * 60 + minutes;
}

/** Minutes since midnight as 'HH:MM'; 1440 is written '24:00'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Date.getDay() numbering (0 = Sunday … 6 = Saturday) turned into the Monday-first weekday. */
export function mondayFirstWeekday(sundayFirstDay: number): Weekday {
  return ((((((sundayFirstDay + 6) % 7) + 7) % 7) + 1) as Weekday);
}

function dayOf(entry: OpeningHours | undefined, day: Weekday): DaySchedule {
  if (entry === undefined) {
    return { day, status: 'unknown' };
  }
  if (entry.dayOff) {
    return { day, status: 'dayOff' };
  }
  const open = parseTime(entry.open);
  const close = parseTime(entry.close);
  // An outlet cannot open at the very end of a day.
  if (open === null || close === null || open === MINUTES_PER_DAY) {
    return { day, status: 'unknown' };
  }
  const aroundTheClock = open === close || (open === 0 && close === MINUTES_PER_DAY);
  return {
    day,
    status: 'open',
    openMinutes: open,
    closeMinutes: close,
    aroundTheClock,
    // Closing at 00:00 ends the day itself; only a later close reaches into the next day.
    pastMidnight: !aroundTheClock && close < open && close > 0,
  };
}

/**
 * The seven days Monday to Sunday. A day without an entry (or with unreadable times) is 'unknown';
 * when a day is listed twice the first entry counts.
 */
export function weekSchedule(hours: readonly OpeningHours[]): DaySchedule[] {
  return WEEKDAYS.map((day) =>
    dayOf(
      hours.find((entry) => entry.day === day),
      day,
    ),
  );
}

function checkMoment(at: WeekMoment): void {
  if (!Number.isInteger(at.weekday) || at.weekday < 1 || at.weekday > 7) {
    throw new RangeError(`weekday must be 1..7, got ${at.weekday}`);
  }
  if (!Number.isInteger(at.minutes) || at.minutes < 0 || at.minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`minutes must be 0..1439, got ${at.minutes}`);
  }
}

/**
 * Whether the outlet is open at a local moment: within today's hours (a past-midnight day is open
 * from its opening until midnight), or within the previous day's hours that run past midnight —
 * Friday's 18:00–02:00 keeps the outlet open at 01:30 on Saturday, even if Saturday is a day off.
 * The close minute itself is closed. Throws RangeError for a weekday outside 1–7 or minutes outside 0–1439.
 */
export function isOpenAt(hours: readonly OpeningHours[], at: WeekMoment): boolean {
  checkMoment(at);
  const week = weekSchedule(hours);
  const today = week[at.weekday - 1];
  const yesterday = week[at.weekday === 1 ? 6 : at.weekday - 2];
  if (today?.status === 'open') {
    if (today.aroundTheClock) {
      return true;
    }
    const endsToday = today.closeMinutes > today.openMinutes;
    if (at.minutes >= today.openMinutes && (!endsToday || at.minutes < today.closeMinutes)) {
      return true;
    }
  }
  return yesterday?.status === 'open' && yesterday.pastMidnight && at.minutes < yesterday.closeMinutes;
}
