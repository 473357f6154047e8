import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { verifyAccessToken } from './accessToken.ts';
import { isSessionRevoked } from './sessions.ts';

/**
 * Bearer guard for the calls portal §7 marks: a valid, unexpired access token of a session that was not
 * revoked (password reset, refresh-token reuse, an expired session), or 401 UNAUTHORIZED.
 * Sets `c.var.auth` for the handler.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(header);
  if (!match) {
    fail(401, 'UNAUTHORIZED');
  }
  const deps = c.get('deps');
  const claims = await verifyAccessToken(deps.config.security, match[1]!, deps.clock.now());
  if (!claims) {
    fail(401, 'UNAUTHORIZED');
  }
  if (await isSessionRevoked(deps.db, claims.sessionId)) {
    fail(401, 'UNAUTHORIZED');
  }
  c.set('auth', { userId: claims.userId, tenantProfileId: claims.tenantProfileId });
  await next();
});

/** The tenant-profile routes serve only the caller's own profile: another id is 403 FORBIDDEN. */
export function assertOwnProfile(auth: { tenantProfileId: number | null }, profileId: number): void {
  if (auth.tenantProfileId === null || auth.tenantProfileId !== profileId) {
    fail(403, 'FORBIDDEN');
  }
}
