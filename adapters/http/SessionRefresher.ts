import { isSessionRefusal, SessionEndedError } from '../../core/errors.ts';
import type { AuthUser, Tokens, UserInfo } from '../../core/model/index.ts';
import type { RefreshRequest, TokenStore } from '../../core/ports/index.ts';
import type {
  SessionHandoff,
  SessionLock,
  SessionRotation,
  SessionRenewalService,
  SessionWatch,
} from '../../core/ports/sessionRenewal.ts';
import { accessTokenLifetimeMs, accessTokenSessionOf } from './accessTokenLifetime.ts';

/**
 * What listeners hear: new tokens of the session were stored (here or by another tab), the session is over and
 * its tokens were cleared, or another tab stored a session this page did not hold (a sign-in there).
 */
export type SessionChange =
  { type: 'renewed'; tokens: Tokens } | { type: 'ended' } | { type: 'started'; tokens: Tokens };

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
  /** Held around every refresh, across the tabs sharing `tokens` (WebLocksSessionLock); without it, this page's flight alone. */
  lock?: SessionLock;
  /** Other tabs' changes of `tokens` (StorageEventSessionWatch); without it this page hears none. */
  watch?: SessionWatch;
  /**
   * The last rotation, as the lock's previous holder left it (IndexedDbSessionHandoff), for when this page's copy of
   * `tokens` has not heard it yet; without it, the store's word alone.
   */
  handoff?: SessionHandoff;
  /** The browser's clock, which stamps and ages the handoff's rotations; Date.now without it. */
  now?: () => number;
}

/**
 * How long a recorded rotation is taken over: the server's grace for a rotated token (REFRESH_GRACE_SECONDS, 10 s).
 * The lag it bridges is a few milliseconds; past the grace, refreshing the token a page's copy shows would be
 * taken for reuse anyway, and a record that old may predate a sign-out (which takes no lock and forgets nothing).
 */
export const HANDOFF_FRESH_MS = 10_000;

/** Where nothing locks across pages: the refresher's own flight keeps one refresh per page. */
const THIS_PAGE_ONLY: SessionLock = { hold: (task) => task() };

/**
 * The one owner of the session in the page (core/ports/sessionRenewal.ts): the application start's refresh
 * (`resume`), the renewal ahead of expiry (`renew`, driven by the sessionKeeper machine) and the one after a
 * 401 on a Bearer call (`renewAfter`) are one flight, run under a lock shared with the browser's other tabs.
 *
 * Inside the lock the store is read again: tokens another tab (or an earlier flight) already rotated are used
 * as they are — a second refresh of a rotated token would be taken for reuse once the grace period is over.
 * A refresh the server refuses (400, 401, 403) or answers without tokens clears the stored session, if it is
 * still the one refused, and tells the listeners 'ended'; a network failure or 5xx leaves it for the next try.
 * An answer that arrives after another tab signed out or in is not written over that tab's word.
 */
export class SessionRefresher implements SessionRenewalService, BearerRenewal {
  private flight: Promise<AuthUser> | null = null;
  /** The tokens this page last stored, refreshed or took over; null while it holds no session. */
  private known: Tokens | null;
  private readonly lock: SessionLock;
  private readonly listeners = new Set<(change: SessionChange) => void>();

  constructor(private readonly options: SessionRefresherOptions) {
    this.known = options.tokens.read();
    this.lock = options.lock ?? THIS_PAGE_ONLY;
    options.watch?.subscribe((stored) => this.heard(stored));
  }

  /** Hears every change of the session; answers the unsubscribe function. */
  subscribe(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  resume(read: Tokens): Promise<AuthUser> {
    return this.shared((stored) => sameTokens(stored, read));
  }

  async renewAfter(staleAccessToken: string): Promise<Tokens | null> {
    const stored = this.options.tokens.read();
    if (this.flight === null && stored !== null && stored.accessToken !== staleAccessToken) {
      return stored;
    }
    try {
      const { accessToken, refreshToken } = await this.shared((current) => current.accessToken === staleAccessToken);
      return { accessToken, refreshToken };
    } catch (error) {
      if (error instanceof SessionEndedError) {
        return null;
      }
      throw error;
    }
  }

  async renew(): Promise<number | null> {
    const known = this.known;
    // Without a watch no other page shares the store (a frame's): whatever is stored is this page's own — the frame's
    // exchange stores its session past the owner — and it is due.
    const shared = this.options.watch !== undefined;
    const session = await this.shared((stored) => !shared || known === null || sameTokens(stored, known));
    return accessTokenLifetimeMs(session.accessToken);
  }

  lifetimeMs(): number | null {
    const stored = this.options.tokens.read();
    return stored === null ? null : accessTokenLifetimeMs(stored.accessToken);
  }

  /** Joins the flight in the air, or starts one that refreshes only what `isStale` says this caller still holds. */
  private shared(isStale: (stored: Tokens) => boolean): Promise<AuthUser> {
    this.flight ??= this.lock
      .hold(() => this.underLock(isStale))
      .finally(() => {
        this.flight = null;
      });
    return this.flight;
  }

  private async underLock(isStale: (stored: Tokens) => boolean): Promise<AuthUser> {
    const rotation = await this.freshRotation();
    const stored = this.options.tokens.read();
    if (stored === null) {
      this.ended();
      throw new SessionEndedError();
    }
    if (rotation !== null && rotation.replaced === stored.refreshToken) {
      // Another page rotated what this page's copy still shows, a moment ago: its tokens are fresh, whatever the caller held.
      return this.adopt(rotation.tokens, rotation.user);
    }
    if (!isStale(stored)) {
      const heldUser = rotation !== null && sameTokens(rotation.tokens, stored) ? rotation.user : null;
      const taken = this.takeOver(stored, heldUser);
      if (taken !== null) {
        return taken;
      }
    }
    return this.refreshStored(stored);
  }

  private async refreshStored(stored: Tokens): Promise<AuthUser> {
    let answer: AuthUser;
    try {
      answer = await this.options.refresh({ ...stored, fingerprint: this.options.fingerprint });
    } catch (error) {
      if (isSessionRefusal(error)) {
        await this.endIfStill(stored);
        throw new SessionEndedError({ cause: error });
      }
      throw error;
    }
    const { accessToken, refreshToken, ...user } = answer;
    const tokens = { accessToken, refreshToken };
    if (!tokens.accessToken || !tokens.refreshToken) {
      // Half a session counts as none (portal §4 «Tokens setting»).
      await this.endIfStill(stored);
      throw new SessionEndedError();
    }
    const now = this.options.tokens.read();
    if (!sameTokens(now, stored)) {
      // Another tab signed out (or in) while the call ran; logout takes no lock, and its word stands.
      const taken = now === null ? null : this.takeOver(now);
      if (taken === null) {
        this.ended();
        throw new SessionEndedError();
      }
      return taken;
    }
    this.options.tokens.save(tokens, user);
    this.known = tokens;
    // Recorded before the lock lets the next page in, which may not have heard the store's writes yet.
    await this.options.handoff?.record({ replaced: stored.refreshToken, tokens, user, recordedAt: this.now() });
    this.tell({ type: 'renewed', tokens });
    return answer;
  }

  /** The handoff's last rotation while it is fresh (HANDOFF_FRESH_MS); null without a handoff, a record, or a fresh one. */
  private async freshRotation(): Promise<SessionRotation | null> {
    const rotation = (await this.options.handoff?.last()) ?? null;
    if (rotation === null || Math.abs(this.now() - rotation.recordedAt) > HANDOFF_FRESH_MS) {
      return null;
    }
    return rotation;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The stored session as it is (rotated by another tab), with the store's user or else `heldUser` (the handoff's,
   * which the store's copy may not have heard yet): null when neither has a user to go with it.
   */
  private takeOver(stored: Tokens, heldUser: UserInfo | null = null): AuthUser | null {
    const user = this.options.tokens.readUser() ?? heldUser;
    return user === null ? null : this.adopt(stored, user);
  }

  /** Holds `tokens` (another page's rotation) as this page's session with `user`, telling listeners when they are new. */
  private adopt(tokens: Tokens, user: UserInfo): AuthUser {
    if (!sameTokens(this.known, tokens)) {
      this.known = tokens;
      this.tell({ type: 'renewed', tokens });
    }
    return { ...user, ...tokens };
  }

  /** A refused session: cleared unless the store already holds another tab's newer word. */
  private async endIfStill(refused: Tokens): Promise<void> {
    if (sameTokens(this.options.tokens.read(), refused)) {
      this.options.tokens.clear();
      await this.options.handoff?.forget();
    }
    this.ended();
  }

  private ended(): void {
    if (this.known === null) {
      return;
    }
    this.known = null;
    this.tell({ type: 'ended' });
  }

  /** Another tab changed the stored session: a rotation of the same session, a sign-out or a sign-in. */
  private heard(stored: Tokens | null): void {
    const known = this.known;
    if (sameTokens(stored, known)) {
      return;
    }
    if (stored === null) {
      this.ended();
      return;
    }
    this.known = stored;
    const sameSession =
      known !== null &&
      accessTokenSessionOf(known.accessToken) !== null &&
      accessTokenSessionOf(known.accessToken) === accessTokenSessionOf(stored.accessToken);
    this.tell(sameSession ? { type: 'renewed', tokens: stored } : { type: 'started', tokens: stored });
  }

  private tell(change: SessionChange): void {
    for (const listener of this.listeners) {
      listener(change);
    }
  }
}

function sameTokens(a: Tokens | null, b: Tokens | null): boolean {
  return a === b || (a !== null && b !== null && a.accessToken === b.accessToken && a.refreshToken === b.refreshToken);
}
