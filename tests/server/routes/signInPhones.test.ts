/**
 * Issue 33 §2 «every rule one home»: the sign-in forms, POST /api/authentication/login and the in-memory fake take
 * the same phones. A phone the form lets the shopper send is one the server takes, and a phone the server takes is
 * one the form lets through: for any text, all of them and the core rule they share (core/domain/auth/signInFields.ts)
 * give the same verdict, and what the form sends is taken too.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { createActor } from 'xstate';
import { InMemoryApi } from '../../../adapters/memory/InMemoryApi.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { SIGN_IN_MESSAGES, signInPhone } from '../../../core/domain/auth/signInFields.ts';
import { errorCode } from '../../../core/errors.ts';
import { provideSmsLogin } from '../../../core/machines/smsLogin.ts';
import type { LoginRequest } from '../../../core/ports/index.ts';
import { createApi } from '../../../server/app.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { RecordingNavigator } from '../../core/machines/signInFakes.ts';
import { device, freshIp, fromIp, post } from '../auth/authKit.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let api: Hono<AppEnv>;
const fake = new InMemoryApi({ tokens: new MemoryTokenStore(), seed: 1 });

beforeAll(async () => {
  server = await openTestServer();
  api = createApi(server.deps);
}, 60_000);

afterAll(async () => {
  await server?.database.close();
});

/** What the SMS login form does with `typed`: whether «Войти по СМС» is enabled, and the request it sends. */
function form(typed: string): { accepts: boolean; sent: LoginRequest | null } {
  let sent: LoginRequest | null = null;
  const machine = provideSmsLogin({
    api: {
      login: async (request) => {
        sent = request;
        return { token: 'login-token', resendAfterSeconds: 60 };
      },
      authSmsCode: async () => {
        throw new Error('not reached');
      },
    },
    tokens: new MemoryTokenStore(),
    navigator: new RecordingNavigator(),
  });
  const actor = createActor(machine, { input: { fingerprint: 'UA2', inModal: false } }).start();
  actor.send({ type: 'phone.changed', value: typed });
  actor.send({ type: 'captcha.solved', token: 'captcha-1' });
  const accepts = actor.getSnapshot().can({ type: 'form.submitted' });
  actor.send({ type: 'form.submitted' });
  actor.stop();
  return { accepts, sent };
}

/** Whether the server's login route takes `login` as a phone (any answer but a VALIDATION_ERROR on it). */
async function serverTakes(login: string): Promise<boolean> {
  const response = await post(
    api,
    '/api/authentication/login',
    { login, fingerprint: device(), token: 'not-a-captcha' },
    fromIp(freshIp()),
  );
  const answer = (await response.json()) as { message?: string };
  return !(response.status === 400 && answer.message === 'VALIDATION_ERROR');
}

/** Whether the in-memory back end takes `login` as a phone. */
async function fakeTakes(login: string): Promise<boolean> {
  try {
    await fake.login({ login, fingerprint: device(), token: 'not-a-captcha' });
    return true;
  } catch (error) {
    return errorCode(error) !== 'VALIDATION_ERROR';
  }
}

const digit = fc.constantFrom(...'0123456789');
const separator = fc.constantFrom('', ' ', '-', '(', ')', '.', '+', '\u0000', '\t', '_', 'a');
/** Texts that look like phones: 9 to 12 digits, any first digit, spelled with any separators. */
const phoneLike = fc
  .tuple(
    fc.constantFrom('', '+', ' ', 'tel:', '  +'),
    fc.array(fc.tuple(separator, digit), { minLength: 9, maxLength: 12 }),
    fc.constantFrom('', ' ', '\n'),
  )
  .map(([prefix, parts, suffix]) => `${prefix}${parts.map(([sep, d]) => `${sep}${d}`).join('')}${suffix}`);
const longPhone = fc.nat({ max: 40 }).map((spaces) => `+7${' '.repeat(spaces)}999 123 45 67`);
const typed = fc.oneof(phoneLike, longPhone, fc.string({ maxLength: 40 }));

describe('the sign-in phone: the form, the server and the fake take the same phones', () => {
  it('known cases: +7 and 8 spellings are phones, other first digits and NUL are not', async () => {
    for (const [phone, expected] of [
      ['+7 999 123 45 67', true],
      ['8 (999) 123-45-67', true],
      ['1 999 123 45 67', false],
      ['+7 999\u0000123 45 67', false],
    ] as const) {
      expect({
        phone,
        form: form(phone).accepts,
        core: v.is(signInPhone, phone),
        server: await serverTakes(phone),
        fake: await fakeTakes(phone),
      }).toEqual({
        phone,
        form: expected,
        core: expected,
        server: expected,
        fake: expected,
      });
    }
  });

  it('a refused phone says the same Russian sentence on the server and in the fake', async () => {
    const response = await post(
      api,
      '/api/authentication/login',
      { login: '1 999 123 45 67', fingerprint: device(), token: 'not-a-captcha' },
      fromIp(freshIp()),
    );
    expect(await response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      details: [{ path: 'login', message: SIGN_IN_MESSAGES.phone }],
    });
    await expect(
      fake.login({ login: '1 999 123 45 67', fingerprint: device(), token: 'not-a-captcha' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'login', message: 'Введите номер телефона: 11 цифр, +7 999 999 99 99' }],
    });
  });

  it('property: for any text the three verdicts agree, and the form sends only what the server takes', async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (phone) => {
        const { accepts, sent } = form(phone);
        const verdicts = {
          phone,
          form: accepts,
          core: v.is(signInPhone, phone),
          server: await serverTakes(phone),
          fake: await fakeTakes(phone),
        };
        expect(verdicts).toEqual({ phone, form: accepts, core: accepts, server: accepts, fake: accepts });
        if (sent !== null) {
          expect(await serverTakes(sent.login), `the form sent ${JSON.stringify(sent.login)}`).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
