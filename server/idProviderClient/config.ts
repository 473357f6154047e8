/**
 * Settings of the social sign-in (the identity provider and what the portal allows), read from the
 * environment. docs/api.md («Social sign-in settings») lists them; the defaults point at the local
 * provider (`server/id-provider`, ID_PROVIDER_PORT 3100) and the portal's own /login-vk and /registration-vk.
 */
import { providerOrigin } from '../../core/widgetKit/providerOrigin.ts';
import { idProviderWanted } from '../id-provider/wanted.ts';

type Env = Record<string, string | undefined>;

export interface IdentityProviderConfig {
  /** The application (client) id at the provider (VKID_APP_ID). */
  appId: string;
  /** Sent as `client_secret` with the code exchange when set (VKID_CLIENT_SECRET); PKCE needs none. */
  clientSecret: string | null;
  /** The provider's origin as the browser reaches it: the kit's `__vkidDomain`, the CSP's frame-src and connect-src (VKID_URL). */
  browserOrigin: string;
  /** The provider's origin as this server reaches it for the code exchange and user info (VKID_SERVER_URL). */
  serverOrigin: string;
  /** The only redirect URIs a sign-in may use (VKID_REDIRECT_URIS); each is registered at the provider. */
  redirectUris: string[];
  /** How long one call to the provider may take before it counts as a timeout (VKID_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long a state (and its verifier) stays usable (VKID_STATE_TTL_SECONDS, at most 600). */
  stateTtlSeconds: number;
  /** Sign-ins started per connecting address per hour (SOCIAL_PER_IP_PER_HOUR). */
  startsPerIpPerHour: number;
  /** Sign-ins started per fingerprint (at one address) per hour (SOCIAL_PER_FINGERPRINT_PER_HOUR). */
  startsPerFingerprintPerHour: number;
  /**
   * Whether the portal offers social sign-in at all (issue 31): a provider is configured (VKID_APP_ID or VKID_URL)
   * or the local provider runs with this start (server/id-provider/wanted.ts). Without one the one-tap button would
   * lead to an id.localhost that refuses to connect: code-challenge-vk answers SOCIAL_SIGN_IN_OFF and the page shows none.
   */
  available: boolean;
}

/** The local provider's port when ID_PROVIDER_PORT is not set (server/id-provider/start.ts). */
const LOCAL_PROVIDER_PORT = '3100';
/** The local provider's demo app for the portal (server/id-provider/apps.ts). */
export const LOCAL_APP_ID = '51000001';
/** The spec's single-use window: a state older than this is refused whatever the setting says. */
const MAX_STATE_TTL_SECONDS = 600;
/** The portal routes the provider sends the visitor back to (portal §2 'login-vk', 'registration-vk'). */
const CALLBACK_PATHS = ['/login-vk', '/registration-vk'] as const;

function positiveInt(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${key} must be a positive integer, got '${raw}'`);
  }
  return value;
}

function origin(env: Env, key: string, fallback: string): string {
  const raw = env[key]?.trim() || fallback;
  try {
    return providerOrigin(raw);
  } catch {
    throw new Error(
      `${key} must be an origin such as https://id.vk.com (http only for localhost, *.localhost, 127.0.0.1), got '${raw}'`,
    );
  }
}

/** An absolute http(s) URL without a fragment; http only on loopback hosts. */
function redirectUri(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VKID_REDIRECT_URIS: '${raw}' is not an absolute URL`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) || url.hash !== '' || raw.includes('#')) {
    throw new Error(`VKID_REDIRECT_URIS: '${raw}' must be https (http only for loopback hosts) and carry no #fragment`);
  }
  return url.toString();
}

/** The callback routes on the portal's public URL. */
function defaultRedirectUris(publicUrl: string): string[] {
  const base = publicUrl.replace(/\/+$/, '');
  return CALLBACK_PATHS.map((path) => `${base}${path}`);
}

/**
 * Reads the social sign-in settings. `publicUrl` is the portal's PUBLIC_URL (the redirect URIs default to
 * its /login-vk and /registration-vk). Throws on a value that would be unsafe or could never work.
 */
export function loadIdentityProviderConfig(env: Env, publicUrl: string): IdentityProviderConfig {
  const localPort = env.ID_PROVIDER_PORT?.trim() || LOCAL_PROVIDER_PORT;
  const browserOrigin = origin(env, 'VKID_URL', `http://id.localhost:${localPort}`);
  // Node does not resolve *.localhost: the local provider is reached on 127.0.0.1 from here.
  const serverFallback = new URL(browserOrigin).hostname.endsWith('.localhost')
    ? `http://127.0.0.1:${new URL(browserOrigin).port || '80'}`
    : browserOrigin;
  const listed = (env.VKID_REDIRECT_URIS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const stateTtlSeconds = positiveInt(env, 'VKID_STATE_TTL_SECONDS', MAX_STATE_TTL_SECONDS);
  if (stateTtlSeconds > MAX_STATE_TTL_SECONDS) {
    throw new Error(`VKID_STATE_TTL_SECONDS must be at most ${MAX_STATE_TTL_SECONDS}, got ${stateTtlSeconds}`);
  }
  return {
    appId: env.VKID_APP_ID?.trim() || LOCAL_APP_ID,
    clientSecret: env.VKID_CLIENT_SECRET?.trim() || null,
    browserOrigin,
    serverOrigin: origin(env, 'VKID_SERVER_URL', serverFallback),
    redirectUris: (listed.length > 0 ? listed : defaultRedirectUris(publicUrl)).map(redirectUri),
    timeoutMs: positiveInt(env, 'VKID_TIMEOUT_MS', 5000),
    stateTtlSeconds,
    startsPerIpPerHour: positiveInt(env, 'SOCIAL_PER_IP_PER_HOUR', 120),
    startsPerFingerprintPerHour: positiveInt(env, 'SOCIAL_PER_FINGERPRINT_PER_HOUR', 60),
    available: Boolean(env.VKID_APP_ID?.trim() || env.VKID_URL?.trim()) || idProviderWanted(env),
  };
}
