import { describe, expect, it } from 'vitest';
import { isoDateOf, localDateOf, readTypedDate, ruTextOf } from '../../../ui/components/datePickerText.ts';

describe('Date picker text: ДД.ММ.ГГГГ on screen, YYYY-MM-DD for the forms', () => {
  it('reads a whole typed birth date as YYYY-MM-DD', () => {
    expect(readTypedDate('15.03.1990')).toEqual({ kind: 'day', isoDate: '1990-03-15' });
    expect(readTypedDate(' 29.02.2024 ')).toEqual({ kind: 'day', isoDate: '2024-02-29' });
  });

  it('tells nothing typed and a half-typed date apart', () => {
    expect(readTypedDate('')).toEqual({ kind: 'empty' });
    expect(readTypedDate('01.0')).toEqual({ kind: 'incomplete' });
  });

  it("passes on the birth date rule's refusal: a day that does not exist, a year outside 1900–3000", () => {
    expect(readTypedDate('31.02.2000')).toEqual({ kind: 'refused', refusal: 'noSuchDay' });
    expect(readTypedDate('01.01.1899')).toEqual({ kind: 'refused', refusal: 'outsideYears' });
    expect(readTypedDate('01.01.3001')).toEqual({ kind: 'refused', refusal: 'outsideYears' });
  });

  it('writes a birth date back as ДД.ММ.ГГГГ, and nothing for what is none', () => {
    expect(ruTextOf('1990-03-15')).toBe('15.03.1990');
    expect(ruTextOf('2000-02-31')).toBe('');
    expect(ruTextOf('')).toBe('');
  });

  it('gives the calendar the local day and takes its local day back, whatever the time of day', () => {
    const day = localDateOf('1991-03-02');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([1991, 2, 2, 0]);
    expect(localDateOf('1899-12-31')).toBeNull();
    expect(isoDateOf(new Date(1900, 0, 1, 23, 59))).toBe('1900-01-01');
  });
});
