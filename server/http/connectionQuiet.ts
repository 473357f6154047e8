/**
 * When a draining instance may close its listener (issue 32 §3): once the balancer has stopped opening connections
 * to it. Closing a listening socket resets the connections still in the kernel's accept queue, and a balancer never
 * resends a POST it had written on one; a listener closed after a quiet spell has none queued, and a connection
 * attempted after it is refused before anything is written, which a balancer resends whatever the method.
 */
import type { Server } from 'node:http';

/** How long no new connection must have come before the listener closes. */
export const DRAIN_QUIET_MS = 500;

/** The longest the listener waits for that quiet past the grace: a balancer that keeps choosing the instance (only writes reach it) meets the closed listener then. */
export const DRAIN_QUIET_BOUND_MS = 5_000;

/** The time and the turns of the event loop a quiet spell is measured with; tests pass their own. */
export interface QuietClock {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Runs `next` after `ms` milliseconds. */
  after(ms: number, next: () => void): void;
  /** Runs `next` after the event loop has next polled its sockets, so a connection waiting to be accepted has been. */
  afterPoll(next: () => void): void;
}

const eventLoop: QuietClock = {
  now: () => performance.now(),
  after: (ms, next) => void setTimeout(next, ms),
  // setImmediate runs after the poll phase of the turn: a timer runs before it, while a connection may still be queued.
  afterPoll: (next) => void setImmediate(next),
};

/** The time of the last new connection of a server. */
export class ConnectionQuiet {
  private last: number;

  constructor(private readonly clock: QuietClock = eventLoop) {
    this.last = clock.now();
  }

  /** Counts every new connection of `server` from now on. */
  watch(server: Server): this {
    server.on('connection', () => this.noted());
    return this;
  }

  /** A new connection came. */
  noted(): void {
    this.last = this.clock.now();
  }

  /** Resolves once no connection has come for `quietMs` (seen after a poll of the sockets), or after `boundMs` at the latest. */
  reached(quietMs: number, boundMs: number): Promise<void> {
    const deadline = this.clock.now() + boundMs;
    return new Promise((resolveQuiet) => {
      const check = (polled: boolean): void => {
        const now = this.clock.now();
        const quietAt = this.last + quietMs;
        if (now >= deadline || (now >= quietAt && polled)) {
          resolveQuiet();
        } else if (now >= quietAt) {
          this.clock.afterPoll(() => check(true));
        } else {
          this.clock.after(Math.min(quietAt, deadline) - now, () => check(false));
        }
      };
      check(false);
    });
  }
}
