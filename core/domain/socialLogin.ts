/** Rules of the social one-tap sign-in on the portal's side (portal §2 'login-vk', 'registration-vk', §4). */
import * as v from 'valibot';

/** Which form the one-tap button sits in; each has its own callback route. */
export type SocialFlow = 'login' | 'registration';

/** The portal routes the provider sends the visitor back to. */
const SOCIAL_CALLBACK_PATHS: Readonly<Record<SocialFlow, string>> = Object.freeze({
  login: '/login-vk',
  registration: '/registration-vk',
});

/** Where a failed or replayed callback lands: the form the sign-in started from. */
export const SOCIAL_FALLBACK_PATHS: Readonly<Record<SocialFlow, string>> = Object.freeze({
  login: '/login',
  registration: '/registration',
});

/**
 * How long a challenge is used before a fresh one is asked for: the server keeps a state 10 minutes, and a
 * form left open longer would otherwise hand the provider a state that is already gone.
 */
export const CHALLENGE_REFRESH_MS = 9 * 60 * 1000;

/** What the provider put on the callback address. */
export interface SocialCallback {
  code: string;
  deviceId: string;
  state: string;
}

/** The redirect URI of a flow on the portal's origin ('https://rjadom.ru' → 'https://rjadom.ru/login-vk'). */
export function socialRedirectUri(origin: string, flow: SocialFlow): string {
  return `${origin.replace(/\/+$/, '')}${SOCIAL_CALLBACK_PATHS[flow]}`;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The callback when the address carries `code`, `device_id` and `state` (portal §4), else null: a bare
 * callback address, or one with `error=access_denied` (the visitor declined), exchanges nothing.
 */
export function socialCallbackOf(search: Record<string, unknown>): SocialCallback | null {
  const code = text(search.code);
  const deviceId = text(search.device_id);
  const state = text(search.state);
  if (code === null || deviceId === null || state === null) {
    return null;
  }
  return { code, deviceId, state };
}

/** How many random bytes a page secret carries: as many as the server's state and binding cookie. */
export const PAGE_SECRET_BYTES = 32;

/**
 * The page secret of a social sign-in (issue 30 §1): made by the page that begins the sign-in, kept in its
 * origin's sessionStorage and sent to code-challenge-vk and back to login-from-vk. 32 random bytes in
 * base64url (43 characters), as the page makes it: anything else is not one, and the server refuses it.
 */
export const pageSecretSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'a page secret is 32 random bytes in base64url'),
  v.description(
    'A secret the page that begins the sign-in made and keeps in its sessionStorage (32 random bytes, base64url)',
  ),
);
