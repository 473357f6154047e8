import { vkDataSchema, type VkData } from '../../core/domain/vkData.ts';
import type { VkDataStore } from '../../core/ports/socialAuth.ts';
import { parseCheckedJson } from '../../core/support/checkedJson.ts';
import { pageStorage } from './pageStorage.ts';

/** The key portal §3 names; BrowserTokenStore.clear removes it with the tokens on logout. */
const KEY = 'vkData';

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
    return parseCheckedJson(vkDataSchema, this.storage.getItem(KEY));
  }
}
