/**
 * Opening hours of an outlet (portal §3 «opening hours (with day)»): the week as the outlet screen
 * shows it, Monday first (§1), and whether the outlet is open at a given local moment. A close time
 * earlier than the open time runs past midnight into the next day. «Open now» reads the moment in the city's
 * time zone (core/domain/cityTime.ts; issue 21).
 */
import type { OpeningHours } from '../model/index.ts';
import { type WeekMoment, weekMomentAt } from './cityTime.ts';

/** 1 = Monday … 7 = Sunday, the numbering of `OpeningHours.day`. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The days of the week in display order: the week starts on Monday (§1). */
export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const MINUTES_PER_DAY = 24 * 60;

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
  return (((((sundayFirstDay + 6) % 7) + 7) % 7) + 1) as Weekday;
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

/**
 * Whether the outlet is open at `instantMs` (Unix milliseconds) in the city's `timeZone` (core cityTimeZone):
 * «Открыто сейчас» of the list filter, the cards, the map and the outlet page (issue 21). The hours are the
 * city's local times, so the zone is the city's, never the visitor's. Throws RangeError for an unknown zone.
 */
export function isOpenNow(hours: readonly OpeningHours[], instantMs: number, timeZone: string): boolean {
  return isOpenAt(hours, weekMomentAt(instantMs, timeZone));
}

/** A local time of the week relative to a moment: the weekday, the minutes (1440 = the day's end) and how many days on. */
interface WeekTime {
  weekday: Weekday;
  /** Minutes since that day's midnight; 1440 when it is the day's end ('24:00'). */
  minutes: number;
  /** 'HH:MM' ('24:00' for the day's end). */
  time: string;
  /** Days after the moment asked about: 0 the same day, 1 the next, up to 7 (the same weekday a week on). */
  inDays: number;
}

/** What an outlet's hours say at a moment. */
export type OpenState =
  /** Open; `closesAt` null when it never closes (around the clock every day). */
  | { status: 'open'; closesAt: WeekTime | null }
  /** Closed; `opensAt` null when it never opens (every known day a day off). */
  | { status: 'closed'; opensAt: WeekTime | null }
  /** No day has usable hours: nothing can be said. */
  | { status: 'unknown' };

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/**
 * The open spans of the week in week minutes (0 = Monday 00:00), exactly as isOpenAt reads the days: a whole day
 * around the clock, a span ending the same day, or one running to midnight and, past midnight, into the next day
 * (Sunday's reaches into Monday, past MINUTES_PER_WEEK).
 */
function openSpans(week: readonly DaySchedule[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const day of week) {
    if (day.status !== 'open') {
      continue;
    }
    const midnight = (day.day - 1) * MINUTES_PER_DAY;
    if (day.aroundTheClock) {
      spans.push([midnight, midnight + MINUTES_PER_DAY]);
    } else if (day.closeMinutes > day.openMinutes) {
      spans.push([midnight + day.openMinutes, midnight + day.closeMinutes]);
    } else {
      spans.push([midnight + day.openMinutes, midnight + MINUTES_PER_DAY + (day.pastMidnight ? day.closeMinutes : 0)]);
    }
  }
  // The week repeats: last week's Sunday night reaches this Monday, next week's Monday follows this Sunday.
  return [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].flatMap((shift) =>
    spans.map(([start, end]): [number, number] => [start + shift, end + shift]),
  );
}

/** A week minute `at` (may run past the week) as a WeekTime counted from `from`; a day's end reads as '24:00' of that day. */
function weekTime(at: number, from: number): WeekTime {
  const dayEnd = at % MINUTES_PER_DAY === 0;
  const dayIndex = Math.floor(at / MINUTES_PER_DAY) - (dayEnd ? 1 : 0);
  const minutes = at - dayIndex * MINUTES_PER_DAY;
  return {
    weekday: ((((dayIndex % 7) + 7) % 7) + 1) as Weekday,
    minutes,
    time: formatMinutes(minutes),
    inDays: dayIndex - Math.floor(from / MINUTES_PER_DAY),
  };
}

/**
 * The outlet's state at a local moment: open until when (the end of the whole run of open time, so Friday's
 * 18:00–02:00 followed by Saturday's around-the-clock hours is open until Sunday), or closed until when it next
 * opens. Agrees with isOpenAt at every minute. Throws RangeError as isOpenAt does.
 */
export function openStateAt(hours: readonly OpeningHours[], at: WeekMoment): OpenState {
  checkMoment(at);
  const week = weekSchedule(hours);
  if (week.every((day) => day.status === 'unknown')) {
    return { status: 'unknown' };
  }
  const now = (at.weekday - 1) * MINUTES_PER_DAY + at.minutes;
  const spans = openSpans(week).sort((a, b) => a[0] - b[0]);
  if (isOpenAt(hours, at)) {
    let end = now;
    for (let moved = true; moved && end < now + MINUTES_PER_WEEK;) {
      moved = false;
      for (const [start, stop] of spans) {
        if (start <= end && end < stop) {
          end = stop;
          moved = true;
        }
      }
    }
    return { status: 'open', closesAt: end >= now + MINUTES_PER_WEEK ? null : weekTime(end, now) };
  }
  const next = spans.find(([start]) => start > now);
  return { status: 'closed', opensAt: next === undefined ? null : weekTime(next[0], now) };
}

/** The outlet's state at `instantMs` in the city's `timeZone` (see openStateAt and isOpenNow). */
export function openStateNow(hours: readonly OpeningHours[], instantMs: number, timeZone: string): OpenState {
  return openStateAt(hours, weekMomentAt(instantMs, timeZone));
}

/** «в понедельник», «во вторник» … the day a closed outlet opens on. */
const ON_WEEKDAY = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
] as const;
/** «до понедельника» … the day an open outlet stays open until, when it is not today or tomorrow. */
const UNTIL_WEEKDAY = ['понедельника', 'вторника', 'среды', 'четверга', 'пятницы', 'субботы', 'воскресенья'] as const;

/**
 * The state in words, for a card, a pin and the outlet page: «Открыто до 22:00», «Открыто круглосуточно»,
 * «Открыто до среды, 22:00»; «Закрыто · откроется в 10:00», «… завтра в 10:00», «… в понедельник в 10:00»,
 * «Закрыто»; null when the hours are unknown (nothing is said).
 */
export function openStateText(state: OpenState): string | null {
  if (state.status === 'unknown') {
    return null;
  }
  if (state.status === 'open') {
    const closes = state.closesAt;
    if (closes === null) {
      return 'Открыто круглосуточно';
    }
    // Closing after midnight is still «до 02:00»: nobody reads that as the night after.
    return closes.inDays <= 1
      ? `Открыто до ${closes.time}`
      : `Открыто до ${UNTIL_WEEKDAY[closes.weekday - 1]}, ${closes.time}`;
  }
  const opens = state.opensAt;
  if (opens === null) {
    return 'Закрыто';
  }
  const when = opens.inDays === 0 ? '' : opens.inDays === 1 ? 'завтра ' : `${ON_WEEKDAY[opens.weekday - 1]} `;
  return `Закрыто · откроется ${when}в ${opens.time}`;
}

/** Opening hours of one outlet among many, as the «all opening hours» list answers them. */
export interface OutletOpeningHours extends OpeningHours {
  salesUnitId: number;
}

/**
 * The outlets open at `instantMs` in `timeZone`, from the city's «all opening hours» rows: the «Открыто сейчас»
 * filter of the lists (a brand is open when one of its outlets is). The moment is read once for all of them.
 */
export function openOutletIds(rows: readonly OutletOpeningHours[], instantMs: number, timeZone: string): Set<number> {
  const at = weekMomentAt(instantMs, timeZone);
  const byOutlet = new Map<number, OpeningHours[]>();
  for (const row of rows) {
    const list = byOutlet.get(row.salesUnitId);
    if (list === undefined) {
      byOutlet.set(row.salesUnitId, [row]);
    } else {
      list.push(row);
    }
  }
  const open = new Set<number>();
  for (const [id, hours] of byOutlet) {
    if (isOpenAt(hours, at)) {
      open.add(id);
    }
  }
  return open;
}
