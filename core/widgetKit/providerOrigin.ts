/** The identity provider's id host when a site configures none. */
export const DEFAULT_VKID_DOMAIN = 'id.vk.com';

/** Whether a URL's hostname names this machine: localhost, *.localhost (RFC 6761), 127.0.0.1 or [::1]. */
export function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]'
  );
}

function invalid(domain: string): Error {
  return new Error(
    `__vkidDomain should be a host name such as id.vk.com, with http:// only for localhost, *.localhost, 127.0.0.1 or [::1]; got ${JSON.stringify(domain)}`,
  );
}

/**
 * The provider's origin (`https://id.vk.com`) from the `__vkidDomain` setting. A bare host means https;
 * `http://` is allowed only for loopback hosts (localhost, *.localhost, 127.0.0.1, [::1]) so a local
 * stand-in works while a typo can never send sign-in traffic unencrypted over the network.
 * Throws a clear Error for anything else (paths, queries, credentials, other schemes).
 */
export function providerOrigin(domain: string): string {
  const value = typeof domain === 'string' ? domain.trim() : '';
  let url: URL | undefined;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    // reported below
  }
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopback(url.hostname));
  // Only a bare origin: no credentials, path, query or fragment.
  if (!url || !secure || url.username || url.password || url.pathname !== '/' || /[?#]/.test(value)) {
    throw invalid(String(domain));
  }
  return url.origin;
}
