import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomToken, sameDigest, sha256Hex } from '../auth/secrets.ts';
import { secureCookies } from './providerSession.ts';

/** What a well-formed binding value looks like (randomToken(18) is 24 base64url characters). */
const BINDING_VALUE = /^[\w-]{24,64}$/;

/**
 * The cookie's name: `__Host-` where the browser keeps Secure cookies (https and loopback hosts), so a
 * page on a sibling host cannot plant it with a Domain attribute; plain over http to any other host.
 */
function cookieName(c: Context): string {
  return secureCookies(c) ? '__Host-idp_browser' : 'idp_browser';
}

/**
 * Marks the browser that opens a full sign-in page (GET /authorize) and answers the mark's digest, which
 * the pending sign-in keeps. One random value per browser, kept across pages, so two pages open in two
 * tabs both stay usable. SameSite=Strict: only the provider's own pages send it back.
 */
export function bindBrowser(c: Context): string {
  const held = getCookie(c, cookieName(c));
  const value = held !== undefined && BINDING_VALUE.test(held) ? held : randomToken(18);
  if (value !== held) {
    const secure = secureCookies(c);
    setCookie(c, cookieName(c), value, { path: '/', secure, httpOnly: true, sameSite: 'Strict' });
  }
  return sha256Hex(value);
}

/**
 * Whether this request comes from the browser whose mark's digest is `digest` (a pending sign-in's):
 * a decision from another browser, even with a request id it was given, signs nobody in.
 */
export function isBoundBrowser(c: Context, digest: string | null): boolean {
  const held = getCookie(c, cookieName(c));
  return digest !== null && held !== undefined && sameDigest(sha256Hex(held), digest);
}
