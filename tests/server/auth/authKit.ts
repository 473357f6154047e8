/** Shared helpers of the sign-in tests: requests against the in-process API, unique phones, captchas and devices. */
import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Hono } from 'hono';
import type { AuthUser } from '../../../core/model/index.ts';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';

/** A random phone in 7999 1xxxxxx–9xxxxxx, clear of the seed's 7999000000x shoppers. */
export function freshPhone(): string {
  return `7999${randomInt(1_000_000, 10_000_000)}`;
}

/** A captcha payload the OnceCaptcha double accepts exactly once. */
export function captcha(): string {
  return `captcha-${randomUUID()}`;
}

/** A device fingerprint (user agent + role id) unique to the test, so per-fingerprint limits do not leak between tests. */
export function device(): string {
  return `Mozilla/5.0 (test ${randomUUID()})2`;
}

/** The Node bindings `getConnInfo` reads: makes an in-process request look as if it came from `ip`. */
export function fromIp(ip: string): {
  incoming: { socket: { remoteAddress: string; remotePort: number; remoteFamily: string } };
} {
  return { incoming: { socket: { remoteAddress: ip, remotePort: 40_000, remoteFamily: 'IPv4' } } };
}

/** A random private address, unique enough for one run on a shared database. */
export function freshIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** POST JSON to the API; `env` carries fake connection info. */
export function post(
  api: Hono<AppEnv>,
  path: string,
  body: unknown,
  env?: object,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    api.request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
      env,
    ),
  );
}

/** Asserts the status and the error envelope's code. */
export async function expectFailure(response: Response, status: number, code: string): Promise<void> {
  const body = (await response.json()) as { message?: unknown };
  expect({ status: response.status, message: body.message }).toEqual({ status, message: code });
}

/** Unix seconds of the UTC midnight `years` whole years before the clock's date (plus `days`). */
export function birthdayYearsAgo(nowMs: number, years: number, days = 0): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days) / 1000;
}

export interface RegisterForm {
  phone: string;
  name: string;
  gender: 'мужской' | 'женский';
  birthday: number;
  token: string;
  cityCodeId: number | null;
  fingerprint: string;
  suid?: string;
  tid?: string;
  did?: string;
}

/** A valid step-1 registration body for a new phone. */
export function registerForm(server: TestServer, overrides: Partial<RegisterForm> = {}): RegisterForm {
  return {
    phone: freshPhone(),
    name: 'Анна',
    gender: 'женский',
    birthday: birthdayYearsAgo(server.clock.now(), 30),
    token: captcha(),
    cityCodeId: null,
    fingerprint: device(),
    ...overrides,
  };
}

/**
 * Registers through both steps and answers the user; the fingerprint is the one refresh must present.
 * Then moves the clock past the per-phone SMS interval, so the next SMS to this phone is allowed.
 */
export async function registerUser(
  server: TestServer,
  api: Hono<AppEnv>,
  overrides: Partial<RegisterForm> = {},
): Promise<AuthUser & { fingerprint: string }> {
  const form = registerForm(server, overrides);
  const step1 = await post(api, '/api/authentication/register', form);
  expect(step1.status).toBe(200);
  const { token } = (await step1.json()) as { token: string };
  const step2 = await post(api, '/api/authentication/register-sms-code', {
    token,
    code: server.sms.lastCode(form.phone),
  });
  expect(step2.status).toBe(200);
  const user = (await step2.json()) as AuthUser;
  server.clock.advance(server.deps.config.security.smsMinIntervalSeconds * 1000);
  return { ...user, fingerprint: form.fingerprint };
}

/** SMS login step 1 for `phone`; answers the raw response. */
export function requestLogin(
  api: Hono<AppEnv>,
  phone: string,
  fingerprint = device(),
  env?: object,
): Promise<Response> {
  return post(api, '/api/authentication/login', { login: phone, fingerprint, token: captcha() }, env);
}

/** SMS login step 1 that must succeed; answers the request id. */
export async function loginRequestId(api: Hono<AppEnv>, phone: string, fingerprint = device()): Promise<string> {
  const response = await requestLogin(api, phone, fingerprint);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** SMS login step 2. */
export function submitLoginCode(api: Hono<AppEnv>, requestId: string, code: string): Promise<Response> {
  return post(api, '/api/authentication/auth-sms-code', { requestId, code });
}

/** Both SMS login steps; answers the user. */
export async function smsLogin(
  server: TestServer,
  api: Hono<AppEnv>,
  phone: string,
  fingerprint = device(),
): Promise<AuthUser & { fingerprint: string }> {
  const requestId = await loginRequestId(api, phone, fingerprint);
  const response = await submitLoginCode(api, requestId, server.sms.lastCode(phone));
  expect(response.status).toBe(200);
  return { ...((await response.json()) as AuthUser), fingerprint };
}

/** Moves the test clock by whole seconds. */
export function advanceSeconds(server: TestServer, seconds: number): void {
  server.clock.advance(seconds * 1000);
}
