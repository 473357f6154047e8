import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  isOpenAt,
  mondayFirstWeekday,
  parseTime,
  weekSchedule,
  WEEKDAYS,
} from '../../../core/domain/openingHours.ts';
import type { OpeningHours } from '../../../core/model/index.ts';

const at = (weekday: number, time: string) => ({ weekday, minutes: parseTime(time)! });

function week(open: string, close: string): OpeningHours[] {
  return WEEKDAYS.map((day) => ({ day, open, close, dayOff: false }));
}

function day(dayNumber: number, open: string | null, close: string | null, dayOff = false): OpeningHours {
  return { day: dayNumber, open, close, dayOff };
}

describe('parseTime: HH:MM as minutes since midnight', () => {
  it.each([
    ['00:00', 0],
    ['9:05', 545],
    ['10:00', 600],
    ['23:59', 1439],
    ['24:00', 1440],
    ['18:30:00', 1110],
    [' 07:30 ', 450],
  ])('%s is %i', (text, minutes) => {
    expect(parseTime(text)).toBe(minutes);
  });

  it.each(['24:30', '25:00', '10:60', '1000', '', 'ten', '10:5', '-1:00'])('%j is not a time', (text) => {
    expect(parseTime(text)).toBeNull();
  });

  it('null is not a time', () => {
    expect(parseTime(null)).toBeNull();
  });
});

describe('formatMinutes', () => {
  it('writes two-digit hours and minutes', () => {
    expect([0, 545, 1439, 1440].map(formatMinutes)).toEqual(['00:00', '09:05', '23:59', '24:00']);
  });
});

describe('mondayFirstWeekday: the week starts on Monday', () => {
  it('maps Date.getDay() (0 = Sunday) to 1 = Monday … 7 = Sunday', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(mondayFirstWeekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });
});

describe('weekSchedule: the week, Monday first', () => {
  it('lists the seven days Monday to Sunday whatever order the hours come in', () => {
    const hours = [day(7, '10:00', '18:00'), day(1, '09:00', '21:00'), day(4, '08:00', '20:00')];
    expect(weekSchedule(hours).map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekSchedule(hours)[0]).toMatchObject({ status: 'open', openMinutes: 540, closeMinutes: 1260 });
    expect(weekSchedule(hours)[6]).toMatchObject({ status: 'open', openMinutes: 600, closeMinutes: 1080 });
  });

  it('marks a day without hours as unknown and a day off as a day off', () => {
    const schedule = weekSchedule([day(1, null, null, true), day(2, '10:00', '20:00')]);
    expect(schedule[0]).toEqual({ day: 1, status: 'dayOff' });
    expect(schedule[2]).toEqual({ day: 3, status: 'unknown' });
  });

  it('a day off wins over times given with it', () => {
    expect(weekSchedule([day(3, '10:00', '20:00', true)])[2]).toEqual({ day: 3, status: 'dayOff' });
  });

  it('unreadable or missing times make the day unknown', () => {
    const schedule = weekSchedule([day(1, '10:00', null), day(2, 'later', '20:00'), day(3, '24:00', '02:00')]);
    expect(schedule.slice(0, 3).map((entry) => entry.status)).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('the first entry of a day listed twice counts', () => {
    expect(weekSchedule([day(2, '10:00', '20:00'), day(2, '11:00', '12:00')])[1]).toMatchObject({ openMinutes: 600 });
  });

  it('flags a close after midnight, but not a close at midnight itself', () => {
    const schedule = weekSchedule([day(1, '18:00', '02:00'), day(2, '11:00', '00:00'), day(3, '10:00', '22:00')]);
    expect(schedule.slice(0, 3).map((entry) => entry.status === 'open' && entry.pastMidnight)).toEqual([true, false, false]);
  });

  it('00:00–24:00 and an equal open and close are around the clock', () => {
    const schedule = weekSchedule([day(1, '00:00', '24:00'), day(2, '00:00', '00:00'), day(3, '09:00', '09:00'), day(4, '00:00', '23:59')]);
    expect(schedule.slice(0, 4).map((entry) => entry.status === 'open' && entry.aroundTheClock)).toEqual([true, true, true, false]);
  });
});

describe('isOpenAt: open now', () => {
  const regular = week('10:00', '22:00');

  it('is open from the opening minute up to, not including, the closing minute', () => {
    expect(isOpenAt(regular, at(3, '09:59'))).toBe(false);
    expect(isOpenAt(regular, at(3, '10:00'))).toBe(true);
    expect(isOpenAt(regular, at(3, '21:59'))).toBe(true);
    expect(isOpenAt(regular, at(3, '22:00'))).toBe(false);
  });

  it('is closed on a day off and on a day with unknown hours', () => {
    const hours = [day(1, null, null, true), day(2, '10:00', '20:00')];
    expect(isOpenAt(hours, at(1, '12:00'))).toBe(false);
    expect(isOpenAt(hours, at(3, '12:00'))).toBe(false);
    expect(isOpenAt([], at(3, '12:00'))).toBe(false);
  });

  describe('hours past midnight', () => {
    // A bar: Friday 18:00–02:00, Saturday a day off, Sunday 16:00–05:00, Monday 18:00–02:00.
    const bar = [day(1, '18:00', '02:00'), day(5, '18:00', '02:00'), day(6, null, null, true), day(7, '16:00', '05:00')];

    it('is open on the evening itself until midnight', () => {
      expect(isOpenAt(bar, at(5, '17:59'))).toBe(false);
      expect(isOpenAt(bar, at(5, '18:00'))).toBe(true);
      expect(isOpenAt(bar, at(5, '23:59'))).toBe(true);
    });

    it("counts the previous day's late hours after midnight, even on a day off", () => {
      expect(isOpenAt(bar, at(6, '00:00'))).toBe(true);
      expect(isOpenAt(bar, at(6, '01:59'))).toBe(true);
      expect(isOpenAt(bar, at(6, '02:00'))).toBe(false);
      expect(isOpenAt(bar, at(6, '12:00'))).toBe(false);
    });

    it('carries Sunday night over into Monday morning (the week wraps)', () => {
      expect(isOpenAt(bar, at(1, '04:59'))).toBe(true);
      expect(isOpenAt(bar, at(1, '05:00'))).toBe(false);
      expect(isOpenAt(bar, at(1, '18:00'))).toBe(true);
    });

    it('does not carry a day into the next when that day has no late hours', () => {
      // Thursday has no hours, so Friday 01:00 is closed.
      expect(isOpenAt(bar, at(5, '01:00'))).toBe(false);
    });

    it('a close at 00:00 ends the day at midnight and opens nothing the next morning', () => {
      const cafe = [day(6, '11:00', '00:00'), day(7, '11:00', '00:00')];
      expect(isOpenAt(cafe, at(6, '23:59'))).toBe(true);
      expect(isOpenAt(cafe, at(7, '00:00'))).toBe(false);
      expect(isOpenAt(cafe, at(7, '00:30'))).toBe(false);
    });
  });

  it('an around-the-clock day is open at every minute', () => {
    const hours = [day(2, '00:00', '24:00')];
    expect([0, 1, 720, 1439].map((minutes) => isOpenAt(hours, { weekday: 2, minutes }))).toEqual([true, true, true, true]);
    expect(isOpenAt(hours, at(3, '00:00'))).toBe(false);
  });

  it('refuses a moment outside the week', () => {
    expect(() => isOpenAt(regular, { weekday: 0, minutes: 0 })).toThrow(RangeError);
    expect(() => isOpenAt(regular, { weekday: 8, minutes: 0 })).toThrow(RangeError);
    expect(() => isOpenAt(regular, { weekday: 1, minutes: 1440 })).toThrow(RangeError);
    expect(() => isOpenAt(regular, { weekday: 1, minutes: -1 })).toThrow(RangeError);
    expect(() => isOpenAt(regular, { weekday: 1.5, minutes: 0 })).toThrow(RangeError);
  });
});
