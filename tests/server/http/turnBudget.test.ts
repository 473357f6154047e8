/**
 * The turn budget (issue 23): a busy server starts queued requests a bounded time per event-loop turn, so the loop
 * comes back often to accept new connections (libuv accepts one per turn). A clock the test steps itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { turnBudget, type TurnClock } from '../../../server/http/turnBudget.ts';

/** A clock where each job takes `jobMs` and turns run only when the test says so. */
function steppedClock(): TurnClock & { at: number; pending: (() => void)[]; turn(): void } {
  const clock = {
    at: 0,
    pending: [] as (() => void)[],
    now: () => clock.at,
    later: (next: () => void) => void clock.pending.push(next),
    turn: () => {
      const due = clock.pending.splice(0);
      due.forEach((next) => next());
    },
  };
  return clock;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the turn budget', () => {
  it('starts nothing in the turn a request arrives in, and every queued request by the next turns, in arrival order', () => {
    const clock = steppedClock();
    const start = turnBudget(4, clock);
    const started: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      start(() => started.push(index));
    }
    expect(started).toEqual([]);
    clock.turn();
    expect(started).toEqual([0, 1, 2]);
    expect(clock.pending).toEqual([]);
  });

  it('leaves what does not fit in a turn’s budget for the next turn, so the loop polls for connections in between', () => {
    const clock = steppedClock();
    const start = turnBudget(4, clock);
    const started: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      start(() => {
        started.push(index);
        clock.at += 1;
      });
    }
    clock.turn();
    expect(started).toEqual([0, 1, 2, 3]);
    clock.turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    start(() => started.push(10));
    clock.turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(clock.pending).toEqual([]);
  });

  it('starts at least one request a turn, however long one takes', () => {
    const clock = steppedClock();
    const start = turnBudget(4, clock);
    const started: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      start(() => {
        started.push(index);
        clock.at += 50;
      });
    }
    clock.turn();
    expect(started).toEqual([0]);
    clock.turn();
    clock.turn();
    expect(started).toEqual([0, 1, 2]);
  });

  it('keeps starting the requests behind one that threw', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = steppedClock();
    const start = turnBudget(4, clock);
    const started: string[] = [];
    start(() => {
      throw new Error('broken');
    });
    start(() => started.push('next'));
    clock.turn();
    expect(started).toEqual(['next']);
    expect(logged).toHaveBeenCalledOnce();
    start(() => started.push('later'));
    clock.turn();
    expect(started).toEqual(['next', 'later']);
  });

  it('runs every request of a long overload once, in order, across thousands of turns', () => {
    const clock = steppedClock();
    const start = turnBudget(4, clock);
    const started: number[] = [];
    let arrived = 0;
    // Three arrive per turn and two fit in one: the queue grows for 3 000 turns, then empties.
    for (let turn = 0; turn < 3_000; turn += 1) {
      for (let count = 0; count < 3; count += 1) {
        const index = arrived++;
        start(() => {
          started.push(index);
          clock.at += 2;
        });
      }
      clock.turn();
    }
    while (clock.pending.length > 0) {
      clock.turn();
    }
    expect(started).toEqual(Array.from({ length: arrived }, (_, index) => index));
  });
});
