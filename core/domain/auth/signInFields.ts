/**
 * The fields of the sign-in bodies (registration, SMS and password sign-in, recovery; portal §5, §7) as valibot
 * rules: the forms enable their buttons by them, the server validates with them and the in-memory back end
 * refuses with them, so a value one takes the others take. Messages are the forms' Russian words.
 */
import * as v from 'valibot';
import { GENDER_CHOICES } from '../gender.ts';
import { idNumberWith } from '../ids.ts';
import { NAME_MESSAGE, personName } from '../name.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password.ts';
import { canonicalPhone } from '../phone.ts';
import { BIDI_MESSAGE, bidiFree } from '../textRules.ts';

/** What each refused field says. */
export const SIGN_IN_MESSAGES = Object.freeze({
  phone: 'Введите номер телефона: 11 цифр, +7 999 999 99 99',
  name: NAME_MESSAGE,
  nameMissing: 'Введите имя',
  nameTooLong: 'Имя — не длиннее 100 символов',
  bidi: BIDI_MESSAGE,
  gender: 'Выберите пол: мужской или женский',
  city: 'Выберите город из списка',
  captcha: 'Подтвердите, что вы не робот',
  code: 'Введите код из СМС',
  password: 'Введите пароль',
  newPassword: `Пароль — от ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов`,
  /** A field the page fills in itself (the fingerprint, a step's token, a recovery link's): it was lost or forged. */
  pageState: 'Обновите страницу и попробуйте ещё раз',
  referral: 'Только одна реферальная ссылка: suid, tid или did',
});

/**
 * An object of sign-in fields. A field that is missing is refused as an empty one is, with that field's own message
 * (valibot's own would be English); a body that is not an object at all lost the page's state.
 */
export function signInObject<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.object(entries, (issue) => missingFieldMessage(entries, issue));
}

function missingFieldMessage(entries: v.ObjectEntries, issue: v.ObjectIssue): string {
  const key = issue.path?.at(-1)?.key;
  const field = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
  return (field === undefined ? undefined : v.safeParse(field, '').issues?.[0].message) ?? SIGN_IN_MESSAGES.pageState;
}

/** The longest phone text taken: any spelling of a number fits, and the rule never reads a long text. */
const PHONE_MAX_LENGTH = 32;

/** A UTF-16 surrogate without its partner: ill-formed text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text without NUL characters or broken UTF-16: PostgreSQL cannot store them and no honest client sends one. */
function storable(message: string) {
  return v.check((value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value), message);
}

/** Text of 1 to `max` storable characters with `message` for every refusal. */
function bounded(max: number, message: string, description: string) {
  return v.pipe(
    v.string(message),
    storable(message),
    v.minLength(1, message),
    v.maxLength(max, message),
    v.description(description),
  );
}

/**
 * The account phone, the one phone rule of sign-in: any spelling of an 11-digit +7 number (portal §5's mask
 * +7 999 999 99 99; a leading 8 is the domestic spelling of +7), turned into the canonical 7XXXXXXXXXX.
 * Other country codes are refused: accounts are keyed by the +7 number.
 */
export const signInPhone = v.pipe(
  v.string(SIGN_IN_MESSAGES.phone),
  v.maxLength(PHONE_MAX_LENGTH, SIGN_IN_MESSAGES.phone),
  storable(SIGN_IN_MESSAGES.phone),
  v.check((value) => canonicalPhone(value)?.startsWith('7') === true, SIGN_IN_MESSAGES.phone),
  v.transform((value) => canonicalPhone(value) ?? ''),
  v.description('11 digits of a +7 number in any spelling (79991234567, 8 999 123-45-67, +7 …)'),
);

/** The registration's name: the core's name rule, at most 100 characters, at least one letter. */
export const signInName = v.pipe(
  v.string(SIGN_IN_MESSAGES.name),
  storable(SIGN_IN_MESSAGES.name),
  v.maxLength(100, SIGN_IN_MESSAGES.nameTooLong),
  bidiFree(SIGN_IN_MESSAGES.bidi),
  personName,
  v.minLength(1, SIGN_IN_MESSAGES.nameMissing),
);

/** One of the genders the form offers (core GENDER_CHOICES). */
export const signInGender = v.picklist(
  GENDER_CHOICES.map((choice) => choice.value),
  SIGN_IN_MESSAGES.gender,
);

/** The city the registration records: an id, or null when the visitor has none yet. */
export const signInCity = v.optional(v.nullable(idNumberWith(SIGN_IN_MESSAGES.city)), null);

export const captchaField = bounded(
  8192,
  SIGN_IN_MESSAGES.captcha,
  'Captcha payload (ALTCHA: base64 JSON {challenge, solution})',
);
export const fingerprintField = bounded(1024, SIGN_IN_MESSAGES.pageState, 'User agent followed by the role id');
export const smsCodeField = bounded(16, SIGN_IN_MESSAGES.code, 'The SMS code');

/** A token the page got from an earlier answer (or a link) and sends back. */
export function stepToken(max: number, description: string) {
  return bounded(max, SIGN_IN_MESSAGES.pageState, description);
}

/** suid, tid or did of a referral link (portal §4). */
export const referralField = v.optional(
  v.pipe(
    v.string(SIGN_IN_MESSAGES.referral),
    storable(SIGN_IN_MESSAGES.referral),
    v.trim(),
    v.minLength(1, SIGN_IN_MESSAGES.referral),
    v.maxLength(64, SIGN_IN_MESSAGES.referral),
  ),
);

/** A password to sign in with: what was set, so any non-empty text up to the longest the server hashes. */
export const signInPassword = bounded(PASSWORD_MAX_LENGTH, SIGN_IN_MESSAGES.password, 'The password');

/** A new password: PASSWORD_MIN_LENGTH characters (code points) or more, up to the longest the server hashes. */
export const newPassword = v.pipe(
  v.string(SIGN_IN_MESSAGES.newPassword),
  storable(SIGN_IN_MESSAGES.newPassword),
  v.maxLength(PASSWORD_MAX_LENGTH, SIGN_IN_MESSAGES.newPassword),
  v.check((value) => Array.from(value).length >= PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES.newPassword),
);
