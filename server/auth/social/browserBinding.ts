/**
 * The browser a social sign-in belongs to (login CSRF, issue 18): code-challenge-vk gives the browser a random
 * binding in an HttpOnly cookie and stores only its SHA-256 with the state; login-from-vk requires the same
 * cookie. A callback address made in another browser (an attacker's own sign-in, sent to a victim) carries a
 * state whose binding the victim's browser does not hold, so it signs nobody in.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The cookie's name; only the sign-in calls under its path ever see it. */
export const BROWSER_COOKIE = 'social_sign_in_browser';
/** Sent only to the social sign-in's calls (code-challenge-vk, login-from-vk). */
export const BROWSER_COOKIE_PATH = '/api/authentication';

/** 32 bytes of the CSPRNG in base64url, as the server makes it. */
const BINDING_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The binding the request's cookie carries, or null when it has none (or not one this server could have made). */
export function browserBindingOf(c: Context): string | null {
  const value = getCookie(c, BROWSER_COOKIE);
  return value !== undefined && BINDING_FORMAT.test(value) ? value : null;
}

/**
 * The browser's binding for a new state: the one its cookie already holds, so two tabs of one browser can
 * each finish their sign-in, else a fresh one.
 */
export function browserBindingFor(c: Context): string {
  return browserBindingOf(c) ?? randomBytes(32).toString('base64url');
}

/**
 * Sets the binding cookie on the answer that carries a state bound to it. It is set again with every state,
 * so it outlives the newest one (`lifetimeSeconds`, the state's TTL). SameSite=Lax: the callback is a
 * top-level navigation back from the provider, and login-from-vk is then called on the portal's own origin.
 * Secure when the portal is reached over https (the request itself, or an https callback address behind a
 * proxy that ends TLS).
 */
export function keepBrowserBinding(c: Context, binding: string, options: { lifetimeSeconds: number; https: boolean }): void {
  setCookie(c, BROWSER_COOKIE, binding, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.https || new URL(c.req.url).protocol === 'https:',
    path: BROWSER_COOKIE_PATH,
    maxAge: options.lifetimeSeconds,
  });
}
