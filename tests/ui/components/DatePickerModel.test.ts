import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clampDay,
  fromIso,
  monthName,
  monthWeeks,
  parseRuDate,
  toIso,
  weekdayNames,
  withYear,
  yearPage,
  yearPageStart,
  YEARS_PER_PAGE,
} from '../../../ui/components/DatePickerModel.ts';

const YEARS = { from: 1900, to: 3000 };

describe('Date picker model: typed ДД.ММ.ГГГГ', () => {
  it('reads a whole real date', () => {
    expect(parseRuDate('29.02.2024', YEARS)).toEqual({ kind: 'day', day: { year: 2024, month: 1, day: 29 } });
  });

  it('tells an unfinished, an impossible and an out-of-range date apart', () => {
    expect(parseRuDate('', YEARS)).toEqual({ kind: 'empty' });
    expect(parseRuDate('29.02.20', YEARS)).toEqual({ kind: 'incomplete' });
    expect(parseRuDate('29.02.2023', YEARS)).toEqual({ kind: 'impossible' });
    expect(parseRuDate('31.04.2000', YEARS)).toEqual({ kind: 'impossible' });
    expect(parseRuDate('31.12.1899', YEARS)).toEqual({ kind: 'outOfRange' });
    expect(parseRuDate('01.01.3001', YEARS)).toEqual({ kind: 'outOfRange' });
    expect(parseRuDate('01.01.0050', YEARS)).toEqual({ kind: 'outOfRange' });
    expect(parseRuDate('01.01.1900', YEARS).kind).toBe('day');
    expect(parseRuDate('31.12.3000', YEARS).kind).toBe('day');
  });

  it('round-trips YYYY-MM-DD', () => {
    expect(toIso({ year: 1990, month: 2, day: 5 })).toBe('1990-03-05');
    expect(fromIso('1990-03-05')).toEqual({ year: 1990, month: 2, day: 5 });
    expect(fromIso('1990-02-30')).toBeNull();
    expect(fromIso('')).toBeNull();
  });
});

describe('Date picker model: the month grid starts on Monday', () => {
  it('pads the first week up to the 1st and the last week after the last day', () => {
    // 1 September 2024 was a Sunday, 30 September a Monday.
    const weeks = monthWeeks(2024, 8);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ year: 2024, month: 8, day: 1 });
    expect(weeks.at(-1)?.[0]).toEqual({ year: 2024, month: 8, day: 30 });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('has no padding for a month that starts on Monday (January 2024)', () => {
    expect(monthWeeks(2024, 0)[0]?.[0]).toEqual({ year: 2024, month: 0, day: 1 });
  });
});

describe('Date picker model: months and years', () => {
  it('keeps the day when moving by month, or takes the shorter month’s last day', () => {
    expect(addMonths({ year: 2024, month: 0, day: 31 }, 1)).toEqual({ year: 2024, month: 1, day: 29 });
    expect(addMonths({ year: 2024, month: 11, day: 15 }, 1)).toEqual({ year: 2025, month: 0, day: 15 });
    expect(withYear({ year: 2024, month: 1, day: 29 }, 2023)).toEqual({ year: 2023, month: 1, day: 28 });
  });

  it('clamps to 1 January 1900 and 31 December 3000', () => {
    expect(clampDay({ year: 1899, month: 11, day: 31 }, YEARS)).toEqual({ year: 1900, month: 0, day: 1 });
    expect(clampDay({ year: 3001, month: 0, day: 1 }, YEARS)).toEqual({ year: 3000, month: 11, day: 31 });
  });

  it('pages the years 12 at a time from 1900; the last page ends at 3000', () => {
    expect(YEARS_PER_PAGE).toBe(12);
    expect(yearPageStart(1900, YEARS)).toBe(1900);
    expect(yearPageStart(1911, YEARS)).toBe(1900);
    expect(yearPageStart(1912, YEARS)).toBe(1912);
    expect(yearPage(yearPageStart(3000, YEARS), YEARS)).toEqual([2992, 2993, 2994, 2995, 2996, 2997, 2998, 2999, 3000]);
  });
});

describe('Date picker model: Russian names', () => {
  it('names the months in Russian, capitalised for a heading', () => {
    expect(Array.from({ length: 12 }, (_, month) => monthName(month))).toEqual([
      'Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь',
    ]);
  });

  it('names the weekdays from Monday', () => {
    expect(weekdayNames().map((name) => name.short)).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(weekdayNames()[0]?.long).toBe('понедельник');
  });
});
