import { describe, expect, it } from 'vitest';
import { canSubmitForgotPassword, canSubmitLogin, canSubmitRegistration } from '../../../core/domain/formRules.ts';
import type { RegistrationForm } from '../../../core/domain/formRules.ts';

const readyPhoneForm = { captchaToken: 'captcha-payload', phone: '+7 999 123 45 67', loading: false };

describe('Login button enabled only when captcha is solved, phone has 11 digits and the form is not loading', () => {
  it('is enabled when all three hold', () => {
    expect(canSubmitLogin(readyPhoneForm)).toBe(true);
  });

  it('is disabled until the captcha is solved', () => {
    expect(canSubmitLogin({ ...readyPhoneForm, captchaToken: null })).toBe(false);
    expect(canSubmitLogin({ ...readyPhoneForm, captchaToken: '' })).toBe(false);
  });

  it('is disabled with 10 or 12 digits', () => {
    expect(canSubmitLogin({ ...readyPhoneForm, phone: '+7 999 123 45 6' })).toBe(false);
    expect(canSubmitLogin({ ...readyPhoneForm, phone: '+7 999 123 45 678' })).toBe(false);
  });

  it('is disabled for 11 digits of another country code, which the server refuses (issue 33 §2: one phone rule)', () => {
    expect(canSubmitLogin({ ...readyPhoneForm, phone: '1 999 123 45 67' })).toBe(false);
    expect(canSubmitLogin({ ...readyPhoneForm, phone: '8 999 123 45 67' })).toBe(true);
  });

  it('is disabled while the form is loading', () => {
    expect(canSubmitLogin({ ...readyPhoneForm, loading: true })).toBe(false);
  });
});

describe('Forgot-password button needs a solved captcha; the code also checks 11 digits', () => {
  it('is enabled with a solved captcha, 11 digits and no load in progress', () => {
    expect(canSubmitForgotPassword(readyPhoneForm)).toBe(true);
  });

  it('is disabled without the captcha', () => {
    expect(canSubmitForgotPassword({ ...readyPhoneForm, captchaToken: null })).toBe(false);
  });

  it('is disabled without 11 digits', () => {
    expect(canSubmitForgotPassword({ ...readyPhoneForm, phone: '7999123456' })).toBe(false);
    expect(canSubmitForgotPassword({ ...readyPhoneForm, phone: '' })).toBe(false);
  });

  it('is disabled while loading', () => {
    expect(canSubmitForgotPassword({ ...readyPhoneForm, loading: true })).toBe(false);
  });
});

describe('Register button stays disabled until policy, captcha, 11-digit phone, no load, no age error and the required fields', () => {
  const ready: RegistrationForm = {
    ...readyPhoneForm,
    policyAccepted: true,
    ageError: null,
    name: 'Анна',
    gender: 'женский',
    birthday: Date.UTC(1990, 0, 1) / 1000,
  };

  it('is enabled when everything holds', () => {
    expect(canSubmitRegistration(ready)).toBe(true);
  });

  it.each<[string, Partial<RegistrationForm>]>([
    ['the policy box is not ticked', { policyAccepted: false }],
    ['the captcha is not solved', { captchaToken: null }],
    ['the phone has 10 digits', { phone: '+7 999 123 45 6' }],
    ['the phone has 12 digits', { phone: '+7 999 123 45 678' }],
    ['a form load is in progress', { loading: true }],
    ['there is an age error', { ageError: 'Ваш возраст должен быть более 14 лет' }],
    ['the name is empty', { name: '' }],
    ['the name has no letters left after sanitising', { name: ' 123 😀 ' }],
    ['the gender is not chosen', { gender: null }],
    ['the birth date is not chosen', { birthday: null }],
    // The server's registration body refuses these too (issue 33 §2: the form judges by the same schema).
    ['the name is longer than 100 characters', { name: 'Анна'.repeat(26) }],
    ['the birth date is after the picker’s last day', { birthday: Date.UTC(3001, 0, 1) / 1000 }],
    ['the phone is not a +7 number', { phone: '1 999 123 45 67' }],
  ])('is disabled when %s', (_why, change) => {
    expect(canSubmitRegistration({ ...ready, ...change })).toBe(false);
  });

  it('accepts a birthday at the unix epoch (0 is a date, not a missing value)', () => {
    expect(canSubmitRegistration({ ...ready, birthday: 0 })).toBe(true);
  });

  it('accepts a phone typed with 8 instead of +7', () => {
    expect(canSubmitRegistration({ ...ready, phone: '8 999 123-45-67' })).toBe(true);
  });
});
