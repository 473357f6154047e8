import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { smsCodes, users } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import { advanceSeconds, captcha, device, expectFailure, freshPhone, post, registerUser } from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

const limits = () => server.deps.config.security;

function forgot(login: string): Promise<Response> {
  return post(api, '/api/authentication/forgot-password', { login, token: captcha() });
}

function reset(token: string, password: string): Promise<Response> {
  return post(api, '/api/authentication/reset-password', { token, password });
}

/** The `t` parameter of the newest recovery link sent to the phone. */
function linkToken(phone: string): string {
  const message = server.sms.messagesFor(phone)[0]!;
  const url = new URL(/https?:\/\/\S+/.exec(message.text)![0]);
  expect(`${url.origin}${url.pathname}`).toBe(`${server.deps.config.publicUrl}/reset-password`);
  const token = url.searchParams.get('t')!;
  expect(token).toBe(message.code);
  return token;
}

function passwordLogin(login: string, password: string): Promise<Response> {
  return post(api, '/api/authentication/auth', { login, password, fingerprint: device(), token: captcha() });
}

describe('forgot-password → SMS link → reset-password', () => {
  it(
    'sends a single-use link; the new password works and the link cannot be used again',
    { timeout: 30_000 },
    async () => {
      const user = await registerUser(server, api);
      const response = await forgot(`8${user.login.slice(1)}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      const token = linkToken(user.login);

      const done = await reset(token, 'new-password-1');
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({});
      const [row] = await server.deps.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect((await passwordLogin(user.login, 'new-password-1')).status).toBe(200);

      await expectFailure(await reset(token, 'another-password'), 400, 'INVALID_TOKEN');
      await expectFailure(await passwordLogin(user.login, 'another-password'), 401, 'WRONG_CREDENTIALS');
    },
  );

  it('stores only a hash of the link secret', async () => {
    const user = await registerUser(server, api);
    expect((await forgot(user.login)).status).toBe(200);
    const token = linkToken(user.login);
    const [requestId, secret] = token.split('.') as [string, string];
    const [row] = await server.deps.db.select().from(smsCodes).where(eq(smsCodes.id, requestId));
    expect(row!.purpose).toBe('recovery');
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it(
    'revokes every session of the user: their refresh tokens and access tokens stop working',
    { timeout: 30_000 },
    async () => {
      const user = await registerUser(server, api);
      const refresh = () =>
        post(api, '/api/authentication/refresh', {
          refreshToken: user.refreshToken,
          accessToken: user.accessToken,
          fingerprint: user.fingerprint,
        });
      const profile = () =>
        api.request(`/api/tenant-profiles/${user.tenantProfileId}`, {
          headers: { Authorization: `Bearer ${user.accessToken}` },
        });
      expect((await profile()).status).toBe(200);

      expect((await forgot(user.login)).status).toBe(200);
      expect((await reset(linkToken(user.login), 'fresh-password')).status).toBe(200);
      await expectFailure(await refresh(), 401, 'INVALID_REFRESH');
      await expectFailure(await profile(), 401, 'UNAUTHORIZED');
    },
  );

  it('voids an older link when a new one is sent, and a link expires with the recovery window', async () => {
    const user = await registerUser(server, api);
    expect((await forgot(user.login)).status).toBe(200);
    const first = linkToken(user.login);
    advanceSeconds(server, limits().smsMinIntervalSeconds);
    expect((await forgot(user.login)).status).toBe(200);
    const second = linkToken(user.login);
    await expectFailure(await reset(first, 'new-password-2'), 400, 'INVALID_TOKEN');
    advanceSeconds(server, limits().recoveryWindowSeconds);
    await expectFailure(await reset(second, 'new-password-2'), 400, 'INVALID_TOKEN');
  });

  it('refuses tampered or malformed tokens with INVALID_TOKEN and short passwords with VALIDATION_ERROR', async () => {
    const user = await registerUser(server, api);
    expect((await forgot(user.login)).status).toBe(200);
    const token = linkToken(user.login);
    const [requestId, secret] = token.split('.') as [string, string];
    const flipped = `${requestId}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    await expectFailure(await reset(flipped, 'new-password-3'), 400, 'INVALID_TOKEN');
    await expectFailure(await reset(requestId, 'new-password-3'), 400, 'INVALID_TOKEN');
    await expectFailure(await reset('not-a-token', 'new-password-3'), 400, 'INVALID_TOKEN');
    await expectFailure(await reset(token, 'short'), 400, 'VALIDATION_ERROR');
    expect((await reset(token, 'new-password-3')).status).toBe(200);
  });

  it('answers 200 and sends nothing for an unknown phone or a blocked user', async () => {
    const unknown = freshPhone();
    expect((await forgot(unknown)).status).toBe(200);
    expect(server.sms.messagesFor(unknown)).toEqual([]);
    const user = await registerUser(server, api);
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    expect((await forgot(user.login)).status).toBe(200);
    expect(server.sms.messagesFor(user.login)).toHaveLength(1);
  });
});

describe('BAD_COUNT: at most 3 recovery requests per 10 minutes', () => {
  it('answers the fourth request within 10 minutes with 429 BAD_COUNT until the first leaves the window', async () => {
    const user = await registerUser(server, api);
    const interval = limits().smsMinIntervalSeconds + 1;
    for (let request = 0; request < limits().recoveryRequestsPerWindow; request += 1) {
      expect((await forgot(user.login)).status).toBe(200);
      advanceSeconds(server, interval);
    }
    await expectFailure(await forgot(user.login), 429, 'BAD_COUNT');
    const sent = server.sms.messagesFor(user.login).length;
    advanceSeconds(server, limits().recoveryWindowSeconds - limits().recoveryRequestsPerWindow * interval - 1);
    await expectFailure(await forgot(`+${user.login}`), 429, 'BAD_COUNT');
    expect(server.sms.messagesFor(user.login)).toHaveLength(sent);
    advanceSeconds(server, 1);
    expect((await forgot(user.login)).status).toBe(200);
    expect(server.sms.messagesFor(user.login)).toHaveLength(sent + 1);
  });

  it('counts requests for an unknown phone the same way', async () => {
    const unknown = freshPhone();
    for (let request = 0; request < limits().recoveryRequestsPerWindow; request += 1) {
      expect((await forgot(unknown)).status).toBe(200);
      advanceSeconds(server, limits().smsMinIntervalSeconds + 1);
    }
    await expectFailure(await forgot(unknown), 429, 'BAD_COUNT');
  });

  it('counts exactly 3 of 6 simultaneous requests: the other 3 are BAD_COUNT (of the counted, the resend interval lets one through)', async () => {
    const unknown = freshPhone();
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot(unknown)));
    const codes = await Promise.all(
      answers.map(async (answer) =>
        answer.status === 200 ? 'OK' : ((await answer.json()) as { message: string }).message,
      ),
    );
    expect(codes.sort()).toEqual([
      'BAD_COUNT',
      'BAD_COUNT',
      'BAD_COUNT',
      'OK',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
  });
});
