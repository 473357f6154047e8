import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken } from '../../../server/auth/accessToken.ts';
import { requireAuth } from '../../../server/auth/requireAuth.ts';
import { revokeFamily, startSession } from '../../../server/auth/sessions.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { errorResponse } from '../../../server/http/failure.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema.ts';
import { createSignedInUser } from '../signedIn.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let app: Hono<AppEnv>;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  app = new Hono<AppEnv>();
  app.onError(errorResponse);
  app.use('*', async (c, next) => {
    c.set('deps', server.deps);
    await next();
  });
  app.get('/me', requireAuth, (c) => c.json(c.get('auth')));
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

function me(accessToken: string): Promise<Response> {
  return Promise.resolve(app.request('/me', { headers: { Authorization: `Bearer ${accessToken}` } }));
}

describe('requireAuth', () => {
  it('lets a live session through and sets the caller', async () => {
    const user = await createSignedInUser(server.deps);
    const tokens = await startSession(
      server.deps,
      { id: user.userId, tenantProfileId: user.tenantProfileId },
      'device-2',
    );
    const response = await me(tokens.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: user.userId, tenantProfileId: user.tenantProfileId });
  });

  it('refuses the access token of a revoked session with 401 UNAUTHORIZED before it expires', async () => {
    const user = await createSignedInUser(server.deps);
    const tokens = await startSession(
      server.deps,
      { id: user.userId, tenantProfileId: user.tenantProfileId },
      'device-2',
    );
    const other = await startSession(
      server.deps,
      { id: user.userId, tenantProfileId: user.tenantProfileId },
      'device-2',
    );
    const [, sessionId] = /"sid":"([^"]+)"/.exec(
      Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString(),
    )!;
    await revokeFamily(server.deps.db, sessionId!, server.clock.now());
    const response = await me(tokens.accessToken);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await me(other.accessToken)).status).toBe(200);
  });

  it('refuses expired, foreign and missing tokens', async () => {
    const user = await createSignedInUser(server.deps);
    const claims = { userId: user.userId, tenantProfileId: user.tenantProfileId, sessionId: 'none' };
    const expired = await signAccessToken(server.deps.config.security, claims, server.clock.now() - 16 * 60 * 1000);
    const foreign = await signAccessToken(
      { ...server.deps.config.security, secret: 'y'.repeat(40) },
      claims,
      server.clock.now(),
    );
    expect((await me(expired)).status).toBe(401);
    expect((await me(foreign)).status).toBe(401);
    expect((await app.request('/me')).status).toBe(401);
  });
});

describe('tokens must carry every claim we issue (issue 8, finding 6: a token without exp was accepted)', () => {
  /** A token signed with the server's own secret, with exactly the given claims. */
  async function forge(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(server.deps.config.security.secret));
  }

  it('refuses a token without exp, iat, sub, sid or iss, or with a tpid that is not a number or null, on Bearer calls and on refresh', async () => {
    const user = await createSignedInUser(server.deps);
    const tokens = await startSession(
      server.deps,
      { id: user.userId, tenantProfileId: user.tenantProfileId },
      'device-2',
    );
    const [, sid] = /"sid":"([^"]+)"/.exec(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString())!;
    const now = Math.floor(server.clock.now() / 1000);
    const complete = {
      iss: 'rjadom',
      sub: String(user.userId),
      iat: now,
      exp: now + 900,
      sid,
      tpid: user.tenantProfileId,
    };
    expect((await me(await forge(complete))).status).toBe(200);
    for (const missing of ['exp', 'iat', 'sub', 'sid', 'iss', 'tpid'] as const) {
      const { [missing]: _dropped, ...rest } = complete;
      const token = await forge(rest);
      expect({ missing, status: (await me(token)).status }).toEqual({ missing, status: 401 });
      expect(
        await verifyAccessToken(server.deps.config.security, token, server.clock.now(), { ignoreExpiry: true }),
      ).toBeNull();
    }
    expect((await me(await forge({ ...complete, tpid: 'x' }))).status).toBe(401);
  });
});

describe('Bearer calls (issue 8, finding 7)', () => {
  it('accept the scheme in any case: bearer, BEARER', async () => {
    const user = await createSignedInUser(server.deps);
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      expect((await app.request('/me', { headers: { Authorization: `${scheme} ${user.accessToken}` } })).status).toBe(
        200,
      );
    }
    expect((await app.request('/me', { headers: { Authorization: `Basic ${user.accessToken}` } })).status).toBe(401);
  });

  it('see a block at once: the blocked shopper’s live access token answers 403 USER_BLOCKED', async () => {
    const user = await createSignedInUser(server.deps);
    expect((await me(user.accessToken)).status).toBe(200);
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, user.userId));
    const response = await me(user.accessToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'USER_BLOCKED' });
  });

  it('refuse the token of a user that no longer exists', async () => {
    const user = await createSignedInUser(server.deps);
    await server.deps.db.update(users).set({ tenantProfileId: null }).where(eq(users.id, user.userId));
    await server.deps.db.delete(users).where(eq(users.id, user.userId));
    expect((await me(user.accessToken)).status).toBe(401);
  });
});
