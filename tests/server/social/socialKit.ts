/**
 * What the social sign-in tests share: the real local identity provider started in-process, the portal's
 * API configured to reach it, and a visitor's browser side of the sign-in (the one-tap frame or the full
 * sign-in page of the provider, driven over HTTP the way the page and the frame do).
 */
import { randomBytes } from 'node:crypto';
import { BROWSER_COOKIE_PREFIX } from '../../../server/auth/social/browserBinding.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Hono } from 'hono';
import { createApi } from '../../../server/app.ts';
import type { AppEnv, ServerDeps } from '../../../server/deps.ts';
import { DEMO_APPS, startIdProvider, type RunningIdProvider } from '../../../server/id-provider/index.ts';
import { loadIdentityProviderConfig } from '../../../server/idProviderClient/config.ts';
import { device, post } from '../auth/authKit.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

/** The portal's address in these tests; its callback routes are the configured redirect URIs. */
export const PORTAL = 'http://localhost:3000';
export const LOGIN_VK = `${PORTAL}/login-vk`;
export const REGISTRATION_VK = `${PORTAL}/registration-vk`;

/** The demo accounts of the local provider. */
export const ANNA = { userId: 700001, phone: '79990000101' } as const;
export const TIMUR = { userId: 700002, phone: '79990000202' } as const;
export const VARVARA = { userId: 700003, phone: '79990000303' } as const;

/** Demo apps by scenario (server/id-provider/apps.ts). */
export const APPS = {
  session: '51000001',
  tokenError: '51000008',
  slowToken: '51000009',
  noPhone: '51000010',
  brokenUserInfo: '51000011',
} as const;

export interface SocialWorld {
  server: TestServer;
  provider: RunningIdProvider;
  /** The API configured for the ordinary demo app. */
  api: Hono<AppEnv>;
  /** The API as another app id (a scenario) or other provider settings would see it. */
  apiWith(overrides: Partial<ServerDeps['config']['identityProvider']>): Hono<AppEnv>;
  close(): Promise<void>;
}

/** A test server whose social sign-in points at a freshly started local provider. */
export async function openSocialWorld(
  options: { slowTokenDelayMs?: number; timeoutMs?: number; databaseUrl?: string } = {},
): Promise<SocialWorld> {
  // The provider gives codes only to registered sites: the portal's callbacks, for every demo app (one per scenario).
  const sites = [
    { appIds: DEMO_APPS.map((app) => app.id), redirectUris: [LOGIN_VK, REGISTRATION_VK], origins: [PORTAL] },
  ];
  const provider = await startIdProvider({ port: 0, slowTokenDelayMs: options.slowTokenDelayMs ?? 3000, sites });
  const identityProvider = {
    ...loadIdentityProviderConfig({ VKID_URL: provider.url, VKID_SERVER_URL: provider.directUrl }, PORTAL),
    timeoutMs: options.timeoutMs ?? 2000,
  };
  const server = await openTestServer({
    url: options.databaseUrl ?? process.env.TEST_DATABASE_URL,
    config: { identityProvider },
  });
  const apiWith = (overrides: Partial<typeof identityProvider>) =>
    createApi({
      ...server.deps,
      config: { ...server.deps.config, identityProvider: { ...identityProvider, ...overrides } },
    });
  return {
    server,
    provider,
    api: createApi(server.deps),
    apiWith,
    close: async () => {
      await provider.close();
      await server.database.close();
    },
  };
}

/**
 * One social world (a test server and the local provider) for the calling test file: opened before its tests,
 * closed after them. Call it at the top level; the object it returns is filled in once the world is open, so read
 * it inside hooks and tests.
 */
export function socialWorldPerFile(): SocialWorld {
  const world = {} as SocialWorld;
  beforeAll(async () => {
    Object.assign(world, await openSocialWorld());
  }, 60_000);
  afterAll(async () => {
    await world.close?.();
  });
  return world;
}

/** What code-challenge-vk answers. */
export interface Challenge {
  codeChallenge: string;
  codeChallengeMethod: string;
  state: string;
  appId: string;
  providerUrl: string;
  redirectUri: string;
}

/** What a sign-in at the provider needs of a challenge. */
export type ChallengeFields = Pick<Challenge, 'codeChallenge' | 'state' | 'appId' | 'redirectUri'>;

/**
 * The browser binding cookie each state was begun with (`name=value`), as the browser that asked keeps it:
 * finishSignIn sends it back for the same state unless a test says which browser finishes.
 */
const browsers = new Map<string, string>();

/**
 * The page secret each state was begun with (issue 30), as the tab that began it keeps it in sessionStorage:
 * finishSignIn sends it back for the same state unless a test says which page finishes.
 */
const pages = new Map<string, string>();

/** A page secret as the portal's page makes one: 32 random bytes in base64url. */
export function newPageSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The `name=value` of the binding cookie an answer set, or null. */
function bindingCookieOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(BROWSER_COOKIE_PREFIX));
  return cookie === undefined ? null : cookie.split(';')[0]!;
}

/**
 * code-challenge-vk that must succeed, from a browser holding `cookie` (`name=value`), or from a fresh browser.
 * The answer's state is remembered with the binding cookie the server set.
 */
export async function startSignIn(
  api: Hono<AppEnv>,
  fingerprint: string,
  redirectUri = LOGIN_VK,
  env?: object,
  cookie?: string,
): Promise<Challenge> {
  const pageSecret = newPageSecret();
  const response = await post(
    api,
    '/api/authentication/code-challenge-vk',
    { fingerprint, redirectUri, pageSecret },
    env,
    cookie === undefined ? {} : { cookie },
  );
  expect(response.status).toBe(200);
  const challenge = (await response.json()) as Challenge;
  const binding = bindingCookieOf(response);
  expect(binding).not.toBeNull();
  browsers.set(challenge.state, binding!);
  pages.set(challenge.state, pageSecret);
  return challenge;
}

/** The page secret of the tab that began the sign-in of `state`. */
export function pageOf(state: string): string | undefined {
  return pages.get(state);
}

/** The binding cookie (`name=value`) of the browser that began the sign-in of `state`. */
export function browserOf(state: string): string | undefined {
  return browsers.get(state);
}

/** What the provider hands the page after the visitor agreed. */
export interface ProviderPayload {
  code: string;
  state: string;
  device_id: string;
}

/**
 * The visitor signs in at the provider's home page as `account` (a form POST from the provider's own page):
 * answers the `Cookie` value of the provider's session, which the one-tap frame needs to offer anyone.
 */
async function providerSession(provider: RunningIdProvider, account: number = ANNA.userId): Promise<string> {
  const response = await fetch(`${provider.directUrl}/session`, {
    method: 'POST',
    headers: { origin: provider.directUrl },
    body: new URLSearchParams({ account: String(account) }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/**
 * The visitor, signed in at the provider as Анна, taps «Продолжить как Анна» in the one-tap frame, as the
 * kit would have loaded it for this challenge.
 */
export async function tapOneTap(
  provider: RunningIdProvider,
  challenge: ChallengeFields,
  appId = challenge.appId,
): Promise<ProviderPayload> {
  const cookie = await providerSession(provider);
  const query = new URLSearchParams({
    style_height: '44',
    uuid: 'abcdef',
    origin: PORTAL,
    oauth_version: '2',
    v: '2.1.0',
    sdk_type: 'vkid',
    app_id: appId,
    redirect_uri: challenge.redirectUri,
    code_challenge: challenge.codeChallenge,
    code_challenge_method: 's256',
    state: challenge.state,
  });
  const page = await fetch(`${provider.directUrl}/button_one_tap_auth?${query.toString()}`, { headers: { cookie } });
  expect(page.status).toBe(200);
  const request = /data-request="([^"]+)"/.exec(await page.text())?.[1];
  const answer = await fetch(`${provider.directUrl}/button_one_tap_auth/login`, {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams({ request: request ?? '' }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ProviderPayload;
}

/** The visitor picks `account` on the provider's full sign-in page (redirect mode); the redirect carries the code. */
export async function chooseAccount(
  provider: RunningIdProvider,
  challenge: ChallengeFields,
  account: number,
  appId = challenge.appId,
): Promise<ProviderPayload> {
  const query = new URLSearchParams({
    client_id: appId,
    response_type: 'code',
    redirect_uri: challenge.redirectUri,
    code_challenge: challenge.codeChallenge,
    code_challenge_method: 's256',
    state: challenge.state,
  });
  const page = await fetch(`${provider.directUrl}/authorize?${query.toString()}`);
  expect(page.status).toBe(200);
  const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1];
  // The page's form, as the browser that opened it posts it: from the provider's own origin, with the cookie the page left.
  const browser = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const answer = await fetch(`${provider.directUrl}/authorize/decision`, {
    method: 'POST',
    headers: { Origin: provider.directUrl, Cookie: browser },
    body: new URLSearchParams({ request: request ?? '', account: String(account) }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(challenge.redirectUri);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    device_id: back.searchParams.get('device_id') ?? '',
  };
}

/**
 * login-from-vk as the portal's callback page sends it: by default from the browser that began the sign-in
 * (its binding cookie) and from the tab that began it (its page secret); `browser` names another cookie
 * (`name=value`), or null for a browser without one; `extra.pageSecret` another secret, or null for none.
 */
export function finishSignIn(
  api: Hono<AppEnv>,
  payload: ProviderPayload,
  fingerprint: string,
  extra: { redirectUri?: string; suid?: string; tid?: string; did?: string; pageSecret?: string | null } = {},
  env?: object,
  browser: string | null = browserOf(payload.state) ?? null,
): Promise<Response> {
  const { pageSecret = pageOf(payload.state) ?? null, ...fields } = extra;
  return post(
    api,
    '/api/authentication/login-from-vk',
    {
      code: payload.code,
      state: payload.state,
      deviceId: payload.device_id,
      fingerprint,
      redirectUri: extra.redirectUri ?? LOGIN_VK,
      ...fields,
      ...(pageSecret === null ? {} : { pageSecret }),
    },
    env,
    browser === null ? {} : { cookie: browser },
  );
}

/** The whole sign-in of the default demo account through the one-tap frame; answers the login-from-vk response. */
export async function oneTapSignIn(
  world: SocialWorld,
  extra: Parameters<typeof finishSignIn>[3] = {},
  fingerprint = device(),
): Promise<Response> {
  const challenge = await startSignIn(world.api, fingerprint, extra.redirectUri ?? LOGIN_VK);
  return finishSignIn(world.api, await tapOneTap(world.provider, challenge), fingerprint, extra);
}
