import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideFavourites, type FavouritesInput, type FavouritesPorts } from '../../../core/machines/favourites.ts';
import { deferred, type Deferred } from '../../support/deferred.ts';
import { MemoryFavouriteIntentStore } from '../../../adapters/memory/MemoryFavouriteIntentStore.ts';
import type { FavouriteIntent } from '../../../core/ports/index.ts';

/** Lets every settled promise run its continuations. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

type Call = [method: string, profileId: number, id: number];

/** An API whose every favourite write waits until the test settles it. */
function fakes() {
  const calls: Call[] = [];
  const writes: Deferred<void>[] = [];
  const logged: { message: string; detail: unknown }[] = [];
  const write = (method: string) => (profileId: number, id: number) => {
    calls.push([method, profileId, id]);
    const next = deferred();
    writes.push(next);
    return next.promise;
  };
  const ports: FavouritesPorts = {
    api: {
      addFavouriteOnlineShop: write('addFavouriteOnlineShop'),
      removeFavouriteOnlineShop: write('removeFavouriteOnlineShop'),
      addFavouriteSalesUnit: write('addFavouriteSalesUnit'),
      removeFavouriteSalesUnit: write('removeFavouriteSalesUnit'),
    },
    logger: {
      error: (message, detail) => {
        logged.push({ message, detail });
      },
    },
    favouriteIntents: new MemoryFavouriteIntentStore(),
  };
  return { ports, calls, writes, logged };
}

function start(ports: FavouritesPorts, input: FavouritesInput) {
  const actor = createActor(provideFavourites(ports), { input });
  let loginRequests = 0;
  actor.on('login.required', () => {
    loginRequests += 1;
  });
  actor.start();
  return { actor, loginRequests: () => loginRequests };
}

const SIGNED_IN: FavouritesInput = { tenantProfileId: 42, online: [1], offline: [100] };

describe('favourites: lists of onlineShopId and salesUnitId kept separately', () => {
  it('starts with the lists it was given', () => {
    const { ports } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    expect(actor.getSnapshot().context).toMatchObject({ online: [1], offline: [100], pending: [] });
  });

  it('a signed-out visitor is asked to log in and nothing changes', async () => {
    const { ports, calls } = fakes();
    const { actor, loginRequests } = start(ports, { tenantProfileId: null, online: [], offline: [5] });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'favourite.toggled', kind: 'offline', id: 5 });
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 9 });
    await flush();
    expect(loginRequests()).toBe(2);
    expect(actor.getSnapshot().context).toEqual(before);
    expect(calls).toEqual([]);
  });

  it('a signed-in user is never asked to log in', () => {
    const { ports } = fakes();
    const { actor, loginRequests } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    expect(loginRequests()).toBe(0);
  });

  it('adding an online shop shows at once and calls the online add with the profile id', async () => {
    const { ports, calls, writes } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    expect(actor.getSnapshot().context.online).toEqual([1, 2]);
    expect(calls).toEqual([['addFavouriteOnlineShop', 42, 2]]);
    writes[0]?.resolve();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ online: [1, 2], offline: [100], pending: [] });
  });

  it('removing an outlet shows at once and calls the sales-unit remove', async () => {
    const { ports, calls, writes } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'offline', id: 100 });
    expect(actor.getSnapshot().context.offline).toEqual([]);
    expect(calls).toEqual([['removeFavouriteSalesUnit', 42, 100]]);
    writes[0]?.resolve();
    await flush();
    expect(actor.getSnapshot().context.offline).toEqual([]);
  });

  it('the online and offline lists do not mix: the same id in the other list is another favourite', () => {
    const { ports, calls } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'offline', id: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ online: [1], offline: [100, 1] });
    expect(calls).toEqual([['addFavouriteSalesUnit', 42, 1]]);
  });

  it('a failed add takes the id back out and is logged', async () => {
    const { ports, writes, logged } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    const failure = new Error('500');
    writes[0]?.reject(failure);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ online: [1], pending: [] });
    expect(logged).toEqual([{ message: 'favourites: adding failed', detail: failure }]);
  });

  it('a failed remove puts the id back and is logged', async () => {
    const { ports, writes, logged } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'offline', id: 100 });
    const failure = new Error('network');
    writes[0]?.reject(failure);
    await flush();
    expect(actor.getSnapshot().context.offline).toEqual([100]);
    expect(logged).toEqual([{ message: 'favourites: removing failed', detail: failure }]);
  });

  it('a failed write is told to the shopper, not rolled back silently; the next toggle clears the message', async () => {
    const { ports, writes } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    expect(actor.getSnapshot().context.status).toBeNull();
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    writes[0]?.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().context.status).toBe('Не удалось добавить в избранное. Попробуйте ещё раз.');
    actor.send({ type: 'favourite.toggled', kind: 'offline', id: 100 });
    expect(actor.getSnapshot().context.status).toBeNull();
    writes[1]?.reject(new Error('network'));
    await flush();
    expect(actor.getSnapshot().context.status).toBe('Не удалось убрать из избранного. Попробуйте ещё раз.');
  });

  it('toggles of different ids do not interfere: a failure rolls back only its own id', async () => {
    const { ports, calls, writes } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 3 });
    actor.send({ type: 'favourite.toggled', kind: 'offline', id: 100 });
    expect(actor.getSnapshot().context).toMatchObject({ online: [1, 2, 3], offline: [] });

    writes[0]?.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ online: [1, 3], offline: [] });

    writes[1]?.resolve();
    await flush();
    writes[2]?.reject(new Error('500'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ online: [1, 3], offline: [100], pending: [] });
    expect(calls).toEqual([
      ['addFavouriteOnlineShop', 42, 2],
      ['addFavouriteOnlineShop', 42, 3],
      ['removeFavouriteSalesUnit', 42, 100],
    ]);
  });

  it('a toggle of an id still being saved is ignored', async () => {
    const { ports, calls, writes } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    expect(actor.getSnapshot().context.online).toEqual([1, 2]);
    writes[0]?.resolve();
    await flush();
    expect(calls).toEqual([['addFavouriteOnlineShop', 42, 2]]);
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 2 });
    expect(actor.getSnapshot().context.online).toEqual([1]);
    expect(calls).toEqual([
      ['addFavouriteOnlineShop', 42, 2],
      ['removeFavouriteOnlineShop', 42, 2],
    ]);
  });

  it('loaded lists replace the current ones', () => {
    const { ports } = fakes();
    const { actor } = start(ports, SIGNED_IN);
    actor.send({ type: 'favourites.loaded', online: [7, 8], offline: [] });
    expect(actor.getSnapshot().context).toMatchObject({ online: [7, 8], offline: [] });
  });
});

describe('a favourite tapped as a guest is kept through sign-in (issue 30 §5)', () => {
  function withIntents(kept: FavouriteIntent | null = null) {
    const intents = new MemoryFavouriteIntentStore(kept);
    const made = fakes();
    return { ...made, intents, ports: { ...made.ports, favouriteIntents: intents } };
  }

  it('a guest’s ♡ is remembered (past a page load) as it asks for sign-in', () => {
    const { ports, intents } = withIntents();
    const { actor, loginRequests } = start(ports, { tenantProfileId: null, online: [], offline: [] });
    actor.send({ type: 'favourite.toggled', kind: 'online', id: 7 });
    expect(loginRequests()).toBe(1);
    expect(intents.read()).toEqual({ kind: 'online', id: 7 });
  });

  it('the signed-in shopper’s favourites add the remembered shop once, and forget the intent', async () => {
    const { ports, intents, calls, writes } = withIntents({ kind: 'online', id: 7 });
    const { actor } = start(ports, SIGNED_IN);
    await flush();
    expect(actor.getSnapshot().context.online).toEqual([1, 7]);
    expect(calls).toEqual([['addFavouriteOnlineShop', 42, 7]]);
    expect(intents.read()).toBeNull();
    writes[0]?.resolve();
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ online: [1, 7], pending: [] });
  });

  it('a remembered outlet that is a favourite already stays one: the intent never removes', async () => {
    const { ports, intents, calls } = withIntents({ kind: 'offline', id: 100 });
    const { actor } = start(ports, SIGNED_IN);
    await flush();
    expect(actor.getSnapshot().context.offline).toEqual([100]);
    expect(calls).toEqual([]);
    expect(intents.read()).toBeNull();
  });

  it('a guest’s page does not spend the intent: only a signed-in one adds it', async () => {
    const { ports, intents, calls } = withIntents({ kind: 'online', id: 7 });
    start(ports, { tenantProfileId: null, online: [], offline: [] });
    await flush();
    expect(intents.read()).toEqual({ kind: 'online', id: 7 });
    expect(calls).toEqual([]);
  });

  it('closing the sign-in without signing in forgets the ♡', () => {
    const { ports, intents } = withIntents();
    const { actor } = start(ports, { tenantProfileId: null, online: [], offline: [] });
    actor.send({ type: 'favourite.toggled', kind: 'offline', id: 5 });
    actor.send({ type: 'favourite.intentDropped' });
    expect(intents.read()).toBeNull();
  });
});
