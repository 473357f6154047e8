import { MissingTokensError } from '../../core/errors.ts';
import type { Tokens, UserInfo } from '../../core/model/index.ts';
import type { TokenStore } from '../../core/ports/storage.ts';
import { pageStorage } from './pageStorage.ts';
import { parseStoredUser } from './storedUser.ts';

const ACCESS_TOKEN = 'frame.accessToken';
const REFRESH_TOKEN = 'frame.refreshToken';
const USER = 'frame.user';

/**
 * The framed portal's own session (docs/security.md «Frames mode»): in the frame's sessionStorage,
 * under keys of its own and with no cookies, so it survives reloads of the frame, lasts as long as
 * the host's tab, and never overwrites the session of the portal opened as a page on this origin.
 * Where the framing site denies storage, it lives as long as the page (`pageStorage`).
 */
export class FrameTokenStore implements TokenStore {
  constructor(private readonly storage: Storage) {}

  /** The store of the current frame. */
  static fromWindow(): FrameTokenStore {
    return new FrameTokenStore(pageStorage('sessionStorage'));
  }

  read(): Tokens | null {
    const accessToken = this.storage.getItem(ACCESS_TOKEN);
    const refreshToken = this.storage.getItem(REFRESH_TOKEN);
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  }

  /** Without `user` the stored user is kept: a refresh does not change who is signed in. */
  save(tokens: Tokens, user?: UserInfo): void {
    if (!tokens.accessToken || !tokens.refreshToken) {
      throw new MissingTokensError();
    }
    this.storage.setItem(ACCESS_TOKEN, tokens.accessToken);
    this.storage.setItem(REFRESH_TOKEN, tokens.refreshToken);
    if (user !== undefined) {
      this.storage.setItem(USER, JSON.stringify(user));
    }
  }

  readUser(): UserInfo | null {
    return parseStoredUser(this.storage.getItem(USER));
  }

  clear(): void {
    for (const key of [ACCESS_TOKEN, REFRESH_TOKEN, USER]) {
      this.storage.removeItem(key);
    }
  }
}
