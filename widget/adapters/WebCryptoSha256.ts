import type { Sha256 } from '../../core/ports/crypto.ts';

/**
 * SHA-256 from `crypto.subtle`. Browsers offer it only in secure contexts (https pages and localhost):
 * elsewhere PKCE cannot be made and the promise says so plainly.
 */
export const webCryptoSha256: Sha256 = {
  digest: async (data) => {
    if (!globalThis.crypto?.subtle) {
      throw new Error('VK ID: sign-in needs crypto.subtle, which browsers give only to https pages and localhost');
    }
    return new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  },
};
