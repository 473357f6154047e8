import type { Hono } from 'hono';
import type { ProviderContext } from '../context.ts';
import { invalidToken, tokenCallRoutes } from '../tokenCall.ts';

/**
 * POST /oauth2/logout?client_id, form `access_token`: ends the sign-in the token belongs to. Every
 * token of it is revoked — the access token, its refresh tokens (a refresh answers invalid_grant) and
 * its id tokens (public info refuses them). 200 `{response: 1}`; 401 invalid_token for a token that is
 * unknown, expired, already revoked or issued to another client.
 */
export function logoutRoutes(context: ProviderContext): Hono {
  return tokenCallRoutes(context, '/oauth2/logout', 'access_token', (c, { clientId, token: accessToken }) => {
    const token = accessToken === '' ? undefined : context.store.accessToken(accessToken);
    if (!token || token.clientId !== clientId) {
      return invalidToken(c, 'access_token is unknown, expired, revoked or issued to another client');
    }
    context.store.revokeTokensOf(token.grant);
    return c.json({ response: 1 });
  });
}
