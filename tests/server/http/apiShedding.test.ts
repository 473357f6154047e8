/**
 * Issue 23, shed, don't queue, for the API: the expensive calls (the sign-in steps that verify a captcha, a public
 * list being built) run at most API_CONCURRENCY at once; one more is answered 503 OVERLOADED with Retry-After at
 * once, having done nothing. Cheap calls, cached answers and the server render's own reads are not counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { ConcurrencyGate, apiGateOf } from '../../../server/http/shedding.ts';
import type { CaptchaVerifier } from '../../../server/ports.ts';
import { randomPhone } from '../signedIn.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

/** A captcha check that takes as long as the test says: each verification waits for release(). */
class HeldCaptcha implements CaptchaVerifier {
  private waiting: (() => void)[] = [];
  started = 0;

  verify(): Promise<boolean> {
    this.started += 1;
    return new Promise((resolve) => this.waiting.push(() => resolve(false)));
  }

  release(): void {
    for (const resolve of this.waiting.splice(0)) {
      resolve();
    }
  }
}

let server: TestServer;
const captcha = new HeldCaptcha();

beforeAll(async () => {
  server = await openTestServer({
    url: process.env.TEST_DATABASE_URL,
    config: { apiConcurrency: 2, publicCacheSeconds: 5 },
  });
  server.deps.captcha = captcha;
});

afterAll(async () => {
  await server.database.close();
});

const login = (app: ReturnType<typeof createApi>) =>
  app.request('/api/authentication/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: randomPhone(), fingerprint: 'Mozilla/5.0 (shed)2', token: 'held' }),
  });

/** Lets the event loop run until `check` holds (requests in flight reach their captcha). */
async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; turn < 500 && !check(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  expect(check()).toBe(true);
}

describe('ConcurrencyGate', () => {
  it('admits up to its bound, refuses beyond it at once and counts both', async () => {
    const gate = new ConcurrencyGate(2);
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([true, true, false]);
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.report()).toEqual({ limit: 2, inFlight: 2, admitted: 3, shed: 1 });
    gate.leave();
    gate.leave();
    expect(await gate.run(async () => 7)).toEqual({ admitted: true, value: 7 });
    expect(gate.inFlight).toBe(0);
  });

  it('frees the place of work that failed', async () => {
    const gate = new ConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.inFlight).toBe(0);
  });

  it('refuses a bound below 1', () => {
    expect(() => new ConcurrencyGate(0)).toThrow();
  });
});

describe('the API bound (API_CONCURRENCY)', () => {
  it('lets sign-in requests within the bound wait for their captcha, and answers the next one 503 OVERLOADED at once', async () => {
    const app = createApi(server.deps);
    const before = apiGateOf(server.deps).report();
    const within = [login(app), login(app)];
    await until(() => captcha.started >= 2);
    // Answered while both captchas are still held: it waited for neither.
    const beyond = await login(app);
    expect(beyond.status).toBe(503);
    expect(beyond.headers.get('Retry-After')).toBe('2');
    expect(await beyond.json()).toEqual({ message: 'OVERLOADED', details: { retryAfterSeconds: 2 } });
    expect(captcha.started).toBe(2);
    captcha.release();
    const answered = await Promise.all(within);
    expect(answered.map((response) => response.status)).toEqual([400, 400]);
    const after = apiGateOf(server.deps).report();
    expect(after.shed - before.shed).toBe(1);
    expect(after.inFlight).toBe(0);
    // The places are free again.
    const next = login(app);
    await until(() => captcha.started >= 3);
    captcha.release();
    expect((await next).status).toBe(400);
  });

  it('does not count cheap calls: a refresh and a cached list pass while the bound is full', async () => {
    const app = createApi(server.deps);
    const cities = () =>
      app.request('/api/city-codes/active-city-codes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ countryCodeId: 1 }),
      });
    expect((await cities()).status).toBe(200);
    const held = [login(app), login(app)];
    await until(() => apiGateOf(server.deps).inFlight === 2);
    const refresh = await app.request('/api/authentication/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: 'x', accessToken: 'y', fingerprint: 'z' }),
    });
    expect(refresh.status).toBe(401);
    expect((await cities()).status).toBe(200);
    captcha.release();
    await Promise.all(held);
  });

  it('bounds a public list being built: a list not in the answer cache is 503 while the bound is full, and built once it is free', async () => {
    const app = createApi(server.deps);
    const otherCountry = () =>
      app.request('/api/city-codes/active-city-codes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ countryCodeId: 7 }),
      });
    const held = [login(app), login(app)];
    await until(() => apiGateOf(server.deps).inFlight === 2);
    const refused = await otherCountry();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: 'OVERLOADED', details: { retryAfterSeconds: 2 } });
    captcha.release();
    await Promise.all(held);
    expect((await otherCountry()).status).toBe(200);
  });
});
