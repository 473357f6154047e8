import { randomToken } from '../auth/secrets.ts';

/** Where the provider reads the time; tests move it to expire codes. */
export interface Clock {
  now(): number;
}

/** Codes live ten minutes (the `expires_in: 600` the provider announces with them). */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_SECONDS = CODE_TTL_MS / 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** A sign-in page or frame left open longer than this must be reloaded before it can issue a code. */
const PENDING_TTL_MS = 30 * 60 * 1000;
/** Every in-memory table drops its oldest entries past this size, so a long dev session cannot grow without end. */
const MAX_ENTRIES = 10_000;

/** What a sign-in page (the one-tap frame or the full page) was opened for, kept until the visitor acts. */
export interface PendingSignIn {
  appId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  scope: string;
  /** The opener's origin (popup mode of the full page) or the embedding page's origin (frame); null in redirect mode. */
  origin: string | null;
  /** Language of the pages that follow. */
  langId: number;
  /** The account the page offered (the one-tap frame shows one); a choice on the full page picks its own. */
  userId: number | null;
  /** The digest of the mark of the browser that opened the full page (browserBinding.ts); null for the frames' and FedCM's. */
  browser: string | null;
  createdAt: number;
}

/** What a sign-in page's checked query asks for, the fields its code will be bound to. */
export type SignInRequest = Pick<
  PendingSignIn,
  'redirectUri' | 'codeChallenge' | 'state' | 'scope' | 'origin' | 'langId'
>;

/** An issued authorization code and everything it is bound to. */
export interface CodeGrant {
  /** The sign-in's id (the `sid` of its id tokens), random, never a token. */
  id: string;
  clientId: string;
  redirectUri: string;
  deviceId: string;
  codeChallenge: string;
  state: string;
  scope: string;
  userId: number;
  issuedAt: number;
  used: boolean;
  /**
   * Every token issued for this code and the refreshes that followed it (one sign-in, one token family):
   * revoked together when the code or a rotated refresh token is presented again, or on logout.
   */
  tokens: string[];
  /** Set when the family was revoked: its id tokens no longer describe a live sign-in either. */
  revoked: boolean;
}

export interface TokenRecord {
  kind: 'access' | 'refresh';
  clientId: string;
  userId: number;
  scope: string;
  expiresAt: number;
  revoked: boolean;
  /** The sign-in the token belongs to. */
  grant: CodeGrant;
  /** A refresh token is spent by its first use (rotation): it answers a new pair once, never again. */
  used: boolean;
}

/** Refresh tokens live 30 days (each refresh issues a fresh one with a fresh lifetime). */
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

/** A Map that forgets its oldest entries beyond a size. */
class BoundedMap<V> extends Map<string, V> {
  override set(key: string, value: V): this {
    super.set(key, value);
    while (this.size > MAX_ENTRIES) {
      const oldest = this.keys().next().value as string;
      this.delete(oldest);
    }
    return this;
  }
}

/** Codes, tokens, pending sign-ins and provider sessions, in memory (the provider is a dev stand-in). */
export class ProviderStore {
  private readonly pendings = new BoundedMap<PendingSignIn>();
  private readonly codes = new BoundedMap<CodeGrant>();
  private readonly tokens = new BoundedMap<TokenRecord>();
  private readonly grants = new BoundedMap<CodeGrant>();
  private readonly sessions = new BoundedMap<number>();

  constructor(private readonly clock: Clock) {}

  now(): number {
    return this.clock.now();
  }

  /**
   * Keeps what `appId`'s page was opened for (the account it offered, if any; the browser that opened
   * it, if bound) and answers the id the page posts back.
   */
  addPending(appId: string, request: SignInRequest, userId: number | null, browser: string | null = null): string {
    const id = randomToken(18);
    const { redirectUri, codeChallenge, state, scope, origin, langId } = request;
    this.pendings.set(id, {
      appId,
      redirectUri,
      codeChallenge,
      state,
      scope,
      origin,
      langId,
      userId,
      browser,
      createdAt: this.clock.now(),
    });
    return id;
  }

  /** The pending sign-in, unless it is unknown or too old. */
  pending(id: string): PendingSignIn | undefined {
    const found = this.pendings.get(id);
    if (found && this.clock.now() - found.createdAt < PENDING_TTL_MS) {
      return found;
    }
    return undefined;
  }

  /** The pending sign-in, forgotten as it is read: a page's decision counts once. */
  takePending(id: string): PendingSignIn | undefined {
    const found = this.pending(id);
    this.pendings.delete(id);
    return found;
  }

  /** Issues a code for a visitor's choice, with a fresh device id, bound to the pending request. */
  issueCode(request: PendingSignIn, userId: number): { code: string; grant: CodeGrant } {
    const code = randomToken();
    const grant: CodeGrant = {
      id: randomToken(18),
      clientId: request.appId,
      redirectUri: request.redirectUri,
      deviceId: randomToken(24),
      codeChallenge: request.codeChallenge,
      state: request.state,
      scope: request.scope,
      userId,
      issuedAt: this.clock.now(),
      used: false,
      tokens: [],
      revoked: false,
    };
    this.codes.set(code, grant);
    this.grants.set(grant.id, grant);
    return { code, grant };
  }

  code(code: string): CodeGrant | undefined {
    return this.codes.get(code);
  }

  /** A sign-in by its id (an id token's `sid`). */
  grant(id: string): CodeGrant | undefined {
    return this.grants.get(id);
  }

  /** Issues an access and a refresh token for a grant (its first pair, or the next one of a refresh) and remembers them on it. */
  issueTokens(grant: CodeGrant): { accessToken: string; refreshToken: string } {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    const base = {
      clientId: grant.clientId,
      userId: grant.userId,
      scope: grant.scope,
      revoked: false,
      grant,
      used: false,
    };
    this.tokens.set(accessToken, {
      ...base,
      kind: 'access',
      expiresAt: this.clock.now() + ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    this.tokens.set(refreshToken, { ...base, kind: 'refresh', expiresAt: this.clock.now() + REFRESH_TOKEN_TTL_MS });
    grant.tokens.push(accessToken, refreshToken);
    return { accessToken, refreshToken };
  }

  /** An access token that is known, unrevoked and unexpired. */
  accessToken(token: string): TokenRecord | undefined {
    const found = this.tokens.get(token);
    if (found && found.kind === 'access' && !found.revoked && this.clock.now() < found.expiresAt) {
      return found;
    }
    return undefined;
  }

  /** A refresh token as issued, whatever its state (the caller tells a reuse from a revocation). */
  refreshToken(token: string): TokenRecord | undefined {
    const found = this.tokens.get(token);
    return found?.kind === 'refresh' ? found : undefined;
  }

  /** Revokes every token of a sign-in (the code's first pair and every refresh after it). */
  revokeTokensOf(grant: CodeGrant): void {
    grant.revoked = true;
    for (const token of grant.tokens) {
      const record = this.tokens.get(token);
      if (record) {
        record.revoked = true;
      }
    }
  }

  openSession(userId: number): string {
    const id = randomToken();
    this.sessions.set(id, userId);
    return id;
  }

  closeSession(id: string | undefined): void {
    if (id !== undefined) {
      this.sessions.delete(id);
    }
  }

  sessionUser(id: string | undefined): number | undefined {
    return id === undefined ? undefined : this.sessions.get(id);
  }
}
