/**
 * PKCE on the server, by the core's rule (core/widgetKit/pkce.ts) with node:crypto behind its Sha256 port:
 * the portal's social sign-in makes challenges with it and the local identity provider checks them with it,
 * so the kit, the portal and the provider compute S256 one way.
 */
import { createHash } from 'node:crypto';
import type { Sha256 } from '../../core/ports/crypto.ts';
import { codeChallenge } from '../../core/widgetKit/pkce.ts';

/** The core's Sha256 port over node:crypto. */
export const nodeSha256: Sha256 = {
  digest: async (data) => createHash('sha256').update(data).digest(),
};

/** BASE64URL(SHA256(ASCII(verifier))), RFC 7636 §4.2. */
export function s256Challenge(verifier: string): Promise<string> {
  return codeChallenge(verifier, nodeSha256);
}
