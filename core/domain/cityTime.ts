/**
 * A city's clock (issue 21): opening hours are the city's local times, so «open now» is decided in the city's
 * time zone, never the visitor's (a shopper in Omsk looking at Moscow reads Moscow's «Открыто сейчас»).
 * Intl.DateTimeFormat with a timeZone is part of the language in Node and every browser; nothing here reads the
 * host's own zone or clock.
 */
import type { City } from '../model/index.ts';

/** A local moment of the week: the weekday (1 = Monday) and the minutes since that day's midnight (0–1439). */
export interface WeekMoment {
  weekday: number;
  minutes: number;
}

/** The time zone of a city that names none: most partner cities keep Moscow time. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const WEEKDAY_NUMBER: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * Zones whose clocks keep one offset from UTC all year, in minutes east of UTC: Russia's (no summer time since
 * 2014; Volgograd's last change in 2020) and UTC. Read by arithmetic, they spare a page the first
 * Intl.DateTimeFormat of a zone, which loads the runtime's zone data: a task of tens of milliseconds on a
 * slowed phone, the longest of an outlet page (issue 31 §8). Any other zone is read through Intl. The test
 * compares every entry with Intl over years, so a zone that changes its rules fails it.
 */
const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  UTC: 0,
  'Europe/Kaliningrad': 120,
  'Europe/Moscow': 180,
  'Europe/Kirov': 180,
  'Europe/Volgograd': 180,
  'Europe/Simferopol': 180,
  'Europe/Samara': 240,
  'Europe/Saratov': 240,
  'Europe/Ulyanovsk': 240,
  'Europe/Astrakhan': 240,
  'Asia/Yekaterinburg': 300,
  'Asia/Omsk': 360,
  'Asia/Novosibirsk': 420,
  'Asia/Barnaul': 420,
  'Asia/Tomsk': 420,
  'Asia/Novokuznetsk': 420,
  'Asia/Krasnoyarsk': 420,
  'Asia/Irkutsk': 480,
  'Asia/Chita': 540,
  'Asia/Yakutsk': 540,
  'Asia/Khandyga': 540,
  'Asia/Vladivostok': 600,
  'Asia/Ust-Nera': 600,
  'Asia/Magadan': 660,
  'Asia/Sakhalin': 660,
  'Asia/Srednekolymsk': 660,
  'Asia/Kamchatka': 720,
  'Asia/Anadyr': 720,
};

/** The zones read by their fixed offset (for the test that holds them against Intl). */
export const FIXED_OFFSET_ZONES: readonly string[] = Object.keys(FIXED_OFFSET_MINUTES);

const fixedOffsetOf = (timeZone: string): number | undefined =>
  Object.hasOwn(FIXED_OFFSET_MINUTES, timeZone) ? FIXED_OFFSET_MINUTES[timeZone] : undefined;

/** One formatter per zone: building one costs far more than using it, and the list asks per outlet. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // Throws RangeError for a name that is not an IANA time zone.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows ('Europe/Moscow', 'Asia/Omsk', 'UTC'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') {
    return false;
  }
  if (fixedOffsetOf(name) !== undefined) {
    return true;
  }
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone a city's opening hours are in: its own when it names a known one, else DEFAULT_TIME_ZONE. */
export function cityTimeZone(city: Pick<City, 'timeZone'> | null | undefined): string {
  const named = city?.timeZone;
  return isTimeZone(named) ? named : DEFAULT_TIME_ZONE;
}

/**
 * The local moment of the week (weekday 1 = Monday, minutes since local midnight) at `instantMs` (Unix
 * milliseconds, UTC) in `timeZone`. Seconds are dropped: 09:59:59 is minute 599. Throws RangeError for an
 * instant that is not a finite number or a zone this runtime does not know.
 */
export function weekMomentAt(instantMs: number, timeZone: string): WeekMoment {
  if (!Number.isFinite(instantMs)) {
    throw new RangeError(`an instant must be finite Unix milliseconds, got ${instantMs}`);
  }
  const offset = fixedOffsetOf(timeZone);
  if (offset !== undefined) {
    const local = new Date(instantMs + offset * 60_000);
    return { weekday: ((local.getUTCDay() + 6) % 7) + 1, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
  }
  const parts = formatterFor(timeZone).formatToParts(instantMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = WEEKDAY_NUMBER[part('weekday')];
  const hours = Number(part('hour')) % 24;
  const minutes = Number(part('minute'));
  if (weekday === undefined || !Number.isInteger(hours) || !Number.isInteger(minutes)) {
    throw new RangeError(`cannot read the local time in ${timeZone}`);
  }
  return { weekday, minutes: hours * 60 + minutes };
}
