import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { SignJWT, UnsecuredJWT } from 'jose';
import type { AuthUser } from '../../../core/model/index.ts';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/accessToken.ts';
import { refreshTokens, users } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import type { TestServer } from '../testServer.ts';
import { apiServerPerFile } from '../apiServerPerFile.ts';
import { advanceSeconds, device, expectFailure, post, registerUser, smsLogin } from '../auth/authKit.ts';

let server: TestServer;
let api: Hono<AppEnv>;
apiServerPerFile((opened) => ({ server, api } = opened));

const limits = () => server.deps.config.security;

type Session = Pick<AuthUser, 'accessToken' | 'refreshToken'> & { fingerprint: string };

function refresh(session: Session, overrides: Partial<Session> = {}): Promise<Response> {
  const { refreshToken, accessToken, fingerprint } = { ...session, ...overrides };
  return post(api, '/api/authentication/refresh', { refreshToken, accessToken, fingerprint });
}

async function refreshed(session: Session): Promise<Session & AuthUser> {
  const response = await refresh(session);
  expect(response.status).toBe(200);
  return { ...((await response.json()) as AuthUser), fingerprint: session.fingerprint };
}

function bearer(session: Pick<Session, 'accessToken'>): Promise<Response> {
  return Promise.resolve(
    api.request('/api/tenant-profiles/0', { headers: { Authorization: `Bearer ${session.accessToken}` } }),
  );
}

/** 401 from requireAuth means the token was refused; anything else (here 403/404 for profile 0) means it passed. */
async function accessAccepted(session: Pick<Session, 'accessToken'>): Promise<boolean> {
  return (await bearer(session)).status !== 401;
}

describe('refresh: rotation', () => {
  it('answers the user with a new refresh token and a new 15-minute access token for the same session', async () => {
    const user = await registerUser(server, api);
    const next = await refreshed(user);
    expect(next).toMatchObject({ id: user.id, login: user.login, tenantProfileId: user.tenantProfileId, roles: [2] });
    expect(next.refreshToken).not.toBe(user.refreshToken);
    expect(next.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = await verifyAccessToken(limits(), user.accessToken, server.clock.now());
    const after = await verifyAccessToken(limits(), next.accessToken, server.clock.now());
    expect(after).toEqual(before);
    const [row] = await server.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, after!.sessionId))
      .limit(1);
    expect(JSON.stringify(row)).not.toContain(user.refreshToken);
  });

  it('accepts an expired access token (signature only) and refuses it on Bearer calls', async () => {
    const user = await registerUser(server, api);
    advanceSeconds(server, limits().accessTokenTtlSeconds + 1);
    expect(await accessAccepted(user)).toBe(false);
    const next = await refreshed(user);
    expect(await accessAccepted(next)).toBe(true);
  });

  it('gives a second refresh of the same parent within 10 s the same child (two tabs)', async () => {
    const user = await registerUser(server, api);
    const first = await refreshed(user);
    advanceSeconds(server, limits().refreshGraceSeconds);
    const second = await refreshed(user);
    expect(second.refreshToken).toBe(first.refreshToken);
    const third = await refreshed(second);
    expect(third.refreshToken).not.toBe(first.refreshToken);
  });

  it('gives two simultaneous refreshes of one token the same child', async () => {
    const user = await registerUser(server, api);
    const answers = await Promise.all([refresh(user), refresh(user)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as [AuthUser, AuthUser];
    expect(a.refreshToken).toBe(b.refreshToken);
    expect((await refresh({ ...user, refreshToken: a.refreshToken })).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace period', async () => {
    const user = await registerUser(server, api);
    const child = await refreshed(user);
    const grandchild = await refreshed(child);
    advanceSeconds(server, limits().refreshGraceSeconds + 1);
    await expectFailure(await refresh(user), 401, 'INVALID_REFRESH');
    await expectFailure(await refresh(grandchild), 401, 'INVALID_REFRESH');
    expect(await accessAccepted(grandchild)).toBe(false);

    const other = await smsLogin(server, api, user.login);
    expect((await refresh(other)).status).toBe(200);
  });
});

describe('refresh: binding', () => {
  it('refuses another fingerprint with 401 INVALID_REFRESH without ending the session', async () => {
    const user = await registerUser(server, api);
    await expectFailure(await refresh(user, { fingerprint: device() }), 401, 'INVALID_REFRESH');
    expect((await refresh(user)).status).toBe(200);
  });

  it('refuses an access token of another user or of another session of the same user', async () => {
    const alice = await registerUser(server, api);
    const bob = await registerUser(server, api);
    await expectFailure(await refresh(alice, { accessToken: bob.accessToken }), 401, 'INVALID_REFRESH');
    const aliceElsewhere = await smsLogin(server, api, alice.login, alice.fingerprint);
    await expectFailure(await refresh(alice, { accessToken: aliceElsewhere.accessToken }), 401, 'INVALID_REFRESH');
    expect((await refresh(alice)).status).toBe(200);
  });

  it('refuses forged, unsigned and malformed access tokens', async () => {
    const user = await registerUser(server, api);
    const claims = (await verifyAccessToken(limits(), user.accessToken, server.clock.now()))!;
    const forged = await signAccessToken({ ...limits(), secret: 'x'.repeat(48) }, claims, server.clock.now());
    const unsigned = new UnsecuredJWT({ tpid: claims.tenantProfileId, sid: claims.sessionId })
      .setIssuer('rjadom')
      .setSubject(String(claims.userId))
      .encode();
    const otherIssuer = await new SignJWT({ tpid: claims.tenantProfileId, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('someone-else')
      .setSubject(String(claims.userId))
      .sign(new TextEncoder().encode(limits().secret));
    for (const accessToken of [forged, unsigned, otherIssuer, 'not.a.jwt', user.refreshToken]) {
      await expectFailure(await refresh(user, { accessToken }), 401, 'INVALID_REFRESH');
    }
    expect((await refresh(user)).status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const user = await registerUser(server, api);
    await expectFailure(await refresh(user, { refreshToken: 'A'.repeat(43) }), 401, 'INVALID_REFRESH');
  });

  it('ends a blocked user’s session with 403 USER_BLOCKED', async () => {
    const user = await registerUser(server, api);
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    await expectFailure(await refresh(user), 403, 'USER_BLOCKED');
    await server.deps.db.update(users).set({ blocked: false }).where(eq(users.id, user.id));
    await expectFailure(await refresh(user), 401, 'INVALID_REFRESH');
  });
});

describe('refresh: 30-day session cap', () => {
  it('keeps refreshing for 30 days after sign-in and then refuses, however recent the last refresh', async () => {
    let session: Session = await registerUser(server, api);
    const claims = (await verifyAccessToken(limits(), session.accessToken, server.clock.now()))!;
    const [root] = await server.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, claims.sessionId))
      .limit(1);
    const endsAt = root!.sessionStartedAt.getTime() + limits().sessionMaxAgeSeconds * 1000;
    const week = 7 * 24 * 3600 * 1000;
    while (server.clock.now() + week < endsAt) {
      server.clock.advance(week);
      session = await refreshed(session);
    }
    server.clock.advance(endsAt - 1000 - server.clock.now());
    session = await refreshed(session);
    advanceSeconds(server, 1);
    await expectFailure(await refresh(session), 401, 'INVALID_REFRESH');
  });
});
