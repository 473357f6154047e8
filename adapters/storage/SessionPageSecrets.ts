import { PAGE_SECRET_BYTES } from '../../core/domain/socialLogin.ts';
import { base64Url } from '../../core/widgetKit/base64.ts';
import type { PageSecrets } from '../../core/ports/socialAuth.ts';
import { pageStorage } from './pageStorage.ts';

const KEY = 'vkPageSecrets';
/** Sign-ins older than the last few are long expired on the server anyway. */
const KEEP = 20;

type Kept = [state: string, secret: string];

/**
 * The page secrets of this tab's social sign-ins in sessionStorage (issue 30 §1): per origin, port included,
 * and per tab, so neither a page on another port of the host nor another tab can read or plant one; it lasts
 * across the tab's trip to the provider and back. Secrets come from the Web Crypto CSPRNG, which pages get
 * over http too.
 */
export class SessionPageSecrets implements PageSecrets {
  constructor(private readonly storage: Storage) {}

  static fromWindow(): SessionPageSecrets {
    return new SessionPageSecrets(pageStorage('sessionStorage'));
  }

  async create(): Promise<string> {
    return base64Url(crypto.getRandomValues(new Uint8Array(PAGE_SECRET_BYTES)));
  }

  async keep(state: string, secret: string): Promise<void> {
    const kept = [...this.kept().filter(([keptState]) => keptState !== state), [state, secret]].slice(-KEEP);
    try {
      this.storage.setItem(KEY, JSON.stringify(kept));
    } catch {
      // A full or denied storage: the sign-in then meets STATE_PAGE_MISMATCH and the page says so.
    }
  }

  async find(state: string): Promise<string | null> {
    return this.kept().find(([keptState]) => keptState === state)?.[1] ?? null;
  }

  private kept(): Kept[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(KEY) ?? '[]');
      const pairs = Array.isArray(parsed) ? (parsed as unknown[]) : [];
      return pairs.filter(
        (pair): pair is Kept =>
          Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
      );
    } catch {
      return [];
    }
  }
}
