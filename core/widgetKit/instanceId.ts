import type { RandomSource } from '../ports/crypto.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Letters in an instance id; the provider's frames check the same length. */
export const INSTANCE_ID_LENGTH = 6;
/** The largest multiple of 26 that fits a byte (9 × 26): bytes at or above it are dropped, so no letter is favoured. */
const UNBIASED_LIMIT = 234;

/** A widget instance id (widget-kit §3): 6 letters from a–z, uniformly chosen by rejection sampling. */
export function instanceId(random: RandomSource): string {
  let id = '';
  const bytes = new Uint8Array(16);
  while (id.length < INSTANCE_ID_LENGTH) {
    random.fill(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < INSTANCE_ID_LENGTH) {
        id += LETTERS[byte % LETTERS.length];
      }
    }
  }
  return id;
}
