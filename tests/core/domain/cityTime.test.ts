import { describe, expect, it } from 'vitest';
import { cityTimeZone, DEFAULT_TIME_ZONE, isTimeZone, weekMomentAt } from '../../../core/domain/cityTime.ts';

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
    expect(weekMomentAt(Date.UTC(2026, 0, 14, 6, 59, 59), 'Europe/Moscow')).toEqual({ weekday: 3, minutes: 9 * 60 + 59 });
    expect(weekMomentAt(Date.UTC(2026, 0, 13, 21, 0), 'Europe/Moscow')).toEqual({ weekday: 3, minutes: 0 });
  });

  it('refuses an unknown zone or an instant that is not one', () => {
    expect(() => weekMomentAt(0, 'Europe/Nowhere')).toThrow(RangeError);
    expect(() => weekMomentAt(Number.NaN, 'Europe/Moscow')).toThrow(RangeError);
  });
});
