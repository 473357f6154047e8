import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CODE_CHALLENGE_PATTERN, CODE_VERIFIER_PATTERN } from '../../core/widgetKit/pkce.ts';
import { s256Challenge } from '../security/pkce.ts';

export function isCodeVerifier(value: string): boolean {
  return CODE_VERIFIER_PATTERN.test(value);
}

export function isS256Challenge(value: string): boolean {
  return CODE_CHALLENGE_PATTERN.test(value);
}

/** Whether the verifier hashes to the challenge, compared in constant time. */
export async function verifierMatches(verifier: string, challenge: string): Promise<boolean> {
  const expected = Buffer.from(challenge, 'ascii');
  const actual = Buffer.from(await s256Challenge(verifier), 'ascii');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An unguessable opaque value (codes, tokens, device ids, session ids). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
