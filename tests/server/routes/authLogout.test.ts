/**
 * Issue 30 §3: «Выйти» ends the session on the server (docs/security.md «Logout and revocation»). The refresh
 * token the tab held is refused afterwards, and so is the session's access token within its short lifetime.
 */
import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AuthUser } from '../../../core/model/index.ts';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import { device, expectFailure, post, registerUser, smsLogin } from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

type Session = Pick<AuthUser, 'accessToken' | 'refreshToken' | 'tenantProfileId'> & { fingerprint: string };

function logout(body: unknown): Promise<Response> {
  return post(api, '/api/authentication/logout', body);
}

function refresh(session: Session): Promise<Response> {
  const { refreshToken, accessToken, fingerprint } = session;
  return post(api, '/api/authentication/refresh', { refreshToken, accessToken, fingerprint });
}

function profile(session: Session): Promise<Response> {
  return Promise.resolve(
    api.request(`/api/tenant-profiles/${session.tenantProfileId}`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    }),
  );
}

describe('logout: one session', () => {
  it('refuses the refresh token after logout (it answered 200 after «Выйти» before)', async () => {
    const user = await registerUser(server, api);
    const answer = await logout({ refreshToken: user.refreshToken });
    expect(answer.status).toBe(204);
    await expectFailure(await refresh(user), 401, 'INVALID_REFRESH');
  });

  it('refuses the session’s access token after logout, long before it expires', async () => {
    const user = await registerUser(server, api);
    expect((await profile(user)).status).toBe(200);
    expect((await logout({ refreshToken: user.refreshToken, scope: 'session' })).status).toBe(204);
    await expectFailure(await profile(user), 401, 'UNAUTHORIZED');
  });

  it('ends only that session: another device of the same shopper stays signed in', async () => {
    const user = await registerUser(server, api);
    const phone = await smsLogin(server, api, user.login, device());
    expect((await logout({ refreshToken: user.refreshToken })).status).toBe(204);
    expect((await refresh(phone)).status).toBe(200);
    expect((await profile(phone)).status).toBe(200);
  });

  it('ends the session with a rotated token of it too (an older tab’s copy)', async () => {
    const user = await registerUser(server, api);
    const renewed = (await (await refresh(user)).json()) as AuthUser;
    expect((await logout({ refreshToken: user.refreshToken })).status).toBe(204);
    await expectFailure(await refresh({ ...renewed, fingerprint: user.fingerprint }), 401, 'INVALID_REFRESH');
  });

  it('is idempotent and never tells: a second logout, an unknown token and a revoked one all answer 204 with no body', async () => {
    const user = await registerUser(server, api);
    const answers = [
      await logout({ refreshToken: user.refreshToken }),
      await logout({ refreshToken: user.refreshToken }),
      await logout({ refreshToken: 'never-issued-token' }),
      await logout({ refreshToken: user.refreshToken, scope: 'all' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['', '', '', '']);
  });

  it('refuses a malformed body with 400 VALIDATION_ERROR, never a 5xx', async () => {
    for (const body of [
      {},
      { refreshToken: '' },
      { refreshToken: 7 },
      { refreshToken: 'x'.repeat(201) },
      { refreshToken: 'a', scope: 'everyone' },
      { refreshToken: 'a\u0000b' },
    ]) {
      await expectFailure(await logout(body), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('logout: every device («Выйти на всех устройствах», scope all)', () => {
  it('ends every session of the shopper: other devices’ refresh and access tokens are refused', async () => {
    const user = await registerUser(server, api);
    const phone = await smsLogin(server, api, user.login, device());
    const stranger = await registerUser(server, api);
    expect((await logout({ refreshToken: user.refreshToken, scope: 'all' })).status).toBe(204);
    await expectFailure(await refresh(user), 401, 'INVALID_REFRESH');
    await expectFailure(await refresh(phone), 401, 'INVALID_REFRESH');
    await expectFailure(await profile(phone), 401, 'UNAUTHORIZED');
    // Somebody else's session is not touched.
    expect((await profile(stranger)).status).toBe(200);
    expect((await refresh(stranger)).status).toBe(200);
  });

  it('does nothing with a token that no longer opens a session (a revoked one cannot end the others)', async () => {
    const user = await registerUser(server, api);
    const phone = await smsLogin(server, api, user.login, device());
    expect((await logout({ refreshToken: user.refreshToken })).status).toBe(204);
    expect((await logout({ refreshToken: user.refreshToken, scope: 'all' })).status).toBe(204);
    expect((await refresh(phone)).status).toBe(200);
  });
});
