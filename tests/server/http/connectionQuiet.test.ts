/**
 * Issue 32 §3: a draining instance closes its listener only once the balancer has stopped opening connections to
 * it (no new connection for a moment, looked at after the event loop has polled its sockets), at the latest after a
 * bound. Measured on a clock the test steps itself.
 */
import { describe, expect, it } from 'vitest';
import { ConnectionQuiet, type QuietClock } from '../../../server/http/connectionQuiet.ts';

/** A clock whose time and turns the test moves: timers run when their time comes, poll callbacks on pollSockets(). */
function steppedClock(): QuietClock & { advance(ms: number): void; pollSockets(): void } {
  let now = 0;
  let timers: Array<{ at: number; next: () => void }> = [];
  let polled: Array<() => void> = [];
  return {
    now: () => now,
    after: (ms, next) => {
      timers.push({ at: now + ms, next });
    },
    afterPoll: (next) => {
      polled.push(next);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (due === undefined) {
          break;
        }
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.next();
      }
      now = until;
    },
    pollSockets() {
      const waiting = polled;
      polled = [];
      for (const next of waiting) {
        next();
      }
    },
  };
}

/** Whether `promise` has settled once the microtasks already queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the quiet a draining listener waits for before it closes', () => {
  it('comes once no connection has come for the quiet time, seen after the sockets were polled', async () => {
    const clock = steppedClock();
    const quiet = new ConnectionQuiet(clock);
    const reached = quiet.reached(500, 5_000);
    clock.advance(499);
    expect(await settled(reached)).toBe(false);
    clock.advance(1);
    expect(await settled(reached)).toBe(false);
    clock.pollSockets();
    expect(await settled(reached)).toBe(true);
  });

  it('waits again after a connection accepted by the poll that was to end it (one queued while the timer ran)', async () => {
    const clock = steppedClock();
    const quiet = new ConnectionQuiet(clock);
    const reached = quiet.reached(500, 5_000);
    clock.advance(500);
    quiet.noted();
    clock.pollSockets();
    expect(await settled(reached)).toBe(false);
    clock.advance(499);
    clock.pollSockets();
    expect(await settled(reached)).toBe(false);
    clock.advance(1);
    clock.pollSockets();
    expect(await settled(reached)).toBe(true);
  });

  it('counts from the last of the connections that keep coming', async () => {
    const clock = steppedClock();
    const quiet = new ConnectionQuiet(clock);
    const reached = quiet.reached(500, 5_000);
    for (let step = 0; step < 6; step += 1) {
      clock.advance(300);
      quiet.noted();
      clock.pollSockets();
    }
    expect(await settled(reached)).toBe(false);
    clock.advance(500);
    clock.pollSockets();
    expect(await settled(reached)).toBe(true);
  });

  it('ends at the bound while connections keep coming (a balancer that never stops choosing the instance)', async () => {
    const clock = steppedClock();
    const quiet = new ConnectionQuiet(clock);
    const reached = quiet.reached(500, 2_000);
    for (let step = 0; step < 19; step += 1) {
      clock.advance(100);
      quiet.noted();
      clock.pollSockets();
    }
    expect(await settled(reached)).toBe(false);
    clock.advance(100);
    expect(await settled(reached)).toBe(true);
  });
});
