import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthContext } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { callerStanding } from '../queries/users.ts';
import { verifyAccessToken } from './accessToken.ts';

/** `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1), so `bearer` works too. */
const BEARER_HEADER = /^bearer +([A-Za-z0-9._-]{1,4096}) *$/i;

/**
 * The caller of a Bearer request: a valid, unexpired access token whose user still exists and is not
 * blocked, of a session that was not revoked (password reset, refresh-token reuse, an expired session).
 * User and session are read in one query, so a block or a revocation counts at once, not when the access
 * token expires. Throws 401 UNAUTHORIZED, or 403 USER_BLOCKED for a blocked user.
 */
export async function authenticate(c: Context<AppEnv>): Promise<AuthContext> {
  const match = BEARER_HEADER.exec(c.req.header('authorization') ?? '');
  if (!match) {
    fail(401, 'UNAUTHORIZED');
  }
  const deps = c.get('deps');
  const claims = await verifyAccessToken(deps.config.security, match[1]!, deps.clock.now());
  if (!claims) {
    fail(401, 'UNAUTHORIZED');
  }
  const caller = await callerStanding(deps.db, claims.userId, claims.sessionId);
  if (caller === null || caller.revoked) {
    fail(401, 'UNAUTHORIZED');
  }
  if (caller.blocked) {
    fail(403, 'USER_BLOCKED');
  }
  return { userId: claims.userId, tenantProfileId: claims.tenantProfileId };
}

/** Bearer guard for the calls portal §7 marks (see `authenticate`); sets `c.var.auth` for the handler. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  c.set('auth', await authenticate(c));
  await next();
});

/** The tenant-profile routes serve only the caller's own profile: another id is 403 FORBIDDEN. */
export function assertOwnProfile(auth: { tenantProfileId: number | null }, profileId: number): void {
  if (auth.tenantProfileId === null || auth.tenantProfileId !== profileId) {
    fail(403, 'FORBIDDEN');
  }
}
