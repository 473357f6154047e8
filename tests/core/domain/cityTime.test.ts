import { describe, expect, it, vi } from 'vitest';
import {
  cityTimeZone,
  DEFAULT_TIME_ZONE,
  FIXED_OFFSET_ZONES,
  isTimeZone,
  weekMomentAt,
} from '../../../core/domain/cityTime.ts';

describe('a city keeps its own clock', () => {
  it('a city without a known zone keeps Moscow time', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Moscow');
    expect(cityTimeZone({ timeZone: 'Asia/Omsk' })).toBe('Asia/Omsk');
    expect(cityTimeZone({})).toBe('Europe/Moscow');
    expect(cityTimeZone({ timeZone: 'Mars/Olympus_Mons' })).toBe('Europe/Moscow');
    expect(cityTimeZone(null)).toBe('Europe/Moscow');
  });

  it('knows IANA zone names and nothing else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(3)).toBe(false);
  });
});

describe('the local moment of the week at an instant', () => {
  it('Moscow is three hours ahead of UTC all year (no summer time)', () => {
    // Wednesday 14 January 2026 and Wednesday 15 July 2026, 07:00 UTC.
    expect(weekMomentAt(Date.UTC(2026, 0, 14, 7, 0), 'Europe/Moscow')).toEqual({ weekday: 3, minutes: 10 * 60 });
    expect(weekMomentAt(Date.UTC(2026, 6, 15, 7, 0), 'Europe/Moscow')).toEqual({ weekday: 3, minutes: 10 * 60 });
  });

  it('Berlin moves its clocks: one hour ahead of UTC in winter, two in summer', () => {
    // Saturday 28 March 2026, the day before the change, and Monday 30 March, the day after.
    expect(weekMomentAt(Date.UTC(2026, 2, 28, 8, 30), 'Europe/Berlin')).toEqual({ weekday: 6, minutes: 9 * 60 + 30 });
    expect(weekMomentAt(Date.UTC(2026, 2, 30, 8, 30), 'Europe/Berlin')).toEqual({ weekday: 1, minutes: 10 * 60 + 30 });
  });

  it('the local day changes at local midnight: late Sunday evening in UTC is Monday in Omsk', () => {
    // Sunday 18 January 2026, 19:30 UTC is Monday 01:30 in Omsk (UTC+6) and Sunday 22:30 in Moscow.
    const instant = Date.UTC(2026, 0, 18, 19, 30);
    expect(weekMomentAt(instant, 'Asia/Omsk')).toEqual({ weekday: 1, minutes: 90 });
    expect(weekMomentAt(instant, 'Europe/Moscow')).toEqual({ weekday: 7, minutes: 22 * 60 + 30 });
  });

  it('drops the seconds and reads midnight as minute 0', () => {
    expect(weekMomentAt(Date.UTC(2026, 0, 14, 6, 59, 59), 'Europe/Moscow')).toEqual({
      weekday: 3,
      minutes: 9 * 60 + 59,
    });
    expect(weekMomentAt(Date.UTC(2026, 0, 13, 21, 0), 'Europe/Moscow')).toEqual({ weekday: 3, minutes: 0 });
  });

  it('refuses an unknown zone or an instant that is not one', () => {
    expect(() => weekMomentAt(0, 'Europe/Nowhere')).toThrow(RangeError);
    expect(() => weekMomentAt(Number.NaN, 'Europe/Moscow')).toThrow(RangeError);
  });
});

describe('the zones that keep one offset all year (issue 31 §8)', () => {
  /** The Intl reading of the local moment, as the module reads any other zone. */
  const formatters = new Map<string, Intl.DateTimeFormat>();
  function intlMoment(instantMs: number, timeZone: string): { weekday: number; minutes: number } {
    if (!formatters.has(timeZone)) {
      formatters.set(
        timeZone,
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
      );
    }
    const parts = formatters.get(timeZone)!.formatToParts(instantMs);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
    return { weekday, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
  }

  it('every zone read by its fixed offset agrees with Intl, every 61 h 13 min from 2025 to 2028 (every hour of the week comes round)', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    const step = (61 * 60 + 13) * 60_000 + 17_000;
    for (const zone of FIXED_OFFSET_ZONES) {
      for (let instant = start; instant < end; instant += step) {
        expect(weekMomentAt(instant, zone), `${zone} at ${new Date(instant).toISOString()}`).toEqual(
          intlMoment(instant, zone),
        );
      }
    }
  });

  it('Russia’s cities are read without building a time-zone formatter (the first one costs a phone a long task)', async () => {
    vi.resetModules();
    const fresh = await import('../../../core/domain/cityTime.ts');
    const Original = Intl.DateTimeFormat;
    const built: string[] = [];
    const counting = function (this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      built.push(options?.timeZone ?? '');
      return new Original(locales, options);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = counting;
    try {
      for (const zone of ['Europe/Moscow', 'Asia/Omsk', 'Asia/Vladivostok', 'Europe/Kaliningrad']) {
        expect(fresh.isTimeZone(zone)).toBe(true);
        expect(fresh.cityTimeZone({ timeZone: zone })).toBe(zone);
        fresh.weekMomentAt(Date.UTC(2026, 0, 14, 7, 0), zone);
      }
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(built).toEqual([]);
  });
});
