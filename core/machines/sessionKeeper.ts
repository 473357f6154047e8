/**
 * Keeps a long visit signed in: renews the session ahead of the access token's expiry, on XState's
 * clock, for as long as the page is open. A 401 on a call is handled by the HTTP adapter; this
 * machine only hears about it ('session.renewed') and counts from the new token.
 */
import { assign, fromPromise, setup } from 'xstate';
import { SessionEndedError } from '../errors.ts';
import { renewalDelayMs } from '../domain/sessionRenewal.ts';
import type { SessionRenewal } from '../ports/sessionRenewal.ts';
import { notProvided } from './notProvided.ts';

/** After a renewal that could not reach the server, the next try waits this long. */
export const RENEW_RETRY_MS = 30_000;

export type SessionKeeperEvent =
  /** New tokens were stored (start, sign-in, a renewal anywhere); `lifetimeMs` null: do not schedule. */
  | { type: 'session.renewed'; lifetimeMs: number | null }
  /** The session is over (sign-out, a refused refresh). */
  | { type: 'session.ended' };

export interface SessionKeeperContext {
  /** Lifetime of the access token received last; null when unknown. */
  lifetimeMs: number | null;
}

/**
 * States: signedOut → waiting (until `renewalDelayMs(lifetime)` has passed) → renewing → waiting …;
 * a renewal that failed without ending the session goes to retrying; one that ended it to signedOut.
 */
export const sessionKeeperMachine = setup({
  types: {
    context: {} as SessionKeeperContext,
    events: {} as SessionKeeperEvent,
  },
  actors: {
    renewSession: fromPromise<number | null>(async () => notProvided('sessionKeeper', 'renewSession')),
  },
  delays: {
    renewal: ({ context }) => renewalDelayMs(context.lifetimeMs ?? 0),
    retry: RENEW_RETRY_MS,
  },
  guards: {
    lifetimeUnknown: ({ context }) => context.lifetimeMs === null,
    sessionEnded: (_, params: { error: unknown }) => params.error instanceof SessionEndedError,
  },
}).createMachine({
  id: 'sessionKeeper',
  context: { lifetimeMs: null },
  initial: 'signedOut',
  on: {
    'session.renewed': {
      target: '.waiting',
      reenter: true,
      actions: assign({ lifetimeMs: ({ event }) => event.lifetimeMs }),
    },
    'session.ended': { target: '.signedOut', actions: assign({ lifetimeMs: null }) },
  },
  states: {
    signedOut: {},
    waiting: {
      always: { guard: 'lifetimeUnknown', target: 'signedOut' },
      after: { renewal: 'renewing' },
    },
    renewing: {
      invoke: {
        src: 'renewSession',
        onDone: { target: 'waiting', reenter: true, actions: assign({ lifetimeMs: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { target: 'retrying' },
        ],
      },
    },
    retrying: {
      after: { retry: 'renewing' },
    },
  },
});

/** Ports the session keeper needs. */
export interface SessionKeeperPorts {
  renewal: Pick<SessionRenewal, 'renew'>;
}

/** Binds the session keeper to the session renewal. */
export function provideSessionKeeper(ports: SessionKeeperPorts): typeof sessionKeeperMachine {
  return sessionKeeperMachine.provide({
    actors: {
      renewSession: fromPromise<number | null>(() => ports.renewal.renew()),
    },
  });
}
