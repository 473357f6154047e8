import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { ALTCHA_CHALLENGE_PATH, AltchaSolver } from '../../../adapters/captcha/AltchaSolver.ts';

const SECRET = 'altcha-solver-test-hmac-secret';

function challenge(options: { keyPrefix?: string } = {}): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    deriveKey,
    hmacSignatureSecret: SECRET,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    ...options,
  });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A challenge endpoint that answers each request with the next prepared reply and records the URLs. */
function endpoint(replies: (() => Promise<Response>)[]) {
  const urls: string[] = [];
  const fetchFake = (async (input: RequestInfo | URL) => {
    urls.push(input instanceof Request ? input.url : String(input));
    const reply = replies.shift();
    if (reply === undefined) {
      throw new Error('no reply prepared');
    }
    return reply();
  }) as typeof fetch;
  return { urls, fetch: fetchFake };
}

function decode(payload: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as never;
}

describe('AltchaSolver: the ALTCHA proof of work solved without the widget', () => {
  it('answers the widget payload: base64 JSON of the challenge and a solution the server verifies', async () => {
    const issued = await challenge();
    const { fetch } = endpoint([async () => json(200, issued)]);
    const payload = await new AltchaSolver({ baseUrl: 'http://127.0.0.1:9', fetch, deriveKey }).solve();
    const decoded = decode(payload);
    expect(decoded.challenge).toEqual(issued);
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('solves with its default key derivation (Web Crypto, for the browser) as well', async () => {
    const { fetch } = endpoint([async () => json(200, await challenge())]);
    const decoded = decode(await new AltchaSolver({ baseUrl: 'http://127.0.0.1:9', fetch }).solve());
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });

  it('fetches a fresh challenge from <baseUrl>/api/captcha/challenge for every solve', async () => {
    const { fetch, urls } = endpoint([
      async () => json(200, await challenge()),
      async () => json(200, await challenge()),
    ]);
    const solver = new AltchaSolver({ baseUrl: 'http://127.0.0.1:9/', fetch, deriveKey });
    const first = await solver.solve();
    const second = await solver.solve();
    expect(urls).toEqual([`http://127.0.0.1:9${ALTCHA_CHALLENGE_PATH}`, `http://127.0.0.1:9${ALTCHA_CHALLENGE_PATH}`]);
    expect(first).not.toBe(second);
  });

  it('rejects when the challenge request does not answer 200', async () => {
    const { fetch } = endpoint([async () => json(404, { message: 'NOT_FOUND' })]);
    await expect(new AltchaSolver({ baseUrl: '', fetch, deriveKey }).solve()).rejects.toThrow(/HTTP 404/);
  });

  it('rejects an answer that is not a challenge', async () => {
    const { fetch } = endpoint([async () => json(200, { message: 'hello' })]);
    await expect(new AltchaSolver({ baseUrl: '', fetch, deriveKey }).solve()).rejects.toThrow(
      /not an ALTCHA challenge/,
    );
  });

  it('rejects when no solution is found in time', async () => {
    // Six bytes of prefix: about 2^48 attempts, far beyond the 30 ms allowed.
    const { fetch } = endpoint([async () => json(200, await challenge({ keyPrefix: 'ffffffffffff' }))]);
    await expect(new AltchaSolver({ baseUrl: '', fetch, deriveKey, timeoutMs: 30 }).solve()).rejects.toThrow(
      /no solution/,
    );
  });
});
