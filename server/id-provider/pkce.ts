import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43–128 characters of the unreserved set. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge: 32 bytes in base64url without padding. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function isCodeVerifier(value: string): boolean {
  return VERIFIER.test(value);
}

export function isS256Challenge(value: string): boolean {
  return CHALLENGE.test(value);
}

/** BASE64URL(SHA256(ASCII(verifier))), RFC 7636 §4.2. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether the verifier hashes to the challenge, compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge, 'ascii');
  const actual = Buffer.from(s256(verifier), 'ascii');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An unguessable opaque value (codes, tokens, device ids, session ids). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
