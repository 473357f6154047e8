import { describe, expect, it } from 'vitest';
import { s256Challenge } from '../../../server/security/pkce.ts';

describe('PKCE S256 on the server', () => {
  it('hashes the RFC 7636 appendix B verifier to its challenge', async () => {
    await expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});
