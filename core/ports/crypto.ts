/**
 * Randomness and hashing for PKCE, state, instance ids and statistics ids. The kit binds them to
 * `crypto.getRandomValues` and `crypto.subtle`; the core never touches the `crypto` global, and never
 * falls back to `Math.random` (its output is predictable, which would make PKCE and state guessable).
 */
export interface RandomSource {
  /** Fills every byte of `bytes` with cryptographically strong random values. */
  fill(bytes: Uint8Array<ArrayBuffer>): void;
}

export interface Sha256 {
  /** The SHA-256 digest (32 bytes) of `data`. */
  digest(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array>;
}
