import { createMiddleware } from 'hono/factory';
import { parseId } from '../../core/domain/ids.ts';
import { assertOwnProfile } from '../auth/requireAuth.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';

/**
 * Runs after requireAuth and the param validator: another user's profile id is 403 FORBIDDEN
 * before the body is even looked at.
 */
export const ownProfile = createMiddleware<AppEnv>(async (c, next) => {
  assertOwnProfile(c.get('auth'), parseId(c.req.param('id')) ?? 0);
  await next();
});

/** A body field that passed its schema but not a rule that needs the database: 400 VALIDATION_ERROR. */
export function invalidField(path: string, message: string): never {
  fail(400, 'VALIDATION_ERROR', [{ path, message }]);
}
