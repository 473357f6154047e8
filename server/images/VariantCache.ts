/**
 * The image variants made so far, least recently used first out: bounded in bytes and in entries, and each
 * variant made once even when several requests ask for it at the same moment. A picture that could not be
 * narrowed is kept as null, so its bytes are not decoded again on every request.
 */
import type { StoredFile } from '../queries/files.ts';

/** What one kept variant is charged beyond its bytes (key, Map slot, objects), so many tiny ones still count. */
const ENTRY_OVERHEAD_BYTES = 256;

export interface VariantCacheLimits {
  maxBytes: number;
  maxEntries: number;
}

function costOf(key: string, variant: StoredFile | null): number {
  return ENTRY_OVERHEAD_BYTES + 2 * key.length + (variant?.bytes.byteLength ?? 0);
}

export class VariantCache {
  private readonly entries = new Map<string, { variant: StoredFile | null; cost: number }>();
  private readonly making = new Map<string, Promise<StoredFile | null>>();
  private bytes = 0;

  constructor(private readonly limits: VariantCacheLimits) {}

  /** The variant under `key`, made by `make` when it is not kept (one call however many ask meanwhile). */
  async shared(key: string, make: () => Promise<StoredFile | null>): Promise<StoredFile | null> {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Touched: moves to the end of the Map's order, the last to be evicted.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.variant;
    }
    const pending = this.making.get(key);
    if (pending !== undefined) {
      return pending;
    }
    const made = make().finally(() => this.making.delete(key));
    this.making.set(key, made);
    this.keep(key, await made);
    return made;
  }

  /** How many variants are kept and what they are charged, for tests of the bounds. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, variant: StoredFile | null): void {
    const cost = costOf(key, variant);
    if (cost > this.limits.maxBytes / 4) {
      // One huge variant would push out everything else for a single picture.
      return;
    }
    const replaced = this.entries.get(key);
    if (replaced !== undefined) {
      this.entries.delete(key);
      this.bytes -= replaced.cost;
    }
    this.entries.set(key, { variant, cost });
    this.bytes += cost;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) {
        break;
      }
      this.entries.delete(oldKey);
      this.bytes -= old.cost;
    }
  }
}
