import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { assign, createActor, setup } from '../../../widget/runtime/microXState.ts';

/** Machines outside the subset the kit uses must fail when they are made, never run differently from XState. */
describe('the widget runtime refuses what it does not implement, at machine creation', () => {
  const make =
    (config: Record<string, unknown>, implementations: Parameters<typeof setup>[0] = {}) =>
    () =>
      setup(implementations).createMachine(config);

  it.each([
    ['parallel states', { initial: 'a', states: { a: { type: 'parallel' } } }, "type 'parallel'"],
    ['history states', { initial: 'a', states: { a: {}, h: { type: 'history' } } }, "type 'history'"],
    ['invoke', { initial: 'a', states: { a: { invoke: { src: 'x' } } } }, "state key 'invoke'"],
    ['always', { initial: 'a', states: { a: { always: 'a' } } }, "state key 'always'"],
    ['onDone', { initial: 'a', states: { a: { onDone: 'a' } } }, "state key 'onDone'"],
    ['wildcard events', { on: { '*': {} } }, "wildcard event '*'"],
    [
      'a final state below the top level',
      { initial: 'a', states: { a: { initial: 'b', states: { b: { type: 'final' } } } } },
      'final state below the top level',
    ],
    [
      'several targets',
      { initial: 'a', states: { a: { on: { go: { target: ['a'] } } } } },
      'target other than one string',
    ],
    ['a context function', { context: () => ({}) }, 'context function'],
    ['a compound state without initial', { states: { a: {} } }, 'without a valid initial'],
    [
      'an unknown transition key',
      { on: { go: { target: '.a', in: 'a' } }, initial: 'a', states: { a: {} } },
      "transition key 'in'",
    ],
  ])('%s', (_name, config, message) => {
    expect(make(config)).toThrow(message);
  });

  it('unknown targets, named actions, guards and delays', () => {
    expect(make({ initial: 'a', states: { a: { on: { go: 'nowhere' } } } })).toThrow("no state 'nowhere'");
    expect(make({ initial: 'a', states: { a: { on: { go: '#nothing' } } } })).toThrow("no state '#nothing'");
    expect(make({ entry: 'missing' })).toThrow("unknown action 'missing'");
    expect(make({ on: { go: { guard: 'missing' } } })).toThrow("unknown guard 'missing'");
    expect(make({ initial: 'a', states: { a: { after: { later: 'a' } } } })).toThrow("unknown delay 'later'");
  });

  it('actors in setup, unknown actor options and unknown provide kinds', () => {
    expect(() => setup({ actors: { child: {} } } as never)).toThrow('setup({ child })');
    const machine = setup({}).createMachine({});
    expect(() => createActor(machine, { snapshot: {} } as never)).toThrow("actor option 'snapshot'");
    expect(() => machine.provide({ actors: {} } as never)).toThrow('provide({ actors })');
  });
});

describe('the widget runtime keeps XState’s semantics beyond the kit’s suites', () => {
  it('nested values, matches() by string and object, and a numeric after-delay', () => {
    const clock = new SimulatedClock();
    const machine = setup({}).createMachine({
      initial: 'a',
      states: { a: { initial: 'b', states: { b: { after: { 100: '#(machine).c' } } } }, c: {} },
    });
    const actor = createActor(machine, { clock }).start();
    expect(actor.getSnapshot().value).toEqual({ a: 'b' });
    expect(actor.getSnapshot().matches('a')).toBe(true);
    expect(actor.getSnapshot().matches('a.b')).toBe(true);
    expect(actor.getSnapshot().matches({ a: 'b' })).toBe(true);
    expect(actor.getSnapshot().matches('c')).toBe(false);
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe('c');
  });

  it('events sent before start wait for it; an event sent by an action waits for the current one', () => {
    const seen: string[] = [];
    const self: { actor?: ReturnType<typeof createActor> } = {};
    const machine = setup({
      actions: {
        log: ({ event }) => {
          seen.push(event.type);
          if (event.type === 'first') {
            self.actor!.send({ type: 'second' });
            seen.push('after send');
          }
        },
      },
    }).createMachine({ on: { first: { actions: 'log' }, second: { actions: 'log' } } });
    const actor = (self.actor = createActor(machine));
    actor.send({ type: 'first' });
    expect(seen).toEqual([]);
    actor.start();
    expect(seen).toEqual(['first', 'after send', 'second']);
  });

  it('assign by object and by function; later actions see the assigned context', () => {
    const got: unknown[] = [];
    const machine = setup({ actions: { record: (_, params: unknown) => void got.push(params) } }).createMachine({
      context: { n: 1, s: 'x' },
      on: {
        go: {
          actions: [
            assign({ n: ({ context }: { context: { n: number } }) => context.n + 1 }),
            assign(() => ({ s: 'y' })),
            { type: 'record', params: ({ context }: { context: unknown }) => context },
          ],
        },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'go' });
    expect(got).toEqual([{ n: 2, s: 'y' }]);
    expect(actor.getSnapshot().context).toEqual({ n: 2, s: 'y' });
  });

  it('stop() ends the actor: status stopped, observers completed, timers cancelled, later events ignored', () => {
    const clock = new SimulatedClock();
    const calls: string[] = [];
    const machine = setup({ actions: { tick: () => void calls.push('tick') } }).createMachine({
      initial: 'a',
      states: { a: { after: { 10: { target: 'b', actions: 'tick' } } }, b: {} },
    });
    const actor = createActor(machine, { clock }).start();
    actor.subscribe({ complete: () => calls.push('complete') });
    actor.stop();
    clock.increment(100);
    actor.send({ type: 'anything' });
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(calls).toEqual(['complete']);
  });
});
