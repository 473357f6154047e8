import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import type { SessionHandoff, SessionRotation } from '../../core/ports/sessionRenewal.ts';
import { userInfoSchema } from './storedUser.ts';

const ROTATION_KEY = 'lastRotation';

const tokensSchema = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  refreshToken: v.pipe(v.string(), v.nonEmpty()),
});

/** Only a whole rotation counts: anything else kept under the key (an older shape, a tampered one) is none. */
const rotationSchema = v.object({
  replaced: v.string(),
  tokens: tokensSchema,
  user: userInfoSchema,
  recordedAt: v.pipe(v.number(), v.finite()),
});

/**
 * The session's handoff (core/ports/sessionRenewal.ts `SessionHandoff`) in IndexedDB, through idb-keyval. The
 * browser keeps an origin's IndexedDB in one place for all its pages, and a write's transaction completes only
 * once it is there: a page that reads after another page's `record` resolved reads it, which localStorage, each
 * page's copy told of the others' writes asynchronously, does not promise.
 */
export class IndexedDbSessionHandoff implements SessionHandoff {
  constructor(private readonly store: UseStore) {}

  /** The handoff of this browser's pages in the database `name`; none where the page has no IndexedDB (jsdom, some private modes). */
  static fromWindow(name: string): SessionHandoff | undefined {
    return typeof indexedDB === 'undefined' ? undefined : IndexedDbSessionHandoff.named(name);
  }

  /** The handoff in the database `name` (opened at the first call). */
  static named(name: string): IndexedDbSessionHandoff {
    return new IndexedDbSessionHandoff(createStore(name, 'session'));
  }

  async last(): Promise<SessionRotation | null> {
    try {
      const kept = v.safeParse(rotationSchema, await get<unknown>(ROTATION_KEY, this.store));
      return kept.success ? kept.output : null;
    } catch {
      // A database the browser refuses (storage full, blocked, broken) keeps nothing: the session goes on without it.
      return null;
    }
  }

  async record(rotation: SessionRotation): Promise<void> {
    try {
      await set(ROTATION_KEY, rotation, this.store);
    } catch {
      // As in `last`: without the record, a page whose copy lags refreshes once more (inside the server's grace).
    }
  }

  async forget(): Promise<void> {
    try {
      await del(ROTATION_KEY, this.store);
    } catch {
      // Nothing kept, nothing to forget.
    }
  }
}
