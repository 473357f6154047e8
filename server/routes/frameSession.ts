import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { toAuthUser } from '../auth/authUser.ts';
import { exchangeFrameSession } from '../auth/frameSession.ts';
import { authUserSchema, refreshBody } from '../auth/schemas.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { errorEnvelope, jsonResponse } from './describe.ts';

const REFUSED = { content: { 'application/json': { schema: resolver(errorEnvelope) } } };

/** POST /api/authentication/frame-session: the framed portal's own session from the host's tokens (docs/security.md). */
export function frameSessionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(
    '/api/authentication/frame-session',
    describeRoute({
      summary: "Exchanges the host page's tokens, once, for a session of the framed portal's own",
      description:
        'Frames mode: a new refresh-token family for the same user, bound to the fingerprint. The host token is not rotated; ' +
        'a second exchange of it is refused without revoking anything.',
      tags: ['Authentication'],
      responses: {
        ...jsonResponse(200, 'The signed-in user with the frame session’s access and refresh token', authUserSchema),
        401: {
          description:
            'INVALID_REFRESH (unknown, rotated, revoked or already exchanged, or not this session or device)',
          ...REFUSED,
        },
        403: { description: 'USER_BLOCKED', ...REFUSED },
      },
    }),
    validate('json', refreshBody),
    async (c) => {
      const { user, tokens } = await exchangeFrameSession(c.get('deps'), c.req.valid('json'));
      return c.json(toAuthUser(user, tokens));
    },
  );
  return app;
}
