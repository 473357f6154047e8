import { describe, expect, it } from 'vitest';
import { isCodeVerifier, isS256Challenge, s256Challenge, verifierMatches } from '../../../server/security/nodePkce.ts';

/** RFC 7636 appendix B. */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE S256 on the server', () => {
  it('hashes the RFC 7636 appendix B verifier to its challenge', async () => {
    await expect(s256Challenge(VERIFIER)).resolves.toBe(CHALLENGE);
  });

  it('matches a verifier to its own challenge only', async () => {
    await expect(verifierMatches(VERIFIER, CHALLENGE)).resolves.toBe(true);
    await expect(verifierMatches(`${VERIFIER.slice(0, -1)}A`, CHALLENGE)).resolves.toBe(false);
    await expect(verifierMatches(VERIFIER, CHALLENGE.slice(1))).resolves.toBe(false);
  });

  it('takes verifiers and challenges of the RFC shapes', () => {
    expect(isCodeVerifier(VERIFIER)).toBe(true);
    expect(isCodeVerifier('short')).toBe(false);
    expect(isS256Challenge(CHALLENGE)).toBe(true);
    expect(isS256Challenge(`${CHALLENGE}=`)).toBe(false);
  });
});
