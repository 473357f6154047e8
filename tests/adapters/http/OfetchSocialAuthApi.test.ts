import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfetchSocialAuthApi } from '../../../adapters/http/OfetchSocialAuthApi.ts';
import { ApiError } from '../../../core/errors.ts';
import { fetchWithCookies } from '../../../scripts/simulation/browserCookies.ts';
import {
  ANNA,
  chooseAccount,
  LOGIN_VK,
  newPageSecret,
  openSocialWorld,
  TIMUR,
  type SocialWorld,
} from '../../server/social/socialKit.ts';

/** The page secret the tab made for its sign-ins here (issue 30). */
const PAGE_SECRET = newPageSecret();

let world: SocialWorld;
let api: OfetchSocialAuthApi;

beforeAll(async () => {
  world = await openSocialWorld();
  // The adapter talks to the real API in-process: its requests go straight into the Hono app, and the
  // browser's cookies (the sign-in's binding) go back as a browser would send them.
  const inProcess: typeof fetch = (input, init) => Promise.resolve(world.api.request(input as string, init));
  api = new OfetchSocialAuthApi({ baseUrl: 'http://portal.test', fetch: fetchWithCookies(inProcess), retryDelayMs: 0 });
}, 60_000);

afterAll(async () => {
  await world.close();
});

describe('OfetchSocialAuthApi against the real API and the local provider', () => {
  it('lets the browser send its cookies with the sign-in calls: the state is bound to one of them', async () => {
    const sent: RequestInit[] = [];
    const recording = new OfetchSocialAuthApi({
      baseUrl: 'http://portal.test',
      fetch: (input, init) => {
        sent.push(init ?? {});
        return Promise.resolve(world.api.request(input as string, init));
      },
    });
    await recording.codeChallengeVk({ fingerprint: 'UA2', redirectUri: LOGIN_VK, pageSecret: PAGE_SECRET });
    await recording
      .loginFromVk({ code: 'c', deviceId: 'd', state: 'unknown', fingerprint: 'UA2', redirectUri: LOGIN_VK })
      .catch(() => null);
    expect(sent.map((init) => init.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it('sends the page secret in both bodies: without it the sign-in is refused, with it the sign-in finishes (issue 30)', async () => {
    const bodies: unknown[] = [];
    const recording = new OfetchSocialAuthApi({
      baseUrl: 'http://portal.test',
      fetch: fetchWithCookies((input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return Promise.resolve(world.api.request(input as string, init));
      }),
    });
    const challenge = await recording.codeChallengeVk({
      fingerprint: 'UA2',
      redirectUri: LOGIN_VK,
      pageSecret: PAGE_SECRET,
    });
    expect(bodies[0]).toEqual({ fingerprint: 'UA2', redirectUri: LOGIN_VK, pageSecret: PAGE_SECRET });
    const payload = await chooseAccount(world.provider, challenge, ANNA.userId);
    const request = {
      code: payload.code,
      deviceId: payload.device_id,
      state: payload.state,
      fingerprint: 'UA2',
      redirectUri: LOGIN_VK,
    };
    await expect(recording.loginFromVk(request)).rejects.toMatchObject({ code: 'STATE_PAGE_MISMATCH', status: 400 });
    const signedIn = await recording.loginFromVk({ ...request, pageSecret: PAGE_SECRET });
    expect(bodies[2]).toMatchObject({ state: payload.state, pageSecret: PAGE_SECRET });
    expect(signedIn.vkData.userId).toBe(String(ANNA.userId));
  });

  it('reads the challenge code-challenge-vk answers', async () => {
    const challenge = await api.codeChallengeVk({ fingerprint: 'UA2', redirectUri: LOGIN_VK, pageSecret: PAGE_SECRET });
    expect(challenge).toMatchObject({ appId: '51000001', providerUrl: world.provider.url, redirectUri: LOGIN_VK });
    expect(challenge.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rejects with the server’s code, keeping details: PHONE_REQUIRED carries the sign-up token', async () => {
    const challenge = await api.codeChallengeVk({ fingerprint: 'UA2', redirectUri: LOGIN_VK, pageSecret: PAGE_SECRET });
    const payload = await chooseAccount(world.provider, challenge, TIMUR.userId);
    const request = {
      code: payload.code,
      deviceId: payload.device_id,
      state: payload.state,
      fingerprint: 'UA2',
      redirectUri: LOGIN_VK,
      pageSecret: PAGE_SECRET,
      referral: { key: 'tid' as const, id: '42' },
    };
    const error = await api.loginFromVk(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'PHONE_REQUIRED', status: 422, details: { vkData: { userId: '700002' } } });
    expect(typeof ((error as ApiError).details as { token: unknown }).token).toBe('string');
    // Not repeated: the state is spent, and the second try says so.
    await expect(api.loginFromVk(request)).rejects.toMatchObject({ code: 'STATE_USED', status: 400 });
  });

  it('maps a refused redirect URI and a bad phone-step token to their codes', async () => {
    await expect(
      api.codeChallengeVk({
        fingerprint: 'UA2',
        redirectUri: 'https://evil.example/login-vk',
        pageSecret: PAGE_SECRET,
      }),
    ).rejects.toMatchObject({ code: 'REDIRECT_URI_NOT_ALLOWED' });
    await expect(api.vkPhoneCode({ requestId: 'nothing', code: '1234' })).rejects.toMatchObject({ code: 'WRONG_CODE' });
  });
});
