import type { TokenStore } from '../../core/ports/index.ts';
import type { Tokens, UserInfo } from '../../core/model/index.ts';
import { MissingTokensError } from '../../core/errors.ts';

/** TokenStore of one headless session (simulation, server-side runs): lives as long as the object. */
export class MemoryTokenStore implements TokenStore {
  private tokens: Tokens | null;
  private user: UserInfo | null = null;

  /** A store that starts with `tokens` (a session signed in before), or empty. */
  constructor(tokens: Tokens | null = null) {
    this.tokens = tokens === null ? null : { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  }

  read(): Tokens | null {
    return this.tokens === null ? null : { ...this.tokens };
  }

  save(tokens: Tokens, user?: UserInfo): void {
    if (!tokens.accessToken || !tokens.refreshToken) {
      throw new MissingTokensError();
    }
    this.tokens = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    if (user !== undefined) {
      this.user = user;
    }
  }

  readUser(): UserInfo | null {
    return this.user;
  }

  clear(): void {
    this.tokens = null;
    this.user = null;
  }
}
