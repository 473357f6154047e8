import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Account } from './accounts.ts';
import { accountById, type ProviderContext } from './context.ts';

const SESSION_COOKIE = 'idp_session';
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
const LOOPBACK = /^(localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * FedCM's Login Status API: the browser keeps whether this provider has someone signed in, and while it is
 * 'logged-out' a site's one-tap asks the browser nothing (no accounts call answered 401 on every kit page; issue 31 §7).
 */
export const LOGIN_STATUS_HEADER = 'Set-Login';

/** The account signed in to the provider in this browser, if any. */
export function sessionAccount(c: Context, context: ProviderContext): Account | undefined {
  return accountById(context, context.store.sessionUser(getCookie(c, SESSION_COOKIE)));
}

/**
 * Signs the browser in to the provider. The cookie is host-only and HttpOnly. The one-tap frame is
 * cross-site, so the cookie is SameSite=None, which browsers accept only with Secure; Chromium takes
 * Secure cookies from loopback hosts over http (they are secure contexts), so http://id.localhost
 * gets them too. Over plain http to any other host the cookie stays first-party (Lax).
 */
export function startSession(c: Context, context: ProviderContext, account: Account): void {
  setCookie(c, SESSION_COOKIE, context.store.openSession(account.userId), {
    ...cookieScope(c),
    httpOnly: true,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  c.header(LOGIN_STATUS_HEADER, 'logged-in');
}

/** Whether the browser keeps Secure cookies from this request's origin: https, or a loopback host (a secure context). */
export function secureCookies(c: Context): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
}

/** Where the session cookie lives; removing it needs the same attributes as setting it. */
function cookieScope(c: Context): { path: string; secure: boolean; sameSite: 'None' | 'Lax' } {
  const secure = secureCookies(c);
  return { path: '/', secure, sameSite: secure ? 'None' : 'Lax' };
}

/** Signs the browser out of the provider: the session is forgotten here and its cookie removed. */
export function endSession(c: Context, context: ProviderContext): void {
  context.store.closeSession(getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, cookieScope(c));
  c.header(LOGIN_STATUS_HEADER, 'logged-out');
}
