import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  isOpenAt,
  isOpenNow,
  MINUTES_PER_DAY,
  mondayFirstWeekday,
  openOutletIds,
  openStateAt,
  openStateNow,
  openStateText,
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
    expect(schedule.slice(0, 3).map((entry) => entry.status === 'open' && entry.pastMidnight)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('00:00–24:00 and an equal open and close are around the clock', () => {
    const schedule = weekSchedule([
      day(1, '00:00', '24:00'),
      day(2, '00:00', '00:00'),
      day(3, '09:00', '09:00'),
      day(4, '00:00', '23:59'),
    ]);
    expect(schedule.slice(0, 4).map((entry) => entry.status === 'open' && entry.aroundTheClock)).toEqual([
      true,
      true,
      true,
      false,
    ]);
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
    const bar = [
      day(1, '18:00', '02:00'),
      day(5, '18:00', '02:00'),
      day(6, null, null, true),
      day(7, '16:00', '05:00'),
    ];

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
    expect([0, 1, 720, 1439].map((minutes) => isOpenAt(hours, { weekday: 2, minutes }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
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

describe('open now in the city’s time zone (issue 21)', () => {
  const daytime = week('10:00', '22:00');

  it('is decided by the city’s clock, not UTC: 07:00 UTC is 10:00 in Moscow', () => {
    expect(isOpenNow(daytime, Date.UTC(2026, 0, 14, 6, 59), 'Europe/Moscow')).toBe(false);
    expect(isOpenNow(daytime, Date.UTC(2026, 0, 14, 7, 0), 'Europe/Moscow')).toBe(true);
    expect(isOpenNow(daytime, Date.UTC(2026, 0, 14, 18, 59), 'Europe/Moscow')).toBe(true);
    expect(isOpenNow(daytime, Date.UTC(2026, 0, 14, 19, 0), 'Europe/Moscow')).toBe(false);
  });

  it('the same instant is open in one city and closed in another', () => {
    // Wednesday 14 January 2026, 20:30 UTC: 23:30 in Moscow, 21:30 in Berlin.
    const instant = Date.UTC(2026, 0, 14, 20, 30);
    expect(isOpenNow(daytime, instant, 'Europe/Moscow')).toBe(false);
    expect(isOpenNow(daytime, instant, 'Europe/Berlin')).toBe(true);
  });

  it('follows a zone’s summer time: 08:30 UTC is 09:30 in Berlin before the change and 10:30 after it', () => {
    expect(isOpenNow(daytime, Date.UTC(2026, 2, 28, 8, 30), 'Europe/Berlin')).toBe(false);
    expect(isOpenNow(daytime, Date.UTC(2026, 2, 30, 8, 30), 'Europe/Berlin')).toBe(true);
    // Moscow keeps one offset: 11:30 on both days.
    expect(isOpenNow(daytime, Date.UTC(2026, 2, 28, 8, 30), 'Europe/Moscow')).toBe(true);
    expect(isOpenNow(daytime, Date.UTC(2026, 2, 30, 8, 30), 'Europe/Moscow')).toBe(true);
  });

  it('keeps Friday’s past-midnight hours open into Saturday’s small hours, local time', () => {
    const bar = [day(5, '18:00', '02:00'), day(6, null, null, true)];
    // Friday 16 January 2026 22:30 UTC is Saturday 01:30 in Moscow.
    expect(isOpenNow(bar, Date.UTC(2026, 0, 16, 22, 30), 'Europe/Moscow')).toBe(true);
    expect(openStateNow(bar, Date.UTC(2026, 0, 16, 22, 30), 'Europe/Moscow')).toEqual({
      status: 'open',
      closesAt: { weekday: 6, minutes: 120, time: '02:00', inDays: 0 },
    });
    expect(isOpenNow(bar, Date.UTC(2026, 0, 16, 23, 0), 'Europe/Moscow')).toBe(false);
  });

  it('refuses a zone that does not exist', () => {
    expect(() => isOpenNow(daytime, 0, 'Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('open until, or opens at', () => {
  it('says when an open outlet closes: «Открыто до 22:00»', () => {
    const state = openStateAt(week('10:00', '22:00'), at(3, '12:00'));
    expect(state).toEqual({ status: 'open', closesAt: { weekday: 3, minutes: 1320, time: '22:00', inDays: 0 } });
    expect(openStateText(state)).toBe('Открыто до 22:00');
  });

  it('a day that ends at midnight closes at «24:00» of that day', () => {
    const state = openStateAt(week('10:00', '24:00').slice(0, 1), at(1, '23:00'));
    expect(state).toEqual({ status: 'open', closesAt: { weekday: 1, minutes: 1440, time: '24:00', inDays: 0 } });
  });

  it('past midnight it closes the next morning, still «до 02:00»', () => {
    const state = openStateAt([day(5, '18:00', '02:00')], at(5, '23:00'));
    expect(state).toEqual({ status: 'open', closesAt: { weekday: 6, minutes: 120, time: '02:00', inDays: 1 } });
    expect(openStateText(state)).toBe('Открыто до 02:00');
  });

  it('runs of open time join across midnight: open until the run ends', () => {
    const hours = [day(5, '18:00', '02:00'), day(6, '00:00', '24:00'), day(7, '00:00', '20:00')];
    const state = openStateAt(hours, at(5, '20:00'));
    expect(state).toEqual({ status: 'open', closesAt: { weekday: 7, minutes: 1200, time: '20:00', inDays: 2 } });
    expect(openStateText(state)).toBe('Открыто до воскресенья, 20:00');
  });

  it('around the clock every day it never closes: «Открыто круглосуточно»', () => {
    const state = openStateAt(week('00:00', '24:00'), at(7, '23:59'));
    expect(state).toEqual({ status: 'open', closesAt: null });
    expect(openStateText(state)).toBe('Открыто круглосуточно');
  });

  it('a closed outlet opens later today, tomorrow or on a named day', () => {
    const weekdays = [1, 2, 3, 4, 5].map((n) => day(n, '10:00', '19:00'));
    expect(openStateText(openStateAt(weekdays, at(3, '08:00')))).toBe('Закрыто · откроется в 10:00');
    expect(openStateText(openStateAt(weekdays, at(3, '20:00')))).toBe('Закрыто · откроется завтра в 10:00');
    expect(openStateText(openStateAt(weekdays, at(5, '20:00')))).toBe('Закрыто · откроется в понедельник в 10:00');
    expect(openStateText(openStateAt([day(2, '10:00', '19:00')], at(2, '20:00')))).toBe(
      'Закрыто · откроется во вторник в 10:00',
    );
    expect(openStateAt(weekdays, at(7, '12:00'))).toEqual({
      status: 'closed',
      opensAt: { weekday: 1, minutes: 600, time: '10:00', inDays: 1 },
    });
  });

  it('an outlet whose every known day is a day off is just «Закрыто»; one without hours says nothing', () => {
    expect(openStateText(openStateAt([day(1, null, null, true)], at(1, '12:00')))).toBe('Закрыто');
    expect(openStateAt([], at(1, '12:00'))).toEqual({ status: 'unknown' });
    expect(openStateText({ status: 'unknown' })).toBeNull();
  });

  it('agrees with isOpenAt at every minute of the week', () => {
    const schedules = [
      [
        day(1, '10:00', '22:00'),
        day(2, '18:00', '02:00'),
        day(3, '00:00', '24:00'),
        day(4, '09:00', '09:00'),
        day(5, '10:00', '00:00'),
        day(6, null, null, true),
        day(7, '16:00', '05:00'),
      ],
      [day(7, '22:00', '03:00'), day(1, '12:00', '13:00')],
    ];
    for (const hours of schedules) {
      for (const weekday of WEEKDAYS) {
        for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += 15) {
          expect(openStateAt(hours, { weekday, minutes }).status).toBe(
            isOpenAt(hours, { weekday, minutes }) ? 'open' : 'closed',
          );
        }
      }
    }
  });
});

describe('the outlets open now, for the list’s «Открыто сейчас» filter', () => {
  it('keeps the outlets whose hours are open at the instant in the city’s zone', () => {
    const rows = [
      { salesUnitId: 1, ...day(3, '10:00', '22:00') },
      { salesUnitId: 2, ...day(3, '12:00', '22:00') },
      { salesUnitId: 3, ...day(2, '20:00', '03:00') },
      { salesUnitId: 3, ...day(3, '20:00', '03:00') },
    ];
    // Wednesday 14 January 2026, 08:00 UTC: 11:00 in Moscow, 14:00 in Omsk.
    expect([...openOutletIds(rows, Date.UTC(2026, 0, 14, 8, 0), 'Europe/Moscow')]).toEqual([1]);
    expect([...openOutletIds(rows, Date.UTC(2026, 0, 14, 8, 0), 'Asia/Omsk')].sort()).toEqual([1, 2]);
    // 22:30 UTC on Tuesday is 01:30 on Wednesday in Moscow: outlet 3 is still open from Tuesday night.
    expect([...openOutletIds(rows, Date.UTC(2026, 0, 13, 22, 30), 'Europe/Moscow')]).toEqual([3]);
  });
});
