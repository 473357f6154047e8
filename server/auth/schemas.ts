/** Request and response schemas of /api/authentication/* (core/ports/api.ts and adapters/http/OfetchApi.ts shapes). */
import * as v from 'valibot';
import { FIRST_BIRTHDAY_SECONDS, LAST_BIRTHDAY_SECONDS } from '../../core/domain/birthDate.ts';
import { GENDER_CHOICES } from '../../core/domain/gender.ts';
import { personName } from '../../core/domain/name.ts';
import { canonicalPhone } from '../../core/domain/phone.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/domain/password.ts';
import { noBidiControls } from '../http/textRules.ts';

/** A string without NUL characters: PostgreSQL text cannot hold them, and no honest client sends one. */
const plainString = v.pipe(
  v.string(),
  v.check((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
);

/**
 * Any spelling of an 11-digit Russian phone (+7…, 8…, with spaces or dashes), turned into the canonical
 * 7XXXXXXXXXX. Other country codes are refused: accounts are keyed by the +7 number (users.phone).
 */
export const phoneField = v.pipe(
  plainString,
  v.maxLength(32),
  v.check((value) => canonicalPhone(value)?.startsWith('7') === true, 'not an 11-digit +7 phone number'),
  v.transform((value) => canonicalPhone(value) ?? ''),
  v.description('11 digits of a +7 number in any spelling (79991234567, 8 999 123-45-67, +7 …)'),
);

/**
 * A birthday as whole unix seconds within the birth date picker's range (portal §5, the core's bounds).
 * Outside it the age rule cannot judge the date (1e15 has no year) and the column would overflow (1e19).
 */
export const birthdayField = v.pipe(v.number(), v.integer(), v.minValue(FIRST_BIRTHDAY_SECONDS), v.maxValue(LAST_BIRTHDAY_SECONDS), v.description('Unix seconds'));

/** One of the genders the form offers (core GENDER_CHOICES). */
export const genderField = v.picklist(GENDER_CHOICES.map((choice) => choice.value));

const captchaField = v.pipe(plainString, v.minLength(1), v.maxLength(8192), v.description('Captcha payload (ALTCHA: base64 JSON {challenge, solution})'));
const fingerprintField = v.pipe(plainString, v.minLength(1), v.maxLength(1024), v.description('User agent followed by the role id'));
const opaqueField = (max: number, description: string) => v.pipe(plainString, v.minLength(1), v.maxLength(max), v.description(description));
const referralField = v.optional(v.pipe(plainString, v.trim(), v.minLength(1), v.maxLength(64)));

export const registerBody = v.pipe(
  v.object({
    phone: phoneField,
    name: v.pipe(plainString, v.maxLength(100), noBidiControls, personName, v.minLength(1, 'the name has no Latin or Cyrillic letters')),
    gender: genderField,
    birthday: birthdayField,
    token: captchaField,
    cityCodeId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))), null),
    fingerprint: fingerprintField,
    suid: referralField,
    tid: referralField,
    did: referralField,
  }),
  v.check((body) => [body.suid, body.tid, body.did].filter((id) => id !== undefined).length <= 1, 'at most one of suid, tid, did'),
);
export type RegisterBody = v.InferOutput<typeof registerBody>;

export const registerCodeBody = v.object({
  code: opaqueField(16, 'The SMS code'),
  token: opaqueField(100, 'The token that register answered'),
});

export const loginBody = v.object({
  login: phoneField,
  fingerprint: fingerprintField,
  token: captchaField,
});

export const authSmsCodeBody = v.object({
  requestId: opaqueField(100, 'The token that login answered'),
  code: opaqueField(16, 'The SMS code'),
});

export const passwordLoginBody = v.object({
  login: phoneField,
  password: v.pipe(plainString, v.minLength(1), v.maxLength(PASSWORD_MAX_LENGTH)),
  fingerprint: fingerprintField,
  token: captchaField,
});

export const forgotPasswordBody = v.object({
  login: phoneField,
  token: captchaField,
});

export const resetPasswordBody = v.object({
  password: v.pipe(
    plainString,
    v.maxLength(PASSWORD_MAX_LENGTH),
    v.check((value) => Array.from(value).length >= PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`),
  ),
  token: opaqueField(200, 'The t parameter of the recovery link'),
});

export const refreshBody = v.object({
  refreshToken: opaqueField(200, 'The refresh token of the session'),
  accessToken: opaqueField(4096, 'The last access token of the session; may be expired'),
  fingerprint: fingerprintField,
});

/** The logout's body (core/domain/logoutRequest.ts, shared with the in-memory back end). */
export { logoutRequestSchema as logoutBody } from '../../core/domain/logoutRequest.ts';

/** `{ token }` of register and login. */
export const stepTokenSchema = v.object({
  token: v.string(),
  resendAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Seconds until this phone may get the next SMS: the code step counts them down before «Отправить код ещё раз»')),
});

/** The AuthUser every sign-in call answers. */
export const authUserSchema = v.object({
  id: v.number(),
  login: v.string(),
  accessToken: v.string(),
  refreshToken: v.string(),
  roles: v.array(v.number()),
  corporateSalesUnitIds: v.array(v.number()),
  tenantProfileId: v.nullable(v.number()),
  employeeSalesUnitIds: v.array(v.number()),
  employeeProfileId: v.nullable(v.number()),
  distributorProfileId: v.nullable(v.number()),
});

export const emptySchema = v.object({});
