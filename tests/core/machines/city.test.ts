import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideCity, type CityInput, type CityPorts } from '../../../core/machines/city.ts';
import type { City, TenantProfile, TenantProfileEdit } from '../../../core/model/index.ts';
import { storedProfile } from '../domain/profileExamples.ts';
import { deferred } from '../../support/deferred.ts';

const CITIES: City[] = [
  { id: 10, name: 'Казань' },
  { id: 20, name: 'Самара' },
];

function profile(id: number): TenantProfile {
  return storedProfile({
    id,
    email: 'anna@example.com',
    telegram: null,
    countryCodeId: 7,
    cityCodeId: 10,
    pushTypeIds: [1, 2],
  });
}

/** Lets every settled promise run its continuations. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function fakes(options: { cities?: () => Promise<City[]>; update?: () => Promise<TenantProfile> } = {}) {
  const calls = {
    activeCities: [] as { countryCodeId: number }[],
    updates: [] as { id: number; profile: TenantProfileEdit }[],
    stored: [] as number[],
    logged: [] as { message: string; detail: unknown }[],
  };
  const ports: CityPorts = {
    api: {
      activeCities: (request) => {
        calls.activeCities.push(request);
        return options.cities ? options.cities() : Promise.resolve(CITIES);
      },
      updateTenantProfile: (id, sent) => {
        calls.updates.push({ id, profile: sent });
        return options.update ? options.update() : Promise.resolve({ ...profile(id), ...sent });
      },
    },
    cityStore: {
      read: () => calls.stored.at(-1) ?? null,
      save: (cityId) => {
        calls.stored.push(cityId);
      },
    },
    logger: {
      error: (message, detail) => {
        calls.logged.push({ message, detail });
      },
    },
  };
  return { ports, calls };
}

function start(ports: CityPorts, input: CityInput = { tenantProfileId: null }) {
  return createActor(provideCity(ports), { input }).start();
}

describe('city store: loads cities once', () => {
  it('loads the active cities of country 1 on the first request', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports);
    expect(actor.getSnapshot().context.loaded).toBe(false);
    actor.send({ type: 'cities.load' });
    await waitFor(actor, (snapshot) => snapshot.context.loaded);
    expect(actor.getSnapshot().context.cities).toEqual(CITIES);
    expect(calls.activeCities).toEqual([{ countryCodeId: 1 }]);
    expect(actor.getSnapshot().matches({ list: 'loaded' })).toBe(true);
  });

  it('ignores further load requests, during the load and after it', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports);
    actor.send({ type: 'cities.load' });
    actor.send({ type: 'cities.load' });
    await waitFor(actor, (snapshot) => snapshot.context.loaded);
    actor.send({ type: 'cities.load' });
    await flush();
    expect(calls.activeCities).toHaveLength(1);
  });

  it('sets loaded even when the load fails, logs the failure and never asks again', async () => {
    const failure = new Error('offline');
    const { ports, calls } = fakes({ cities: () => Promise.reject(failure) });
    const actor = start(ports);
    actor.send({ type: 'cities.load' });
    await waitFor(actor, (snapshot) => snapshot.context.loaded);
    expect(actor.getSnapshot().context.cities).toEqual([]);
    expect(calls.logged).toEqual([{ message: expect.any(String), detail: failure }]);
    actor.send({ type: 'cities.load' });
    await flush();
    expect(calls.activeCities).toHaveLength(1);
  });

  it('counts cities handed over by the application start as loaded', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports, { tenantProfileId: null, cityId: 20, cities: CITIES });
    expect(actor.getSnapshot().context).toMatchObject({ loaded: true, cities: CITIES, cityId: 20 });
    actor.send({ type: 'cities.load' });
    await flush();
    expect(calls.activeCities).toEqual([]);
  });
});

describe('city change', () => {
  it('a visitor who is not logged in: the city is kept in the city store and no profile call is made', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports);
    actor.send({ type: 'city.selected', cityId: 20 });
    await flush();
    expect(actor.getSnapshot().context.cityId).toBe(20);
    expect(calls.stored).toEqual([20]);
    expect(calls.updates).toEqual([]);
  });

  it('a logged-in user: only cityCodeId and countryCodeId 1 are sent, never the whole profile read back (issue 30 §5, two writers)', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports, { tenantProfileId: 77 });
    actor.send({ type: 'city.selected', cityId: 20 });
    expect(calls.stored).toEqual([20]);
    await flush();
    expect(actor.getSnapshot().matches({ profile: 'idle' })).toBe(true);
    expect(calls.updates).toEqual([{ id: 77, profile: { cityCodeId: 20, countryCodeId: 1 } }]);
    expect(actor.getSnapshot().context.cityId).toBe(20);
  });

  it('a city the profile form saved reaches the page at once: shown and stored, and not written again', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports, { tenantProfileId: 77, cityId: 10 });
    actor.send({ type: 'city.savedInProfile', cityId: 20 });
    await flush();
    expect(actor.getSnapshot().context.cityId).toBe(20);
    expect(calls.stored).toEqual([20]);
    expect(calls.updates).toEqual([]);
  });

  it('a failed profile save is logged and the local choice stays', async () => {
    const failure = new Error('500');
    const { ports, calls } = fakes({ update: () => Promise.reject(failure) });
    const actor = start(ports, { tenantProfileId: 77 });
    actor.send({ type: 'city.selected', cityId: 20 });
    await flush();
    expect(actor.getSnapshot().matches({ profile: 'idle' })).toBe(true);
    expect(calls.logged).toEqual([{ message: expect.any(String), detail: failure }]);
    expect(actor.getSnapshot().context.cityId).toBe(20);
    expect(calls.stored).toEqual([20]);
  });

  it('a choice made while a save is in flight is saved after it, so the profile ends with the latest city', async () => {
    const first = deferred<TenantProfile>();
    let updates = 0;
    const { ports, calls } = fakes({
      update: () => {
        updates += 1;
        return updates === 1 ? first.promise : Promise.resolve(profile(77));
      },
    });
    const actor = start(ports, { tenantProfileId: 77 });
    actor.send({ type: 'city.selected', cityId: 20 });
    await flush();
    expect(calls.updates).toHaveLength(1);
    actor.send({ type: 'city.selected', cityId: 10 });
    await flush();
    expect(calls.updates).toHaveLength(1);
    first.resolve(profile(77));
    await flush();
    expect(actor.getSnapshot().matches({ profile: 'idle' })).toBe(true);
    expect(calls.updates.map((update) => update.profile.cityCodeId)).toEqual([20, 10]);
    expect(calls.stored).toEqual([20, 10]);
  });

  it('after the user signs out, a choice goes to the city store only', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports, { tenantProfileId: 77 });
    actor.send({ type: 'user.changed', tenantProfileId: null });
    actor.send({ type: 'city.selected', cityId: 10 });
    await flush();
    expect(calls.stored).toEqual([10]);
    expect(calls.updates).toEqual([]);
  });

  it('after a user signs in, a choice is saved into that user’s profile', async () => {
    const { ports, calls } = fakes();
    const actor = start(ports);
    actor.send({ type: 'user.changed', tenantProfileId: 5 });
    actor.send({ type: 'city.selected', cityId: 10 });
    await flush();
    expect(calls.updates[0]?.id).toBe(5);
    expect(calls.updates[0]?.profile).toMatchObject({ cityCodeId: 10, countryCodeId: 1 });
  });
});
