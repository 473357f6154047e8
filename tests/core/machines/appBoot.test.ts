import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { provideAppBoot, type AppBootInput, type AppBootPorts } from '../../../core/machines/appBoot.ts';
import type { AuthUser } from '../../../core/model/index.ts';
import { ApiError, SessionEndedError } from '../../../core/errors.ts';
import { CITIES, fakes, FRAME_SESSION, profileIn, REFRESHED, rejected, USER_INFO } from './sessionFakes.ts';

const INPUT: AppBootInput = { fingerprint: 'ua-fingerprint2' };

async function boot(ports: AppBootPorts, input: AppBootInput = INPUT) {
  const actor = createActor(provideAppBoot(ports), { input }).start();
  const result = await toPromise(actor);
  expect(actor.getSnapshot().value).toBe('ready');
  return { result, context: actor.getSnapshot().context };
}

describe('application start: the product tries a token refresh', () => {
  it('refreshes the stored tokens through the session’s one owner, which every later renewal goes through too', async () => {
    const { ports, calls } = fakes();
    await boot(ports);
    expect(calls.refresh).toEqual([{ accessToken: 'old-access', refreshToken: 'old-refresh' }]);
  });

  it('loads the active cities of country 1 while the refresh is still running', async () => {
    let finishRefresh: (user: AuthUser) => void = () => undefined;
    const { ports, calls } = fakes({ resume: () => new Promise((resolve) => (finishRefresh = resolve)) });
    const actor = createActor(provideAppBoot(ports), { input: INPUT }).start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.refresh).toHaveLength(1);
    expect(calls.activeCities).toEqual([{ countryCodeId: 1 }]);
    expect(actor.getSnapshot().status).toBe('active');
    finishRefresh(REFRESHED);
    await toPromise(actor);
  });

  it('takes the cities a server-rendered page was made with instead of reading them again', async () => {
    const { ports, calls } = fakes();
    const { result } = await boot(ports, { ...INPUT, cities: CITIES });
    expect(calls.activeCities).toEqual([]);
    expect(result.cities).toEqual(CITIES);
  });
});

describe('application start, refresh succeeds', () => {
  it('keeps the user, loads both favourite lists and takes the city from the profile when it is in the list; the owner stored the tokens, the start writes none over them', async () => {
    const { ports, calls } = fakes({ profile: async () => profileIn(20) });
    const { result } = await boot(ports);
    expect(calls.saved).toEqual([]);
    expect(calls.cleared).toBe(0);
    expect(calls.favourites.sort()).toEqual(['offline:42', 'online:42']);
    expect(calls.profile).toEqual([42]);
    expect(result).toEqual({
      user: USER_INFO,
      cityId: 20,
      favourites: { online: [1, 2], offline: [100] },
      cities: CITIES,
      cityModalOpen: false,
      cityNotice: null,
      profileCityDue: false,
    });
  });

  it('keeps no tokens in the user info', async () => {
    const { ports } = fakes();
    const { result } = await boot(ports);
    expect(result.user).not.toHaveProperty('accessToken');
    expect(result.user).not.toHaveProperty('refreshToken');
  });

  it('opens the city modal when the profile city is not in the city list', async () => {
    const { ports } = fakes({ profile: async () => profileIn(99), storedCity: 10 });
    const { result } = await boot(ports);
    expect(result).toMatchObject({ cityId: null, cityModalOpen: true });
  });

  it('keeps the city the visitor chose as a guest when the profile has none, and has the profile take it (issue 30 §5)', async () => {
    const { ports } = fakes({ profile: async () => profileIn(null), storedCity: 10 });
    const { result } = await boot(ports);
    expect(result).toMatchObject({ cityId: 10, cityModalOpen: false, profileCityDue: true, cityNotice: null });
  });

  it('opens the city modal when neither the profile nor the visitor has a city', async () => {
    const { ports } = fakes({ profile: async () => profileIn(null), storedCity: null });
    const { result } = await boot(ports);
    expect(result).toMatchObject({ cityId: null, cityModalOpen: true, profileCityDue: false });
  });

  it('switching from the guest’s city to the profile’s is said, with the way back, once (issue 30 §5)', async () => {
    const { ports, calls } = fakes({ profile: async () => profileIn(10), storedCity: 20 });
    const { result } = await boot(ports);
    expect(result).toMatchObject({
      cityId: 10,
      cityModalOpen: false,
      profileCityDue: false,
      cityNotice: { cityId: 10, previousCityId: 20 },
    });
    // The browser now shows the profile's city: the next page load has nothing to say.
    expect(calls.storedCities).toEqual([10]);
  });

  it('says nothing when the guest’s city is the profile’s, or was none', async () => {
    for (const storedCity of [10, null, 99]) {
      const { ports, calls } = fakes({ profile: async () => profileIn(10), storedCity });
      const { result } = await boot(ports);
      expect(result).toMatchObject({ cityId: 10, cityNotice: null, profileCityDue: false });
      expect(calls.storedCities).toEqual([]);
    }
  });

  it('a favourites failure is only logged: the lists stay empty and the start goes on', async () => {
    const failure = new Error('500');
    const { ports, calls } = fakes({ offline: rejected(failure) });
    const { result } = await boot(ports);
    expect(result.favourites).toEqual({ online: [], offline: [] });
    expect(calls.logged).toEqual([{ message: expect.any(String), detail: failure }]);
    expect(result).toMatchObject({ user: USER_INFO, cityId: 20, cityModalOpen: false });
  });

  it('a profile failure is logged and the city modal opens: an unread profile is never given the guest’s city', async () => {
    const failure = new Error('500');
    const { ports, calls } = fakes({ profile: rejected(failure), storedCity: 10 });
    const { result } = await boot(ports);
    expect(calls.logged).toEqual([{ message: expect.any(String), detail: failure }]);
    expect(result).toMatchObject({ user: USER_INFO, cityId: null, cityModalOpen: true, profileCityDue: false });
  });

  it('a user without a tenant profile gets no favourites or profile calls and picks a city in the modal', async () => {
    const { ports, calls } = fakes({ resume: async () => ({ ...REFRESHED, tenantProfileId: null }) });
    const { result } = await boot(ports);
    expect(calls.favourites).toEqual([]);
    expect(calls.profile).toEqual([]);
    expect(result).toMatchObject({ user: { ...USER_INFO, tenantProfileId: null }, cityModalOpen: true });
  });
});

describe('application start: favourites are fetched only when an access token exists', () => {
  it('no stored tokens: no refresh and no favourites', async () => {
    const { ports, calls } = fakes({ storedTokens: null });
    await boot(ports);
    expect(calls.refresh).toEqual([]);
    expect(calls.favourites).toEqual([]);
  });
});

describe('application start, refresh fails', () => {
  it('a session its owner ended is signed out with the city from the cookie; the start clears nothing itself', async () => {
    const { ports, calls } = fakes({ resume: rejected(new SessionEndedError()), storedCity: 10 });
    const { result } = await boot(ports);
    expect(calls.cleared).toBe(0);
    expect(calls.saved).toEqual([]);
    expect(calls.favourites).toEqual([]);
    expect(calls.profile).toEqual([]);
    expect(result).toEqual({
      user: null,
      cityId: 10,
      favourites: { online: [], offline: [] },
      cities: CITIES,
      cityModalOpen: false,
      cityNotice: null,
      profileCityDue: false,
    });
  });

  // Leaving a page while its start is refreshing aborts the request: the next page must still find the session.
  it.each([
    ['the network failed or the page left mid-request', new ApiError('NETWORK_ERROR', 0)],
    ['the server failed (5xx)', new ApiError('UNKNOWN_ERROR', 503)],
    ['an unexpected error', new Error('boom')],
  ])('a refresh that could not be answered (%s) starts signed out but keeps the stored tokens', async (_, error) => {
    const { ports, calls } = fakes({ resume: rejected(error), storedCity: 10 });
    const { result } = await boot(ports);
    expect(calls.cleared).toBe(0);
    expect(calls.saved).toEqual([]);
    expect(result).toMatchObject({ user: null, cityId: 10 });
  });

  it('an expired session is not logged as an error', async () => {
    const { ports, calls } = fakes({ resume: rejected(new SessionEndedError()), storedCity: 10 });
    await boot(ports);
    expect(calls.logged).toEqual([]);
  });

  it('with a city cookie: city from the cookie, no city modal', async () => {
    const { ports } = fakes({ resume: rejected(new SessionEndedError()), storedCity: 20 });
    const { result } = await boot(ports);
    expect(result).toMatchObject({ cityId: 20, cityModalOpen: false });
  });

  it('a cookie city that is not in the list opens the city modal', async () => {
    const { ports } = fakes({ resume: rejected(new SessionEndedError()), storedCity: 99 });
    const { result } = await boot(ports);
    expect(result).toMatchObject({ cityId: null, cityModalOpen: true });
  });

  // Regression: a start that found no tokens cleared the store, wiping a session stored meanwhile by another
  // tab or by a sign-in on the same page (journeys opened /robots.txt first to get around it).
  it('with nothing (no tokens, no city cookie): the store is left alone, city modal open', async () => {
    const { ports, calls } = fakes({ storedTokens: null });
    const { result } = await boot(ports);
    expect(calls.cleared).toBe(0);
    expect(result).toEqual({
      user: null,
      cityId: null,
      favourites: { online: [], offline: [] },
      cities: CITIES,
      cityModalOpen: true,
      cityNotice: null,
      profileCityDue: false,
    });
  });
});

describe('application start: city list failure', () => {
  it('is only logged; with an empty list the city modal opens', async () => {
    const failure = new Error('offline');
    const { ports, calls } = fakes({ cities: rejected(failure), profile: async () => profileIn(20) });
    const { result } = await boot(ports);
    expect(calls.logged).toEqual([{ message: expect.any(String), detail: failure }]);
    expect(result).toMatchObject({ cities: [], cityId: null, cityModalOpen: true, user: USER_INFO });
  });
});

describe('application start in frames mode', () => {
  const HOST_TOKENS = { accessToken: 'host-access', refreshToken: 'host-refresh', fingerprint: 'frame-fingerprint' };

  it("exchanges the host's tokens once for the frame's own session, never refreshing with them, and stores it", async () => {
    const { ports, calls } = fakes();
    const { result } = await boot(ports, { ...INPUT, frameTokens: HOST_TOKENS });
    expect(calls.frameSession).toEqual([HOST_TOKENS]);
    expect(calls.refresh).toEqual([]);
    expect(calls.tokenReads).toBe(0);
    expect(calls.saved).toEqual([
      { tokens: { accessToken: 'frame-access', refreshToken: 'frame-refresh' }, user: USER_INFO },
    ]);
    expect(result.user).toEqual(USER_INFO);
  });

  it("falls back to the frame's stored session when the exchange is refused (a replayed address)", async () => {
    const { ports, calls } = fakes({ frameSession: rejected(new ApiError('INVALID_REFRESH', 401)) });
    const { result } = await boot(ports, { ...INPUT, frameTokens: HOST_TOKENS });
    expect(calls.tokenReads).toBe(1);
    expect(calls.refresh).toEqual([{ accessToken: 'old-access', refreshToken: 'old-refresh' }]);
    expect(result.user).toEqual(USER_INFO);
  });

  it("an exchange answering half a session stores nothing and falls back to the frame's stored session", async () => {
    const { ports, calls } = fakes({ frameSession: async () => ({ ...FRAME_SESSION, refreshToken: '' }) });
    const { result } = await boot(ports, { ...INPUT, frameTokens: HOST_TOKENS });
    expect(calls.tokenReads).toBe(1);
    expect(calls.saved).toEqual([]);
    expect(calls.refresh).toEqual([{ accessToken: 'old-access', refreshToken: 'old-refresh' }]);
    expect(result.user).toEqual(USER_INFO);
  });

  it('without URL tokens starts from the stored session (a frame reload)', async () => {
    const { ports, calls } = fakes();
    await boot(ports, { ...INPUT, frameTokens: null });
    expect(calls.frameSession).toEqual([]);
    expect(calls.tokenReads).toBe(1);
    expect(calls.refresh[0]?.accessToken).toBe('old-access');
  });
});
