/**
 * The session's handoff in IndexedDB (fake-indexeddb here, the browser's in the journeys): what one page records,
 * another page's handoff over the same database reads; only a whole rotation is read back; it never rejects.
 */
import 'fake-indexeddb/auto';
import { set, createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { IndexedDbSessionHandoff } from '../../../adapters/storage/IndexedDbSessionHandoff.ts';
import type { SessionRotation } from '../../../core/ports/index.ts';
import { USER_INFO } from '../../core/machines/sessionFakes.ts';

let databases = 0;

function freshName(): string {
  databases += 1;
  return `handoff-test-${databases}`;
}

const ROTATION: SessionRotation = {
  replaced: 'refresh-0',
  tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
  user: USER_INFO,
  recordedAt: 1_700_000_000_000,
};

describe('IndexedDbSessionHandoff', () => {
  it('answers null before anything was recorded', async () => {
    expect(await IndexedDbSessionHandoff.named(freshName()).last()).toBeNull();
  });

  it('a rotation one page recorded is what another page reads, and the later record replaces it', async () => {
    const name = freshName();
    const writer = IndexedDbSessionHandoff.named(name);
    const reader = IndexedDbSessionHandoff.named(name);
    await writer.record(ROTATION);
    expect(await reader.last()).toEqual(ROTATION);

    const next = {
      replaced: 'refresh-1',
      tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' },
      user: USER_INFO,
      recordedAt: ROTATION.recordedAt + 1,
    };
    await writer.record(next);
    expect(await reader.last()).toEqual(next);
  });

  it('forget drops the rotation for every page', async () => {
    const name = freshName();
    const writer = IndexedDbSessionHandoff.named(name);
    await writer.record(ROTATION);
    await writer.forget();
    expect(await IndexedDbSessionHandoff.named(name).last()).toBeNull();
  });

  it('reads anything but a whole rotation under its key as none: half the tokens, a user missing fields', async () => {
    const name = freshName();
    const raw = createStore(name, 'session');
    const handoff = new IndexedDbSessionHandoff(raw);
    for (const kept of [
      { ...ROTATION, tokens: { accessToken: 'access-1', refreshToken: '' } },
      { ...ROTATION, user: { id: 7 } },
      { ...ROTATION, recordedAt: undefined },
      'lastRotation',
    ]) {
      await set('lastRotation', kept, raw);
      expect(await handoff.last(), JSON.stringify(kept)).toBeNull();
    }
  });

  it('a database the browser refuses: last answers null, record and forget resolve', async () => {
    const refused = new IndexedDbSessionHandoff(() => Promise.reject(new DOMException('refused', 'UnknownError')));
    expect(await refused.last()).toBeNull();
    await expect(refused.record(ROTATION)).resolves.toBeUndefined();
    await expect(refused.forget()).resolves.toBeUndefined();
  });

  it('fromWindow gives no handoff where the page has no IndexedDB', () => {
    const kept = globalThis.indexedDB;
    try {
      Reflect.deleteProperty(globalThis, 'indexedDB');
      expect(IndexedDbSessionHandoff.fromWindow('rjadom.session')).toBeUndefined();
    } finally {
      globalThis.indexedDB = kept;
    }
    expect(IndexedDbSessionHandoff.fromWindow('rjadom.session')).toBeInstanceOf(IndexedDbSessionHandoff);
  });
});
