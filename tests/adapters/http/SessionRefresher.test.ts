/**
 * The HTTP adapter keeps a visit signed in: a Bearer call refused with 401 refreshes the session once
 * (one refresh however many calls were refused together) and is sent again; a refresh the server
 * refuses ends the session cleanly. Against the real API in-process, with 2-second access tokens.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { OfetchFileUploads } from '../../../adapters/http/OfetchFileUploads.ts';
import { OfetchApi } from '../../../adapters/http/OfetchApi.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { SessionRefresher, type SessionChange } from '../../../adapters/http/SessionRefresher.ts';
import { ApiError, SessionEndedError } from '../../../core/errors.ts';
import { createApi } from '../../../server/app.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { registerUser } from '../../server/auth/authKit.ts';
import { createSalesUnit } from '../../server/signedIn.ts';
import { openTestServer, type TestServer } from '../../server/testServer.ts';

const TOKEN_TTL_SECONDS = 2;

let server: TestServer;
let api: Hono<AppEnv>;
/** Paths of every request that reached the API, in order. */
let requests: string[];
/** When set, a refresh request fails like a dropped connection. */
let refreshUnreachable: boolean;

/** fetch straight into the in-process API, counting requests. */
const inProcessFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  requests.push(path);
  if (refreshUnreachable && path === '/api/authentication/refresh') {
    throw new TypeError('fetch failed');
  }
  return api.fetch(request);
}) as typeof fetch;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  server.deps.config = {
    ...server.deps.config,
    security: { ...server.deps.config.security, accessTokenTtlSeconds: TOKEN_TTL_SECONDS },
  };
  api = createApi(server.deps);
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

beforeEach(() => {
  requests = [];
  refreshUnreachable = false;
});

interface Visit {
  tokens: MemoryTokenStore;
  refresher: SessionRefresher;
  portal: OfetchApi;
  changes: SessionChange[];
  profileId: number;
}

/** A signed-in visit: the tokens of a fresh registration, the adapter wired as the app entry wires it. */
async function signedInVisit(): Promise<Visit> {
  const user = await registerUser(server, api);
  const tokens = new MemoryTokenStore({ accessToken: user.accessToken, refreshToken: user.refreshToken });
  const options = { baseUrl: 'http://portal.test', tokens, fetch: inProcessFetch, retryDelayMs: 1 };
  const plain = new OfetchApi(options);
  const refresher = new SessionRefresher({
    tokens,
    fingerprint: user.fingerprint,
    refresh: (request) => plain.refresh(request),
  });
  const changes: SessionChange[] = [];
  refresher.subscribe((change) => changes.push(change));
  requests = [];
  return {
    tokens,
    refresher,
    portal: new OfetchApi({ ...options, renewal: refresher }),
    changes,
    profileId: user.tenantProfileId!,
  };
}

function refreshCount(): number {
  return requests.filter((path) => path === '/api/authentication/refresh').length;
}

function expireAccessToken(): void {
  server.clock.advance((TOKEN_TTL_SECONDS + 1) * 1000);
}

describe('OfetchApi with a SessionRefresher: a Bearer call after the access token expired', () => {
  it('refreshes once, stores the new tokens and sends the call again', async () => {
    const visit = await signedInVisit();
    const before = visit.tokens.read();
    expireAccessToken();
    await expect(visit.portal.getFavouriteSalesUnits(visit.profileId)).resolves.toEqual([]);
    expect(requests).toEqual([
      `/api/tenant-profiles/${visit.profileId}/favorite-sales-units`,
      '/api/authentication/refresh',
      `/api/tenant-profiles/${visit.profileId}/favorite-sales-units`,
    ]);
    expect(visit.tokens.read()?.refreshToken).not.toBe(before?.refreshToken);
    expect(visit.changes).toEqual([{ type: 'renewed', tokens: visit.tokens.read() }]);
  });

  it('shares one refresh among ten calls refused together', async () => {
    const visit = await signedInVisit();
    expireAccessToken();
    const calls = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? visit.portal.getFavouriteSalesUnits(visit.profileId)
        : visit.portal.getFavouriteOnlineShops(visit.profileId),
    );
    await expect(Promise.all(calls)).resolves.toHaveLength(10);
    expect(refreshCount()).toBe(1);
    expect(requests).toHaveLength(21);
  });

  it('writes a favourite after the token expired instead of rolling it back', async () => {
    const outletId = await createSalesUnit(server.deps);
    const visit = await signedInVisit();
    expireAccessToken();
    await visit.portal.addFavouriteSalesUnit(visit.profileId, outletId);
    await expect(visit.portal.getFavouriteSalesUnits(visit.profileId)).resolves.toEqual([outletId]);
    expect(refreshCount()).toBe(1);
  });

  it('refreshes only the first refused call of a token already replaced by an earlier refresh', async () => {
    const visit = await signedInVisit();
    expireAccessToken();
    await visit.portal.getFavouriteSalesUnits(visit.profileId);
    const stale = 'an access token that was replaced meanwhile';
    await expect(visit.refresher.renewAfter(stale)).resolves.toEqual(visit.tokens.read());
    expect(refreshCount()).toBe(1);
  });

  it('does not retry a second time when the retried call is refused too', async () => {
    const visit = await signedInVisit();
    expireAccessToken();
    // A profile of someone else answers 403, a token nobody signed answers 401 even after a refresh.
    const forged = new OfetchApi({
      baseUrl: 'http://portal.test',
      tokens: visit.tokens,
      fetch: inProcessFetch,
      renewal: { renewAfter: async () => ({ accessToken: 'not-a-token', refreshToken: 'x' }) },
    });
    const error = await forged.getFavouriteSalesUnits(visit.profileId).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(requests.filter((path) => path.endsWith('favorite-sales-units'))).toHaveLength(2);
  });

  it('uploads a logo after the token expired', async () => {
    const visit = await signedInVisit();
    expireAccessToken();
    const uploader = new OfetchFileUploads({
      baseUrl: 'http://portal.test',
      tokens: visit.tokens,
      fetch: inProcessFetch,
      renewal: visit.refresher,
    });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);
    const answer = await uploader.upload(new Blob([png], { type: 'image/png' })).catch((e: unknown) => e);
    // Whatever the server makes of the picture, the session itself was accepted on the retry.
    expect(answer).not.toMatchObject({ status: 401 });
    expect(refreshCount()).toBe(1);
  });
});

describe('SessionRefresher: when the refresh fails', () => {
  it('signs out cleanly when the server refuses the refresh: tokens cleared, listeners told, the call rejected with UNAUTHORIZED', async () => {
    const visit = await signedInVisit();
    server.clock.advance(server.deps.config.security.sessionMaxAgeSeconds * 1000);
    const error = await visit.portal.getFavouriteSalesUnits(visit.profileId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(visit.tokens.read()).toBeNull();
    expect(visit.changes).toEqual([{ type: 'ended' }]);
    await expect(visit.refresher.renew()).rejects.toBeInstanceOf(SessionEndedError);
    expect(refreshCount()).toBe(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const visit = await signedInVisit();
    const before = visit.tokens.read();
    expireAccessToken();
    refreshUnreachable = true;
    await expect(visit.portal.getFavouriteSalesUnits(visit.profileId)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(visit.tokens.read()).toEqual(before);
    expect(visit.changes).toEqual([]);
    refreshUnreachable = false;
    await expect(visit.portal.getFavouriteSalesUnits(visit.profileId)).resolves.toEqual([]);
  });
});

describe('SessionRefresher: ahead of expiry', () => {
  it('renews the stored session on request and answers the new access token lifetime', async () => {
    const visit = await signedInVisit();
    expect(visit.refresher.lifetimeMs()).toBe(TOKEN_TTL_SECONDS * 1000);
    await expect(visit.refresher.renew()).resolves.toBe(TOKEN_TTL_SECONDS * 1000);
    expect(refreshCount()).toBe(1);
    expect(visit.changes.map((change) => change.type)).toEqual(['renewed']);
  });

  it('shares the refresh with calls refused meanwhile', async () => {
    const visit = await signedInVisit();
    expireAccessToken();
    await Promise.all([visit.refresher.renew(), visit.portal.getFavouriteSalesUnits(visit.profileId)]);
    expect(refreshCount()).toBe(1);
  });

  it('refuses to renew without a stored session', async () => {
    const refresher = new SessionRefresher({
      tokens: new MemoryTokenStore(null),
      fingerprint: 'f',
      refresh: () => Promise.reject(new Error('not called')),
    });
    await expect(refresher.renew()).rejects.toBeInstanceOf(SessionEndedError);
    expect(refresher.lifetimeMs()).toBeNull();
  });
});
