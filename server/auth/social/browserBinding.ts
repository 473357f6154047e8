/**
 * The browser a social sign-in belongs to (login CSRF, issue 18): code-challenge-vk gives the browser a random
 * binding for that state in an HttpOnly cookie and stores only its SHA-256 with the state; login-from-vk
 * requires the same cookie. A callback address made in another browser (an attacker's own sign-in, sent to a
 * victim) carries a state whose binding the victim's browser does not hold, so it signs nobody in.
 *
 * One cookie per state, named after the state (`social_sign_in_<tag>`): challenges asked for at once by one
 * browser — two tabs, or React's StrictMode starting the sign-in form twice in a development build — each
 * keep their own binding, where one shared cookie was overwritten by whichever answer came last and refused
 * the other state's callback.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** Every binding cookie's name starts so; only the sign-in calls under its path ever see them. */
export const BROWSER_COOKIE_PREFIX = 'social_sign_in_';
/** Sent only to the social sign-in's calls (code-challenge-vk, login-from-vk). */
const BROWSER_COOKIE_PATH = '/api/authentication';

/** 32 bytes of the CSPRNG in base64url, as the server makes it. */
const BINDING_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * The cookie that binds `state`: a tag of 16 base64url characters of the state's SHA-256 (the state itself
 * never goes into a cookie name, and the tag tells nothing about it).
 */
export function bindingCookieName(state: string): string {
  return `${BROWSER_COOKIE_PREFIX}${createHash('sha256').update(state).digest('base64url').slice(0, 16)}`;
}

/** A fresh binding for a new state. */
export function newBrowserBinding(): string {
  return randomBytes(32).toString('base64url');
}

/** The binding the request's cookie carries for `state`, or null when it has none (or not one this server could have made). */
export function browserBindingOf(c: Context, state: string): string | null {
  const value = getCookie(c, bindingCookieName(state));
  return value !== undefined && BINDING_FORMAT.test(value) ? value : null;
}

/**
 * Sets the binding cookie of `state` on the answer that carries it, for as long as the state lives
 * (`lifetimeSeconds`). SameSite=Lax: the callback is a top-level navigation back from the provider, and
 * login-from-vk is then called on the portal's own origin. Secure when the portal is reached over https (the
 * request itself, or an https callback address behind a proxy that ends TLS).
 */
export function keepBrowserBinding(
  c: Context,
  state: string,
  binding: string,
  options: { lifetimeSeconds: number; https: boolean },
): void {
  setCookie(c, bindingCookieName(state), binding, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.https || new URL(c.req.url).protocol === 'https:',
    path: BROWSER_COOKIE_PATH,
    maxAge: options.lifetimeSeconds,
  });
}

/** Drops the binding cookie of a state that is spent: it can serve nothing more. */
export function forgetBrowserBinding(c: Context, state: string): void {
  deleteCookie(c, bindingCookieName(state), { path: BROWSER_COOKIE_PATH });
}
