import type { Hono } from 'hono';
import { jwtVerify } from 'jose';
import type { Account } from '../accounts.ts';
import { accountById, type ProviderContext } from '../context.ts';
import { invalidToken, tokenCallRoutes } from '../tokenCall.ts';

/** '+7 *** *** ** 01': the country code and the last two digits. */
function maskPhone(phone: string): string {
  return `+${phone.slice(0, phone.length - 10)} *** *** ** ${phone.slice(-2)}`;
}

/** 'an***@example.ru': the first two letters of the mailbox and the domain. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

function publicUser(account: Account, origin: string) {
  return {
    user_id: String(account.userId),
    first_name: account.firstName,
    last_name: account.lastName,
    avatar: `${origin}/avatar/${account.userId}`,
    email: maskEmail(account.email),
    phone: maskPhone(account.phone),
  };
}

/**
 * POST /oauth2/public_info?client_id, form `id_token`: what a site may show about the person an id token
 * names before it has an access token — the name and avatar, the phone and e-mail masked. The token
 * must carry this provider's signature, be issued to this client, be unexpired, and its sign-in must
 * still be live (not logged out, not revoked after a reuse); anything else is 401 invalid_token.
 */
export function publicInfoRoutes(context: ProviderContext): Hono {
  return tokenCallRoutes(context, '/oauth2/public_info', 'id_token', async (c, { clientId, token: idToken }) => {
    const origin = new URL(c.req.url).origin;
    const claims = await jwtVerify(idToken, context.idTokenKey, {
      issuer: origin,
      audience: clientId,
      algorithms: ['HS256'],
      currentDate: new Date(context.store.now()),
    }).then(
      (verified) => verified.payload,
      () => undefined,
    );
    const grant = typeof claims?.sid === 'string' ? context.store.grant(claims.sid) : undefined;
    const account = grant && !grant.revoked ? accountById(context, Number(claims?.sub)) : undefined;
    if (!account) {
      return invalidToken(
        c,
        'id_token is malformed, not signed here, issued to another client, expired, or its sign-in has ended',
      );
    }
    return c.json({ user: publicUser(account, origin) });
  });
}
