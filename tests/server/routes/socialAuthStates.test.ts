import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { socialSignInStates } from '../../../server/db/schema.ts';
import { sha256Hex } from '../../../server/auth/secrets.ts';
import { device, expectFailure, freshIp, fromIp, post } from '../auth/authKit.ts';
import {
  finishSignIn,
  LOGIN_VK,
  newPageSecret,
  PORTAL,
  REGISTRATION_VK,
  startSignIn,
  tapOneTap,
  socialWorldPerFile,
} from '../social/socialKit.ts';

const world = socialWorldPerFile();

describe('code-challenge-vk', () => {
  it('answers the S256 challenge of a verifier it keeps, a state it stores only hashed, and what the kit needs', async () => {
    const challenge = await startSignIn(world.api, device(), REGISTRATION_VK);
    expect(challenge).toMatchObject({
      codeChallengeMethod: 'S256',
      appId: '51000001',
      providerUrl: world.provider.url,
      redirectUri: REGISTRATION_VK,
    });
    expect(challenge.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await world.server.deps.db
      .select()
      .from(socialSignInStates)
      .where(eq(socialSignInStates.stateHash, sha256Hex(challenge.state)));
    expect(row!.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createHash('sha256').update(row!.codeVerifier).digest('base64url')).toBe(challenge.codeChallenge);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(600_000);
    expect(JSON.stringify(challenge)).not.toContain(row!.codeVerifier);
  });

  it('makes a new verifier and state every time', async () => {
    const fingerprint = device();
    const [first, second] = [await startSignIn(world.api, fingerprint), await startSignIn(world.api, fingerprint)];
    expect(second.state).not.toBe(first.state);
    expect(second.codeChallenge).not.toBe(first.codeChallenge);
  });

  it.each([
    ['another site', 'https://evil.example/login-vk'],
    ['another path of the portal', `${PORTAL}/brands`],
    ['the callback with a query', `${LOGIN_VK}?next=https://evil.example`],
    ['the callback on another port', 'http://localhost:3001/login-vk'],
  ])('refuses a redirect URI that is not configured: %s', async (_, redirectUri) => {
    const response = await post(world.api, '/api/authentication/code-challenge-vk', {
      fingerprint: device(),
      redirectUri,
      pageSecret: newPageSecret(),
    });
    await expectFailure(response, 400, 'REDIRECT_URI_NOT_ALLOWED');
  });

  it('refuses to start when no provider is configured (a production start without VKID_*), so the page offers no button (issue 31)', async () => {
    const response = await post(world.apiWith({ available: false }), '/api/authentication/code-challenge-vk', {
      fingerprint: device(),
      redirectUri: LOGIN_VK,
      pageSecret: newPageSecret(),
    });
    await expectFailure(response, 404, 'SOCIAL_SIGN_IN_OFF');
  });

  it('refuses a body without a fingerprint', async () => {
    await expectFailure(
      await post(world.api, '/api/authentication/code-challenge-vk', { redirectUri: LOGIN_VK }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('limits starts per fingerprint at one address, then per address', async () => {
    const api = world.apiWith({ startsPerFingerprintPerHour: 2, startsPerIpPerHour: 3 });
    const ip = fromIp(freshIp());
    const fingerprint = device();
    const start = (fp: string) =>
      post(
        api,
        '/api/authentication/code-challenge-vk',
        { fingerprint: fp, redirectUri: LOGIN_VK, pageSecret: newPageSecret() },
        ip,
      );
    expect((await start(fingerprint)).status).toBe(200);
    expect((await start(fingerprint)).status).toBe(200);
    const third = await start(fingerprint);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ message: 'TOO_MANY_REQUESTS', details: { limit: 'fingerprintHour' } });
    expect((await start(device())).status).toBe(200);
    expect(await (await start(device())).json()).toEqual({
      message: 'TOO_MANY_REQUESTS',
      details: { limit: 'ipHour' },
    });
    // The same browser at another address is another budget; an hour later the first one is free again.
    expect(
      (
        await post(
          api,
          '/api/authentication/code-challenge-vk',
          { fingerprint, redirectUri: LOGIN_VK, pageSecret: newPageSecret() },
          fromIp(freshIp()),
        )
      ).status,
    ).toBe(200);
    world.server.clock.advance(3600 * 1000);
    expect((await start(fingerprint)).status).toBe(200);
  });
});

describe('login-from-vk: the state', () => {
  it('refuses a state it never issued', async () => {
    const challenge = await startSignIn(world.api, device());
    const payload = await tapOneTap(world.provider, challenge);
    await expectFailure(
      await finishSignIn(world.api, { ...payload, state: 'x'.repeat(43) }, device()),
      400,
      'STATE_UNKNOWN',
    );
  });

  it('refuses another fingerprint and leaves the state to its owner', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await tapOneTap(world.provider, challenge);
    await expectFailure(await finishSignIn(world.api, payload, device()), 400, 'STATE_FINGERPRINT_MISMATCH');
    const [row] = await world.server.deps.db
      .select()
      .from(socialSignInStates)
      .where(eq(socialSignInStates.stateHash, sha256Hex(challenge.state)));
    expect(row!.usedAt).toBeNull();
  });

  it('refuses another redirect URI than the state was made for, even a configured one', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint, LOGIN_VK);
    const payload = await tapOneTap(world.provider, challenge);
    await expectFailure(
      await finishSignIn(world.api, payload, fingerprint, { redirectUri: REGISTRATION_VK }),
      400,
      'STATE_REDIRECT_MISMATCH',
    );
  });

  it('refuses a state older than ten minutes', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await tapOneTap(world.provider, challenge);
    world.server.clock.advance(600 * 1000);
    await expectFailure(await finishSignIn(world.api, payload, fingerprint), 400, 'STATE_EXPIRED');
  });

  it('spends the state on the first try, even when the provider refuses the code: a replay is STATE_USED', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await tapOneTap(world.provider, challenge);
    const refused = await finishSignIn(world.api, { ...payload, code: 'not-the-code' }, fingerprint);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'PROVIDER_REFUSED', details: { error: 'invalid_grant' } });
    await expectFailure(await finishSignIn(world.api, payload, fingerprint), 400, 'STATE_USED');
  });

  it('lets exactly one of two simultaneous requests with the same state through', async () => {
    const fingerprint = device();
    const challenge = await startSignIn(world.api, fingerprint);
    const payload = await tapOneTap(world.provider, challenge);
    const answers = await Promise.all([
      finishSignIn(world.api, { ...payload, code: 'a' }, fingerprint),
      finishSignIn(world.api, { ...payload, code: 'b' }, fingerprint),
    ]);
    const messages = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { message: string }).message),
    );
    expect(messages.sort()).toEqual(['PROVIDER_REFUSED', 'STATE_USED']);
  });

  it('refuses two referral keys at once', async () => {
    const challenge = await startSignIn(world.api, device());
    const payload = await tapOneTap(world.provider, challenge);
    await expectFailure(
      await finishSignIn(world.api, payload, device(), { tid: '1', did: '2' }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
