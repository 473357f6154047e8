import { MissingTokensError } from '../../core/errors.ts';
import type { Tokens, UserInfo } from '../../core/model/index.ts';
import type { TokenStore } from '../../core/ports/storage.ts';
import type { SessionWatch } from '../../core/ports/sessionRenewal.ts';
import {
  baseCookieAttributes,
  documentCookieJar,
  isSecurePage,
  readCookie,
  removeCookie,
  writeCookie,
} from './cookieJar.ts';
import { pageStorage } from './pageStorage.ts';
import { parseStoredUser } from './storedUser.ts';
import type { CookieAttributes, CookieJar } from './cookieJar.ts';

const ACCESS_TOKEN = 'accessToken';
const REFRESH_TOKEN = 'refreshToken';
const USER_COOKIE = 'user';
/** Written by the social login; it belongs to the session, so logout removes it too. */
const VK_DATA = 'vkData';

/** Where a store hears the `storage` events of the browser's other pages (the window). */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The session's tokens in localStorage and, for the server-rendered pages and subdomains, in cookies
 * together with the user (portal §3 «Stored client data»). It is also the `SessionWatch` of the other tabs'
 * sign-ins, rotations and sign-outs: localStorage tells every other page of the origin of each write.
 */
export class BrowserTokenStore implements TokenStore, SessionWatch {
  private readonly attributes: CookieAttributes;
  private readonly events: StorageEvents | null;

  constructor(
    private readonly storage: Storage,
    private readonly cookies: CookieJar,
    options: { secure?: boolean; events?: StorageEvents } = {},
  ) {
    this.attributes = baseCookieAttributes(options.secure ?? false);
    this.events = options.events ?? null;
  }

  /** The store of the current page: its localStorage and document.cookie, Secure on https, hearing the other tabs. */
  static fromWindow(): BrowserTokenStore {
    return new BrowserTokenStore(pageStorage('localStorage'), documentCookieJar(), {
      secure: isSecurePage(),
      events: window,
    });
  }

  /**
   * Hears the tokens another page of the origin stored or cleared. Only the refresh token's event counts:
   * `save` writes it after the access token and `clear` removes it after, so the pair is whole by then. The
   * event's own value is trusted over the cookies, which another page's clear may not have reached yet.
   */
  subscribe(listener: (stored: Tokens | null) => void): () => void {
    const events = this.events;
    if (events === null) {
      return () => {};
    }
    const heard = (event: StorageEvent) => {
      if (event.storageArea !== this.storage) {
        return;
      }
      if (event.key === REFRESH_TOKEN) {
        listener(completePair(this.storage.getItem(ACCESS_TOKEN), event.newValue));
      } else if (event.key === null) {
        // The whole storage was cleared.
        listener(completePair(this.storage.getItem(ACCESS_TOKEN), this.storage.getItem(REFRESH_TOKEN)));
      }
    };
    events.addEventListener('storage', heard);
    return () => events.removeEventListener('storage', heard);
  }

  /** localStorage wins; the cookies count only when localStorage lacks a complete pair. */
  read(): Tokens | null {
    return (
      completePair(this.storage.getItem(ACCESS_TOKEN), this.storage.getItem(REFRESH_TOKEN)) ??
      completePair(readCookie(this.cookies, ACCESS_TOKEN), readCookie(this.cookies, REFRESH_TOKEN))
    );
  }

  /** Without `user` the stored user is kept: a token refresh does not change who is signed in. */
  save(tokens: Tokens, user?: UserInfo): void {
    if (!tokens.accessToken || !tokens.refreshToken) {
      throw new MissingTokensError();
    }
    this.storage.setItem(ACCESS_TOKEN, tokens.accessToken);
    this.storage.setItem(REFRESH_TOKEN, tokens.refreshToken);
    writeCookie(this.cookies, ACCESS_TOKEN, tokens.accessToken, this.attributes);
    writeCookie(this.cookies, REFRESH_TOKEN, tokens.refreshToken, this.attributes);
    if (user !== undefined) {
      writeCookie(this.cookies, USER_COOKIE, JSON.stringify(user), this.attributes);
    }
  }

  readUser(): UserInfo | null {
    return parseStoredUser(readCookie(this.cookies, USER_COOKIE));
  }

  clear(): void {
    for (const key of [ACCESS_TOKEN, REFRESH_TOKEN, VK_DATA]) {
      this.storage.removeItem(key);
    }
    for (const name of [ACCESS_TOKEN, REFRESH_TOKEN, USER_COOKIE]) {
      removeCookie(this.cookies, name, this.attributes);
    }
  }
}

function completePair(accessToken: string | null | undefined, refreshToken: string | null | undefined): Tokens | null {
  if (!accessToken || !refreshToken) {
    return null;
  }
  return { accessToken, refreshToken };
}
