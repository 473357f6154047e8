/**
 * Issue 30 §3: forgot-password must not tell a registered phone from an unknown one. A registered phone that
 * got an SMS within the last minute answered 429 while an unknown phone answered 200 in the same situation.
 */
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import { advanceSeconds, captcha, freshPhone, post, registerUser } from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

/** What a caller can read of an answer: status, Retry-After and body. */
async function answerOf(login: string): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  const response = await post(api, '/api/authentication/forgot-password', { login, token: captcha() });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('forgot-password answers a registered and an unknown phone alike', () => {
  it('answers the first request of each with 200 {}', async () => {
    const user = await registerUser(server, api);
    advanceSeconds(server, server.deps.config.security.smsMinIntervalSeconds);
    expect(await answerOf(user.login)).toEqual({ status: 200, retryAfter: null, body: {} });
    expect(await answerOf(freshPhone())).toEqual({ status: 200, retryAfter: null, body: {} });
  });

  it('answers a second request within the resend interval with the same 429 for both', async () => {
    const user = await registerUser(server, api);
    const unknown = freshPhone();
    advanceSeconds(server, server.deps.config.security.smsMinIntervalSeconds);
    await answerOf(user.login);
    await answerOf(unknown);
    advanceSeconds(server, 10);
    const registered = await answerOf(user.login);
    expect(registered.status).toBe(429);
    expect(await answerOf(unknown)).toEqual(registered);
  });

  it('lets both through again once the interval has passed', async () => {
    const user = await registerUser(server, api);
    const unknown = freshPhone();
    advanceSeconds(server, server.deps.config.security.smsMinIntervalSeconds);
    await answerOf(user.login);
    await answerOf(unknown);
    advanceSeconds(server, server.deps.config.security.smsMinIntervalSeconds);
    expect(await answerOf(user.login)).toEqual({ status: 200, retryAfter: null, body: {} });
    expect(await answerOf(unknown)).toEqual({ status: 200, retryAfter: null, body: {} });
  });
});
