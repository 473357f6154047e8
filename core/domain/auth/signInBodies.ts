/**
 * The request bodies of /api/authentication/* (portal §7) as the server validates them, the in-memory back end
 * refuses them and the forms' buttons judge them: one schema per body, built from the sign-in fields.
 */
import * as v from 'valibot';
import { birthdaySeconds } from '../birthdaySchema.ts';
import {
  captchaField,
  fingerprintField,
  newPassword,
  referralField,
  SIGN_IN_MESSAGES,
  signInCity,
  signInGender,
  signInName,
  signInObject,
  signInPassword,
  signInPhone,
  smsCodeField,
  stepToken,
} from './signInFields.ts';

/** POST register: the registration form, with at most one referral key. */
export const registerBody = v.pipe(
  signInObject({
    phone: signInPhone,
    name: signInName,
    gender: signInGender,
    birthday: birthdaySeconds,
    token: captchaField,
    cityCodeId: signInCity,
    fingerprint: fingerprintField,
    suid: referralField,
    tid: referralField,
    did: referralField,
  }),
  v.check(
    (body) => [body.suid, body.tid, body.did].filter((id) => id !== undefined).length <= 1,
    SIGN_IN_MESSAGES.referral,
  ),
);
export type RegisterBody = v.InferOutput<typeof registerBody>;

/** POST register-sms-code. */
export const registerCodeBody = signInObject({
  code: smsCodeField,
  token: stepToken(100, 'The token that register answered'),
});

/** POST login: the SMS request. */
export const loginBody = signInObject({
  login: signInPhone,
  fingerprint: fingerprintField,
  token: captchaField,
});

/** POST auth-sms-code. */
export const authSmsCodeBody = signInObject({
  requestId: stepToken(100, 'The token that login answered'),
  code: smsCodeField,
});

/** POST auth: the password sign-in. */
export const passwordLoginBody = signInObject({
  login: signInPhone,
  password: signInPassword,
  fingerprint: fingerprintField,
  token: captchaField,
});

/** POST forgot-password. */
export const forgotPasswordBody = signInObject({
  login: signInPhone,
  token: captchaField,
});

/** POST reset-password. */
export const resetPasswordBody = signInObject({
  password: newPassword,
  token: stepToken(200, 'The t parameter of the recovery link'),
});
