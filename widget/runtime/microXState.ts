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

class Machine {
  root: Node;
  constructor(
    public config: Record<string, unknown>,
    public impl: Impl,
    root?: Node,
  ) {
    if (typeof config.context === 'function') {
      unsupported('a context function');
    }
    this.root = root ?? this.build(config);
  }

  provide(more: Partial<Impl>): Machine {
    const impl = { ...this.impl };
    for (const [kind, named] of Object.entries(more)) {
      if (!(kind in impl)) {
        unsupported(`provide({ ${kind} })`);
      }
      impl[kind as keyof Impl] = { ...impl[kind as keyof Impl], ...named } as never;
    }
    return new Machine(this.config, impl, this.root);
  }

  private build(config: Record<string, unknown>): Node {
    const ids = new Map<string, Node>();
    const transitions: Transition[] = [];
    const named = (kind: 'actions' | 'guards' | 'delays', name: string) => {
      if (!(name in this.impl[kind])) {
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
}

/** `setup(...)`: the kit's machines are built with `setup(...).createMachine(...)` only. */
export function setup({ types: _types, actors, guards = {}, actions = {}, delays = {}, ...rest }: Partial<Impl> & { types?: unknown; actors?: object }) {
  if (Object.keys({ ...actors, ...rest }).length > 0) {
    unsupported(`setup({ ${Object.keys({ ...actors, ...rest }).join(', ')} })`);
  }
  return { createMachine: (config: Record<string, unknown>) => new Machine(config, { guards, actions, delays }) };
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

class MicroActor {
  private s: Snapshot;
  /** 0 not started, 1 running, 2 stopped (done, error or stop()). */
  private st = 0;
  private busy = false;
  private queue: Ev[] = [];
  private observers = new Set<Observer>();
  private timers = new Map<string, unknown>();
  /** The initial state's effects wait for start(), as XState defers them. */
  private deferred: (() => void)[] = [];
  private clock: Clock;

  constructor(
    private m: Machine,
    options: { clock?: Clock; id?: string } = {},
  ) {
    for (const key of Object.keys(options)) {
      if (key !== 'clock' && key !== 'id') {
        unsupported(`the actor option '${key}'`);
      }
    }
    this.clock = options.clock ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id as number) };
    this.send = this.send.bind(this);
    this.s = this.step(undefined, { type: 'xstate.init' }, (effect) => this.deferred.push(effect));
  }

  getSnapshot(): Snapshot {
    return this.s;
  }

  subscribe(next: Observer | Observer['next'], error?: Observer['error'], complete?: Observer['complete']) {
    const observer: Observer = typeof next === 'function' ? { next, error, complete } : (next ?? {});
    if (this.st !== 2) {
      this.observers.add(observer);
    } else if (this.s.status === 'done') {
      observer.complete?.();
    } else if (this.s.status === 'error') {
      (observer.error ?? reportUnhandled)(this.s.error);
    }
    return { unsubscribe: () => void this.observers.delete(observer) };
  }

  start(): this {
    if (this.st === 0) {
      this.st = 1;
      try {
        this.deferred.forEach((effect) => effect());
      } catch (error) {
        this.fail(error);
        return this;
      }
      this.update(this.s);
      this.flush();
    }
    return this;
  }

  stop(): this {
    if (this.st === 0) {
      this.st = 2;
    } else {
      this.send(STOP);
    }
    return this;
  }

  send(event: Ev): void {
    if (this.st !== 2) {
      this.queue.push(event);
      this.flush();
    }
  }

  /** Events sent while one is processed (by an action, a subscriber) wait for it, as in XState's mailbox. */
  private flush(): void {
    if (this.st !== 1 || this.busy) {
      return;
    }
    this.busy = true;
    while (this.st === 1 && this.queue.length > 0) {
      const event = this.queue.shift()!;
      if (event === STOP) {
        this.s = { ...this.s, status: 'stopped' };
        this.halt();
        this.complete();
        break;
      }
      let next: Snapshot;
      try {
        next = this.transition(event);
      } catch (error) {
        this.fail(error);
        break;
      }
      this.update(next);
    }
    this.busy = false;
  }

  private transition(event: Ev): Snapshot {
    const { n, context } = this.s;
    const args = { context, event, self: this };
    for (let at: Node | undefined = n; at; at = at.parent) {
      for (const t of at.on[event.type] ?? []) {
        if (t.guard === undefined || this.check(t.guard, args)) {
          return this.step(t, event, (effect) => effect());
        }
      }
    }
    return this.s;
  }

  private check(guard: Ref, args: Args): boolean {
    const fn = typeof guard === 'function' ? guard : this.m.impl.guards[typeof guard === 'string' ? guard : (guard as { type: string }).type]!;
    return !!fn(args, paramsOf(guard, args));
  }

  /** One microstep: `t` undefined enters the initial states. */
  private step(t: Transition | undefined, event: Ev, run: (effect: () => void) => void): Snapshot {
    let context = t ? this.s.context : ((this.m.config.context as Ctx | undefined) ?? {});
    let n = t ? this.s.n : this.m.root;
    let status: Snapshot['status'] = 'active';
    const apply = (steps: Step[]) => {
      for (const step of steps) {
        context = this.act(step, context, event, run);
      }
    };
    if (!t) {
      for (let at: Node | undefined = this.m.root; at; at = at.initial) {
        apply(at.entry);
        n = at;
      }
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
      const enter: Node[] = [];
      for (let at: Node | undefined = target; at !== domain; at = at!.parent) {
        enter.unshift(at!);
      }
      for (let at = target.initial; at; at = at.initial) {
        enter.push(at);
      }
      for (const at of enter) {
        apply(at.entry);
        n = at;
        if (at.final) {
          status = 'done';
        }
      }
    }
    if (status === 'done') {
      // A finished machine leaves every state, which also cancels its timers.
      for (let at: Node | undefined = n; at; at = at.parent) {
        apply(at.exit);
      }
    }
    return snapshot(n, context, status);
  }

  private act(step: Step, context: Ctx, event: Ev, run: (effect: () => void) => void): Ctx {
    const args = { context, event, self: this };
    if (typeof step === 'object' && '$s' in step) {
      const { $s: type, d } = step;
      const delay = typeof d === 'string' ? this.m.impl.delays[d]! : d;
      const ms = typeof delay === 'function' ? (delay(args) as number) : delay;
      run(() =>
        this.timers.set(
          type,
          this.clock.setTimeout(() => {
            this.timers.delete(type);
            this.send({ type });
          }, ms),
        ),
      );
      return context;
    }
    if (typeof step === 'object' && '$c' in step) {
      const type = step.$c;
      run(() => this.cancel(type));
      return context;
    }
    const ref = step as Ref;
    const impl = typeof ref === 'string' || 'type' in (ref as object) ? this.m.impl.actions[typeof ref === 'string' ? ref : (ref as { type: string }).type]! : (ref as Fn | Assigner);
    const params = paramsOf(ref, args);
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
  }

  private cancel(type: string): void {
    if (this.timers.has(type)) {
      this.clock.clearTimeout(this.timers.get(type));
      this.timers.delete(type);
    }
  }

  private update(next: Snapshot): void {
    this.s = next;
    for (const observer of this.observers) {
      try {
        observer.next?.(next);
      } catch (error) {
        reportUnhandled(error);
      }
    }
    if (next.status === 'done') {
      this.halt();
      this.complete();
    }
  }

  private halt(): void {
    this.st = 2;
    this.queue.length = 0;
    for (const type of [...this.timers.keys()]) {
      this.cancel(type);
    }
  }

  private complete(): void {
    for (const observer of this.observers) {
      try {
        observer.complete?.();
      } catch (error) {
        reportUnhandled(error);
      }
    }
    this.observers.clear();
  }

  private fail(error: unknown): void {
    this.s = { ...this.s, status: 'error', error };
    this.halt();
    let unhandled = this.observers.size === 0;
    for (const observer of this.observers) {
      unhandled ||= !observer.error;
      try {
        observer.error?.(error);
      } catch (thrown) {
        reportUnhandled(thrown);
      }
    }
    this.observers.clear();
    if (unhandled) {
      reportUnhandled(error);
    }
  }
}

/** `createActor(machine, { clock })`: XState's `SimulatedClock` (or any `setTimeout`/`clearTimeout` pair) drives the delays. */
export function createActor(machine: Machine, options?: { clock?: Clock; id?: string }): MicroActor {
  return new MicroActor(machine, options);
}
