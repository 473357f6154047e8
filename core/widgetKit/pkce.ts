/** PKCE (RFC 7636) and the OAuth `state`, made from a RandomSource and a Sha256 port. */
import type { RandomSource, Sha256 } from '../ports/crypto.ts';
import { base64Url } from './base64.ts';

/** What RFC 7636 §4.1 allows in a code verifier: 43–128 unreserved characters. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge: the base64url (no padding) of a 32-byte digest is always 43 characters. */
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9\-_]{43}$/;

/** 32 random bytes as base64url: 43 characters, 256 bits of entropy (the RFC's recommendation). */
function randomToken(random: RandomSource): string {
  const bytes = new Uint8Array(32);
  random.fill(bytes);
  return base64Url(bytes);
}

/** A fresh code verifier: 43 base64url characters from 32 random bytes. */
export function createVerifier(random: RandomSource): string {
  return randomToken(random);
}

/** A fresh `state`, as unguessable as the verifier, so a forged answer cannot match it. */
export function createState(random: RandomSource): string {
  return randomToken(random);
}

/** The S256 code challenge of a verifier: base64url(SHA-256(ASCII(verifier))), no padding. */
export async function codeChallenge(verifier: string, sha256: Sha256): Promise<string> {
  const digest = await sha256.digest(new TextEncoder().encode(verifier));
  return base64Url(digest);
}
