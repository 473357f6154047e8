import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { hashPassword } from '../../../server/auth/password.ts';
import { users } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import {
  advanceSeconds,
  captcha,
  device,
  expectFailure,
  freshIp,
  freshPhone,
  fromIp,
  loginRequestId,
  post,
  registerForm,
  registerUser,
  requestLogin,
  submitLoginCode,
  wrongCode,
} from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

const limits = () => server.deps.config.security;

describe('SMS send limits per phone', () => {
  it('allows one SMS per 60 s: 59 s later is 429 TOO_MANY_REQUESTS, 60 s later is fine', async () => {
    const user = await registerUser(server, api);
    await loginRequestId(api, user.login);
    advanceSeconds(server, limits().smsMinIntervalSeconds - 1);
    await expectFailure(await requestLogin(api, user.login), 429, 'TOO_MANY_REQUESTS');
    advanceSeconds(server, 1);
    await loginRequestId(api, user.login);
  });

  it('allows 5 SMS per hour: the sixth waits until the first is an hour old', async () => {
    const user = await registerUser(server, api);
    advanceSeconds(server, 3600);
    const interval = limits().smsMinIntervalSeconds;
    for (let sent = 0; sent < limits().smsPerHour; sent += 1) {
      await loginRequestId(api, user.login);
      advanceSeconds(server, interval);
    }
    await expectFailure(await requestLogin(api, user.login), 429, 'TOO_MANY_REQUESTS');
    // The first of the five went out 5 intervals ago; it leaves the hour once it is 3600 s old.
    advanceSeconds(server, 3600 - limits().smsPerHour * interval - 1);
    await expectFailure(await requestLogin(api, user.login), 429, 'TOO_MANY_REQUESTS');
    advanceSeconds(server, 1);
    await loginRequestId(api, user.login);
  });

  it('allows 10 SMS per 24 h across hours: the eleventh waits until the first is a day old', async () => {
    const user = await registerUser(server, api);
    advanceSeconds(server, 24 * 3600);
    const start = server.clock.now();
    for (let sent = 0; sent < limits().smsPerDay; sent += 1) {
      await loginRequestId(api, user.login);
      advanceSeconds(server, 3600 / limits().smsPerHour + 1);
    }
    await expectFailure(await requestLogin(api, user.login), 429, 'TOO_MANY_REQUESTS');
    advanceSeconds(server, 6 * 3600);
    await expectFailure(await requestLogin(api, user.login), 429, 'TOO_MANY_REQUESTS');
    server.clock.advance(start + 24 * 3600 * 1000 + 1000 - server.clock.now());
    await loginRequestId(api, user.login);
  });

  it('lets only one of several simultaneous requests for one phone send an SMS', async () => {
    const user = await registerUser(server, api);
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestLogin(api, user.login)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(server.sms.messagesFor(user.login)).toHaveLength(2);
  });

  it('counts +7…, 8… and formatted spellings of one phone together', async () => {
    const user = await registerUser(server, api);
    const digits = user.login.slice(1);
    await loginRequestId(
      api,
      `+7 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
    );
    await expectFailure(await requestLogin(api, `8${digits}`), 429, 'TOO_MANY_REQUESTS');
    await expectFailure(
      await requestLogin(api, `8 (${digits.slice(0, 3)}) ${digits.slice(3)}`),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(server.sms.messagesFor(user.login)).toHaveLength(2);
  });

  it('counts registration, login and recovery SMS to one phone together', async () => {
    const form = registerForm(server);
    expect((await post(api, '/api/authentication/register', form)).status).toBe(200);
    await expectFailure(
      await post(api, '/api/authentication/register', { ...form, token: captcha() }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('SMS send limits per connecting address and per fingerprint', () => {
  it('allows 30 SMS per hour from one address whatever X-Forwarded-For claims; another address is unaffected', async () => {
    const ip = freshIp();
    for (let sent = 0; sent < limits().smsPerIpPerHour; sent += 1) {
      const response = await post(api, '/api/authentication/register', registerForm(server), fromIp(ip), {
        'x-forwarded-for': `203.0.113.${sent}`,
      });
      expect(response.status).toBe(200);
    }
    const phone = freshPhone();
    const over = await post(api, '/api/authentication/register', registerForm(server, { phone }), fromIp(ip), {
      'x-forwarded-for': '198.51.100.7',
    });
    await expectFailure(over, 429, 'TOO_MANY_REQUESTS');
    expect(server.sms.messagesFor(phone)).toEqual([]);
    expect((await post(api, '/api/authentication/register', registerForm(server), fromIp(freshIp()))).status).toBe(200);
  });

  it('allows 10 SMS per hour per fingerprint (per address when there is one)', async () => {
    const fingerprint = device();
    const ip = freshIp();
    for (let sent = 0; sent < limits().smsPerFingerprintPerHour; sent += 1) {
      expect(
        (await post(api, '/api/authentication/register', registerForm(server, { fingerprint }), fromIp(ip))).status,
      ).toBe(200);
    }
    await expectFailure(
      await post(api, '/api/authentication/register', registerForm(server, { fingerprint }), fromIp(ip)),
      429,
      'TOO_MANY_REQUESTS',
    );
    // The same browser build elsewhere is someone else.
    expect(
      (await post(api, '/api/authentication/register', registerForm(server, { fingerprint }), fromIp(freshIp())))
        .status,
    ).toBe(200);
    advanceSeconds(server, 3600);
    expect(
      (await post(api, '/api/authentication/register', registerForm(server, { fingerprint }), fromIp(ip))).status,
    ).toBe(200);
  });

  it('without a connecting address counts the fingerprint on its own', async () => {
    const fingerprint = device();
    for (let sent = 0; sent < limits().smsPerFingerprintPerHour; sent += 1) {
      expect((await post(api, '/api/authentication/register', registerForm(server, { fingerprint }))).status).toBe(200);
    }
    await expectFailure(
      await post(api, '/api/authentication/register', registerForm(server, { fingerprint })),
      429,
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('lock after 10 failures per phone in 24 h', () => {
  /**
   * Burns `failures` wrong codes, two per fresh login code (so the last code still has a try left), with the
   * sends spaced to stay under the hourly SMS limit. Answers the last code.
   */
  async function fail(phone: string, failures: number): Promise<{ requestId: string; code: string }> {
    let left = failures;
    let current = { requestId: '', code: '' };
    while (left > 0) {
      advanceSeconds(server, Math.ceil(3600 / limits().smsPerHour) + 1);
      current = { requestId: await loginRequestId(api, phone), code: server.sms.lastCode(phone) };
      for (let attempt = 0; attempt < Math.min(left, limits().smsCodeMaxAttempts - 1); attempt += 1) {
        await expectFailure(await submitLoginCode(api, current.requestId, wrongCode(current.code)), 400, 'WRONG_CODE');
        left -= 1;
      }
    }
    return current;
  }

  it('9 failures do not lock; the 10th locks SMS login, password login and recovery for 24 h, even with the right code', async () => {
    const user = await registerUser(server, api);
    await server.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('right-password') })
      .where(eqUser(user.id));
    const nine = await fail(user.login, limits().failuresBeforeLock - 1);
    const stillOpen = await submitLoginCode(api, nine.requestId, nine.code);
    expect(stillOpen.status).toBe(200);

    const tenth = await fail(user.login, 1);
    const locked = await submitLoginCode(api, tenth.requestId, tenth.code);
    await expectFailure(locked, 429, 'PHONE_LOCKED');
    advanceSeconds(server, limits().smsMinIntervalSeconds);
    await expectFailure(await requestLogin(api, `8${user.login.slice(1)}`), 429, 'PHONE_LOCKED');
    const password = await post(api, '/api/authentication/auth', {
      login: user.login,
      password: 'right-password',
      fingerprint: device(),
      token: captcha(),
    });
    await expectFailure(password, 429, 'PHONE_LOCKED');
    await expectFailure(
      await post(api, '/api/authentication/forgot-password', { login: user.login, token: captcha() }),
      429,
      'PHONE_LOCKED',
    );

    advanceSeconds(server, limits().lockSeconds - 2 * limits().smsMinIntervalSeconds);
    await expectFailure(await requestLogin(api, user.login), 429, 'PHONE_LOCKED');
    advanceSeconds(server, limits().smsMinIntervalSeconds);
    const requestId = await loginRequestId(api, user.login);
    expect((await submitLoginCode(api, requestId, server.sms.lastCode(user.login))).status).toBe(200);
  });

  it(
    'counts wrong passwords too, and failures spread over more than 24 h do not lock',
    { timeout: 60_000 },
    async () => {
      const user = await registerUser(server, api);
      await server.deps.db
        .update(users)
        .set({ passwordHash: await hashPassword('right-password') })
        .where(eqUser(user.id));
      const attempt = (password: string) =>
        post(api, '/api/authentication/auth', { login: user.login, password, fingerprint: device(), token: captcha() });
      for (let failure = 0; failure < limits().failuresBeforeLock - 1; failure += 1) {
        await expectFailure(await attempt('wrong-password'), 401, 'WRONG_CREDENTIALS');
      }
      advanceSeconds(server, limits().lockSeconds);
      await expectFailure(await attempt('wrong-password'), 401, 'WRONG_CREDENTIALS');
      expect((await attempt('right-password')).status).toBe(200);
      for (let failure = 0; failure < limits().failuresBeforeLock - 1; failure += 1) {
        await expectFailure(await attempt('wrong-password'), 401, 'WRONG_CREDENTIALS');
      }
      await expectFailure(await attempt('right-password'), 429, 'PHONE_LOCKED');
    },
  );
});

function eqUser(id: number) {
  return eq(users.id, id);
}
