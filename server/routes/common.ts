import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { assertOwnProfile } from '../auth/requireAuth.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';

/** A numeric path id: 1–9 digits, so it always fits a PostgreSQL integer. */
export const idParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a positive integer id'), v.transform(Number));

/** `{id}` of /api/tenant-profiles/{id}/… */
export const profileParams = v.object({ id: idParam });

/** A positive integer id in a JSON body. */
export const bodyId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/**
 * Runs after requireAuth and the param validator: another user's profile id is 403 FORBIDDEN
 * before the body is even looked at.
 */
export const ownProfile = createMiddleware<AppEnv>(async (c, next) => {
  assertOwnProfile(c.get('auth'), Number(c.req.param('id')));
  await next();
});

/** A body field that passed its schema but not a rule that needs the database: 400 VALIDATION_ERROR. */
export function invalidField(path: string, message: string): never {
  fail(400, 'VALIDATION_ERROR', [{ path, message }]);
}
