import * as v from 'valibot';
import { logoutRequestSchema } from '../../core/domain/logoutRequest.ts';
import type { LogoutRequest } from '../../core/ports/api.ts';
import type { PendingLogoutStore } from '../../core/ports/pendingLogouts.ts';
import { pageStorage } from './pageStorage.ts';
import { withPendingLogout } from './pendingLogoutList.ts';

const KEY = 'pendingLogouts';

const storedList = v.array(logoutRequestSchema);

/**
 * The pending logouts in localStorage, beside the tokens they came from (portal §3 keeps those there too), so a
 * logout made offline is sent by the next page that starts. Whatever the key holds that is not such a list
 * counts as none.
 */
export class BrowserPendingLogoutStore implements PendingLogoutStore {
  constructor(private readonly storage: Storage) {}

  /** The store of the current page's localStorage (memory when the page may not use it). */
  static fromWindow(): BrowserPendingLogoutStore {
    return new BrowserPendingLogoutStore(pageStorage('localStorage'));
  }

  list(): LogoutRequest[] {
    try {
      const parsed = v.safeParse(storedList, JSON.parse(this.storage.getItem(KEY) ?? '[]'));
      return parsed.success ? parsed.output : [];
    } catch {
      return [];
    }
  }

  add(logout: LogoutRequest): void {
    this.write(withPendingLogout(this.list(), logout));
  }

  remove(refreshToken: string): void {
    this.write(this.list().filter((entry) => entry.refreshToken !== refreshToken));
  }

  private write(entries: LogoutRequest[]): void {
    try {
      if (entries.length === 0) {
        this.storage.removeItem(KEY);
      } else {
        this.storage.setItem(KEY, JSON.stringify(entries));
      }
    } catch {
      // A full or refused storage: the entry is lost for later pages, the logout itself is still sent now.
    }
  }
}
