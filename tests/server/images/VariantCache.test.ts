import { describe, expect, it, vi } from 'vitest';
import { VariantCache } from '../../../server/images/VariantCache.ts';

function variantOf(size: number) {
  return { contentType: 'image/webp', bytes: new Uint8Array(size) };
}

describe('The kept image variants are bounded', () => {
  it('makes a variant once, however many ask for it meanwhile, and keeps a refusal too', async () => {
    const cache = new VariantCache({ maxBytes: 1_000_000, maxEntries: 10 });
    const make = vi.fn(async () => variantOf(10));
    const [first, second] = await Promise.all([cache.shared('a', make), cache.shared('a', make)]);
    expect(second).toBe(first);
    expect(await cache.shared('a', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    const refuse = vi.fn(async () => null);
    expect(await cache.shared('corrupt', refuse)).toBeNull();
    expect(await cache.shared('corrupt', refuse)).toBeNull();
    expect(refuse).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used variants beyond its bytes', async () => {
    const cache = new VariantCache({ maxBytes: 4000, maxEntries: 100 });
    await cache.shared('a', async () => variantOf(1000));
    await cache.shared('b', async () => variantOf(1000));
    await cache.shared('a', async () => variantOf(1));
    await cache.shared('c', async () => variantOf(1000));
    expect(cache.size.bytes).toBeLessThanOrEqual(4000);
    const remade = vi.fn(async () => variantOf(1000));
    await cache.shared('a', remade);
    expect(remade).not.toHaveBeenCalled();
    await cache.shared('b', remade);
    expect(remade).toHaveBeenCalledTimes(1);
  });

  it('drops the oldest beyond its count', async () => {
    const cache = new VariantCache({ maxBytes: 1_000_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) {
      await cache.shared(key, async () => variantOf(1));
    }
    expect(cache.size.entries).toBe(2);
  });

  it('does not keep a variant that alone would take a quarter of it, but serves it', async () => {
    const cache = new VariantCache({ maxBytes: 4000, maxEntries: 10 });
    expect((await cache.shared('huge', async () => variantOf(2000)))?.bytes.byteLength).toBe(2000);
    expect(cache.size.entries).toBe(0);
  });
});
