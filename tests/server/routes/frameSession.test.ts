/**
 * Frames mode (issue 10): the framed portal exchanges the host page's tokens once for a session of its
 * own — its own refresh-token family, bound to this browser's fingerprint — and never refreshes with
 * the host's token. So the host and the frame each keep a living session through reloads and time.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AuthUser } from '../../../core/model/index.ts';
import { verifyAccessToken } from '../../../server/auth/accessToken.ts';
import { users } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import { advanceSeconds, expectFailure, post, registerUser } from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

type Session = Pick<AuthUser, 'accessToken' | 'refreshToken'> & { fingerprint: string };

const limits = () => server.deps.config.security;

function exchange(host: Session, overrides: Partial<Session> = {}): Promise<Response> {
  const { refreshToken, accessToken, fingerprint } = { ...host, ...overrides };
  return post(api, '/api/authentication/frame-session', { refreshToken, accessToken, fingerprint });
}

async function exchanged(host: Session): Promise<Session & AuthUser> {
  const response = await exchange(host);
  expect(response.status, await response.clone().text()).toBe(200);
  return { ...((await response.json()) as AuthUser), fingerprint: host.fingerprint };
}

function refresh(session: Session): Promise<Response> {
  const { refreshToken, accessToken, fingerprint } = session;
  return post(api, '/api/authentication/refresh', { refreshToken, accessToken, fingerprint });
}

async function refreshed(session: Session): Promise<Session & AuthUser> {
  const response = await refresh(session);
  expect(response.status, 'refresh').toBe(200);
  return { ...((await response.json()) as AuthUser), fingerprint: session.fingerprint };
}

/** A Bearer call: 401 means the session's access token was refused. */
async function bearerWorks(session: Session & { tenantProfileId: number | null }): Promise<boolean> {
  const response = await api.request(`/api/tenant-profiles/${session.tenantProfileId}`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  return response.status === 200;
}

async function sessionIdOf(session: Session): Promise<string> {
  const claims = await verifyAccessToken(limits(), session.accessToken, server.clock.now(), { ignoreExpiry: true });
  return claims!.sessionId;
}

describe('POST /api/authentication/frame-session', () => {
  it('answers the same user with a session of its own, and leaves the host session as it was', async () => {
    const host = await registerUser(server, api);
    const frame = await exchanged(host);
    expect(frame).toMatchObject({ id: host.id, login: host.login, tenantProfileId: host.tenantProfileId });
    expect(frame.refreshToken).not.toBe(host.refreshToken);
    expect(await sessionIdOf(frame)).not.toBe(await sessionIdOf(host));
    expect(await bearerWorks(frame)).toBe(true);
    // The host's refresh token was not rotated: the host refreshes with it as before.
    expect(await bearerWorks(await refreshed(host))).toBe(true);
  });

  it("the issue's hand test: host and frame both live through a replayed address, three frame reloads and an hour", async () => {
    let host: Session & AuthUser = await registerUser(server, api);
    let frame = await exchanged(host);
    // The address is replayed after the 10 s grace: the exchange is refused, nothing is revoked.
    advanceSeconds(server, limits().refreshGraceSeconds + 1);
    await expectFailure(await exchange(host), 401, 'INVALID_REFRESH');
    for (let reload = 0; reload < 3; reload += 1) {
      // A frame reload starts from its own stored session.
      frame = await refreshed(frame);
      advanceSeconds(server, 20 * 60);
    }
    // 60 minutes have passed: both access tokens expired long ago, both sessions refresh.
    host = await refreshed(host);
    frame = await refreshed(frame);
    expect(await bearerWorks(host)).toBe(true);
    expect(await bearerWorks(frame)).toBe(true);
  });

  it('exchanges a host token once: a second exchange is refused and revokes nothing', async () => {
    const host = await registerUser(server, api);
    const frame = await exchanged(host);
    await expectFailure(await exchange(host), 401, 'INVALID_REFRESH');
    expect(await bearerWorks(frame)).toBe(true);
    expect(await bearerWorks(await refreshed(frame))).toBe(true);
    expect(await bearerWorks(await refreshed(host))).toBe(true);
  });

  it.each([
    ['another fingerprint', (host: Session) => ({ fingerprint: `${host.fingerprint}-other` })],
    ['an unknown refresh token', () => ({ refreshToken: 'x'.repeat(43) })],
    [
      'an access token of another session',
      (host: Session & { other: Session }) => ({ accessToken: host.other.accessToken }),
    ],
    ['a forged access token', () => ({ accessToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' })],
  ] as const)('refuses %s with INVALID_REFRESH', async (_name, change) => {
    const host = await registerUser(server, api);
    const other = await registerUser(server, api);
    await expectFailure(await exchange(host, change({ ...host, other })), 401, 'INVALID_REFRESH');
    expect(await bearerWorks(await refreshed(host))).toBe(true);
  });

  it('refuses a host token that was already rotated', async () => {
    const host = await registerUser(server, api);
    await refreshed(host);
    await expectFailure(await exchange(host), 401, 'INVALID_REFRESH');
  });

  it('gives the frame no more time than the host session has: the 30-day cap counts from the sign-in', async () => {
    const host = await registerUser(server, api);
    // registerUser already moved the clock past the SMS interval: the session is that much older.
    advanceSeconds(server, limits().sessionMaxAgeSeconds - limits().smsMinIntervalSeconds - 60);
    const frame = await exchanged(host);
    advanceSeconds(server, 120);
    await expectFailure(await refresh(frame), 401, 'INVALID_REFRESH');
  });

  it('refuses a blocked user', async () => {
    const host = await registerUser(server, api);
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, host.id));
    await expectFailure(await exchange(host), 403, 'USER_BLOCKED');
  });

  it("ends the frame's session with the host's when reuse shows the host chain was copied", async () => {
    const host = await registerUser(server, api);
    const frame = await exchanged(host);
    await refreshed(host);
    advanceSeconds(server, limits().refreshGraceSeconds + 1);
    // The rotated host token again after the grace: someone else holds the chain; the family is revoked…
    await expectFailure(await refresh(host), 401, 'INVALID_REFRESH');
    // …and the session made from it goes with it.
    expect(await bearerWorks(frame)).toBe(false);
    await expectFailure(await refresh(frame), 401, 'INVALID_REFRESH');
  });
});
