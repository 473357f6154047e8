/** A small seeded random source, so every in-memory world and simulation run is reproducible. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` decimal digits, leading zeros kept. */
  digits(length: number): string;
  /** `length` lowercase base-36 characters, for tokens. */
  word(length: number): string;
}

/** mulberry32: fast, 32-bit state, good enough for test data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) {
        throw new Error('pick from an empty list');
      }
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    word: (length) => Array.from({ length }, () => int(0, 35).toString(36)).join(''),
  };
}
