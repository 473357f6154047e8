import type { Clock } from '../../core/ports/index.ts';
import type { Tokens } from '../../core/model/index.ts';
import { refusal } from './refuse.ts';

/** One refresh token of a session family, with the access token issued beside it. */
interface SessionToken extends Tokens {
  accountId: number;
  familyId: number;
  fingerprint: string;
  /** When a refresh replaced it, and by what. */
  rotatedAt: number | null;
  child: SessionToken | null;
}

interface Family {
  accountId: number;
  revoked: boolean;
  /** The family a frames-mode session was made from: ending that one ends this one. */
  parentId: number | null;
}

/**
 * Sessions of the in-memory back end, by the server's rules (server/auth/sessions.ts, frameSession.ts):
 * a sign-in starts a family bound to the device fingerprint; refresh rotates its refresh token; the
 * rotated token presented again within the grace period gets the same child, after it ends the family.
 * An access token works while its family lives (expiry is not modelled).
 */
export class MemorySessions {
  private readonly byAccess = new Map<string, SessionToken>();
  private readonly byRefresh = new Map<string, SessionToken>();
  private readonly families = new Map<number, Family>();
  /** Host refresh tokens already exchanged for a frame session: each works once. */
  private readonly exchanged = new Set<string>();
  private nextFamilyId = 1;

  constructor(
    private readonly newToken: (prefix: string) => string,
    private readonly clock: Clock,
    private readonly refreshGraceMs: number,
  ) {}

  /** A new family for the account, bound to `fingerprint`. */
  start(accountId: number, fingerprint: string, parentId: number | null = null): Tokens {
    const familyId = this.nextFamilyId++;
    this.families.set(familyId, { accountId, revoked: false, parentId });
    return this.issue(accountId, familyId, fingerprint);
  }

  /** The account behind a live access token; UNAUTHORIZED otherwise. */
  accountOf(accessToken: string | undefined): number {
    const token = accessToken === undefined ? undefined : this.byAccess.get(accessToken);
    if (token === undefined || this.families.get(token.familyId)?.revoked !== false) {
      throw refusal('UNAUTHORIZED');
    }
    return token.accountId;
  }

  /** The refresh call's rotation; INVALID_REFRESH for every refusal. Answers the family's account too. */
  refresh(request: { refreshToken: string; accessToken: string; fingerprint: string }): {
    accountId: number;
    familyId: number;
    tokens: Tokens;
  } {
    const parent = this.presented(request);
    if (parent.rotatedAt === null) {
      parent.rotatedAt = this.clock.now();
      parent.child = this.issue(parent.accountId, parent.familyId, parent.fingerprint);
    } else if (this.clock.now() - parent.rotatedAt > this.refreshGraceMs) {
      // A rotated token used after the grace period: one of its holders is not the legitimate client.
      this.revokeFamily(parent.familyId);
      throw refusal('INVALID_REFRESH');
    }
    const child = parent.child!;
    return {
      accountId: parent.accountId,
      familyId: parent.familyId,
      tokens: { accessToken: child.accessToken, refreshToken: child.refreshToken },
    };
  }

  /** Frames mode: a new family made from a live, unrotated host token, once per host token. */
  exchange(request: { refreshToken: string; accessToken: string; fingerprint: string }): {
    accountId: number;
    tokens: Tokens;
  } {
    const host = this.presented(request);
    if (host.rotatedAt !== null || this.exchanged.has(request.refreshToken)) {
      throw refusal('INVALID_REFRESH');
    }
    this.exchanged.add(request.refreshToken);
    return { accountId: host.accountId, tokens: this.start(host.accountId, request.fingerprint, host.familyId) };
  }

  /** The session a refresh token (live, rotated or revoked) belongs to, and whether it still lives; null when unknown. */
  sessionOf(refreshToken: string): { accountId: number; familyId: number; live: boolean } | null {
    const token = this.byRefresh.get(refreshToken);
    if (token === undefined) {
      return null;
    }
    return {
      accountId: token.accountId,
      familyId: token.familyId,
      live: this.families.get(token.familyId)?.revoked === false,
    };
  }

  /** Ends a family and every family made from it. */
  revokeFamily(familyId: number): void {
    const family = this.families.get(familyId);
    if (family === undefined || family.revoked) {
      return;
    }
    family.revoked = true;
    for (const [id, other] of this.families) {
      if (other.parentId === familyId) {
        this.revokeFamily(id);
      }
    }
  }

  /** Ends every session of the account (password reset). */
  revokeAccount(accountId: number): void {
    for (const [id, family] of this.families) {
      if (family.accountId === accountId) {
        this.revokeFamily(id);
      }
    }
  }

  /** The refresh token of a live family, presented with an access token of that family and its fingerprint. */
  private presented(request: { refreshToken: string; accessToken: string; fingerprint: string }): SessionToken {
    const token = this.byRefresh.get(request.refreshToken);
    const access = this.byAccess.get(request.accessToken);
    if (token === undefined || this.families.get(token.familyId)?.revoked !== false) {
      throw refusal('INVALID_REFRESH');
    }
    if (access?.familyId !== token.familyId || token.fingerprint !== request.fingerprint) {
      throw refusal('INVALID_REFRESH');
    }
    return token;
  }

  private issue(accountId: number, familyId: number, fingerprint: string): SessionToken {
    const token: SessionToken = {
      accountId,
      familyId,
      fingerprint,
      accessToken: this.newToken('access'),
      refreshToken: this.newToken('refresh'),
      rotatedAt: null,
      child: null,
    };
    this.byAccess.set(token.accessToken, token);
    this.byRefresh.set(token.refreshToken, token);
    return token;
  }
}
