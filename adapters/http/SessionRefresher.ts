import { isSessionRefusal, SessionEndedError } from '../../core/errors.ts';
import type { AuthUser, Tokens } from '../../core/model/index.ts';
import type { RefreshRequest, TokenStore } from '../../core/ports/index.ts';
import type { SessionRenewal } from '../../core/ports/sessionRenewal.ts';
import { accessTokenLifetimeMs } from './accessTokenLifetime.ts';

/** What listeners hear: new tokens were stored, or the session is over and its tokens were cleared. */
export type SessionChange = { type: 'renewed'; tokens: Tokens } | { type: 'ended' };

/** Gets new tokens for a call the server refused with 401; what OfetchApi and OfetchFileUploads need. */
export interface BearerRenewal {
  /**
   * Tokens to send again instead of `staleAccessToken`; null when the session is over.
   * Rejects when the refresh could not be done (network, 5xx): the session is kept.
   */
  renewAfter(staleAccessToken: string): Promise<Tokens | null>;
}

export interface SessionRefresherOptions {
  tokens: TokenStore;
  /** This browser's fingerprint (portal §6), which the session is bound to. */
  fingerprint: string;
  /** POST /api/authentication/refresh, without any renewal of its own. */
  refresh: (request: RefreshRequest) => Promise<AuthUser>;
}

/**
 * The one place that refreshes the signed-in session while a page is open: after a 401 on a Bearer call
 * (`renewAfter`) and ahead of the access token's expiry (`renew`, driven by the sessionKeeper machine).
 *
 * Single flight: every caller that overlaps a refresh shares it, so ten calls refused together cause
 * one refresh, and a caller whose token was already replaced gets the stored tokens with no refresh at
 * all — a second refresh of a rotated token would be taken for reuse once the grace period is over.
 * A refresh the server refuses (401, 403) or answers without tokens clears the stored session and
 * tells the listeners 'ended'; a network failure or 5xx leaves it for the next try.
 */
export class SessionRefresher implements SessionRenewal, BearerRenewal {
  private flight: Promise<Tokens> | null = null;
  private readonly listeners = new Set<(change: SessionChange) => void>();

  constructor(private readonly options: SessionRefresherOptions) {}

  /** Hears every change of the session; answers the unsubscribe function. */
  subscribe(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  async renewAfter(staleAccessToken: string): Promise<Tokens | null> {
    const stored = this.options.tokens.read();
    if (this.flight === null && stored !== null && stored.accessToken !== staleAccessToken) {
      return stored;
    }
    try {
      return await this.shared();
    } catch (error) {
      if (error instanceof SessionEndedError) {
        return null;
      }
      throw error;
    }
  }

  async renew(): Promise<number | null> {
    const tokens = await this.shared();
    return accessTokenLifetimeMs(tokens.accessToken);
  }

  lifetimeMs(): number | null {
    const stored = this.options.tokens.read();
    return stored === null ? null : accessTokenLifetimeMs(stored.accessToken);
  }

  private shared(): Promise<Tokens> {
    this.flight ??= this.refreshStored().finally(() => {
      this.flight = null;
    });
    return this.flight;
  }

  private async refreshStored(): Promise<Tokens> {
    const stored = this.options.tokens.read();
    if (stored === null) {
      throw new SessionEndedError();
    }
    let user: AuthUser;
    try {
      user = await this.options.refresh({ ...stored, fingerprint: this.options.fingerprint });
    } catch (error) {
      if (isSessionRefusal(error)) {
        this.end();
        throw new SessionEndedError({ cause: error });
      }
      throw error;
    }
    const tokens = { accessToken: user.accessToken, refreshToken: user.refreshToken };
    this.options.tokens.save(tokens);
    this.tell({ type: 'renewed', tokens });
    return tokens;
  }

  private end(): void {
    this.options.tokens.clear();
    this.tell({ type: 'ended' });
  }

  private tell(change: SessionChange): void {
    for (const listener of this.listeners) {
      listener(change);
    }
  }
}
