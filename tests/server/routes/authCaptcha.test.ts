import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createApi } from '../../../server/app.ts';
import { AltchaCaptcha } from '../../../server/captcha/AltchaCaptcha.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { ManualClock, openTestServer, type TestServer } from '../testServer.ts';
import { device, expectFailure, post, registerForm } from '../auth/authKit.ts';

let server: TestServer;
let deps: ServerDeps;
let clock: ManualClock;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  // altcha-lib checks expiry against the wall clock as well, so this clock starts at the real time.
  clock = new ManualClock(Date.now());
  const config = { ...server.deps.config, security: { ...server.deps.config.security, captchaCost: 20 } };
  deps = { ...server.deps, config, clock, captcha: new AltchaCaptcha(server.deps.db, config.security, clock) };
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

async function challenge(): Promise<Challenge> {
  const response = await createApi(deps).request('/api/captcha/challenge');
  expect(response.status).toBe(200);
  return (await response.json()) as Challenge;
}

async function payload(): Promise<string> {
  const current = await challenge();
  const solution = await solveChallenge({ challenge: current, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: current, solution })).toString('base64');
}

describe('GET /api/captcha/challenge with ALTCHA', () => {
  it('answers a signed challenge with the configured cost and expiry', async () => {
    const current = await challenge();
    expect(current.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(current.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 20,
      expiresAt: Math.floor(clock.now() / 1000) + deps.config.security.captchaTtlSeconds,
    });
  });

  it('lets a solved challenge through register once; the same payload on login is BAD_CAPTCHA', async () => {
    const api = createApi(deps);
    const token = await payload();
    const form = registerForm(server, { token });
    expect((await post(api, '/api/authentication/register', form)).status).toBe(200);
    await expectFailure(
      await post(api, '/api/authentication/login', { login: form.phone, fingerprint: device(), token }),
      400,
      'BAD_CAPTCHA',
    );
  });

  it('answers BAD_CAPTCHA for a solution whose challenge expired', async () => {
    const api = createApi(deps);
    const token = await payload();
    clock.advance(deps.config.security.captchaTtlSeconds * 1000);
    await expectFailure(
      await post(api, '/api/authentication/register', registerForm(server, { token })),
      400,
      'BAD_CAPTCHA',
    );
  });
});

describe('GET /api/captcha/challenge without ALTCHA', () => {
  it('answers 404 NOT_FOUND when Yandex SmartCaptcha is configured', async () => {
    const yandex = { ...deps, config: { ...deps.config, captchaProvider: 'yandex' as const } };
    const response = await createApi(yandex).request('/api/captcha/challenge');
    await expectFailure(response, 404, 'NOT_FOUND');
  });

  it('answers 404 NOT_FOUND when the verifier issues no challenges', async () => {
    const response = await createApi(server.deps).request('/api/captcha/challenge');
    await expectFailure(response, 404, 'NOT_FOUND');
  });
});
