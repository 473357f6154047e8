import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Sha256 } from '../../../core/ports/crypto.ts';
import { CODE_VERIFIER_PATTERN, codeChallenge, createState, createVerifier } from '../../../core/widgetKit/pkce.ts';
import { scriptedRandom, seededRandom } from './randomFakes.ts';

/** node:crypto's WebCrypto, in the test only: the core takes any Sha256. */
const sha256: Sha256 = {
  digest: async (data) => new Uint8Array(await webcrypto.subtle.digest('SHA-256', data)),
};

describe('PKCE S256', () => {
  // The RFC's own values (https://www.rfc-editor.org/rfc/rfc7636#appendix-B); node:crypto agrees.
  it('RFC 7636 appendix B: the verifier of the example gives its challenge', async () => {
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', sha256)).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('RFC 7636 appendix B: its 32 octets become its verifier', () => {
    const octets = [
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240,
      91, 88, 5, 88, 83, 132, 141, 121,
    ];
    expect(createVerifier(scriptedRandom(octets))).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  it('verifier and state: 43 base64url characters from 32 random bytes, different each time', () => {
    const random = scriptedRandom(Array.from({ length: 256 }, (_, i) => i));
    const verifier = createVerifier(random);
    expect(random.given()).toBe(32);
    const state = createState(random);
    expect(random.given()).toBe(64);
    for (const value of [verifier, state]) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(CODE_VERIFIER_PATTERN.test(value)).toBe(true);
    }
    expect(state).not.toBe(verifier);
  });

  it('challenges are base64url without padding', async () => {
    const random = seededRandom(3);
    for (let i = 0; i < 20; i += 1) {
      expect(await codeChallenge(createVerifier(random), sha256)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });
});
