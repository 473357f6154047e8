import { describe, expect, it } from 'vitest';
import { MemoryIdentityProvider } from '../../../adapters/memory/MemoryIdentityProvider.ts';
import { MemorySocialAuth } from '../../../adapters/memory/MemorySocialAuth.ts';
import { MemoryWorld } from '../../../adapters/memory/MemoryWorld.ts';
import { DEFAULT_MEMORY_LIMITS } from '../../../adapters/memory/memoryLimits.ts';
import { ApiError } from '../../../core/errors.ts';

const REDIRECT_URI = 'http://localhost/login-vk';
const PHONE = '79990001122';
const PAGE_SECRET = 'p'.repeat(43);

/** Тимур signs in at the provider, which vouches for no phone: the portal answers PHONE_REQUIRED with a sign-up token. */
async function phoneStep() {
  let now = Date.UTC(2026, 10, 26, 9, 0);
  const world = new MemoryWorld({
    seed: 5,
    sizes: { brands: 1, salesUnits: 1, onlineShops: 1, news: 1 },
    clock: { now: () => now },
  });
  const provider = new MemoryIdentityProvider(now);
  const social = new MemorySocialAuth({ world, provider, redirectUris: [REDIRECT_URI] });
  const challenge = await social.codeChallengeVk({
    fingerprint: 'browser',
    redirectUri: REDIRECT_URI,
    pageSecret: PAGE_SECRET,
  });
  const payload = provider.authorize(challenge, '700002');
  const refused = await social
    .loginFromVk({
      code: payload.code,
      deviceId: payload.device_id,
      state: payload.state,
      fingerprint: 'browser',
      redirectUri: REDIRECT_URI,
      pageSecret: PAGE_SECRET,
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  if (!(refused instanceof ApiError) || refused.code !== 'PHONE_REQUIRED') {
    throw new Error(`expected PHONE_REQUIRED, got ${String(refused)}`);
  }
  const signUpToken = (refused.details as { token: string }).token;
  const lastCode = (): string => world.outbox.lastCodeFor(PHONE) ?? '';
  return { social, signUpToken, lastCode, advance: (ms: number) => (now += ms) };
}

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) {
    throw new Error(`expected a refusal, got ${String(error)}`);
  }
  return error;
}

describe('the social phone step of the in-memory back end keeps the server’s SMS rules', () => {
  it('a second code to the same phone within the send interval is refused with the seconds left', async () => {
    const t = await phoneStep();
    await t.social.vkPhone({ signUpToken: t.signUpToken, phone: PHONE, token: 'captcha-1' });
    t.advance(20_000);
    const error = await refusal(t.social.vkPhone({ signUpToken: t.signUpToken, phone: PHONE, token: 'captcha-2' }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.details).toMatchObject({ limit: 'phoneInterval', retryAfterSeconds: 40 });
  });

  it('after the interval a new code is sent and the earlier one no longer signs in', async () => {
    const t = await phoneStep();
    const first = await t.social.vkPhone({ signUpToken: t.signUpToken, phone: PHONE, token: 'captcha-1' });
    const firstCode = t.lastCode();
    t.advance(DEFAULT_MEMORY_LIMITS.smsMinIntervalMs);
    const second = await t.social.vkPhone({ signUpToken: t.signUpToken, phone: PHONE, token: 'captcha-2' });
    expect((await refusal(t.social.vkPhoneCode({ requestId: first.token, code: firstCode }))).code).toBe('WRONG_CODE');
    const user = await t.social.vkPhoneCode({ requestId: second.token, code: t.lastCode() });
    expect(user.login).toBe(PHONE);
  });

  it('a code takes three guesses; then even the right one is WRONG_CODE', async () => {
    const t = await phoneStep();
    const sent = await t.social.vkPhone({ signUpToken: t.signUpToken, phone: PHONE, token: 'captcha-1' });
    const right = t.lastCode();
    const wrong = right === '0000' ? '1111' : '0000';
    for (let guess = 0; guess < DEFAULT_MEMORY_LIMITS.smsCodeMaxAttempts; guess += 1) {
      expect((await refusal(t.social.vkPhoneCode({ requestId: sent.token, code: wrong }))).code).toBe('WRONG_CODE');
    }
    expect((await refusal(t.social.vkPhoneCode({ requestId: sent.token, code: right }))).code).toBe('WRONG_CODE');
  });

  it('a code expires after its lifetime', async () => {
    const t = await phoneStep();
    const sent = await t.social.vkPhone({ signUpToken: t.signUpToken, phone: PHONE, token: 'captcha-1' });
    t.advance(DEFAULT_MEMORY_LIMITS.smsCodeTtlMs);
    expect((await refusal(t.social.vkPhoneCode({ requestId: sent.token, code: t.lastCode() }))).code).toBe(
      'WRONG_CODE',
    );
  });
});
