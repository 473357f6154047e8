/**
 * A small seeded random source (mulberry32): the same seed gives the same sequence on every machine, so
 * the seed data, the in-memory world and every simulation run are reproducible. Not for secrets.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[];
  /** `length` decimal digits, leading zeros kept. */
  digits(length: number): string;
  /** `length` lowercase base-36 characters, for tokens. */
  word(length: number): string;
}

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
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) {
      throw new Error('pick from an empty list');
    }
    return items[int(0, items.length - 1)]!;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.max(0, count));
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample,
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    word: (length) => Array.from({ length }, () => int(0, 35).toString(36)).join(''),
  };
}
