import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { refreshTokens, socialSignInStates, socialSignUps } from '../../../server/db/schema.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { sha256Hex } from '../../../server/auth/secrets.ts';
import { device, expectFailure } from '../auth/authKit.ts';
import { APPS, finishSignIn, openSocialWorld, startSignIn, tapOneTap, type SocialWorld } from '../social/socialKit.ts';

let world: SocialWorld;

beforeAll(async () => {
  // The slow exchange answers after 3 s; the portal gives the provider 500 ms.
  world = await openSocialWorld({ slowTokenDelayMs: 3000, timeoutMs: 500 });
}, 60_000);

afterAll(async () => {
  await world.close();
});

/** A sign-in through `api` whose code comes from `appId`'s one-tap frame; answers the response and what it left behind. */
async function signInThrough(
  api: Hono<AppEnv>,
  appId: string,
): Promise<{ response: Response; sessions: number; signUps: number; stateUsed: boolean }> {
  const fingerprint = device();
  const challenge = await startSignIn(api, fingerprint);
  const response = await finishSignIn(api, await tapOneTap(world.provider, challenge, appId), fingerprint);
  const db = world.server.deps.db;
  const [state] = await db
    .select()
    .from(socialSignInStates)
    .where(eq(socialSignInStates.stateHash, sha256Hex(challenge.state)));
  return {
    response,
    sessions: (await db.select().from(refreshTokens).where(eq(refreshTokens.fingerprint, fingerprint))).length,
    signUps: (await db.select().from(socialSignUps).where(eq(socialSignUps.fingerprint, fingerprint))).length,
    stateUsed: state?.usedAt !== null,
  };
}

describe('login-from-vk when the provider fails', () => {
  it.each([
    ['the exchange answers 500 (token_error)', 'PROVIDER_UNAVAILABLE', APPS.tokenError],
    ['user info is not in the protocol’s shape (broken_user_info)', 'PROVIDER_BAD_ANSWER', APPS.brokenUserInfo],
  ])('%s: 424 %s, no session, nothing half-written', async (_, code, appId) => {
    const result = await signInThrough(world.apiWith({ appId }), appId);
    await expectFailure(result.response, 424, code);
    expect(result).toMatchObject({ sessions: 0, signUps: 0, stateUsed: true });
  });

  it('answers 424 PROVIDER_TIMEOUT when the exchange takes longer than VKID_TIMEOUT_MS, without waiting for it', async () => {
    const started = Date.now();
    const result = await signInThrough(world.apiWith({ appId: APPS.slowToken }), APPS.slowToken);
    await expectFailure(result.response, 424, 'PROVIDER_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(result).toMatchObject({ sessions: 0, signUps: 0 });
  });

  it('answers 424 PROVIDER_UNAVAILABLE when nothing listens at the provider’s address', async () => {
    const closed = world.apiWith({ serverOrigin: 'http://127.0.0.1:1' });
    const result = await signInThrough(closed, APPS.session);
    await expectFailure(result.response, 424, 'PROVIDER_UNAVAILABLE');
    expect(result.sessions).toBe(0);
  });

  it('answers 400 PROVIDER_REFUSED when the code was issued to another app', async () => {
    const result = await signInThrough(world.api, APPS.noPhone);
    expect(result.response.status).toBe(400);
    expect(await result.response.json()).toEqual({ message: 'PROVIDER_REFUSED', details: { error: 'invalid_grant' } });
    expect(result.sessions).toBe(0);
  });
});
