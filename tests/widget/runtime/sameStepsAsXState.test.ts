/**
 * Differential test of the widget's statechart runtime (widget/runtime/) against XState itself: for every
 * machine the kit runs, thousands of random runs — events from the page, the frame and the sign-in window,
 * clock advances around the machine's delays, stop(), late subscribers — go through both runtimes side by side, and after every
 * step both must agree on the state value, `matches()`, context, status, error and on what the page saw: each
 * action and page guard called, in order, with its params, the event, the context it was given and the
 * snapshot the actor reported at that moment, and every observer call (next, error, complete).
 *
 * The page's side is played by recording implementations given to both through `provide()`; a run may also
 * script the page reacting from inside an action (sending an event, throwing, stopping the actor) and events
 * sent before start(), which the kit's own listeners can do. Each runtime has its own `SimulatedClock`.
 *
 * A difference is a bug in the runtime: fast-check prints the seed and the shrunk run that shows it (each
 * one found so far has a regression test in differencesFoundAgainstXState.test.ts). The seed is fixed, so the
 * test is deterministic; RUNTIME_DIFF_SEED and RUNTIME_DIFF_RUNS explore further without editing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor as createXStateActor, SimulatedClock, StateMachine } from 'xstate';
import { createActor as createMicroActor } from '../../../widget/runtime/microXState.ts';
import { KIT_MACHINES, type KitEvent, type KitMachine } from './kitMachines.ts';

/** Fixed, so a run is the same every time; fast-check prints it with the failing run all the same. */
const SEED = Number(process.env.RUNTIME_DIFF_SEED ?? 22);
const RUNS_PER_MACHINE = Number(process.env.RUNTIME_DIFF_RUNS ?? 2000);
const MAX_STEPS = 30;

interface Snapshot {
  value: unknown;
  status: string;
  context: unknown;
  error?: unknown;
  output?: unknown;
  matches(path: string): boolean;
}
interface Actor {
  start(): unknown;
  stop(): unknown;
  send(event: KitEvent): void;
  getSnapshot(): Snapshot;
  subscribe(observer: { next(snapshot: Snapshot): void; error(error: unknown): void; complete(): void }): unknown;
}
type Implementation = (args: { context: unknown; event: KitEvent; self: Actor }, params?: unknown) => unknown;
interface Machine {
  provide(implementations: {
    actions: Record<string, Implementation>;
    guards: Record<string, Implementation>;
  }): Machine;
}
type CreateActor = (machine: Machine, options: { clock: SimulatedClock }) => Actor;

/**
 * What the page does, the first `times` times, from inside a page action or from an observer's `next` that
 * sees the given state: the kit's ports and a site's listeners (an error listener that closes the widget) can.
 */
interface Reaction {
  on: { action: string } | { observer: number; state: string };
  times: number;
  /** An observer that throws is reported as unhandled by both runtimes alike, so only actions throw. */
  then: { kind: 'send'; event: KitEvent } | { kind: 'throw' } | { kind: 'stop' };
}

/** Two observers, so that one reacting shows whether the other still sees every snapshot in order. */
const OBSERVERS = [0, 1];

/** Everything about a run that is not a step: decided once, played identically on both runtimes. */
interface Script {
  beforeStart: KitEvent[];
  reactions: Reaction[];
  /** A page guard that throws on its n-th call (1-based), as a port reading a window may. */
  failingGuard: { guard: string; call: number } | null;
}

/** What the test does between two looks; `subscribe` adds a late observer, which sees only what follows. */
type Step =
  | { kind: 'send'; event: KitEvent }
  | { kind: 'advance'; ms: number }
  | { kind: 'stop' }
  | { kind: 'subscribe' }
  | { kind: 'answer'; guard: string; value: boolean };

/** What the page saw, in order: `action`/`guard` calls with their arguments, observers' `next`/`error`/`complete`. */
type LogEntry = [kind: 'action' | 'guard' | 'next' | 'error' | 'complete', ...details: unknown[]];

const describeError = (error: unknown) => (error instanceof Error ? `Error: ${error.message}` : error);

/**
 * One runtime with the page's recording implementations bound to a machine once (XState builds a machine's
 * state tree again on every `provide()`, which would be most of the test's time if done per run).
 */
class Runtime {
  readonly machine: Machine;
  /** The run being played: runs on one runtime follow each other, and XState gives guards no `self` to tell them apart. */
  current: Run | undefined;

  constructor(
    readonly create: CreateActor,
    machine: unknown,
    readonly pageActions: readonly string[],
    readonly pageGuards: readonly string[],
    readonly statePaths: readonly string[],
  ) {
    const bound =
      (kind: 'action' | 'guard', name: string): Implementation =>
      (args, params) =>
        this.current![kind](name, args, params);
    this.machine = (machine as Machine).provide({
      actions: Object.fromEntries(pageActions.map((name) => [name, bound('action', name)])),
      guards: Object.fromEntries(pageGuards.map((name) => [name, bound('guard', name)])),
    });
  }
}

/** One runtime playing one run: its actor, its clock, and the log of what the page saw since the last look. */
class Run {
  private readonly clock = new SimulatedClock();
  private readonly actor: Actor;
  private log: LogEntry[] = [];
  /** The page's answers to its guards, changed by `answer` steps. */
  private readonly answers = new Map<string, boolean>();
  private readonly reactionsLeft: number[];
  private guardCalls = 0;
  private observers = 0;

  constructor(
    private readonly runtime: Runtime,
    private readonly script: Script,
  ) {
    this.reactionsLeft = script.reactions.map((reaction) => reaction.times);
    runtime.current = this;
    this.actor = runtime.create(runtime.machine, { clock: this.clock });
    OBSERVERS.forEach(() => this.subscribe());
    for (const event of script.beforeStart) {
      this.actor.send(event);
    }
  }

  /** Adds an observer that logs under its number and plays the reactions scripted for it. */
  private subscribe(): void {
    const observer = this.observers++;
    this.actor.subscribe({
      next: (snapshot) => {
        this.log.push(['next', observer, snapshot.value, snapshot.status]);
        this.react((on) => 'observer' in on && on.observer === observer && snapshot.matches(on.state), this.actor);
      },
      error: (error) => this.log.push(['error', observer, describeError(error)]),
      complete: () => this.log.push(['complete', observer]),
    });
  }

  /** A page action: logged with what it was given, then the scripted reaction, if any is left. */
  action(name: string, { context, event, self }: Parameters<Implementation>[0], params: unknown): void {
    this.log.push(['action', name, params, event.type, context, self.getSnapshot().value, self.getSnapshot().status]);
    this.react((on) => 'action' in on && on.action === name, self);
  }

  /** Plays the scripted reactions due where `here` says, while they have turns left. */
  private react(here: (on: Reaction['on']) => boolean, self: Actor): void {
    this.script.reactions.forEach((reaction, i) => {
      if (!here(reaction.on) || this.reactionsLeft[i] === 0) {
        return;
      }
      this.reactionsLeft[i] = this.reactionsLeft[i]! - 1;
      if (reaction.then.kind === 'send') {
        self.send(reaction.then.event);
      } else if (reaction.then.kind === 'stop') {
        self.stop();
      } else {
        throw new Error(`the page failed in ${JSON.stringify(reaction.on)}`);
      }
    });
  }

  /** A page guard: the world's current answer, logged; it throws on the scripted call. */
  guard(name: string, { context, event }: Parameters<Implementation>[0]): boolean {
    this.guardCalls += 1;
    const answer = this.answers.get(name) ?? false;
    this.log.push(['guard', name, event.type, context, answer]);
    const failing = this.script.failingGuard;
    if (failing?.guard === name && failing.call === this.guardCalls) {
      throw new Error(`the page's ${name} failed`);
    }
    return answer;
  }

  start(): void {
    this.actor.start();
  }

  play(step: Step): void {
    if (step.kind === 'send') {
      this.actor.send(step.event);
    } else if (step.kind === 'advance') {
      this.clock.increment(step.ms);
    } else if (step.kind === 'stop') {
      this.actor.stop();
    } else if (step.kind === 'subscribe') {
      this.subscribe();
    } else {
      this.answers.set(step.guard, step.value);
    }
  }

  /** Everything observable now, and the page's log since the previous look. */
  look() {
    const snapshot = this.actor.getSnapshot();
    const log = this.log;
    this.log = [];
    return {
      value: snapshot.value,
      status: snapshot.status,
      context: snapshot.context,
      error: describeError(snapshot.error),
      output: snapshot.output,
      matches: this.runtime.statePaths.map((path) => [path, snapshot.matches(path)]),
      log,
    };
  }
}

const NO_SUCH_STATE = 'no.such.state';

/** Every state path of a machine (from XState's own tree) and one that does not exist, for `matches()`. */
function statePathsOf(xstateMachine: unknown): string[] {
  const paths: string[] = [NO_SUCH_STATE];
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    if (node.path.length > 0) {
      paths.push(node.path.join('.'));
    }
    Object.values(node.states).forEach((child) => walk(child as typeof node));
  };
  walk((xstateMachine as { root: { path: string[]; states: Record<string, unknown> } }).root);
  return paths;
}

/** The named actions the page implements: all but the machine's own `assign`s. */
function pageActionsOf(xstateMachine: unknown): string[] {
  const actions = (xstateMachine as { implementations: { actions: Record<string, { type?: string }> } }).implementations
    .actions;
  return Object.entries(actions)
    .filter(([, implementation]) => implementation.type !== 'xstate.assign')
    .map(([name]) => name);
}

function scriptOf(
  kit: KitMachine,
  pageActions: readonly string[],
  statePaths: readonly string[],
): fc.Arbitrary<Script> {
  const send = fc.record({ kind: fc.constant('send' as const), event: kit.events });
  const stop = fc.constant({ kind: 'stop' as const });
  const times = fc.integer({ min: 1, max: 2 });
  const reaction: fc.Arbitrary<Reaction> = fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        on: fc.record({ action: fc.constantFrom(...pageActions) }),
        times,
        then: fc.oneof(
          { weight: 4, arbitrary: send },
          { weight: 1, arbitrary: fc.constant({ kind: 'throw' as const }) },
          { weight: 1, arbitrary: stop },
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        on: fc.record({ observer: fc.constantFrom(...OBSERVERS), state: fc.constantFrom(...statePaths) }),
        times,
        then: fc.oneof({ weight: 4, arbitrary: send }, { weight: 1, arbitrary: stop }),
      }),
    },
  );
  return fc.record({
    beforeStart: fc.oneof(
      { weight: 4, arbitrary: fc.constant<KitEvent[]>([]) },
      { weight: 1, arbitrary: fc.array(kit.events, { minLength: 1, maxLength: 2 }) },
    ),
    reactions: fc.oneof(
      { weight: 1, arbitrary: fc.constant<Reaction[]>([]) },
      { weight: 1, arbitrary: fc.array(reaction, { minLength: 1, maxLength: 3 }) },
    ),
    failingGuard:
      kit.pageGuards.length === 0
        ? fc.constant(null)
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant(null) },
            {
              weight: 1,
              arbitrary: fc.record({ guard: fc.constantFrom(...kit.pageGuards), call: fc.integer({ min: 1, max: 4 }) }),
            },
          ),
  });
}

function stepOf(kit: KitMachine): fc.Arbitrary<Step> {
  const advance = fc.oneof(fc.constantFrom(0, ...kit.delays), fc.integer({ min: 0, max: 6000 }));
  return fc.oneof(
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('send' as const), event: kit.events }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: advance }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'stop' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'subscribe' as const }) },
    ...(kit.pageGuards.length === 0
      ? []
      : [
          {
            weight: 2,
            arbitrary: fc.record({
              kind: fc.constant('answer' as const),
              guard: fc.constantFrom(...kit.pageGuards),
              value: fc.boolean(),
            }),
          },
        ]),
  );
}

/**
 * Both looks must be equal; if not, vitest's diff says where, prefixed with the step that made them differ.
 * What XState showed goes into `reached`, so the test can prove its runs went everywhere worth comparing.
 */
function expectSame(xstate: Run, micro: Run, after: string, reached: Set<string>): void {
  const expected = xstate.look();
  const actual = micro.look();
  if (!isDeepStrictEqual(actual, expected)) {
    expect(actual, `the widget runtime differs from XState after ${after}`).toStrictEqual(expected);
  }
  reached.add(`status ${expected.status}`);
  for (const [path, matches] of expected.matches) {
    if (matches) {
      reached.add(`state ${String(path)}`);
    }
  }
  for (const [kind, name] of expected.log) {
    reached.add(kind === 'action' || kind === 'guard' ? `${kind} ${String(name)}` : kind);
  }
}

/**
 * The machines the built kit runs: the core machines widget/ imports (not only their types), and any file of
 * widget/ outside the runtime that makes a machine itself (named by its path, which no entry can match).
 */
function machinesOfTheKit(): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/^import (?!type )[^;]*?from '[./]*core\/machines\/(\w+)\.ts'/gm)) {
          found.add(match[1]!);
        }
        if (!path.startsWith(join('widget', 'runtime')) && /\b(setup|createMachine)\(/.test(source)) {
          found.add(path);
        }
      }
    }
  };
  visit('widget');
  return [...found].sort();
}

describe('the widget runtime takes the same steps as XState', () => {
  it('covers every machine the kit imports', () => {
    expect(KIT_MACHINES.map((kit) => kit.module).sort()).toEqual(machinesOfTheKit());
  });

  describe.each(KIT_MACHINES)('$module', (kit) => {
    let builds: { xstate: unknown; micro: unknown };
    beforeAll(async () => {
      builds = await kit.load();
    });

    it('is loaded once on XState and once on the widget runtime', () => {
      expect(builds.xstate).toBeInstanceOf(StateMachine);
      expect(builds.micro).not.toBeInstanceOf(StateMachine);
      expect(builds.micro).toHaveProperty('root.on');
    });

    it(`agrees after every step of ${RUNS_PER_MACHINE} random runs of up to ${MAX_STEPS} steps`, () => {
      const pageActions = pageActionsOf(builds.xstate);
      const statePaths = statePathsOf(builds.xstate);
      const xstateRuntime = new Runtime(
        createXStateActor as unknown as CreateActor,
        builds.xstate,
        pageActions,
        kit.pageGuards,
        statePaths,
      );
      const microRuntime = new Runtime(
        createMicroActor as unknown as CreateActor,
        builds.micro,
        pageActions,
        kit.pageGuards,
        statePaths,
      );
      const reached = new Set<string>();
      // XState warns about every event sent to a stopped actor; the runs do that on purpose.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        fc.assert(
          fc.property(
            scriptOf(kit, pageActions, statePaths),
            fc.array(stepOf(kit), { maxLength: MAX_STEPS, size: 'max' }),
            (script, steps) => {
              const xstate = new Run(xstateRuntime, script);
              const micro = new Run(microRuntime, script);
              expectSame(xstate, micro, 'createActor', reached);
              xstate.start();
              micro.start();
              expectSame(xstate, micro, 'start()', reached);
              steps.forEach((step, i) => {
                xstate.play(step);
                micro.play(step);
                expectSame(xstate, micro, `step ${i + 1} ${JSON.stringify(step)}`, reached);
              });
            },
          ),
          { seed: SEED, numRuns: RUNS_PER_MACHINE },
        );
      } finally {
        warn.mockRestore();
      }
      // Agreement means little unless the runs got everywhere: every state, every way an actor ends, every
      // call the page can see.
      const everywhere = [
        ...statePaths.filter((path) => path !== NO_SUCH_STATE).map((path) => `state ${path}`),
        ...['active', 'done', 'error', 'stopped'].map((status) => `status ${status}`),
        ...pageActions.map((name) => `action ${name}`),
        ...kit.pageGuards.map((name) => `guard ${name}`),
        'next',
        'error',
        'complete',
      ];
      expect(everywhere.filter((what) => !reached.has(what))).toEqual([]);
    });
  });
});
