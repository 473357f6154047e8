/**
 * The birth date picker's text field and its values: 'ДД.ММ.ГГГГ' on screen, 'YYYY-MM-DD' for the forms and the
 * machines, a local Date for the calendar. Whether a date is a birth date at all is decided once, in
 * core/domain/birthDate.ts; this file only converts.
 */
import { readBirthDate, type BirthDateRefusal } from '../../core/domain/birthDate.ts';

/** How the text field writes a date. */
export const RU_DATE_PLACEHOLDER = 'ДД.ММ.ГГГГ';
/** The maska mask of the text field. */
export const RU_DATE_MASK = '##.##.####';

const RU_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the typed text is: nothing, not finished, refused by the birth date rule (and why), or a birth date. */
export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'refused'; refusal: BirthDateRefusal }
  | { kind: 'day'; isoDate: string };

/** Reads the text field. */
export function readTypedDate(text: string): TypedDate {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { kind: 'empty' };
  }
  const match = RU_DATE.exec(trimmed);
  if (match === null) {
    return { kind: 'incomplete' };
  }
  const isoDate = `${match[3]}-${match[2]}-${match[1]}`;
  const reading = readBirthDate(isoDate);
  return reading.ok ? { kind: 'day', isoDate } : { kind: 'refused', refusal: reading.refusal };
}

/** 'YYYY-MM-DD' as the text field shows it, 'ДД.ММ.ГГГГ'; '' for anything that is no birth date. */
export function ruTextOf(isoDate: string): string {
  const match = readBirthDate(isoDate).ok ? ISO_DATE.exec(isoDate) : null;
  return match === null ? '' : `${match[3]}.${match[2]}.${match[1]}`;
}

/** The calendar's day (local midnight) of a 'YYYY-MM-DD' birth date; null for anything else. */
export function localDateOf(isoDate: string): Date | null {
  const match = readBirthDate(isoDate).ok ? ISO_DATE.exec(isoDate) : null;
  return match === null ? null : new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** 'YYYY-MM-DD' of the calendar's day: its local date, so no time zone moves it. */
export function isoDateOf(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
