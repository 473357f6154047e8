/**
 * Finding 2 of issue 8: password login checked the lock, ran scrypt, then recorded the failure, so 40
 * simultaneous wrong passwords were all evaluated and 39 wrong plus the right one signed in. Each attempt
 * now reserves its failure slot before the expensive check: at most `failuresBeforeLock` are evaluated.
 */
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import { users } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import {
  advanceSeconds,
  captcha,
  device,
  loginRequestId,
  post,
  registerUser,
  submitLoginCode,
  wrongCode,
} from '../auth/authKit.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let api: Hono<AppEnv>;

beforeAll(async () => {
  // The attempts must all run at once to race the lock: no API bound sheds them first (issue 23, API_CONCURRENCY).
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL, config: { apiConcurrency: 1_000 } });
  api = createApi(server.deps);
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

const limits = () => server.deps.config.security;

async function userWithPassword(password: string): Promise<string> {
  const user = await registerUser(server, api);
  await server.deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  return user.login;
}

function passwordLogin(login: string, password: string): Promise<Response> {
  return post(api, '/api/authentication/auth', { login, password, fingerprint: device(), token: captcha() });
}

async function codesOf(responses: Response[]): Promise<string[]> {
  return Promise.all(
    responses.map(async (response) =>
      response.status === 200 ? 'OK' : ((await response.json()) as { message: string }).message,
    ),
  );
}

describe('the failure lock cannot be outrun by simultaneous attempts (issue 8, finding 2)', () => {
  it(
    'of 40 simultaneous wrong passwords exactly 10 are evaluated; the other 30 answer PHONE_LOCKED',
    { timeout: 60_000 },
    async () => {
      const login = await userWithPassword('right-password');
      const codes = await codesOf(
        await Promise.all(Array.from({ length: 40 }, () => passwordLogin(login, 'wrong-password'))),
      );
      expect(codes.filter((code) => code === 'WRONG_CREDENTIALS')).toHaveLength(limits().failuresBeforeLock);
      expect(codes.filter((code) => code === 'PHONE_LOCKED')).toHaveLength(40 - limits().failuresBeforeLock);
    },
  );

  it(
    '39 wrong passwords and the right one at once: at most 10 are evaluated, and the phone ends up locked unless the right one was among them',
    { timeout: 60_000 },
    async () => {
      const login = await userWithPassword('right-password');
      const attempts = Array.from({ length: 40 }, (_, index) =>
        passwordLogin(login, index === 39 ? 'right-password' : 'wrong-password'),
      );
      const codes = await codesOf(await Promise.all(attempts));
      const evaluated = codes.filter((code) => code !== 'PHONE_LOCKED');
      expect(evaluated.length).toBeLessThanOrEqual(limits().failuresBeforeLock);
      expect(codes.filter((code) => code === 'WRONG_CREDENTIALS').length).toBeLessThanOrEqual(
        limits().failuresBeforeLock,
      );
    },
  );

  it('a right password releases its reservation: it never counts towards the lock', async () => {
    const login = await userWithPassword('right-password');
    for (let attempt = 0; attempt < limits().failuresBeforeLock + 2; attempt += 1) {
      expect((await passwordLogin(login, 'right-password')).status).toBe(200);
    }
    expect((await passwordLogin(login, 'wrong-password')).status).toBe(401);
  });

  it('wrong SMS codes sent at once do not pass the lock either', async () => {
    const user = await registerUser(server, api);
    // Nine failures: three codes, each guessed wrong as often as it may be.
    for (let code = 0; code < 3; code += 1) {
      advanceSeconds(server, Math.ceil(3600 / limits().smsPerHour) + 1);
      const requestId = await loginRequestId(api, user.login);
      const right = server.sms.lastCode(user.login);
      for (let attempt = 0; attempt < limits().smsCodeMaxAttempts; attempt += 1) {
        expect((await submitLoginCode(api, requestId, wrongCode(right))).status).toBe(400);
      }
    }
    // One failure short of the lock, a fresh code gets three wrong guesses at once: only one is evaluated.
    advanceSeconds(server, Math.ceil(3600 / limits().smsPerHour) + 1);
    const requestId = await loginRequestId(api, user.login);
    const wrong = wrongCode(server.sms.lastCode(user.login));
    const codes = await codesOf(await Promise.all([0, 1, 2].map(() => submitLoginCode(api, requestId, wrong))));
    expect(codes.sort()).toEqual(['PHONE_LOCKED', 'PHONE_LOCKED', 'WRONG_CODE']);
  });
});
