/** The logout's input (issue 30 §3): one valibot schema for the server route and the in-memory back end. */
import * as v from 'valibot';

/**
 * What a logout ends: `session`, the one session whose refresh token is given («Выйти»); `all`, every session
 * of its shopper on every device («Выйти на всех устройствах»).
 */
const LOGOUT_SCOPES = ['session', 'all'] as const;

export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/** The logout's body: the session's refresh token (live, rotated or already ended alike) and what to end. */
export const logoutRequestSchema = v.object({
  refreshToken: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(200),
    v.check((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
    v.description('A refresh token of the session to end'),
  ),
  scope: v.optional(
    v.pipe(
      v.picklist(LOGOUT_SCOPES),
      v.description('session (default): this session only; all: every session of its shopper'),
    ),
    'session',
  ),
});
