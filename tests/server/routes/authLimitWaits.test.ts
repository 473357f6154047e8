/**
 * The SMS requests tell the client how long to wait (issue 19: the code step is never a dead end): each answer
 * that sent a code carries `resendAfterSeconds` (the phone's minimum interval), and each refusal by a send
 * limit carries `details.retryAfterSeconds`, computed from the stored sends, and a `Retry-After` header.
 */
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import {
  advanceSeconds,
  freshIp,
  freshPhone,
  fromIp,
  post,
  registerForm,
  registerUser,
  requestLogin,
} from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

const limits = () => server.deps.config.security;

/** The refusal's status, limit, wait and Retry-After header. */
async function refusal(response: Response) {
  const body = (await response.json()) as {
    message?: string;
    details?: { limit?: string; retryAfterSeconds?: number };
  };
  return {
    status: response.status,
    message: body.message,
    details: body.details,
    retryAfter: response.headers.get('retry-after'),
  };
}

function refused(limit: string, retryAfterSeconds: number) {
  return {
    status: 429,
    message: 'TOO_MANY_REQUESTS',
    details: { limit, retryAfterSeconds },
    retryAfter: String(retryAfterSeconds),
  };
}

describe('an answer that sent a code says when the next one may be asked for', () => {
  it('login answers { token, resendAfterSeconds } with the minimum interval', async () => {
    const user = await registerUser(server, api);
    const response = await requestLogin(api, user.login);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      token: expect.any(String),
      resendAfterSeconds: limits().smsMinIntervalSeconds,
    });
  });

  it('register answers { token, resendAfterSeconds } with the minimum interval', async () => {
    const response = await post(api, '/api/authentication/register', registerForm(server));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      token: expect.any(String),
      resendAfterSeconds: limits().smsMinIntervalSeconds,
    });
  });

  it('the OpenAPI document describes resendAfterSeconds on login, register and vk-phone', async () => {
    const doc = (await (await api.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        { post: { responses: Record<string, { content: { 'application/json': { schema: unknown } } }> } }
      >;
    };
    for (const path of ['/api/authentication/login', '/api/authentication/register', '/api/authentication/vk-phone']) {
      const schema = JSON.stringify(doc.paths[path]?.post.responses['200']?.content['application/json'].schema);
      expect(schema, path).toContain('resendAfterSeconds');
    }
  });
});

describe('a refused SMS request says how long to wait', () => {
  it('too soon after the last code: the seconds left of the interval', async () => {
    const user = await registerUser(server, api);
    expect((await requestLogin(api, user.login)).status).toBe(200);
    advanceSeconds(server, 18);
    expect(await refusal(await requestLogin(api, user.login))).toEqual(
      refused('phoneInterval', limits().smsMinIntervalSeconds - 18),
    );
  });

  it('over the hourly count: until the oldest send of the hour leaves it', async () => {
    const user = await registerUser(server, api);
    advanceSeconds(server, 3600);
    const interval = limits().smsMinIntervalSeconds;
    for (let sent = 0; sent < limits().smsPerHour; sent += 1) {
      expect((await requestLogin(api, user.login)).status).toBe(200);
      advanceSeconds(server, interval);
    }
    expect(await refusal(await requestLogin(api, user.login))).toEqual(
      refused('phoneHour', 3600 - limits().smsPerHour * interval),
    );
    advanceSeconds(server, 100);
    expect(await refusal(await requestLogin(api, user.login))).toEqual(
      refused('phoneHour', 3600 - limits().smsPerHour * interval - 100),
    );
  });

  it('over the count of one address: until its oldest send of the hour leaves it', async () => {
    const ip = freshIp();
    for (let sent = 0; sent < limits().smsPerIpPerHour; sent += 1) {
      expect((await post(api, '/api/authentication/register', registerForm(server), fromIp(ip))).status).toBe(200);
      if (sent === 0) {
        advanceSeconds(server, 10);
      }
    }
    const over = await post(api, '/api/authentication/register', registerForm(server), fromIp(ip));
    expect(await refusal(over)).toEqual(refused('ipHour', 3600 - 10));
  });

  it('names the limit that keeps the phone waiting longest when several refuse it', async () => {
    const user = await registerUser(server, api);
    advanceSeconds(server, 3600);
    const interval = limits().smsMinIntervalSeconds;
    for (let sent = 0; sent < limits().smsPerHour; sent += 1) {
      advanceSeconds(server, interval);
      expect((await requestLogin(api, user.login)).status).toBe(200);
    }
    // The last send was just now (the interval refuses for 60 s) and the hour is full for longer.
    expect(await refusal(await requestLogin(api, user.login))).toEqual(
      refused('phoneHour', 3600 - (limits().smsPerHour - 1) * interval),
    );
  });

  it('other refusals carry no Retry-After', async () => {
    const response = await requestLogin(api, freshPhone());
    expect(response.status).toBe(404);
    expect(response.headers.get('retry-after')).toBeNull();
  });
});
