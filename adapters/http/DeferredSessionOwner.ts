import type { AuthUser, Tokens } from '../../core/model/index.ts';
import type { SessionChangeNotice, SessionRenewalService } from '../../core/ports/sessionRenewal.ts';
import type { BearerRenewal, SessionRefresher } from './SessionRefresher.ts';

/**
 * The session's owner (SessionRefresher) as the first screen holds it: its code is fetched when the page's session
 * starts — its first listener, or the first refresh, whichever comes first — not with the first screen's
 * JavaScript (issue 12's budget). Every call waits for it; `lifetimeMs` answers null until it has come, which
 * nothing asks before the session's start refreshed through it.
 */
export class DeferredSessionOwner implements SessionRenewalService, BearerRenewal {
  private owner: SessionRefresher | null = null;
  private loading: Promise<SessionRefresher> | null = null;
  private readonly listeners = new Set<(change: SessionChangeNotice) => void>();

  constructor(private readonly load: () => Promise<SessionRefresher>) {}

  resume(read: Tokens): Promise<AuthUser> {
    return this.loaded().then((owner) => owner.resume(read));
  }

  renew(): Promise<number | null> {
    return this.loaded().then((owner) => owner.renew());
  }

  renewAfter(staleAccessToken: string): Promise<Tokens | null> {
    return this.loaded().then((owner) => owner.renewAfter(staleAccessToken));
  }

  lifetimeMs(): number | null {
    return this.owner?.lifetimeMs() ?? null;
  }

  /** Hears the owner's notices (renewed, ended, started) from the moment it has come; starts fetching it. */
  subscribe(listener: (change: SessionChangeNotice) => void): () => void {
    this.listeners.add(listener);
    void this.loaded();
    return () => {
      this.listeners.delete(listener);
    };
  }

  private loaded(): Promise<SessionRefresher> {
    this.loading ??= this.load().then((owner) => {
      this.owner = owner;
      owner.subscribe((change) => {
        for (const listener of this.listeners) {
          listener({ type: change.type });
        }
      });
      return owner;
    });
    return this.loading;
  }
}
