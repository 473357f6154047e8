import * as v from 'valibot';
import type { VkData, VkDataStore } from '../../core/ports/socialAuth.ts';
import { pageStorage } from './pageStorage.ts';

/** The key portal §3 names; BrowserTokenStore.clear removes it with the tokens on logout. */
const KEY = 'vkData';

const vkDataSchema = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  avatar: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});

/** `vkData` in localStorage as JSON (portal §3 «Stored client data»); a tampered value reads as none. */
export class BrowserVkDataStore implements VkDataStore {
  constructor(private readonly storage: Storage) {}

  static fromWindow(): BrowserVkDataStore {
    return new BrowserVkDataStore(pageStorage('localStorage'));
  }

  save(data: VkData): void {
    this.storage.setItem(KEY, JSON.stringify(data));
  }

  read(): VkData | null {
    const raw = this.storage.getItem(KEY);
    if (raw === null) {
      return null;
    }
    try {
      const parsed = v.safeParse(vkDataSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }
}
