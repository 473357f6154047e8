/**
 * How a person described by the identity provider becomes a shopper's registration data (portal §4
 * «Social-network login»): one definition for the server that registers them and the portal that shows them.
 */
import type { Gender } from '../model/auth.ts';
import * as v from 'valibot';
import { birthDateToUnixSeconds } from './birthDate.ts';
import { personNameProblem, sanitizeName, storedName } from './name.ts';

/** The provider's numbering of `sex`. */
const GENDER_BY_SEX: Readonly<Record<number, Gender>> = Object.freeze({ 1: 'женский', 2: 'мужской' });

/** What registration takes from the provider; null where the provider gave nothing usable. */
export interface SocialRegistrationData {
  /** The first name as the provider gives it when the name rule keeps it (hyphens too), else its letters only. */
  name: string | null;
  gender: Gender | null;
  /** Unix seconds of the UTC midnight of the birthday. */
  birthday: number | null;
  /** The e-mail the provider shares, when the profile's e-mail rule takes it; else null. */
  email: string | null;
}

/** 1 → 'женский', 2 → 'мужской', anything else null. */
export function genderFromProviderSex(sex: number | null | undefined): Gender | null {
  return sex === undefined || sex === null ? null : (GENDER_BY_SEX[sex] ?? null);
}

/**
 * The provider's birthday 'DD.MM.YYYY' (or 'D.M.YYYY') as unix seconds of that day's UTC midnight. Null
 * without a year ('17.4', which the provider sends when the year is hidden), for an impossible day, or outside
 * the birth date picker's years.
 */
export function birthdayFromProvider(value: string | null | undefined): number | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec((value ?? '').trim());
  if (match === null) {
    return null;
  }
  const [, day, month, year] = match;
  return birthDateToUnixSeconds(`${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`);
}

const sharedEmail = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

/** The e-mail the provider shares (its consent page says so), trimmed; null when none or not an address. */
export function emailFromProvider(value: string | null | undefined): string | null {
  const checked = v.safeParse(sharedEmail, value ?? '');
  return checked.success ? checked.output : null;
}

/** The registration data a provider profile carries. */
export function socialRegistrationData(user: {
  firstName: string;
  sex: number | null;
  birthday: string | null;
  email?: string | null;
}): SocialRegistrationData {
  const name = personNameProblem(user.firstName) === null ? storedName(user.firstName) : sanitizeName(user.firstName);
  return {
    name: name === '' ? null : name,
    gender: genderFromProviderSex(user.sex),
    birthday: birthdayFromProvider(user.birthday),
    email: emailFromProvider(user.email),
  };
}
