/**
 * «Рядом со мной» (issue 21): the position is asked for only on the shopper's tap, kept in the tab, and a refusal,
 * a device that cannot tell or an answer that does not come in time leaves the reason — on XState's simulated clock.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { GeoPoint } from '../../../core/domain/geo/distance.ts';
import { PositionUnavailableError } from '../../../core/errors.ts';
import { LOCATE_TIMEOUT_MS, provideNearMe } from '../../../core/machines/nearMe.ts';
import type { Geolocator, PositionStore } from '../../../core/ports/geolocation.ts';

const KREMLIN: GeoPoint = { lat: 55.752, lon: 37.6175 };

/** A device whose answer the test gives: each `locate` waits until `answer` or `refuse`. */
class HeldGeolocator implements Geolocator {
  calls = 0;
  private pending: { resolve: (point: GeoPoint) => void; reject: (error: unknown) => void } | null = null;

  locate(): Promise<GeoPoint> {
    this.calls += 1;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
    });
  }

  answer(point: GeoPoint): void {
    this.pending?.resolve(point);
  }

  refuse(error: unknown): void {
    this.pending?.reject(error);
  }
}

class MemoryPositionStore implements PositionStore {
  constructor(public kept: GeoPoint | null = null) {}
  read(): GeoPoint | null {
    return this.kept;
  }
  save(position: GeoPoint): void {
    this.kept = position;
  }
  clear(): void {
    this.kept = null;
  }
}

function start(kept: GeoPoint | null = null) {
  const geolocator = new HeldGeolocator();
  const positions = new MemoryPositionStore(kept);
  const clock = new SimulatedClock();
  const actor = createActor(provideNearMe({ geolocator, positions }), {
    clock,
    input: { position: positions.read() },
  }).start();
  return { actor, geolocator, positions, clock };
}

/** Lets the promise callbacks of the held device run. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('«Рядом со мной»', () => {
  it('never asks the device before the shopper taps', () => {
    const { actor, geolocator } = start();
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(geolocator.calls).toBe(0);
  });

  it('keeps the position a tap brings, in the machine and in the tab', async () => {
    const { actor, geolocator, positions } = start();
    actor.send({ type: 'position.requested' });
    expect(actor.getSnapshot().value).toBe('locating');
    geolocator.answer(KREMLIN);
    await settled();
    expect(actor.getSnapshot().value).toBe('located');
    expect(actor.getSnapshot().context).toEqual({ position: KREMLIN, failure: null });
    expect(positions.kept).toEqual(KREMLIN);
  });

  it('starts from a position kept earlier in the tab without asking again', () => {
    const { actor, geolocator } = start(KREMLIN);
    expect(actor.getSnapshot().value).toBe('located');
    expect(actor.getSnapshot().context.position).toEqual(KREMLIN);
    expect(geolocator.calls).toBe(0);
  });

  it('ignores a kept position that is not valid coordinates', () => {
    const { actor } = start({ lat: 200, lon: 0 });
    expect(actor.getSnapshot().value).toBe('unknown');
  });

  it('says the shopper refused, and forgets a position kept before', async () => {
    const { actor, geolocator, positions } = start(KREMLIN);
    actor.send({ type: 'position.requested' });
    geolocator.refuse(new PositionUnavailableError('denied'));
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toEqual({ position: null, failure: 'denied' });
    expect(positions.kept).toBeNull();
  });

  it('takes any other failure of the device as «could not tell»', async () => {
    const { actor, geolocator } = start();
    actor.send({ type: 'position.requested' });
    geolocator.refuse(new Error('radio off'));
    await settled();
    expect(actor.getSnapshot().context.failure).toBe('unavailable');
  });

  it('gives up after LOCATE_TIMEOUT_MS on its own clock, and a later answer changes nothing', async () => {
    const { actor, geolocator, clock } = start();
    actor.send({ type: 'position.requested' });
    clock.increment(LOCATE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('locating');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('timeout');
    geolocator.answer(KREMLIN);
    await settled();
    expect(actor.getSnapshot().context.position).toBeNull();
  });

  it('asks again on the next tap after a failure', async () => {
    const { actor, geolocator } = start();
    actor.send({ type: 'position.requested' });
    geolocator.refuse(new PositionUnavailableError('unavailable'));
    await settled();
    actor.send({ type: 'position.requested' });
    geolocator.answer(KREMLIN);
    await settled();
    expect(geolocator.calls).toBe(2);
    expect(actor.getSnapshot().context).toEqual({ position: KREMLIN, failure: null });
  });

  it('forgets the position in the tab when the shopper asks', () => {
    const { actor, positions } = start(KREMLIN);
    actor.send({ type: 'position.forgotten' });
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(actor.getSnapshot().context.position).toBeNull();
    expect(positions.kept).toBeNull();
  });
});
