/**
 * The statechart runtime of the widget BUILD (vite.widget.config.ts aliases `xstate` to this file); the core,
 * the portal and every test that imports `xstate` keep XState itself. It runs the kit's two core machines
 * (core/machines/widgetLifecycle.ts, fullAuth.ts) with XState v5's semantics in ≈1.5 KB of gzip instead of
 * XState's ≈11 KB (docs/decisions.md «Widget build: a micro statechart runtime»), and it implements only the
 * subset they use:
 * - `setup({ types, guards, actions, delays }).createMachine(config)` and `machine.provide({ guards, actions, delays })`;
 * - states: `id`, `initial`, `states` (nested), `on` (root level too), `entry`, `exit`, `after` (named or
 *   numeric delays, cancelled when the state is left), `type: 'final'` at the top level (status 'done');
 * - transitions: a target (sibling, '.child', '#id'), guarded arrays (named, `{ type, params }` or inline
 *   guards), `reenter`, actions by name, `{ type, params }` (params an object or a function), inline, `assign`;
 * - one microstep per event as XState orders it: exit actions (deepest first), transition actions, entry
 *   actions (outermost first); each action sees the context the `assign`s before it produced;
 * - `createActor(machine, { clock })` with start, stop, send (queued while an event is processed, kept until
 *   start), getSnapshot (`value`, `context`, `status`, `matches()`, `error`) and subscribe (function or
 *   observer); an action or guard that throws puts the actor in status 'error' and reaches observers' `error`.
 * Anything else (parallel or history states, invoke, always, wildcards, nested final states, unknown names…)
 * throws when the machine is created rather than running differently. tests/widget/runtime/ runs the core
 * machines' own test suites against this file.
 */

type Ctx = Record<string, unknown>;
type Ev = { type: string };
interface Args {
  context: Ctx;
  event: Ev;
  self?: unknown;
}
type Fn = (args: Args, params?: unknown) => unknown;
/** What `assign` returns: applied by the runtime, never called. */
interface Assigner {
  $a: Fn | Record<string, unknown>;
}
type Ref = string | Fn | Assigner | { type: string; params?: unknown };
/** The after-delay timers a state starts on entry and cancels on exit, kept beside its actions. */
type Timer = { $s: string; d: string | number } | { $c: string };
type Step = Ref | Timer;
interface Impl {
  actions: Record<string, Fn | Assigner>;
  guards: Record<string, Fn>;
  delays: Record<string, number | Fn>;
}
interface Transition {
  source: Node;
  target?: string;
  to?: Node;
  guard?: Ref;
  actions: Ref[];
  reenter?: boolean;
}
interface Node {
  id: string;
  key: string;
  parent?: Node;
  initial?: Node;
  final: boolean;
  states: Record<string, Node>;
  on: Record<string, Transition[]>;
  entry: Step[];
  exit: Step[];
}
interface Snapshot {
  status: 'active' | 'done' | 'error' | 'stopped';
  value: unknown;
  context: Ctx;
  error?: unknown;
  output?: undefined;
  matches(value: unknown): boolean;
  /** The active atomic state (one region: the active states are it and its ancestors). */
  n: Node;
}
interface Observer {
  next?(snapshot: Snapshot): void;
  error?(error: unknown): void;
  complete?(): void;
}
interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const STATE_KEYS = ['id', 'initial', 'states', 'on', 'entry', 'exit', 'after', 'type', 'context', 'description'];
const TRANSITION_KEYS = ['target', 'guard', 'actions', 'reenter', 'description'];

function unsupported(what: string): never {
  throw new Error(`xstate (widget runtime): ${what} is not supported`);
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Whether `node` lies strictly inside `ancestor`. */
function inside(node: Node, ancestor: Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up === ancestor) {
      return true;
    }
  }
  return false;
}

function reportUnhandled(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/** A `{ type, params }` reference's params, resolved as XState does (a function gets context and event). */
function paramsOf(ref: Ref, args: Args): unknown {
  const params = typeof ref === 'object' && 'type' in ref ? ref.params : undefined;
  return typeof params === 'function' ? params(args) : params;
}

/** A machine: its states (shared by every `provide` copy), the root context and the named implementations. */
interface Machine {
  config: Record<string, unknown>;
  impl: Impl;
  root: Node;
  provide(more: Partial<Impl>): Machine;
}

function machine(config: Record<string, unknown>, impl: Impl, root = build(config, impl)): Machine {
  return {
    config,
    impl,
    root,
    provide(more) {
      const merged = { ...impl };
      for (const [kind, named] of Object.entries(more)) {
        if (!(kind in impl)) {
          unsupported(`provide({ ${kind} })`);
        }
        merged[kind as keyof Impl] = { ...impl[kind as keyof Impl], ...named } as never;
      }
      return machine(config, merged, root);
    },
  };
}

function build(config: Record<string, unknown>, impl: Impl): Node {
  if (typeof config.context === 'function') {
    unsupported('a context function');
  }
  const ids = new Map<string, Node>();
  const transitions: Transition[] = [];
  const named = (kind: 'actions' | 'guards' | 'delays', name: string) => {
    if (!(name in impl[kind])) {
      throw new Error(`xstate (widget runtime): unknown ${kind.slice(0, -1)} '${name}'`);
    }
  };
  const refs = (value: unknown, kind: 'actions' | 'guards'): Ref[] =>
    list(value as Ref | Ref[]).map((ref) => {
      if (typeof ref === 'string' || (typeof ref === 'object' && 'type' in ref)) {
        named(kind, typeof ref === 'string' ? ref : ref.type);
      } else if (typeof ref !== 'function' && !(kind === 'actions' && '$a' in ref)) {
        unsupported(`the ${kind.slice(0, -1)} ${JSON.stringify(ref)}`);
      }
      return ref;
    });
  const node = (cfg: Record<string, unknown>, key: string, parent?: Node, path: string[] = []): Node => {
    for (const name of Object.keys(cfg)) {
      if (!STATE_KEYS.includes(name) || (name === 'context' && parent)) {
        unsupported(`the state key '${name}'`);
      }
    }
    if (cfg.type !== undefined && cfg.type !== 'final' && cfg.type !== 'compound' && cfg.type !== 'atomic') {
      unsupported(`type '${String(cfg.type)}'`);
    }
    const self: Node = {
      id: (cfg.id as string | undefined) ?? [config.id ?? '(machine)', ...path].join('.'),
      key,
      parent,
      final: cfg.type === 'final',
      states: {},
      on: {},
      entry: refs(cfg.entry, 'actions'),
      exit: refs(cfg.exit, 'actions'),
    };
    if (self.final && parent !== undefined && parent.parent !== undefined) {
      unsupported('a final state below the top level');
    }
    ids.set(self.id, self);
    const add = (type: string, value: unknown) => {
      if (type.includes('*')) {
        unsupported(`the wildcard event '${type}'`);
      }
      self.on[type] = list(value as unknown[]).map((raw) => {
        const t = (typeof raw === 'string' ? { target: raw } : raw) as Record<string, unknown>;
        for (const name of Object.keys(t)) {
          if (!TRANSITION_KEYS.includes(name)) {
            unsupported(`the transition key '${name}'`);
          }
        }
        if (t.target !== undefined && typeof t.target !== 'string') {
          unsupported('a target other than one string');
        }
        const transition: Transition = {
          source: self,
          target: t.target as string | undefined,
          guard: t.guard === undefined ? undefined : refs(t.guard, 'guards')[0],
          actions: refs(t.actions, 'actions'),
          reenter: t.reenter as boolean | undefined,
        };
        transitions.push(transition);
        return transition;
      });
    };
    for (const [type, value] of Object.entries((cfg.on ?? {}) as Record<string, unknown>)) {
      add(type, value);
    }
    for (const [delay, value] of Object.entries((cfg.after ?? {}) as Record<string, unknown>)) {
      // XState's own event name for the delay, so a machine reads the same under both runtimes.
      const type = `xstate.after.${delay}.${self.id}`;
      const numeric = !Number.isNaN(+delay);
      if (!numeric) {
        named('delays', delay);
      }
      self.entry.push({ $s: type, d: numeric ? +delay : delay });
      self.exit.push({ $c: type });
      add(type, value);
    }
    for (const [childKey, child] of Object.entries((cfg.states ?? {}) as Record<string, Record<string, unknown>>)) {
      self.states[childKey] = node(child, childKey, self, [...path, childKey]);
    }
    if (Object.keys(self.states).length > 0) {
      self.initial = self.states[cfg.initial as string] ?? unsupported(`a compound state without a valid initial ('${self.id}')`);
    }
    return self;
  };
  const root = node(config, '');
  for (const t of transitions) {
    if (t.target !== undefined) {
      const target = t.target;
      let to: Node | undefined;
      if (target.startsWith('#')) {
        to = ids.get(target.slice(1));
      } else {
        const relative = target.startsWith('.');
        let at: Node | undefined = relative ? t.source : t.source.parent;
        for (const key of (relative ? target.slice(1) : target).split('.')) {
          at = at?.states[key];
        }
        to = at;
      }
      t.to = to === root ? undefined : to;
      if (!t.to) {
        throw new Error(`xstate (widget runtime): no state '${target}' from '${t.source.id}'`);
      }
    }
  }
  return root;
}

/** `setup(...)`: the kit's machines are built with `setup(...).createMachine(...)` only. */
export function setup({ types: _types, actors, guards = {}, actions = {}, delays = {}, ...rest }: Partial<Impl> & { types?: unknown; actors?: object }) {
  if (Object.keys({ ...actors, ...rest }).length > 0) {
    unsupported(`setup({ ${Object.keys({ ...actors, ...rest }).join(', ')} })`);
  }
  return { createMachine: (config: Record<string, unknown>) => machine(config, { guards, actions, delays }) };
}

/** `assign(partial)` or `assign(({ context, event }, params) => partial)`, as in XState. */
export function assign(assignment: Assigner['$a']): Assigner {
  return { $a: assignment };
}

const STOP = { type: 'xstate.stop' };

function snapshot(n: Node, context: Ctx, status: Snapshot['status']): Snapshot {
  const path: string[] = [];
  for (let at: Node | undefined = n; at?.parent; at = at.parent) {
    path.unshift(at.key);
  }
  return {
    status,
    context,
    n,
    output: undefined,
    value: path.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined),
    matches(value: unknown) {
      const want: string[] = [];
      for (let v = value; v !== undefined; ) {
        if (typeof v === 'string') {
          want.push(...v.split('.'));
          v = undefined;
        } else {
          const [key] = Object.keys(v as object);
          want.push(key!);
          v = (v as Record<string, unknown>)[key!];
        }
      }
      return want.every((key, i) => path[i] === key);
    },
  };
}

/** An actor as the kit uses it; internal state lives in the closure (short, and invisible from outside). */
export interface MicroActor {
  getSnapshot(): Snapshot;
  subscribe(next: Observer | Observer['next'], error?: Observer['error'], complete?: Observer['complete']): { unsubscribe(): void };
  start(): MicroActor;
  stop(): MicroActor;
  send(event: Ev): void;
}

/** `createActor(machine, { clock })`: XState's `SimulatedClock` (or any `setTimeout`/`clearTimeout` pair) drives the delays. */
export function createActor(m: Machine, options: { clock?: Clock; id?: string } = {}): MicroActor {
  for (const key of Object.keys(options)) {
    if (key !== 'clock' && key !== 'id') {
      unsupported(`the actor option '${key}'`);
    }
  }
  const clock: Clock = options.clock ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) };
  /** 0 not started, 1 running, 2 stopped (done, error or stop()). */
  let status = 0;
  let busy = false;
  const queue: Ev[] = [];
  const observers = new Set<Observer>();
  const timers = new Map<string, unknown>();
  /** The initial state's effects wait for start(), as XState defers them. */
  const deferred: (() => void)[] = [];

  const cancel = (type: string) => {
    if (timers.has(type)) {
      clock.clearTimeout(timers.get(type));
      timers.delete(type);
    }
  };
  const halt = () => {
    status = 2;
    queue.length = 0;
    [...timers.keys()].forEach(cancel);
  };
  const notify = (call: (observer: Observer) => void) => {
    for (const observer of observers) {
      try {
        call(observer);
      } catch (error) {
        reportUnhandled(error);
      }
    }
  };
  const complete = () => {
    notify((observer) => observer.complete?.());
    observers.clear();
  };
  const update = (next: Snapshot) => {
    snap = next;
    notify((observer) => observer.next?.(next));
    if (next.status === 'done') {
      halt();
      complete();
    }
  };
  const fail = (error: unknown) => {
    snap = { ...snap, status: 'error', error };
    halt();
    let unhandled = observers.size === 0;
    notify((observer) => {
      unhandled ||= !observer.error;
      observer.error?.(error);
    });
    observers.clear();
    if (unhandled) {
      reportUnhandled(error);
    }
  };

  /** Runs one action (or a timer step) and returns the context after it. */
  const act = (item: Step, context: Ctx, event: Ev, run: (effect: () => void) => void): Ctx => {
    const args = { context, event, self: actor };
    if (typeof item === 'object' && '$s' in item) {
      const type = item.$s;
      const delay = typeof item.d === 'string' ? m.impl.delays[item.d]! : item.d;
      const ms = typeof delay === 'function' ? (delay(args) as number) : delay;
      run(() =>
        timers.set(
          type,
          clock.setTimeout(() => {
            timers.delete(type);
            actor.send({ type });
          }, ms),
        ),
      );
      return context;
    }
    if (typeof item === 'object' && '$c' in item) {
      const type = item.$c;
      run(() => cancel(type));
      return context;
    }
    const impl = typeof item === 'string' || 'type' in item ? m.impl.actions[typeof item === 'string' ? item : item.type]! : item;
    const params = paramsOf(item, args);
    if (typeof impl === 'function') {
      run(() => impl(args, params));
      return context;
    }
    const assignment = impl.$a;
    const partial =
      typeof assignment === 'function'
        ? (assignment(args, params) as Ctx)
        : Object.fromEntries(Object.entries(assignment).map(([key, value]) => [key, typeof value === 'function' ? value(args, params) : value]));
    return { ...context, ...partial };
  };

  /** One microstep: `t` undefined enters the initial states. */
  const step = (t: Transition | undefined, event: Ev, run: (effect: () => void) => void): Snapshot => {
    let context = t ? snap.context : ((m.config.context as Ctx | undefined) ?? {});
    let n = t ? snap.n : m.root;
    let done = false;
    const apply = (steps: Step[]) => {
      for (const item of steps) {
        context = act(item, context, event, run);
      }
    };
    const enter = (nodes: Node[]) => {
      for (const at of nodes) {
        apply(at.entry);
        n = at;
        done ||= at.final;
      }
    };
    if (!t) {
      const nodes: Node[] = [];
      for (let at: Node | undefined = m.root; at; at = at.initial) {
        nodes.push(at);
      }
      enter(nodes);
    } else if (!t.to) {
      apply(t.actions);
    } else {
      const target = t.to;
      // XState's transition domain: the source itself for a target inside it (unless re-entering), else the
      // nearest state around both; everything active below it is left, everything down to the target entered.
      let domain: Node | undefined = t.source;
      if (t.reenter || (target !== t.source && !inside(target, t.source))) {
        domain = target.parent;
        while (domain && !inside(t.source, domain)) {
          domain = domain.parent;
        }
      }
      for (let at: Node | undefined = n; at !== domain; at = at!.parent) {
        apply(at!.exit);
      }
      apply(t.actions);
      const nodes: Node[] = [];
      for (let at: Node | undefined = target; at !== domain; at = at!.parent) {
        nodes.unshift(at!);
      }
      for (let at = target.initial; at; at = at.initial) {
        nodes.push(at);
      }
      enter(nodes);
    }
    if (done) {
      // A finished machine leaves every state, which also cancels its timers.
      for (let at: Node | undefined = n; at; at = at.parent) {
        apply(at.exit);
      }
    }
    return snapshot(n, context, done ? 'done' : 'active');
  };

  const transition = (event: Ev): Snapshot => {
    const args = { context: snap.context, event, self: actor };
    for (let at: Node | undefined = snap.n; at; at = at.parent) {
      for (const t of at.on[event.type] ?? []) {
        const guard = t.guard;
        if (
          guard === undefined ||
          (typeof guard === 'function' ? guard : m.impl.guards[typeof guard === 'string' ? guard : (guard as { type: string }).type]!)(args, paramsOf(guard, args))
        ) {
          return step(t, event, (effect) => effect());
        }
      }
    }
    return snap;
  };

  /** Events sent while one is processed (by an action, a subscriber) wait for it, as in XState's mailbox. */
  const flush = () => {
    if (status !== 1 || busy) {
      return;
    }
    busy = true;
    while (status === 1 && queue.length > 0) {
      const event = queue.shift()!;
      if (event === STOP) {
        snap = { ...snap, status: 'stopped' };
        halt();
        complete();
      } else {
        try {
          update(transition(event));
        } catch (error) {
          fail(error);
        }
      }
    }
    busy = false;
  };

  const actor: MicroActor = {
    getSnapshot: () => snap,
    subscribe(next, error, done) {
      const observer: Observer = typeof next === 'function' ? { next, error, complete: done } : (next ?? {});
      if (status !== 2) {
        observers.add(observer);
      } else if (snap.status === 'done') {
        observer.complete?.();
      } else if (snap.status === 'error') {
        (observer.error ?? reportUnhandled)(snap.error);
      }
      return { unsubscribe: () => void observers.delete(observer) };
    },
    start() {
      if (status === 0) {
        status = 1;
        try {
          deferred.forEach((effect) => effect());
        } catch (error) {
          fail(error);
          return actor;
        }
        update(snap);
        flush();
      }
      return actor;
    },
    stop() {
      if (status === 0) {
        status = 2;
      }
      actor.send(STOP);
      return actor;
    },
    send(event) {
      if (status !== 2) {
        queue.push(event);
        flush();
      }
    },
  };
  let snap: Snapshot = step(undefined, { type: 'xstate.init' }, (effect) => deferred.push(effect));
  return actor;
}
