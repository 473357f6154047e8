import type { Hono } from 'hono';
import { accountById, type ProviderContext } from '../context.ts';
import { invalidToken, tokenCallRoutes } from '../tokenCall.ts';

/**
 * POST /oauth2/user_info, `client_id` in the query (as @vkid/sdk sends it) or the form, form
 * `access_token`: the account behind a live token.
 */
export function userInfoRoutes(context: ProviderContext): Hono {
  return tokenCallRoutes(context, '/oauth2/user_info', 'access_token', (c, { clientId, token: accessToken }) => {
    const token = accessToken === '' ? undefined : context.store.accessToken(accessToken);
    const account = token && token.clientId === clientId ? accountById(context, token.userId) : undefined;
    if (!account) {
      return invalidToken(c, 'access_token is unknown, expired, revoked or issued to another client');
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
}
