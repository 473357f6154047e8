import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AltchaCaptcha } from '../../../server/captcha/AltchaCaptcha.ts';
import type { SecurityConfig } from '../../../server/config.ts';
import { ManualClock, openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let clock: ManualClock;
let security: SecurityConfig;
let captcha: AltchaCaptcha;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  // altcha-lib also checks expiry against the wall clock, so this clock starts at the real time
  // (on a whole second, so that expiresAt, in seconds, falls exactly on a clock reading).
  clock = new ManualClock(Math.floor(Date.now() / 1000) * 1000);
  security = { ...server.deps.config.security, captchaCost: 20, captchaTtlSeconds: 600 };
  captcha = new AltchaCaptcha(server.deps.db, security, clock);
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

/** What the widget posts: base64 of JSON { challenge, solution }. */
async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

describe('AltchaCaptcha: challenges', () => {
  it('signs PBKDF2 challenges with the configured cost that expire captchaTtlSeconds from now', async () => {
    const challenge = await captcha.createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 20,
      expiresAt: Math.floor(clock.now() / 1000) + 600,
    });
  });
});

describe('AltchaCaptcha: verify', () => {
  it('accepts a solved challenge once and refuses the replay', async () => {
    const payload = await solved(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('refuses the replay from another server instance sharing the database', async () => {
    const payload = await solved(await captcha.createChallenge());
    const twin = new AltchaCaptcha(server.deps.db, security, clock);
    expect(await twin.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('accepts exactly one of several simultaneous uses of one solution', async () => {
    const payload = await solved(await captcha.createChallenge());
    const answers = await Promise.all([captcha.verify(payload), captcha.verify(payload), captcha.verify(payload)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a solution from the second the challenge expires (server clock), and accepts it a second before', async () => {
    const early = await solved(await captcha.createChallenge());
    const late = await solved(await captcha.createChallenge());
    clock.advance(599_000);
    expect(await captcha.verify(early)).toBe(true);
    clock.advance(1_000);
    expect(await captcha.verify(late)).toBe(false);
  });

  it('refuses a wrong solution, a tampered challenge and a challenge signed with another secret', async () => {
    const challenge = await captcha.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const wrongCounter = encode({ challenge, solution: { ...solution, counter: solution!.counter + 1 } });
    expect(await captcha.verify(wrongCounter)).toBe(false);
    const cheaper = encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution });
    expect(await captcha.verify(cheaper)).toBe(false);
    const longer = encode({
      challenge: {
        ...challenge,
        parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
      },
      solution,
    });
    expect(await captcha.verify(longer)).toBe(false);

    const stranger = new AltchaCaptcha(
      server.deps.db,
      { ...security, secret: 'another-secret-of-at-least-32-characters' },
      clock,
    );
    expect(await captcha.verify(await solved(await stranger.createChallenge()))).toBe(false);
  });

  it('refuses an unsigned challenge and one without expiry', async () => {
    const challenge = await captcha.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await captcha.verify(encode({ challenge: { parameters: challenge.parameters }, solution }))).toBe(false);
    const { expiresAt: _dropped, ...forever } = challenge.parameters;
    expect(await captcha.verify(encode({ challenge: { ...challenge, parameters: forever }, solution }))).toBe(false);
  });

  it('refuses garbage without throwing', async () => {
    for (const payload of [
      '',
      'bad',
      '%%%',
      encode(null),
      encode([]),
      encode({ challenge: 1 }),
      encode({ challenge: {}, solution: {} }),
      'A'.repeat(20_000),
    ]) {
      expect(await captcha.verify(payload)).toBe(false);
    }
  });
});
