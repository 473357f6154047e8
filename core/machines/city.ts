import { assign, fromPromise, setup } from 'xstate';
import { COUNTRY_CODE_ID } from '../domain/constants.ts';
import type { City } from '../model/index.ts';
import type { ApiPort, CityStore, Logger } from '../ports/index.ts';
import { notProvided } from './notProvided.ts';
import { logFailure, type LogErrorParams } from './logFailure.ts';

export interface CityContext {
  cities: readonly City[];
  /** True once a load finished, even a failed one: the list is never asked for twice. */
  loaded: boolean;
  cityId: number | null;
  tenantProfileId: number | null;
  /** A choice the signed-in user's profile has not been sent yet. */
  profileSaveDue: boolean;
}

export interface CityInput {
  tenantProfileId: number | null;
  cityId?: number | null;
  /** Cities someone already loaded (the app start); with them the store counts as loaded. */
  cities?: readonly City[];
  /** The signed-in user's profile has no city and is to take `cityId` (the guest's, kept through sign-in). */
  profileSaveDue?: boolean;
}

export type CityEvent =
  | { type: 'cities.load' }
  | { type: 'city.selected'; cityId: number }
  /** The profile form saved this city: shown and stored at once, not written to the profile again. */
  | { type: 'city.savedInProfile'; cityId: number }
  | { type: 'user.changed'; tenantProfileId: number | null };

export interface SaveProfileCityInput {
  profileId: number;
  cityId: number;
}

/** The save the `profileSaveDue` guard promised; reaching here without one is a bug in the machine. */
function dueSave(context: CityContext): SaveProfileCityInput {
  if (context.tenantProfileId === null || context.cityId === null) {
    throw new Error('city: a profile save started without a user or a city');
  }
  return { profileId: context.tenantProfileId, cityId: context.cityId };
}

/**
 * The city store (portal §4 «City change»): loads the active cities once, keeps the chosen city
 * in the CityStore and, for a signed-in user, in the tenant profile. A failed profile save is
 * logged and the local choice stays. Region `list`: unloaded → loading → loaded; region
 * `profile`: idle ⇄ saving, one save in flight, the latest choice sent after it.
 */
export const cityMachine = setup({
  types: {
    context: {} as CityContext,
    events: {} as CityEvent,
    input: {} as CityInput,
  },
  actors: {
    loadCities: fromPromise<City[]>(async () => notProvided('city', 'loadCities')),
    saveProfileCity: fromPromise<void, SaveProfileCityInput>(async () => notProvided('city', 'saveProfileCity')),
  },
  actions: {
    storeCity: (_, _params: { cityId: number }) => notProvided('city', 'storeCity'),
    logError: (_, _params: LogErrorParams) => notProvided('city', 'logError'),
  },
  guards: {
    alreadyLoaded: ({ context }) => context.loaded,
    profileSaveDue: ({ context }) =>
      context.profileSaveDue && context.tenantProfileId !== null && context.cityId !== null,
  },
}).createMachine({
  id: 'city',
  context: ({ input }) => ({
    cities: input.cities ?? [],
    loaded: input.cities !== undefined,
    cityId: input.cityId ?? null,
    tenantProfileId: input.tenantProfileId,
    profileSaveDue:
      input.profileSaveDue === true &&
      input.tenantProfileId !== null &&
      input.cityId !== null &&
      input.cityId !== undefined,
  }),
  type: 'parallel',
  on: {
    'city.selected': {
      actions: [
        assign({
          cityId: ({ event }) => event.cityId,
          profileSaveDue: ({ context }) => context.tenantProfileId !== null,
        }),
        { type: 'storeCity', params: ({ event }) => ({ cityId: event.cityId }) },
      ],
    },
    'city.savedInProfile': {
      actions: [
        assign({ cityId: ({ event }) => event.cityId }),
        { type: 'storeCity', params: ({ event }) => ({ cityId: event.cityId }) },
      ],
    },
    'user.changed': {
      // A choice made for the previous user is not written into the next user's profile.
      actions: assign({ tenantProfileId: ({ event }) => event.tenantProfileId, profileSaveDue: false }),
    },
  },
  states: {
    list: {
      initial: 'unloaded',
      states: {
        unloaded: {
          always: { guard: 'alreadyLoaded', target: 'loaded' },
          on: { 'cities.load': 'loading' },
        },
        loading: {
          invoke: {
            src: 'loadCities',
            onDone: { target: 'loaded', actions: assign({ cities: ({ event }) => event.output, loaded: true }) },
            onError: {
              target: 'loaded',
              actions: [assign({ loaded: true }), logFailure('city: loading cities failed')],
            },
          },
        },
        loaded: {},
      },
    },
    profile: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'profileSaveDue', target: 'saving' },
        },
        saving: {
          entry: assign({ profileSaveDue: false }),
          invoke: {
            src: 'saveProfileCity',
            input: ({ context }) => dueSave(context),
            onDone: 'idle',
            onError: { target: 'idle', actions: logFailure('city: saving the profile city failed') },
          },
        },
      },
    },
  },
});

/** Ports the city store needs. */
export interface CityPorts {
  api: Pick<ApiPort, 'activeCities' | 'updateTenantProfile'>;
  cityStore: CityStore;
  logger: Logger;
}

/** Binds the city store to its ports. */
export function provideCity(ports: CityPorts): typeof cityMachine {
  return cityMachine.provide({
    actors: {
      loadCities: fromPromise<City[]>(() => ports.api.activeCities({ countryCodeId: COUNTRY_CODE_ID })),
      // Only the city: the rest of the profile is another writer's (the profile form), never read and put back.
      saveProfileCity: fromPromise<void, SaveProfileCityInput>(async ({ input }) => {
        await ports.api.updateTenantProfile(input.profileId, {
          cityCodeId: input.cityId,
          countryCodeId: COUNTRY_CODE_ID,
        });
      }),
    },
    actions: {
      storeCity: (_, params) => ports.cityStore.save(params.cityId),
      logError: (_, params) => ports.logger.error(params.message, params.detail),
    },
  });
}
