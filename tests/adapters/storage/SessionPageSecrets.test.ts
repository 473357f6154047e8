// @vitest-environment jsdom
/**
 * The page secrets of social sign-ins (issue 30 §1) live in the tab's sessionStorage: per origin, port
 * included, so a page on another port of the portal's host can neither read nor plant them (unlike a cookie).
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../adapters/storage/pageStorage.ts';
import { SessionPageSecrets } from '../../../adapters/storage/SessionPageSecrets.ts';
import { pageSecretSchema } from '../../../core/domain/socialLogin.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('page secrets in sessionStorage', () => {
  it('makes secrets of 32 random bytes in base64url, the form the server accepts, never the same twice', async () => {
    const secrets = new SessionPageSecrets(new MemoryStorage());
    const made = await Promise.all(Array.from({ length: 50 }, () => secrets.create()));
    for (const secret of made) {
      expect(v.is(pageSecretSchema, secret)).toBe(true);
    }
    expect(new Set(made).size).toBe(50);
  });

  it('finds the secret kept for a state across instances (a reload, the provider’s redirect back), nothing for another state', async () => {
    const storage = new MemoryStorage();
    const secret = await new SessionPageSecrets(storage).create();
    await new SessionPageSecrets(storage).keep('s1', secret);
    const reloaded = new SessionPageSecrets(storage);
    expect(await reloaded.find('s1')).toBe(secret);
    expect(await reloaded.find('s2')).toBeNull();
    // Another tab, or another origin, has a storage of its own: it finds nothing.
    expect(await new SessionPageSecrets(new MemoryStorage()).find('s1')).toBeNull();
  });

  it('keeps the last 20 sign-ins (older states are long expired on the server)', async () => {
    const secrets = new SessionPageSecrets(new MemoryStorage());
    for (let index = 1; index <= 21; index += 1) {
      await secrets.keep(`s${index}`, await secrets.create());
    }
    expect(await secrets.find('s1')).toBeNull();
    expect(await secrets.find('s2')).not.toBeNull();
    expect(await secrets.find('s21')).not.toBeNull();
  });

  it('reads a tampered or broken store as no secret, never throws', async () => {
    const storage = new MemoryStorage();
    const secrets = new SessionPageSecrets(storage);
    storage.setItem('vkPageSecrets', 'not json');
    expect(await secrets.find('s1')).toBeNull();
    storage.setItem('vkPageSecrets', JSON.stringify([['s1', 42], ['s2'], 'junk']));
    expect(await secrets.find('s1')).toBeNull();
    expect(await secrets.find('s2')).toBeNull();
    await secrets.keep('s3', await secrets.create());
    expect(await secrets.find('s3')).not.toBeNull();
  });

  it('lives in the window’s sessionStorage, never in localStorage (shared by every tab) or a cookie (shared by every port)', async () => {
    const secrets = SessionPageSecrets.fromWindow();
    const secret = await secrets.create();
    await secrets.keep('s1', secret);
    expect(window.sessionStorage.getItem('vkPageSecrets')).toContain(secret);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(secret);
    expect(document.cookie).not.toContain(secret);
  });
});
