/**
 * «Рядом со мной» (issue 21): the shopper's position for the distances of a visit. It is asked for only when the
 * shopper taps (never on load), kept in the tab (PositionStore) and sent nowhere; a refusal, a device that cannot
 * tell or an answer that does not come in LOCATE_TIMEOUT_MS leaves the reason, which the page turns into a sentence
 * and the city centre (core/domain/geo/nearMeText.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import { positionFailureOf, type PositionFailure } from '../errors.ts';
import { pointOf, type GeoPoint } from '../domain/geo/distance.ts';
import type { Geolocator, PositionStore } from '../ports/geolocation.ts';
import { notProvided } from './notProvided.ts';

/**
 * How long a position may take before the page says it could not be found: 15 s. A phone indoors may need several
 * seconds for a first fix; past that the shopper is better served by the city centre and a «try again».
 */
export const LOCATE_TIMEOUT_MS = 15_000;

export interface NearMeContext {
  /** The shopper's position, or null while there is none. */
  position: GeoPoint | null;
  /** Why the last request gave no position; null after a success or before any request. */
  failure: PositionFailure | null;
}

export interface NearMeInput {
  /** A position kept from earlier in this tab's visit (PositionStore.read), or null. */
  position: GeoPoint | null;
}

export type NearMeEvent =
  /** The shopper tapped «Рядом со мной»: ask the device (again, when a position is there already). */
  | { type: 'position.requested' }
  /** The shopper asked to stop measuring from them: the position is forgotten in the tab too. */
  | { type: 'position.forgotten' };

export const nearMeMachine = setup({
  types: {
    context: {} as NearMeContext,
    events: {} as NearMeEvent,
    input: {} as NearMeInput,
  },
  actors: {
    locate: fromPromise<GeoPoint>(async () => notProvided('nearMe', 'locate')),
  },
  actions: {
    remember: (_, _params: { position: GeoPoint }) => notProvided('nearMe', 'remember'),
    forget: () => notProvided('nearMe', 'forget'),
    located: assign((_, params: { position: GeoPoint }) => ({ position: params.position, failure: null })),
    failed: assign((_, params: { reason: PositionFailure }) => ({ position: null, failure: params.reason })),
    cleared: assign({ position: null, failure: null }),
  },
  guards: {
    hasPosition: ({ context }) => context.position !== null,
  },
  delays: {
    locateTimeout: LOCATE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'nearMe',
  context: ({ input }) => ({ position: pointOf(input.position?.lat, input.position?.lon), failure: null }),
  initial: 'starting',
  on: {
    'position.forgotten': { target: '.unknown', actions: ['cleared', 'forget'] },
  },
  states: {
    starting: {
      always: [{ guard: 'hasPosition', target: 'located' }, { target: 'unknown' }],
    },
    /** Nothing asked yet (or forgotten): distances, where shown, are from the city centre. */
    unknown: {
      on: { 'position.requested': 'locating' },
    },
    /** The device is asked; a position kept from before stays in use until the answer comes. */
    locating: {
      invoke: {
        src: 'locate',
        onDone: {
          target: 'located',
          actions: [
            { type: 'located', params: ({ event }) => ({ position: event.output }) },
            { type: 'remember', params: ({ event }) => ({ position: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'failed', params: ({ event }) => ({ reason: positionFailureOf(event.error) }) }, 'forget'],
        },
      },
      after: {
        locateTimeout: { target: 'failed', actions: [{ type: 'failed', params: { reason: 'timeout' } }, 'forget'] },
      },
    },
    located: {
      on: { 'position.requested': 'locating' },
    },
    /**
     * The last request gave nothing; `failure` says why, and a tap asks again. An earlier position is dropped too:
     * after a refusal, or a device that lost its fix, a distance from where the shopper once was would pretend.
     */
    failed: {
      on: { 'position.requested': 'locating' },
    },
  },
});

/** What «Рядом со мной» needs: the device's position and the tab's memory of it. */
export interface NearMePorts {
  geolocator: Geolocator;
  positions: PositionStore;
}

/** Binds the machine to the device and the tab's memory. */
export function provideNearMe(ports: NearMePorts): typeof nearMeMachine {
  return nearMeMachine.provide({
    actors: {
      locate: fromPromise<GeoPoint>(() => ports.geolocator.locate()),
    },
    actions: {
      remember: (_, params) => ports.positions.save(params.position),
      forget: () => ports.positions.clear(),
    },
  });
}
