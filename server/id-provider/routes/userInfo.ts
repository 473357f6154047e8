import { Hono } from 'hono';
import { accountById, type ProviderContext } from '../context.ts';
import { echoOriginCors } from '../cors.ts';
import { formBody } from '../form.ts';
import { clientIdOf } from './logout.ts';

/**
 * POST /oauth2/user_info, `client_id` in the query (as @vkid/sdk sends it) or the form, form
 * `access_token`: the account behind a live token.
 */
export function userInfoRoutes(context: ProviderContext): Hono {
  const app = new Hono();
  app.use('/oauth2/user_info', echoOriginCors(context.apps, (c) => c.req.query('client_id') || undefined));
  app.post('/oauth2/user_info', async (c) => {
    const body = await formBody(c);
    const clientId = clientIdOf(c.req.query('client_id'), body);
    const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
    if (clientId === '') {
      return c.json({ error: 'invalid_request', error_description: 'client_id is required' }, 400);
    }
    const token = accessToken === '' ? undefined : context.store.accessToken(accessToken);
    const account = token && token.clientId === clientId ? accountById(context, token.userId) : undefined;
    if (!account) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'invalid_token', error_description: 'access_token is unknown, expired, revoked or issued to another client' }, 401);
    }
    const scenario = context.apps.scenarioOf(clientId);
    if (scenario === 'broken_user_info') {
      return c.json({ user: { user_id: `id${account.userId}`, name: account.firstName } });
    }
    return c.json({
      user: {
        user_id: account.userId,
        first_name: account.firstName,
        last_name: account.lastName,
        ...(scenario !== 'no_phone' && { phone: account.phone }),
        avatar: `${new URL(c.req.url).origin}/avatar/${account.userId}`,
        email: account.email,
        sex: account.sex,
        verified: account.verified,
        birthday: account.birthday,
      },
    });
  });
  return app;
}
