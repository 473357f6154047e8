import { isAppId } from './scenarios.ts';

/**
 * A site registered with the provider: the apps it signs in with, the exact redirect URIs codes may
 * be sent to, and the origins of its pages (the ones that may embed the one-tap frame, open the
 * sign-in popup, receive a code by postMessage and call the provider with credentialed CORS).
 * The real provider keeps the same per app ("trusted redirect URLs" and domains); without them any
 * page could ask for a code to be delivered to itself (issue 18).
 */
export interface SiteRegistration {
  appIds: readonly string[];
  /** Compared by exact string (OAuth 2.1, RFC 9700 §4.1.3): no prefix, case or query variants. */
  redirectUris: readonly string[];
  /** `scheme://host[:port]`; when left out, the origins of `redirectUris`. */
  origins?: readonly string[];
}

/** The origins a registration grants: its own list, else the origins of its redirect URIs. */
export function originsOf(site: SiteRegistration): string[] {
  return [...new Set(site.origins ?? site.redirectUris.map((uri) => new URL(uri).origin))];
}

/** Hosts a registration may name over plain http: a developer's own machine, where no certificate is at hand. */
const LOOPBACK = /^(localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/** `protocol//host[:port]` and nothing else; http only for loopback hosts. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.origin === value && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname)))
    );
  } catch {
    return false;
  }
}

/** An absolute http(s) URL without a fragment (a fragment cannot carry the answer back); http only for loopback hosts. */
function isRedirectUri(value: string): boolean {
  try {
    const url = new URL(value);
    const secureEnough = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname));
    return secureEnough && url.hash === '' && !value.includes('#');
  } catch {
    return false;
  }
}

/**
 * Throws on a registration that could never be matched or would be unsafe: an app id that is not
 * one, a redirect URI that is relative, carries a fragment or is plain http off loopback, an origin
 * with a path. Checked once at start, so a typo in the configuration stops the provider.
 */
export function assertRegistration(site: SiteRegistration, source: string): void {
  for (const appId of site.appIds) {
    if (!isAppId(appId)) {
      throw new Error(`${source}: '${appId}' is not an app id`);
    }
  }
  for (const uri of site.redirectUris) {
    if (!isRedirectUri(uri)) {
      throw new Error(
        `${source}: redirect URI '${uri}' must be absolute, https (http only on loopback hosts), without #fragment`,
      );
    }
  }
  for (const origin of originsOf(site)) {
    if (!isOrigin(origin)) {
      throw new Error(
        `${source}: origin '${origin}' must be scheme://host[:port], https (http only on loopback hosts)`,
      );
    }
  }
}

/**
 * Reads `ID_PROVIDER_SITES`: sites separated by `;`, each `<app id>[,<app id>…]=<redirect URI>[ <redirect URI>…]`,
 * for example `51000001,51000002=http://localhost:5173/callback`. A site's origins are those of its
 * redirect URIs. Throws on anything it cannot read.
 */
export function parseSites(raw: string | undefined): SiteRegistration[] {
  const sites: SiteRegistration[] = [];
  for (const entry of (raw ?? '').split(';')) {
    const item = entry.trim();
    if (item === '') {
      continue;
    }
    const split = item.indexOf('=');
    const appIds =
      split < 0
        ? []
        : item
            .slice(0, split)
            .split(',')
            .map((id) => id.trim());
    const redirectUris =
      split < 0
        ? []
        : item
            .slice(split + 1)
            .trim()
            .split(/\s+/)
            .filter((uri) => uri !== '');
    if (appIds.length === 0 || redirectUris.length === 0) {
      throw new Error(`ID_PROVIDER_SITES: '${item}' is not <app id>[,<app id>…]=<redirect URI>[ <redirect URI>…]`);
    }
    const site = { appIds, redirectUris };
    assertRegistration(site, 'ID_PROVIDER_SITES');
    sites.push(site);
  }
  return sites;
}
