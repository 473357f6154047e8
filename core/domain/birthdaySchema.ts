/**
 * The one birthday rule of a request body (portal §5, §9): whole unix seconds within the birth date picker's
 * range. The registration and the tenant profile check with it, on the server, in the forms and in the fake.
 */
import * as v from 'valibot';
import { FIRST_BIRTHDAY_SECONDS, LAST_BIRTHDAY_SECONDS } from './birthDate.ts';

/** What a refused birthday says. */
export const BIRTHDAY_MESSAGE = 'Выберите дату рождения с 1900 по 3000 год';

/**
 * A birthday as whole unix seconds from the picker's first to its last day. Outside it the age rule cannot
 * judge the date (1e15 has no year) and the column would overflow (1e19).
 */
export const birthdaySeconds = v.pipe(
  v.number(BIRTHDAY_MESSAGE),
  v.integer(BIRTHDAY_MESSAGE),
  v.minValue(FIRST_BIRTHDAY_SECONDS, BIRTHDAY_MESSAGE),
  v.maxValue(LAST_BIRTHDAY_SECONDS, BIRTHDAY_MESSAGE),
  v.description('Unix seconds'),
);
