/** Button-enable rules of portal §5: the fields are judged by the sign-in bodies' schemas the server validates with. */
import * as v from 'valibot';
import type { Gender } from '../model/auth.ts';
import { signInName, signInPhone } from './auth/signInFields.ts';
import { birthdaySeconds } from './birthdaySchema.ts';

/** What the login and forgot-password buttons depend on. */
export interface PhoneCaptchaForm {
  /** The captcha payload; null (or empty) until solved and again after it expires. */
  captchaToken: string | null;
  phone: string;
  loading: boolean;
}

/** What the register button depends on. */
export interface RegistrationForm extends PhoneCaptchaForm {
  policyAccepted: boolean;
  ageError: string | null;
  name: string;
  gender: Gender | null;
  /** Unix seconds. */
  birthday: number | null;
}

function captchaSolved(token: string | null): boolean {
  return token !== null && token !== '';
}

function phoneFormReady(f: PhoneCaptchaForm): boolean {
  return captchaSolved(f.captchaToken) && v.is(signInPhone, f.phone) && !f.loading;
}

/** 'Войти по СМС' is enabled when the captcha is solved, the phone is a +7 number's 11 digits and nothing is loading. */
export function canSubmitLogin(f: PhoneCaptchaForm): boolean {
  return phoneFormReady(f);
}

/** 'Восстановить доступ' is enabled when the captcha is solved, the phone has 11 digits and nothing is loading. */
export function canSubmitForgotPassword(f: PhoneCaptchaForm): boolean {
  return phoneFormReady(f);
}

/**
 * 'Зарегистрироваться' is enabled when the policy is ticked, the captcha solved, the phone has 11 digits,
 * nothing is loading, there is no age error, the name is one the name rule keeps and gender and birthday are filled in.
 */
export function canSubmitRegistration(f: RegistrationForm): boolean {
  return (
    f.policyAccepted &&
    phoneFormReady(f) &&
    f.ageError === null &&
    v.is(signInName, f.name) &&
    f.gender !== null &&
    v.is(birthdaySeconds, f.birthday)
  );
}
