/**
 * Regressions: each difference the differential test (sameStepsAsXState.test.ts) found between the widget
 * runtime and XState, reduced to the smallest machine that shows it and run on both, so the runtime cannot
 * drift back even if the random runs stop reaching it.
 */
import { describe, expect, it } from 'vitest';
import * as xstate from 'xstate';
import * as micro from '../../../widget/runtime/microXState.ts';

interface Actor {
  start(): unknown;
  stop(): unknown;
  send(event: { type: string }): void;
  getSnapshot(): { value: unknown; status: string; error?: unknown };
  subscribe(observer: {
    next?(snapshot: { value: unknown }): void;
    error?(error: unknown): void;
    complete?(): void;
  }): unknown;
}
type Implementations = {
  actions?: Record<string, (args: { self: Actor }) => void>;
  guards?: Record<string, () => boolean>;
};
type Scenario = (
  make: (config: Record<string, unknown>, implementations: Implementations) => Actor,
  log: unknown[],
) => void;

/** Plays a scenario on XState and on the widget runtime; both logs must be the same, and the one given. */
function expectBothToLog(scenario: Scenario, expected: unknown[]): void {
  const logs = [xstate, micro].map((runtime) => {
    const log: unknown[] = [];
    const make = (config: Record<string, unknown>, implementations: Implementations) => {
      const machine = (
        runtime.setup as (implementations: Implementations) => {
          createMachine(config: Record<string, unknown>): unknown;
        }
      )(implementations).createMachine(config);
      return (runtime.createActor as (machine: unknown) => Actor)(machine);
    };
    scenario(make, log);
    return log;
  });
  expect(logs[0], 'XState').toEqual(expected);
  expect(logs[1], 'the widget runtime').toEqual(expected);
}

const observe = (actor: Actor, log: unknown[], name: string, react?: (snapshot: { value: unknown }) => void) =>
  actor.subscribe({
    next: (snapshot) => {
      log.push(`${name} saw ${String(snapshot.value)}`);
      react?.(snapshot);
    },
    error: (error) => log.push(`${name} error: ${(error as Error).message}`),
    complete: () => log.push(`${name} complete`),
  });

describe('differences the differential test found, now as XState does', () => {
  it('a guard that throws fails the actor with XState’s message naming the guard, the event and the state', () => {
    expectBothToLog(
      (make, log) => {
        const actor = make(
          {
            id: 'door',
            initial: 'shut',
            states: { shut: { on: { open: { guard: 'unlocked', target: 'open' } } }, open: {} },
          },
          {
            guards: {
              unlocked: () => {
                throw new Error('the lock is jammed');
              },
            },
          },
        );
        observe(actor, log, 'observer');
        actor.start();
        actor.send({ type: 'open' });
        log.push(actor.getSnapshot().status, (actor.getSnapshot().error as Error).message);
      },
      [
        'observer saw shut',
        "observer error: Unable to evaluate guard 'unlocked' in transition for event 'open' in state node 'door.shut':\nthe lock is jammed",
        'error',
        "Unable to evaluate guard 'unlocked' in transition for event 'open' in state node 'door.shut':\nthe lock is jammed",
      ],
    );
  });

  it('stop() from inside an action drops the events queued behind the one being processed', () => {
    expectBothToLog(
      (make, log) => {
        const actor = make(
          {
            initial: 'a',
            states: { a: { on: { go: { target: 'b', actions: 'sendThenStop' } } }, b: { on: { again: 'a' } } },
          },
          {
            actions: {
              sendThenStop: ({ self }) => {
                self.send({ type: 'again' });
                self.stop();
              },
            },
          },
        );
        observe(actor, log, 'observer');
        actor.start();
        actor.send({ type: 'go' });
        log.push(actor.getSnapshot().value, actor.getSnapshot().status);
      },
      ['observer saw a', 'observer saw b', 'observer complete', 'b', 'stopped'],
    );
  });

  it('every observer sees the first snapshot before an event one of them sends at start() is processed', () => {
    expectBothToLog(
      (make, log) => {
        const actor = make({ initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }, {});
        let sent = false;
        observe(actor, log, 'first', () => {
          if (!sent) {
            sent = true;
            actor.send({ type: 'go' });
          }
        });
        observe(actor, log, 'second');
        actor.start();
      },
      ['first saw a', 'second saw a', 'first saw b', 'second saw b'],
    );
  });

  it('stop() drops only the events behind the head of the queue: one sent before start() still runs when an observer stops the actor at start()', () => {
    expectBothToLog(
      (make, log) => {
        const actor = make({ initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }, {});
        let stopped = false;
        observe(actor, log, 'observer', () => {
          if (!stopped) {
            stopped = true;
            actor.stop();
          }
        });
        actor.send({ type: 'go' });
        actor.start();
        log.push(actor.getSnapshot().value, actor.getSnapshot().status);
      },
      ['observer saw a', 'observer saw b', 'observer complete', 'b', 'stopped'],
    );
  });
});
