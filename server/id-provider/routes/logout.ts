import { Hono } from 'hono';
import type { ProviderContext } from '../context.ts';
import { echoOriginCors } from '../cors.ts';
import { formBody } from '../form.ts';

/** The client id of a front-end call: in the query as the kit sends it, or in the form body. */
export function clientIdOf(query: string | undefined, body: Record<string, unknown>): string {
  if (query !== undefined && query !== '') {
    return query;
  }
  return typeof body.client_id === 'string' ? body.client_id : '';
}

/**
 * POST /oauth2/logout?client_id, form `access_token`: ends the sign-in the token belongs to. Every
 * token of it is revoked — the access token, its refresh tokens (a refresh answers invalid_grant) and
 * its id tokens (public info refuses them). 200 `{response: 1}`; 401 invalid_token for a token that is
 * unknown, expired, already revoked or issued to another client.
 */
export function logoutRoutes(context: ProviderContext): Hono {
  const app = new Hono();
  app.use('/oauth2/logout', echoOriginCors(context.apps, (c) => c.req.query('client_id') || undefined));
  app.post('/oauth2/logout', async (c) => {
    const body = await formBody(c);
    const clientId = clientIdOf(c.req.query('client_id'), body);
    const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
    if (clientId === '') {
      return c.json({ error: 'invalid_request', error_description: 'client_id is required' }, 400);
    }
    const token = accessToken === '' ? undefined : context.store.accessToken(accessToken);
    if (!token || token.clientId !== clientId) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'invalid_token', error_description: 'access_token is unknown, expired, revoked or issued to another client' }, 401);
    }
    context.store.revokeTokensOf(token.grant);
    return c.json({ response: 1 });
  });
  return app;
}
