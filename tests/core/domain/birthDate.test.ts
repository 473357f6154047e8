import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_PICKER_YEARS,
  ageError,
  ageInWholeYears,
  birthDateToUnixSeconds,
  readBirthDate,
} from '../../../core/domain/birthDate.ts';
import { MIN_AGE_YEARS } from '../../../core/domain/constants.ts';

const AGE_MESSAGE = 'Ваш возраст должен быть более 14 лет';
const utcSeconds = (y: number, m: number, d: number, h = 0): number => Date.UTC(y, m - 1, d, h) / 1000;
const utcMs = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): number =>
  Date.UTC(y, m - 1, d, h, min, s, ms);

describe('Birth date: picker year range 1900 to 3000', () => {
  it('publishes the picker range', () => {
    expect(DATE_PICKER_YEARS).toEqual({ from: 1900, to: 3000 });
  });

  it('turns the picked day into unix seconds of its UTC midnight', () => {
    expect(birthDateToUnixSeconds('2000-01-01')).toBe(946684800);
    expect(birthDateToUnixSeconds('1970-01-01')).toBe(0);
    expect(birthDateToUnixSeconds('1969-12-31')).toBe(-86400);
  });

  it('accepts the first and last day of the range and rejects the days just outside', () => {
    expect(birthDateToUnixSeconds('1900-01-01')).toBe(utcSeconds(1900, 1, 1));
    expect(birthDateToUnixSeconds('3000-12-31')).toBe(utcSeconds(3000, 12, 31));
    expect(birthDateToUnixSeconds('1899-12-31')).toBeNull();
    expect(birthDateToUnixSeconds('3001-01-01')).toBeNull();
  });

  it('rejects days that do not exist', () => {
    expect(birthDateToUnixSeconds('2023-02-30')).toBeNull();
    expect(birthDateToUnixSeconds('2023-02-29')).toBeNull();
    expect(birthDateToUnixSeconds('2023-04-31')).toBeNull();
    expect(birthDateToUnixSeconds('2023-13-01')).toBeNull();
    expect(birthDateToUnixSeconds('2023-00-10')).toBeNull();
    expect(birthDateToUnixSeconds('2023-01-00')).toBeNull();
    expect(birthDateToUnixSeconds('1900-02-29')).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(birthDateToUnixSeconds('2024-02-29')).toBe(utcSeconds(2024, 2, 29));
    expect(birthDateToUnixSeconds('2000-02-29')).toBe(utcSeconds(2000, 2, 29));
  });

  it('rejects text that is not YYYY-MM-DD', () => {
    for (const text of ['', 'abc', '2023-2-3', '03/02/2023', '2023-02-03T00:00:00Z', ' 2023-02-03', '+02023-02-03']) {
      expect(birthDateToUnixSeconds(text), text).toBeNull();
    }
  });
});

describe('Birth date: why a text is refused (the date picker says it)', () => {
  it('tells a year outside 1900–3000 from a day that does not exist and from text that is no date', () => {
    expect(readBirthDate('1899-12-31')).toEqual({ ok: false, refusal: 'outsideYears' });
    expect(readBirthDate('3001-01-01')).toEqual({ ok: false, refusal: 'outsideYears' });
    expect(readBirthDate('2000-02-31')).toEqual({ ok: false, refusal: 'noSuchDay' });
    expect(readBirthDate('2000-13-01')).toEqual({ ok: false, refusal: 'noSuchDay' });
    expect(readBirthDate('01.02.2000')).toEqual({ ok: false, refusal: 'notADate' });
    expect(readBirthDate('2000-02-29')).toEqual({ ok: true, seconds: utcSeconds(2000, 2, 29) });
  });
});

describe('Age in whole years from the birth date', () => {
  const now = utcMs(2024, 6, 15, 12);

  it('the birthday itself completes the year', () => {
    expect(ageInWholeYears(utcSeconds(2010, 6, 15), now)).toBe(14);
    expect(ageInWholeYears(utcSeconds(2010, 6, 16), now)).toBe(13);
    expect(ageInWholeYears(utcSeconds(2010, 6, 14), now)).toBe(14);
  });

  it('counts by UTC calendar dates, not by elapsed milliseconds', () => {
    // Born late in the day: at the first moment of the birthday the year is already complete.
    expect(ageInWholeYears(utcSeconds(2010, 6, 15, 23), utcMs(2024, 6, 15))).toBe(14);
    // The last millisecond before the birthday is still one year short.
    expect(ageInWholeYears(utcSeconds(2010, 6, 15), utcMs(2024, 6, 14, 23, 59, 59, 999))).toBe(13);
  });

  it('a birthday later in the year has not yet come in an earlier month', () => {
    expect(ageInWholeYears(utcSeconds(2000, 12, 1), utcMs(2024, 11, 30))).toBe(23);
    expect(ageInWholeYears(utcSeconds(2000, 12, 1), utcMs(2024, 12, 1))).toBe(24);
  });

  it('a 29 February birthday completes its year on 1 March in non-leap years and on 29 February in leap years', () => {
    const born = utcSeconds(2008, 2, 29);
    expect(ageInWholeYears(born, utcMs(2022, 2, 28))).toBe(13);
    expect(ageInWholeYears(born, utcMs(2022, 3, 1))).toBe(14);
    expect(ageInWholeYears(born, utcMs(2024, 2, 28))).toBe(15);
    expect(ageInWholeYears(born, utcMs(2024, 2, 29))).toBe(16);
  });

  it('works for birthdays before 1970 (negative unix seconds)', () => {
    expect(ageInWholeYears(utcSeconds(1900, 1, 1), utcMs(2024, 1, 1))).toBe(124);
    expect(ageInWholeYears(utcSeconds(1969, 12, 31), utcMs(2024, 12, 30))).toBe(54);
  });

  it('is zero on the day of birth and negative for a birthday in the future', () => {
    expect(ageInWholeYears(utcSeconds(2024, 6, 15), now)).toBe(0);
    expect(ageInWholeYears(utcSeconds(2030, 1, 1), now)).toBeLessThan(0);
  });

  it('property: on the n-th anniversary the age is n, and one millisecond earlier n − 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2900 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day, n) => {
          const born = utcSeconds(year, month, day);
          const anniversary = utcMs(year + n, month, day);
          expect(ageInWholeYears(born, anniversary)).toBe(n);
          expect(ageInWholeYears(born, anniversary - 1)).toBe(n - 1);
        },
      ),
    );
  });
});

describe("Age under 14 shows 'Ваш возраст должен быть более 14 лет' and disables submit", () => {
  const today = utcMs(2024, 6, 15, 9, 30);

  it('the minimum age is 14', () => {
    expect(MIN_AGE_YEARS).toBe(14);
  });

  it('turning exactly 14 today is allowed', () => {
    expect(ageError(utcSeconds(2010, 6, 15), today)).toBeNull();
  });

  it('turning 14 tomorrow is an error with the §8 message', () => {
    expect(ageError(utcSeconds(2010, 6, 16), today)).toBe(AGE_MESSAGE);
  });

  it('older people have no age error', () => {
    expect(ageError(utcSeconds(1990, 1, 1), today)).toBeNull();
  });

  it('a future birth date is an age error', () => {
    expect(ageError(utcSeconds(2999, 1, 1), today)).toBe(AGE_MESSAGE);
  });

  it('a 29 February birthday turns 14 on 1 March of a non-leap year', () => {
    const born = utcSeconds(2008, 2, 29);
    expect(ageError(born, utcMs(2022, 2, 28, 23, 59))).toBe(AGE_MESSAGE);
    expect(ageError(born, utcMs(2022, 3, 1))).toBeNull();
  });

  it('an empty birth date is not an age error (the required rule handles it)', () => {
    expect(ageError(null, today)).toBeNull();
  });
});
