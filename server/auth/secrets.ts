import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '../../core/domain/constants.ts';
import type { SecurityConfig } from '../config.ts';

/** `bytes` random bytes as base64url: refresh tokens, reset-link secrets, the local identity provider's codes and tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A fresh SMS code: SMS_CODE_LENGTH decimal digits from the CSPRNG, leading zeros kept. */
export function randomSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** SHA-256 hex of a high-entropy token (refresh tokens, captcha signatures): no key needed, nothing to brute-force. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * HMAC-SHA256 (hex) under the server secret of the parts joined by '|'. Low-entropy secrets (SMS codes)
 * are stored this way, bound to their context, so a database dump alone does not reveal them.
 */
export function keyedHash(config: SecurityConfig, ...parts: string[]): string {
  return createHmac('sha256', config.secret).update(parts.join('|'), 'utf8').digest('hex');
}

/** HMAC-SHA256 (base64url) under the server secret: how a refresh token's child is derived. */
export function keyedToken(config: SecurityConfig, ...parts: string[]): string {
  return createHmac('sha256', config.secret).update(parts.join('|'), 'utf8').digest('base64url');
}

/** Constant-time comparison of two hex digests; false for different lengths. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
