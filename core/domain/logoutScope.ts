/**
 * What a logout ends (issue 30 §3): `session`, the one session whose refresh token is given («Выйти»);
 * `all`, every session of its shopper on every device («Выйти на всех устройствах»).
 */
export const LOGOUT_SCOPES = ['session', 'all'] as const;

export type LogoutScope = (typeof LOGOUT_SCOPES)[number];
