/**
 * A long visit on one page: the session renews itself ahead of the access token's expiry, so a
 * favourite written after 15 minutes is kept; a refresh the server refuses signs the page out cleanly.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { MemoryCityStore } from '../../../adapters/memory/MemoryCityStore.ts';
import { MemoryNavigator } from '../../../adapters/memory/MemoryNavigator.ts';
import { MemoryTokenStore } from '../../../adapters/memory/MemoryTokenStore.ts';
import { SessionRefresher } from '../../../adapters/http/SessionRefresher.ts';
import { ApiError } from '../../../core/errors.ts';
import type { AuthUser, Referral } from '../../../core/model/index.ts';
import type { RefreshRequest, ReferralStore } from '../../../core/ports/index.ts';
import { AppSession } from '../../../ui/app/appSession.ts';
import { bootingSnapshot, type RenderedView } from '../../../ui/app/session.ts';
import { createServices } from '../../../ui/app/services.ts';
import { CITIES, fakeApi, shopper } from '../renderApp.tsx';
import { MemoryParentWindow } from '../../../adapters/memory/MemoryParentWindow.ts';

const LIFETIME_MS = 15 * 60 * 1000;

/** A token with the claims the refresher reads; nothing here checks its signature. */
function accessToken(serial: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', iat: serial, exp: serial + LIFETIME_MS / 1000 })}.sig`;
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

class NoReferrals implements ReferralStore {
  read(): Referral | null {
    return null;
  }
  save(): void {}
  clear(): void {}
}

/** The app's session over fakes, started and settled: `refuse` makes every later refresh answer 401 INVALID_REFRESH. */
async function visit() {
  const { session, tokens, clock, state } = signedInPage();
  session.start();
  await flush();
  await flush();
  expect(session.getSnapshot()).toMatchObject({ status: 'ready', user: { id: 1 } });
  return { session, tokens, clock, state };
}

/** The app's session of a signed-in shopper's page, not started yet; `rendered`: the view the server rendered it for. */
function signedInPage(rendered?: RenderedView) {
  const tokens = new MemoryTokenStore();
  let serial = 0;
  const issue = (): AuthUser => {
    serial += 1;
    return shopper({ accessToken: accessToken(serial), refreshToken: `refresh-${serial}` });
  };
  const first = issue();
  tokens.save({ accessToken: first.accessToken, refreshToken: first.refreshToken });
  const state = { refuse: false, refreshes: [] as RefreshRequest[] };
  const refresh = async (request: RefreshRequest): Promise<AuthUser> => {
    state.refreshes.push(request);
    if (state.refuse) {
      throw new ApiError('INVALID_REFRESH', 401);
    }
    return issue();
  };
  const renewal = new SessionRefresher({ tokens, fingerprint: 'agent2', refresh });
  const api = fakeApi({
    refresh,
    activeCities: async () => CITIES,
    getFavouriteOnlineShops: async () => [],
    getFavouriteSalesUnits: async () => [7],
    getTenantProfile: async () => ({ cityCodeId: 1 }) as never,
  });
  const services = createServices(
    {
      api,
      tokens,
      renewal,
      cityStore: new MemoryCityStore(null),
      referrals: new NoReferrals(),
      navigator: new MemoryNavigator(),
      parentWindow: new MemoryParentWindow(),
      logger: { error: () => {} },
      clock: { now: () => 0 },
    },
    { fingerprint: 'agent2', promoCodesSwitch: '1', fileBase: '/api', links: {} },
  );
  const clock = new SimulatedClock();
  const startup = { bootInput: { fingerprint: 'agent2' }, referral: null, currentCityId: null };
  const session = new AppSession(services, startup, rendered === undefined ? { clock } : { clock, rendered });
  return { session, tokens, clock, state };
}

describe('AppSession over a long visit', () => {
  it('renews the session a minute before the access token expires, every time, for an hour', async () => {
    const { tokens, clock, state } = await visit();
    // The application start refreshed once.
    expect(state.refreshes).toHaveLength(1);
    for (let minute = 1; minute <= 60; minute += 1) {
      clock.increment(60 * 1000);
      await flush();
    }
    // At 14, 28, 42 and 56 minutes.
    expect(state.refreshes).toHaveLength(5);
    expect(tokens.read()?.refreshToken).toBe('refresh-6');
  });

  it('signs the page out cleanly when the server refuses the renewal', async () => {
    const { session, tokens, clock, state } = await visit();
    state.refuse = true;
    clock.increment(14 * 60 * 1000);
    await flush();
    expect(tokens.read()).toBeNull();
    const snapshot = session.getSnapshot();
    expect(snapshot.user).toBeNull();
    expect(snapshot.cityId).toBe(1);
    // A signed-out visitor's toggle asks for the login form instead of writing.
    const asked: string[] = [];
    snapshot.favourites?.on('login.required', (event) => asked.push(event.type));
    snapshot.favourites?.send({ type: 'favourite.toggled', kind: 'offline', id: 9 });
    expect(asked).toEqual(['login.required']);
    expect(snapshot.favourites?.getSnapshot().context.offline).toEqual([]);
    clock.increment(60 * 60 * 1000);
    await flush();
    expect(state.refreshes).toHaveLength(2);
  });
});

describe('AppSession as the screens read it', () => {
  it('starts from the very snapshot the page hydrated with, and keeps that object while the start runs', async () => {
    const view: RenderedView = { cityId: 2, cities: CITIES };
    const { session } = signedInPage(view);
    const hydrated = bootingSnapshot(view);
    expect(session.getSnapshot()).toBe(hydrated);
    expect(session.getRenderedSnapshot()).toBe(hydrated);
    session.start();
    expect(session.getSnapshot()).toBe(hydrated);
    await flush();
    await flush();
    // Settled in the profile's city: a new snapshot, once.
    expect(session.getSnapshot()).toMatchObject({ status: 'ready', cityId: 1, user: { id: 1 } });
    expect(session.getRenderedSnapshot()).toBe(hydrated);
  });

  it('gives a new snapshot only when something shown changed: a renewal changes nothing', async () => {
    const { session, clock } = await visit();
    let changes = 0;
    session.subscribe(() => (changes += 1));
    const settled = session.getSnapshot();
    clock.increment(14 * 60 * 1000);
    await flush();
    expect(session.getSnapshot()).toBe(settled);
    expect(changes).toBe(0);
    session.openCityModal();
    expect(changes).toBe(1);
    expect(session.getSnapshot()).toMatchObject({
      cityModalOpen: true,
      user: settled.user,
      favourites: settled.favourites,
    });
  });

  it('moves the page to the city the shopper picks, closing the question', async () => {
    const { session } = await visit();
    session.openCityModal();
    session.selectCity(2);
    expect(session.getSnapshot()).toMatchObject({ cityId: 2, cityModalOpen: false });
  });
});
