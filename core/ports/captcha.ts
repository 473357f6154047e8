/**
 * A human check that yields a one-time payload for the API's `token` field.
 *
 * Contract: `solve` resolves with a payload that the server accepts once; each call
 * produces a fresh payload. It rejects when no challenge can be obtained or solved.
 */
export interface CaptchaSolver {
  solve(): Promise<string>;
}
