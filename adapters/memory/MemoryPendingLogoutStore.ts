import type { LogoutRequest } from '../../core/ports/api.ts';
import type { PendingLogoutStore } from '../../core/ports/pendingLogouts.ts';
import { withPendingLogout } from '../storage/pendingLogoutList.ts';

/** The pending logouts of one page, in memory (tests, and the in-memory back end's pages). */
export class MemoryPendingLogoutStore implements PendingLogoutStore {
  private entries: LogoutRequest[] = [];

  list(): LogoutRequest[] {
    return [...this.entries];
  }

  add(logout: LogoutRequest): void {
    this.entries = withPendingLogout(this.entries, logout);
  }

  remove(refreshToken: string): void {
    this.entries = this.entries.filter((entry) => entry.refreshToken !== refreshToken);
  }
}
