import type { RandomSource } from '../../../core/ports/crypto.ts';

/** A RandomSource that hands out the given bytes in order, cycling; records how many it gave. */
export function scriptedRandom(bytes: readonly number[]): RandomSource & { given: () => number } {
  let at = 0;
  return {
    fill(target) {
      for (let i = 0; i < target.length; i += 1) {
        target[i] = bytes[at % bytes.length]!;
        at += 1;
      }
    },
    given: () => at,
  };
}

/** A deterministic, well-spread RandomSource (xorshift32) for tests that need many different values. */
export function seededRandom(seed = 0x9e3779b9): RandomSource {
  let x = seed >>> 0 || 1;
  return {
    fill(target) {
      for (let i = 0; i < target.length; i += 1) {
        x ^= x << 13;
        x >>>= 0;
        x ^= x >>> 17;
        x ^= x << 5;
        x >>>= 0;
        target[i] = x & 0xff;
      }
    },
  };
}
