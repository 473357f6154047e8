/** Contract cases of registration, SMS login and the password calls (portal §4, §7, §8; docs/api.md). */
import { describe, expect, it } from 'vitest';
import {
  FINGERPRINT,
  SEND_INTERVAL_MS,
  birthdayYearsAgo,
  captcha,
  expectRefused,
  freshPhone,
  registeredShopper,
  registration,
  smsCode,
  wrongCode,
  type ContractBackEnd,
} from './contractKit.ts';

const SMS_CODE_LIFETIME_MS = 5 * 60_000;
const RECOVERY_WINDOW_MS = 10 * 60_000;

export function registrationContract(backEnd: () => ContractBackEnd): void {
  describe('registration by SMS', () => {
    it('sends a code whose step signs the new shopper in with both tokens', async () => {
      const shopper = await registeredShopper(backEnd());
      expect(shopper.user).toMatchObject({ login: shopper.phone, roles: [2], tenantProfileId: expect.any(Number) });
      expect(shopper.user.accessToken).not.toBe('');
      expect(shopper.user.refreshToken).not.toBe('');
    });

    it('refuses someone under 14 with USER_UNDER_14_YEARS_OLD (422)', async () => {
      const { api } = backEnd().browser();
      await expectRefused(
        api.register(registration(backEnd(), freshPhone(), { birthday: birthdayYearsAgo(backEnd(), 13) })),
        'USER_UNDER_14_YEARS_OLD',
      );
    });

    it('refuses a phone that has an account with USER_ALREADY_EXISTS (409)', async () => {
      const { phone, api } = await registeredShopper(backEnd());
      await expectRefused(api.register(registration(backEnd(), phone)), 'USER_ALREADY_EXISTS');
    });

    it('refuses a city that is not active with VALIDATION_ERROR (400) on cityCodeId', async () => {
      const { api } = backEnd().browser();
      const error = await expectRefused(
        api.register(registration(backEnd(), freshPhone(), { cityCodeId: backEnd().places.unknownCityId })),
        'VALIDATION_ERROR',
      );
      expect(error.details).toEqual([expect.objectContaining({ path: 'cityCodeId' })]);
    });

    it('refuses a spent captcha with BAD_CAPTCHA (400)', async () => {
      const { api } = backEnd().browser();
      const spent = captcha();
      await api.register(registration(backEnd(), freshPhone(), { token: spent }));
      await expectRefused(api.register(registration(backEnd(), freshPhone(), { token: spent })), 'BAD_CAPTCHA');
    });

    it('answers WRONG_CODE (400) to a wrong code, still takes the right one, and takes it only once', async () => {
      const phone = freshPhone();
      const { api } = backEnd().browser();
      const { token } = await api.register(registration(backEnd(), phone));
      const code = await smsCode(backEnd(), phone);
      await expectRefused(api.registerSmsCode({ code: wrongCode(code), token }), 'WRONG_CODE');
      await api.registerSmsCode({ code, token });
      await expectRefused(api.registerSmsCode({ code, token }), 'WRONG_CODE');
    });
  });
}

export function smsLoginContract(backEnd: () => ContractBackEnd): void {
  const requestCode = (phone: string) =>
    backEnd().browser().api.login({ login: phone, fingerprint: FINGERPRINT, token: captcha() });

  describe('SMS login', () => {
    it('signs a registered shopper in with the code it sends', async () => {
      const { phone, user } = await registeredShopper(backEnd());
      const { api } = backEnd().browser();
      const { token } = await api.login({ login: phone, fingerprint: FINGERPRINT, token: captcha() });
      await expect(api.authSmsCode({ requestId: token, code: await smsCode(backEnd(), phone) })).resolves.toMatchObject(
        { id: user.id, login: phone },
      );
    });

    it('answers USER_NOT_FOUND (404) for a phone without an account', async () => {
      await expectRefused(requestCode(freshPhone()), 'USER_NOT_FOUND');
    });

    it('answers USER_BLOCKED (403) for a blocked shopper', async () => {
      const { phone } = await registeredShopper(backEnd());
      await backEnd().block(phone);
      await expectRefused(requestCode(phone), 'USER_BLOCKED');
    });

    it('refuses what is not a +7 phone with VALIDATION_ERROR (400)', async () => {
      await expectRefused(requestCode('12345'), 'VALIDATION_ERROR');
    });

    it('refuses a second SMS within the send interval with TOO_MANY_REQUESTS (429); a later one voids the earlier code', async () => {
      const { phone } = await registeredShopper(backEnd());
      const first = await requestCode(phone);
      expect(first.resendAfterSeconds).toBe(SEND_INTERVAL_MS / 1000);
      const firstCode = await smsCode(backEnd(), phone);
      backEnd().advance(15_000);
      const error = await expectRefused(requestCode(phone), 'TOO_MANY_REQUESTS');
      expect(error.details).toEqual({ limit: 'phoneInterval', retryAfterSeconds: SEND_INTERVAL_MS / 1000 - 15 });
      backEnd().advance(SEND_INTERVAL_MS - 15_000);
      const second = await requestCode(phone);
      const { api } = backEnd().browser();
      await expectRefused(api.authSmsCode({ requestId: first.token, code: firstCode }), 'WRONG_CODE');
      await expect(
        api.authSmsCode({ requestId: second.token, code: await smsCode(backEnd(), phone) }),
      ).resolves.toMatchObject({ login: phone });
    });

    it('spends a code on three wrong guesses: then even the right one is WRONG_CODE', async () => {
      const { phone } = await registeredShopper(backEnd());
      const { token } = await requestCode(phone);
      const code = await smsCode(backEnd(), phone);
      const { api } = backEnd().browser();
      for (let guess = 0; guess < 3; guess += 1) {
        await expectRefused(api.authSmsCode({ requestId: token, code: wrongCode(code) }), 'WRONG_CODE');
      }
      await expectRefused(api.authSmsCode({ requestId: token, code }), 'WRONG_CODE');
    });

    it('lets a code expire after five minutes', async () => {
      const { phone } = await registeredShopper(backEnd());
      const { token } = await requestCode(phone);
      const code = await smsCode(backEnd(), phone);
      backEnd().advance(SMS_CODE_LIFETIME_MS);
      await expectRefused(backEnd().browser().api.authSmsCode({ requestId: token, code }), 'WRONG_CODE');
    });
  });
}

export function passwordContract(backEnd: () => ContractBackEnd): void {
  const passwordLogin = (phone: string, password: string) =>
    backEnd().browser().api.passwordLogin({ login: phone, password, fingerprint: FINGERPRINT, token: captcha() });

  /** The shopper sets a password through the recovery link; answers the link token. */
  async function recover(phone: string, password: string): Promise<string> {
    const { api } = backEnd().browser();
    await api.forgotPassword({ login: phone, token: captcha() });
    const link = await backEnd().lastSms(phone, 'reset');
    expect(link, `no recovery link reached ${phone}`).toBeDefined();
    await api.resetPassword({ password, token: link! });
    return link!;
  }

  describe('password login and recovery', () => {
    it('answers WRONG_CREDENTIALS (401) alike to an unknown phone, a shopper without a password and a wrong password', async () => {
      const { phone } = await registeredShopper(backEnd());
      await expectRefused(passwordLogin(freshPhone(), 'secret-password'), 'WRONG_CREDENTIALS');
      await expectRefused(passwordLogin(phone, 'secret-password'), 'WRONG_CREDENTIALS');
      await recover(phone, 'secret-password');
      await expectRefused(passwordLogin(phone, 'other-password'), 'WRONG_CREDENTIALS');
      await expect(passwordLogin(phone, 'secret-password')).resolves.toMatchObject({ login: phone });
    });

    it('sets the password once per link, refuses the spent link with INVALID_TOKEN (400) and ends every session', async () => {
      const shopper = await registeredShopper(backEnd());
      const link = await recover(shopper.phone, 'secret-password');
      await expectRefused(shopper.api.getTenantProfile(shopper.user.tenantProfileId!), 'UNAUTHORIZED');
      await expectRefused(
        backEnd().browser().api.resetPassword({ password: 'another-password', token: link }),
        'INVALID_TOKEN',
      );
    });

    it('refuses a password shorter than 8 characters with VALIDATION_ERROR (400)', async () => {
      const { phone } = await registeredShopper(backEnd());
      const { api } = backEnd().browser();
      await api.forgotPassword({ login: phone, token: captcha() });
      const link = await backEnd().lastSms(phone, 'reset');
      await expectRefused(api.resetPassword({ password: 'short', token: link! }), 'VALIDATION_ERROR');
    });

    it('answers a recovery request for a phone without an account like any other, and sends nothing', async () => {
      const phone = freshPhone();
      await backEnd().browser().api.forgotPassword({ login: phone, token: captcha() });
      expect(await backEnd().lastSms(phone, 'reset')).toBeUndefined();
    });

    it('answers a second recovery request within the resend interval with the same refusal for a registered and an unknown phone', async () => {
      const { phone } = await registeredShopper(backEnd());
      const unknown = freshPhone();
      const { api } = backEnd().browser();
      backEnd().advance(SEND_INTERVAL_MS);
      await api.forgotPassword({ login: phone, token: captcha() });
      await api.forgotPassword({ login: unknown, token: captcha() });
      const refusalOf = (login: string) =>
        api.forgotPassword({ login, token: captcha() }).then(
          () => null,
          (error: unknown) => error,
        );
      const registered = await refusalOf(phone);
      expect(registered).toMatchObject({ code: 'TOO_MANY_REQUESTS', details: { limit: 'phoneInterval' } });
      expect(await refusalOf(unknown)).toEqual(registered);
    });

    it('answers BAD_COUNT (429) to a fourth recovery request within 10 minutes', async () => {
      const { phone } = await registeredShopper(backEnd());
      const { api } = backEnd().browser();
      for (let request = 0; request < 3; request += 1) {
        await api.forgotPassword({ login: phone, token: captcha() });
        backEnd().advance(SEND_INTERVAL_MS);
      }
      await expectRefused(api.forgotPassword({ login: phone, token: captcha() }), 'BAD_COUNT');
      backEnd().advance(RECOVERY_WINDOW_MS);
      await expect(api.forgotPassword({ login: phone, token: captcha() })).resolves.toBeUndefined();
    });

    it('tells a blocked shopper so (USER_BLOCKED, 403) only for the right password', async () => {
      const { phone } = await registeredShopper(backEnd());
      await recover(phone, 'secret-password');
      await backEnd().block(phone);
      await expectRefused(passwordLogin(phone, 'other-password'), 'WRONG_CREDENTIALS');
      await expectRefused(passwordLogin(phone, 'secret-password'), 'USER_BLOCKED');
    });
  });
}
