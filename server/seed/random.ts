/** The seed's random source is the core's (one PRNG for the seed, the in-memory world and the simulation). */
export { createRandom, type Random } from '../../core/support/seededRandom.ts';

/** A stable 32-bit hash of a string (FNV-1a), for colours and per-item seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
