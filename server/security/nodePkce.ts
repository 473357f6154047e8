/**
 * PKCE on the server, by the core's rule (core/widgetKit/pkce.ts) with node:crypto behind its Sha256 port:
 * the portal's social sign-in makes challenges with it and the local identity provider checks them with it,
 * so the kit, the portal and the provider compute S256 one way.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Sha256 } from '../../core/ports/crypto.ts';
import { CODE_CHALLENGE_PATTERN, CODE_VERIFIER_PATTERN, codeChallenge } from '../../core/widgetKit/pkce.ts';

/** The core's Sha256 port over node:crypto. */
const nodeSha256: Sha256 = {
  digest: async (data) => createHash('sha256').update(data).digest(),
};

/** BASE64URL(SHA256(ASCII(verifier))), RFC 7636 §4.2. */
export function s256Challenge(verifier: string): Promise<string> {
  return codeChallenge(verifier, nodeSha256);
}

/** A code verifier RFC 7636 §4.1 allows. */
export function isCodeVerifier(value: string): boolean {
  return CODE_VERIFIER_PATTERN.test(value);
}

/** An S256 challenge's shape: 43 base64url characters. */
export function isS256Challenge(value: string): boolean {
  return CODE_CHALLENGE_PATTERN.test(value);
}

/** Whether the verifier hashes to the challenge, compared in constant time. */
export async function verifierMatches(verifier: string, challenge: string): Promise<boolean> {
  const expected = Buffer.from(challenge, 'ascii');
  const actual = Buffer.from(await s256Challenge(verifier), 'ascii');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
