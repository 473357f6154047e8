/**
 * A visit longer than one access token: the session is renewed ahead of the token's expiry on
 * XState's clock, again after every renewal, retried after a network failure and given up when the
 * server ends the session.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { provideSessionKeeper, RENEW_RETRY_MS } from '../../../core/machines/sessionKeeper.ts';
import { renewalDelayMs } from '../../../core/domain/sessionRenewal.ts';
import { ApiError, SessionEndedError } from '../../../core/errors.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A renewal whose every call waits for the test to answer it. */
function fakeRenewal() {
  const pending: { resolve(lifetime: number | null): void; reject(error: unknown): void }[] = [];
  const renewal = {
    renew: () =>
      new Promise<number | null>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
    lifetimeMs: () => FIFTEEN_MINUTES,
  };
  return { renewal, pending };
}

function start() {
  const { renewal, pending } = fakeRenewal();
  const clock = new SimulatedClock();
  const actor = createActor(provideSessionKeeper({ renewal }), { clock });
  actor.start();
  return { actor, clock, pending };
}

describe('renewalDelayMs', () => {
  it('renews a 15-minute token a minute before it expires', () => {
    expect(renewalDelayMs(FIFTEEN_MINUTES)).toBe(14 * 60 * 1000);
  });

  it('renews a short token a fifth of its life early', () => {
    expect(renewalDelayMs(2000)).toBe(1600);
  });
});

describe('sessionKeeper', () => {
  it('renews the session one minute before a 15-minute access token expires, then again after the new one', async () => {
    const { actor, clock, pending } = start();
    actor.send({ type: 'session.renewed', lifetimeMs: FIFTEEN_MINUTES });
    clock.increment(14 * 60 * 1000 - 1);
    expect(pending).toHaveLength(0);
    clock.increment(1);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(FIFTEEN_MINUTES);
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(14 * 60 * 1000);
    expect(pending).toHaveLength(2);
  });

  it('keeps renewing through an hour on one page', async () => {
    const { actor, clock, pending } = start();
    actor.send({ type: 'session.renewed', lifetimeMs: FIFTEEN_MINUTES });
    for (let minute = 0; minute < 60; minute += 1) {
      clock.increment(60 * 1000);
      const last = pending.at(-1);
      if (last !== undefined) {
        last.resolve(FIFTEEN_MINUTES);
        pending.length = 0;
        await flush();
      }
    }
    // 14, 28, 42 and 56 minutes.
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('restarts the countdown when the tokens were renewed elsewhere (a 401 on a call)', () => {
    const { actor, clock, pending } = start();
    actor.send({ type: 'session.renewed', lifetimeMs: FIFTEEN_MINUTES });
    clock.increment(10 * 60 * 1000);
    actor.send({ type: 'session.renewed', lifetimeMs: FIFTEEN_MINUTES });
    clock.increment(10 * 60 * 1000);
    expect(pending).toHaveLength(0);
    clock.increment(4 * 60 * 1000);
    expect(pending).toHaveLength(1);
  });

  it('retries after a network failure and keeps the session', async () => {
    const { actor, clock, pending } = start();
    actor.send({ type: 'session.renewed', lifetimeMs: 2000 });
    clock.increment(1600);
    pending[0]!.reject(new ApiError('NETWORK_ERROR', 0));
    await flush();
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(RENEW_RETRY_MS);
    expect(pending).toHaveLength(2);
  });

  it('stops when the server ended the session', async () => {
    const { actor, clock, pending } = start();
    actor.send({ type: 'session.renewed', lifetimeMs: 2000 });
    clock.increment(1600);
    pending[0]!.reject(new SessionEndedError());
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    clock.increment(FIFTEEN_MINUTES);
    expect(pending).toHaveLength(1);
  });

  it('stops on session.ended and waits for nothing without a lifetime', () => {
    const { actor, clock, pending } = start();
    actor.send({ type: 'session.renewed', lifetimeMs: FIFTEEN_MINUTES });
    actor.send({ type: 'session.ended' });
    clock.increment(FIFTEEN_MINUTES);
    actor.send({ type: 'session.renewed', lifetimeMs: null });
    clock.increment(FIFTEEN_MINUTES);
    expect(pending).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});
