/**
 * The image variants made so far, least recently used first out (lru-cache): bounded in bytes and in entries,
 * and each variant made once even when several requests ask for it at the same moment. A picture that could
 * not be narrowed is kept as a refusal, so its bytes are not decoded again on every request.
 */
import { LRUCache } from 'lru-cache';
import type { StoredFile } from '../queries/files.ts';

/** What one kept variant is charged beyond its bytes (key, cache slot, objects), so many tiny ones still count. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface VariantCacheLimits {
  maxBytes: number;
  maxEntries: number;
}

/** A kept answer of `make`: the variant, or null for a picture that could not be narrowed (lru-cache keeps no null). */
interface Kept {
  variant: StoredFile | null;
}

function costOf(key: string, kept: Kept): number {
  return ENTRY_OVERHEAD_BYTES + 2 * key.length + (kept.variant?.bytes.byteLength ?? 0);
}

export class VariantCache {
  private readonly entries: LRUCache<string, Kept, () => Promise<StoredFile | null>>;

  constructor(limits: VariantCacheLimits) {
    this.entries = new LRUCache<string, Kept, () => Promise<StoredFile | null>>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // One huge variant would push out everything else for a single picture: it is served, not kept.
      maxEntrySize: limits.maxBytes / 4,
      sizeCalculation: (kept, key) => costOf(key, kept),
      // fetch() shares one call of `make` among the requests that ask while it runs.
      fetchMethod: async (_key, _stale, { context: make }) => ({ variant: await make() }),
    });
  }

  /** The variant under `key`, made by `make` when it is not kept (one call however many ask meanwhile). */
  async shared(key: string, make: () => Promise<StoredFile | null>): Promise<StoredFile | null> {
    const kept = await this.entries.fetch(key, { context: make });
    return kept?.variant ?? null;
  }

  /** How many variants are kept and what they are charged, for tests of the bounds. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
