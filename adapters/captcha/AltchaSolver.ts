import { solveChallenge, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as webCryptoPbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import type { CaptchaSolver } from '../../core/ports/index.ts';

/** Where the server hands out ALTCHA challenges, relative to the API origin. */
export const ALTCHA_CHALLENGE_PATH = '/api/captcha/challenge';
/** A solve that has not found the answer by then is abandoned (the challenge would expire anyway). */
const DEFAULT_SOLVE_TIMEOUT_MS = 60_000;

export interface AltchaSolverOptions {
  /** Origin (and optional prefix) of the API, e.g. 'http://127.0.0.1:3000'; '' for the same origin. */
  baseUrl: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /**
   * The key derivation of the challenge's algorithm. Defaults to PBKDF2 over Web Crypto, which the
   * browser and Node both have, so one adapter serves e2e runs and the headless simulation.
   */
  deriveKey?: DeriveKeyFunction;
  timeoutMs?: number;
}

function isChallenge(value: unknown): value is Challenge {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const parameters = (value as { parameters?: unknown }).parameters;
  return typeof parameters === 'object' && parameters !== null;
}

/**
 * Solves the server's ALTCHA proof of work without the widget: fetches a fresh challenge, finds the
 * counter with altcha-lib and answers the payload the widget would put in its hidden `altcha` input
 * (base64 of JSON `{ challenge, solution }`). Every call fetches a new challenge, because the server
 * accepts each solution once.
 */
export class AltchaSolver implements CaptchaSolver {
  private readonly fetch: typeof fetch;
  private readonly deriveKey: DeriveKeyFunction;
  private readonly challengeUrl: string;
  private readonly timeoutMs: number;

  constructor(options: AltchaSolverOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.deriveKey = options.deriveKey ?? webCryptoPbkdf2;
    this.challengeUrl = `${options.baseUrl.replace(/\/+$/, '')}${ALTCHA_CHALLENGE_PATH}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SOLVE_TIMEOUT_MS;
  }

  async solve(): Promise<string> {
    const response = await this.fetch(this.challengeUrl, { headers: { accept: 'application/json' } });
    if (!response.ok) {
      throw new Error(`AltchaSolver: challenge request answered HTTP ${response.status}`);
    }
    const challenge: unknown = await response.json();
    if (!isChallenge(challenge)) {
      throw new Error('AltchaSolver: the challenge answer is not an ALTCHA challenge');
    }
    const solution = await solveChallenge({ challenge, deriveKey: this.deriveKey, timeout: this.timeoutMs });
    if (solution === null) {
      throw new Error(`AltchaSolver: no solution within ${this.timeoutMs} ms`);
    }
    // Challenge parameters and solution are hex, numbers and ASCII names, so btoa (browser and Node) is enough.
    return btoa(JSON.stringify({ challenge, solution }));
  }
}
