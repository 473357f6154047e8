import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock } from '../../core/ports/logger.ts';
import { spendCaptchaSolution } from '../commands/captchaSolutions.ts';
import type { SecurityConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { CaptchaVerifier } from '../ports.ts';
import { keyedToken, sha256Hex } from '../auth/secrets.ts';
import type { ChallengeIssuer } from './challengeIssuer.ts';

const ALGORITHM = 'PBKDF2/SHA-256';
/** A payload is a few hundred bytes; anything far larger is not one. */
const MAX_PAYLOAD_LENGTH = 8192;

interface DecodedPayload {
  challenge: Challenge;
  solution: Solution;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The widget's payload: base64 of JSON `{ challenge: { parameters, signature }, solution }`; null when it is not one. */
function decodePayload(payload: string): DecodedPayload | null {
  if (payload.length > MAX_PAYLOAD_LENGTH) {
    return null;
  }
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) {
      return null;
    }
    const { parameters, signature } = decoded.challenge;
    if (!isRecord(parameters) || typeof signature !== 'string' || signature === '') {
      return null;
    }
    return decoded as unknown as DecodedPayload;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA proof of work (CAPTCHA_PROVIDER=altcha, the default).
 * Challenges are HMAC-signed and carry `expiresAt`; a solution is accepted once: the SHA-256 of the
 * challenge signature goes into captcha_solutions with ON CONFLICT DO NOTHING, and only the insert that
 * wins counts. Expiry is checked against the injected clock (altcha-lib checks only the wall clock).
 */
export class AltchaCaptcha implements CaptchaVerifier, ChallengeIssuer {
  private readonly hmacSecret: string;

  constructor(
    private readonly db: Db,
    private readonly security: SecurityConfig,
    private readonly clock: Clock,
  ) {
    // A key of its own, derived from the server secret, so a captcha signature is never a valid token elsewhere.
    this.hmacSecret = keyedToken(security, 'altcha-hmac');
  }

  async createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: Math.max(1, this.security.captchaCost),
      deriveKey,
      hmacSignatureSecret: this.hmacSecret,
      expiresAt: Math.floor(this.clock.now() / 1000) + this.security.captchaTtlSeconds,
    });
  }

  async verify(payload: string): Promise<boolean> {
    try {
      const decoded = decodePayload(payload);
      if (decoded === null) {
        return false;
      }
      const { expiresAt, algorithm } = decoded.challenge.parameters;
      // Unsigned expiry is impossible (the signature covers it), but a challenge without one must not live forever.
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= this.clock.now() || algorithm !== ALGORITHM) {
        return false;
      }
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: this.hmacSecret,
      });
      if (!result.verified) {
        return false;
      }
      return await this.spend(decoded.challenge.signature!);
    } catch {
      return false;
    }
  }

  /** Records the challenge as used; true only for the first use. Old records are pruned as they become useless. */
  private async spend(signature: string): Promise<boolean> {
    const now = this.clock.now();
    // A record older than the challenge lifetime guards a challenge that has expired anyway.
    return spendCaptchaSolution(this.db, sha256Hex(signature), now, now - this.security.captchaTtlSeconds * 1000);
  }
}
