/**
 * The shopper's session as one statechart, in Node on XState's simulated clock: the start signed in and
 * signed out, the city from the profile, the cookie or the city question, a long visit's renewal, the sign-out
 * in place when the server refuses it, the logout, and which dialog the page shows.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { sessionDialog, type SessionDialogFacts } from '../../../core/domain/sessionDialog.ts';
import { ApiError, SessionEndedError } from '../../../core/errors.ts';
import {
  provideShopperSession,
  type ShopperSessionInput,
  type ShopperSessionSnapshot,
} from '../../../core/machines/shopperSession.ts';
import {
  CITIES,
  FakeRenewal,
  fakes,
  profileIn,
  rejected,
  STORED_TOKENS,
  USER_INFO,
  type World,
} from './sessionFakes.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const MINUTE = 60 * 1000;
const BOOT = { fingerprint: 'ua-fingerprint2' };

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Starts the session over fakes on a simulated clock and lets its start settle. */
async function start(world: World = {}, input: ShopperSessionInput = { boot: BOOT }) {
  const renewal = new FakeRenewal(FIFTEEN_MINUTES, world.resume);
  const { ports, calls } = fakes(world, renewal);
  const clock = new SimulatedClock();
  const actor = createActor(provideShopperSession(ports), { input, clock });
  actor.start();
  await flush();
  await flush();
  return { actor, clock, calls, renewal };
}

/** The session's favourites actor (the UI's `favourites`), present once the start settled. */
function favouritesOf(snapshot: ShopperSessionSnapshot) {
  const favourites = snapshot.children.favourites;
  if (favourites === undefined) {
    throw new Error('no favourites actor');
  }
  return favourites;
}

const signedOut: World = { storedTokens: null };

describe('the session starts', () => {
  it('signed in: the shopper, their favourites and the city of their profile, no question asked', async () => {
    const { actor } = await start({ profile: async () => profileIn(20) });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'signedIn' });
    expect(snapshot.context).toMatchObject({ user: USER_INFO, cities: CITIES, cityId: 20, cityModalOpen: false });
    expect(favouritesOf(snapshot).getSnapshot().context).toMatchObject({
      tenantProfileId: 42,
      online: [1, 2],
      offline: [100],
    });
    expect(snapshot.children.city?.getSnapshot().context).toMatchObject({
      cityId: 20,
      tenantProfileId: 42,
      cities: CITIES,
    });
  });

  it('signed out: a visitor in the city of the cookie, whose favourite asks for the login form', async () => {
    const { actor, calls } = await start({ ...signedOut, storedCity: 10 });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'signedOut' });
    expect(snapshot.context).toMatchObject({ user: null, cityId: 10, cityModalOpen: false });
    const asked: string[] = [];
    favouritesOf(snapshot).on('login.required', (event) => asked.push(event.type));
    favouritesOf(snapshot).send({ type: 'favourite.toggled', kind: 'offline', id: 7 });
    expect(asked).toEqual(['login.required']);
    expect(calls.favouriteWrites).toEqual([]);
  });

  it('shows the rendered view while it starts, and keeps the rendered city while the question asks for one', async () => {
    const rendered = { cityId: 10, cities: [CITIES[0]!] };
    const renewal = new FakeRenewal(FIFTEEN_MINUTES, signedOut.resume);
    const { ports } = fakes(signedOut, renewal);
    const actor = createActor(provideShopperSession(ports), { input: { boot: BOOT, rendered } }).start();
    expect(actor.getSnapshot().value).toBe('booting');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, cityId: 10, cityModalOpen: false });
    expect(actor.getSnapshot().context.cities).toBe(rendered.cities);
    await flush();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ cityId: 10, cities: CITIES, cityModalOpen: true });
  });

  it('without a city anywhere asks the city question; the answer is the page’s city, stored, and the question closes', async () => {
    const { actor, calls } = await start(signedOut);
    expect(actor.getSnapshot().context).toMatchObject({ cityId: null, cityModalOpen: true });
    actor.send({ type: 'city.selected', cityId: 20 });
    expect(actor.getSnapshot().context).toMatchObject({ cityId: 20, cityModalOpen: false });
    expect(calls.storedCities).toEqual([20]);
    expect(calls.profileSaves).toEqual([]);
  });

  it('a signed-in shopper’s answer is saved to their profile too', async () => {
    const { actor, calls } = await start({ profile: async () => profileIn(null) });
    expect(actor.getSnapshot().context).toMatchObject({ cityId: null, cityModalOpen: true });
    actor.send({ type: 'city.selected', cityId: 10 });
    await flush();
    expect(calls.profileSaves).toEqual([{ id: 42, cityCodeId: 10 }]);
    expect(actor.getSnapshot().context.cityId).toBe(10);
  });

  it('a guest’s city survives signing in to a profile without one (one tap): kept, no question, written into the profile (issue 30 §5)', async () => {
    const { actor, calls } = await start({ profile: async () => profileIn(null), storedCity: 10 });
    expect(actor.getSnapshot().context).toMatchObject({ cityId: 10, cityModalOpen: false, cityNotice: null });
    await flush();
    expect(calls.profileSaves).toEqual([{ id: 42, cityCodeId: 10 }]);
  });

  it('signing in to a profile with another city says so, with the way back to the guest’s city (issue 30 §5)', async () => {
    const { actor, calls } = await start({ profile: async () => profileIn(10), storedCity: 20 });
    expect(actor.getSnapshot().context).toMatchObject({
      cityId: 10,
      cityModalOpen: true,
      cityNotice: { cityId: 10, previousCityId: 20 },
    });
    actor.send({ type: 'city.selected', cityId: 20 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ cityId: 20, cityModalOpen: false, cityNotice: null });
    expect(calls.profileSaves).toEqual([{ id: 42, cityCodeId: 20 }]);
  });

  it('the notice closed keeps the profile’s city and writes nothing', async () => {
    const { actor, calls } = await start({ profile: async () => profileIn(10), storedCity: 20 });
    actor.send({ type: 'cityModal.closed' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ cityId: 10, cityModalOpen: false, cityNotice: null });
    expect(calls.profileSaves).toEqual([]);
  });

  it('a question asked while the start runs stays asked once it settles', async () => {
    const { ports } = fakes({ ...signedOut, storedCity: 10 });
    const actor = createActor(provideShopperSession(ports), { input: { boot: BOOT } }).start();
    actor.send({ type: 'cityModal.opened' });
    await flush();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ cityId: 10, cityModalOpen: true });
    actor.send({ type: 'cityModal.closed' });
    expect(actor.getSnapshot().context.cityModalOpen).toBe(false);
  });

  it('a start that fails is logged and leaves a usable signed-out portal that asks for the city', async () => {
    const failure = new Error('storage is full');
    // A frame storing the session it exchanged the host's tokens for (a refresh is stored by the session's owner).
    const frameTokens = { accessToken: 'host-access', refreshToken: 'host-refresh', fingerprint: 'frame-fingerprint' };
    const { actor, calls } = await start(
      { saveFails: failure },
      { boot: { ...BOOT, frameTokens }, rendered: { cityId: 20, cities: CITIES } },
    );
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'signedOut' });
    expect(snapshot.context).toMatchObject({ user: null, cityId: 20, cities: [], cityModalOpen: true });
    expect(calls.logged).toEqual([{ message: 'shopperSession: the application start failed', detail: failure }]);
    expect(favouritesOf(snapshot).getSnapshot().context.tenantProfileId).toBeNull();
  });
});

describe('a long visit', () => {
  it('renews a minute before the start’s tokens expire, counted from the start, then from each renewal', async () => {
    const { clock, renewal } = await start();
    clock.increment(14 * MINUTE - 1);
    expect(renewal.pending).toHaveLength(0);
    clock.increment(1);
    expect(renewal.pending).toHaveLength(1);
    renewal.pending[0]!.resolve(FIFTEEN_MINUTES);
    await flush();
    clock.increment(14 * MINUTE);
    expect(renewal.pending).toHaveLength(2);
  });

  it('a renewal elsewhere on the page (a 401 answered) starts the count again', async () => {
    const { clock, renewal } = await start();
    clock.increment(10 * MINUTE);
    renewal.notify({ type: 'renewed' });
    clock.increment(10 * MINUTE);
    expect(renewal.pending).toHaveLength(0);
    clock.increment(4 * MINUTE);
    expect(renewal.pending).toHaveLength(1);
  });

  it('a visitor’s session is not renewed', async () => {
    const { clock, renewal } = await start(signedOut);
    clock.increment(60 * MINUTE);
    expect(renewal.pending).toHaveLength(0);
  });

  it('a refused renewal signs the page out in place: favourites emptied, the city kept, no profile written', async () => {
    const { actor, clock, calls, renewal } = await start({ profile: async () => profileIn(20) });
    const before = favouritesOf(actor.getSnapshot());
    clock.increment(14 * MINUTE);
    // The adapter clears the tokens, tells its listeners and rejects the renewal.
    renewal.notify({ type: 'ended' });
    renewal.pending[0]!.reject(new SessionEndedError());
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'signedOut' });
    expect(snapshot.context).toMatchObject({ user: null, cityId: 20, cityModalOpen: false });
    expect(before.getSnapshot().status).toBe('stopped');
    const after = favouritesOf(snapshot);
    expect(after).not.toBe(before);
    expect(after.getSnapshot().context).toMatchObject({ tenantProfileId: null, online: [], offline: [] });
    // The city store forgot the shopper: a new choice is stored, not written into their profile.
    actor.send({ type: 'city.selected', cityId: 10 });
    await flush();
    expect(calls.storedCities).toEqual([10]);
    expect(calls.profileSaves).toEqual([]);
    clock.increment(60 * MINUTE);
    expect(renewal.pending).toHaveLength(1);
  });

  it('a renewal that could not reach the server keeps the shopper signed in', async () => {
    const { actor, clock, renewal } = await start();
    clock.increment(14 * MINUTE);
    renewal.pending[0]!.reject(new ApiError('NETWORK_ERROR', 0));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'signedIn' });
    expect(actor.getSnapshot().context.user).toEqual(USER_INFO);
  });
});

describe('tabs follow a sign-in or sign-out made in another tab (issue 30 §4)', () => {
  it('a sign-in in another tab makes a visitor’s page the shopper’s in place: the start runs again, nothing reloads', async () => {
    const world: World = { storedTokens: null, storedCity: 10, profile: async () => profileIn(20) };
    const { actor, calls, renewal } = await start(world);
    expect(actor.getSnapshot().value).toEqual({ ready: 'signedOut' });
    world.storedTokens = STORED_TOKENS;
    renewal.notify({ type: 'started' });
    await flush();
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'signedIn' });
    expect(snapshot.context).toMatchObject({ user: USER_INFO, cityId: 20 });
    expect(favouritesOf(snapshot).getSnapshot().context).toMatchObject({
      tenantProfileId: 42,
      online: [1, 2],
      offline: [100],
    });
    expect(renewal.resumed).toEqual([STORED_TOKENS]);
    expect(calls.reloads).toBe(0);
  });

  it('a sign-in in another tab while this page’s start runs (having found no tokens) is not missed', async () => {
    let citiesLoaded: (cities: typeof CITIES) => void = () => {};
    const world: World = { storedTokens: null, cities: () => new Promise((resolve) => (citiesLoaded = resolve)) };
    const { actor, renewal } = await start(world);
    expect(actor.getSnapshot().value).toBe('booting');
    world.storedTokens = STORED_TOKENS;
    renewal.notify({ type: 'started' });
    citiesLoaded(CITIES);
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'signedIn' });
    expect(actor.getSnapshot().context.user).toEqual(USER_INFO);
  });

  it('a sign-out in another tab makes the shopper’s page a visitor’s in place, in the same city, and stops the renewal', async () => {
    const { actor, calls, clock, renewal } = await start({ profile: async () => profileIn(20) });
    renewal.notify({ type: 'ended' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'signedOut' });
    expect(snapshot.context).toMatchObject({ user: null, cityId: 20 });
    expect(favouritesOf(snapshot).getSnapshot().context).toMatchObject({
      tenantProfileId: null,
      online: [],
      offline: [],
    });
    clock.increment(60 * MINUTE);
    expect(renewal.pending).toHaveLength(0);
    expect(calls.reloads).toBe(0);
  });
});

describe('logout', () => {
  it('clears the tokens at once, ends the session on the server, then reloads the page', async () => {
    const { actor, calls } = await start();
    const clearedAtStart = calls.cleared;
    actor.send({ type: 'logout.requested' });
    expect(calls.cleared).toBe(clearedAtStart + 1);
    await waitFor(actor.getSnapshot().children.logout!, (logout) => logout.status === 'done');
    expect(calls.reloads).toBe(1);
    expect(calls.logouts).toEqual([{ refreshToken: STORED_TOKENS.refreshToken, scope: 'session' }]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('passes «Выйти на всех устройствах» on as scope all', async () => {
    const { actor, calls } = await start();
    actor.send({ type: 'logout.requested', scope: 'all' });
    await waitFor(actor.getSnapshot().children.logout!, (logout) => logout.status === 'done');
    expect(calls.reloads).toBe(1);
    expect(calls.logouts).toEqual([{ refreshToken: STORED_TOKENS.refreshToken, scope: 'all' }]);
  });
});

describe('one dialog at a time', () => {
  /** The facts SessionModals reads: the session's snapshot, the address's ?modal and whether the page is an error page. */
  function facts(
    snapshot: ShopperSessionSnapshot,
    authPage: SessionDialogFacts['authPage'],
    errorPage = false,
  ): SessionDialogFacts {
    return {
      settled: !snapshot.matches('booting'),
      signedIn: snapshot.context.user !== null,
      authPage,
      cityModalOpen: snapshot.context.cityModalOpen,
      errorPage,
    };
  }

  it('the auth modal of a signed-out visitor’s address wins; the city question waits for it', async () => {
    const { actor } = await start(signedOut);
    expect(actor.getSnapshot().context.cityModalOpen).toBe(true);
    expect(sessionDialog(facts(actor.getSnapshot(), 'authorization'))).toEqual({ kind: 'auth', page: 'authorization' });
    expect(sessionDialog(facts(actor.getSnapshot(), null))).toEqual({ kind: 'city' });
  });

  it('a signed-in shopper never sees the auth modal; nothing opens before the start settles', async () => {
    const { actor } = await start({ profile: async () => profileIn(null) });
    expect(sessionDialog(facts(actor.getSnapshot(), 'registration'))).toEqual({ kind: 'city' });
    const { ports } = fakes(signedOut);
    const booting = createActor(provideShopperSession(ports), { input: { boot: BOOT } }).start();
    expect(sessionDialog(facts(booting.getSnapshot(), 'authorization'))).toBeNull();
  });

  it('an error page stays bare: the city question waits for a real page', async () => {
    const { actor } = await start(signedOut);
    expect(sessionDialog(facts(actor.getSnapshot(), null, true))).toBeNull();
  });
});

describe('the start’s failures the session rides out', () => {
  it('a city list that could not load: an empty list and the question', async () => {
    const { actor } = await start({ ...signedOut, storedCity: 10, cities: rejected(new Error('offline')) });
    expect(actor.getSnapshot().context).toMatchObject({ cities: [], cityId: null, cityModalOpen: true });
  });
});
