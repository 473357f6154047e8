import { parse } from 'cookie-es';
import { COOKIE_EXPIRY_MS } from '../../core/widgetKit/constants.ts';

/** What must survive the trip to the provider and back in redirect mode. */
interface AuthSecrets {
  verifier?: string;
  state?: string;
}

export interface AuthStore {
  read(): AuthSecrets;
  save(secrets: AuthSecrets): void;
  clear(): void;
}

const NAMES = { verifier: 'vkid_sdk_code_verifier', state: 'vkid_sdk_state' } as const;
type Key = keyof typeof NAMES;
const OWN_NAMES: ReadonlySet<string> = new Set(Object.values(NAMES));

/**
 * A value as save() encoded it; '' (absent) for one that is not valid percent-encoding, cut short or written by
 * someone else: a broken verifier or state can only fail the sign-in later, and must not throw out of read().
 */
function decodedOrEmpty(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * Keeps the PKCE verifier and the state in cookies for 15 minutes (widget-kit §9). The cookies are
 * host-only (no Domain attribute): a parent domain guessed from the host's last labels would leak them to
 * sibling sites on a public suffix (github.io, co.uk …) and is refused there by the browser anyway.
 * SameSite=Lax lets them come back with the provider's top-level redirect; Secure on https pages.
 */
export function cookieAuthStore(doc: Document = document): AuthStore {
  const tail = (maxAge: number) =>
    `; Path=/; Max-Age=${maxAge}; SameSite=Lax${doc.location?.protocol === 'https:' ? '; Secure' : ''}`;
  const write = (key: Key, value: string, maxAge: number) => {
    doc.cookie = `${NAMES[key]}=${encodeURIComponent(value)}${tail(maxAge)}`;
  };
  return {
    read() {
      const cookies = parse(doc.cookie, { decode: decodedOrEmpty, filter: (name) => OWN_NAMES.has(name) });
      const found: AuthSecrets = {};
      for (const key of Object.keys(NAMES) as Key[]) {
        const value = cookies[NAMES[key]];
        // Empty is what clear() leaves behind, or a value that did not decode: either way there is nothing to use.
        if (value) {
          found[key] = value;
        }
      }
      return found;
    },
    save(secrets) {
      for (const key of Object.keys(NAMES) as Key[]) {
        const value = secrets[key];
        if (value) {
          write(key, value, COOKIE_EXPIRY_MS / 1000);
        }
      }
    },
    clear() {
      for (const key of Object.keys(NAMES) as Key[]) {
        write(key, '', 0);
      }
    },
  };
}
