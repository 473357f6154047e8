import type { Challenge } from 'altcha-lib';
import type { CaptchaVerifier } from '../ports.ts';

/** A captcha provider that hands out its own challenges (ALTCHA); Yandex SmartCaptcha does not. */
export interface ChallengeIssuer {
  createChallenge(): Promise<Challenge>;
}

/** True when the verifier also issues challenges for `GET /api/captcha/challenge`. */
export function isChallengeIssuer(verifier: CaptchaVerifier): verifier is CaptchaVerifier & ChallengeIssuer {
  return typeof (verifier as Partial<ChallengeIssuer>).createChallenge === 'function';
}
