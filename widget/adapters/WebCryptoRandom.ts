import type { RandomSource } from '../../core/ports/crypto.ts';

/** Randomness from `crypto.getRandomValues` (never `Math.random`: PKCE and state must be unguessable). */
export const webCryptoRandom: RandomSource = {
  fill: (bytes) => {
    crypto.getRandomValues(bytes);
  },
};
