/** The machine half of the widget runtime (widget/runtime/microXState.ts): definitions, checked when made. */
export type Ctx = Record<string, unknown>;
export type Ev = { type: string };
export interface Args {
  context: Ctx;
  event: Ev;
  self?: unknown;
}
export type Fn = (args: Args, params?: unknown) => unknown;
/** What `assign` returns: applied by the runtime, never called. */
export interface Assigner {
  $a: Fn | Record<string, unknown>;
}
export type Ref = string | Fn | Assigner | { type: string; params?: unknown };
/** The after-delay timers a state starts on entry and cancels on exit, kept beside its actions. */
export type Timer = { $s: string; d: string | number } | { $c: string };
export type Step = Ref | Timer;
export interface Impl {
  actions: Record<string, Fn | Assigner>;
  guards: Record<string, Fn>;
  delays: Record<string, number | Fn>;
}
export interface Transition {
  source: Node;
  target?: string;
  to?: Node;
  guard?: Ref;
  actions: Ref[];
  reenter?: boolean;
}
export interface Node {
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
export interface Snapshot {
  status: 'active' | 'done' | 'error' | 'stopped';
  value: unknown;
  context: Ctx;
  error?: unknown;
  output?: undefined;
  matches(value: unknown): boolean;
  /** The active atomic state (one region: the active states are it and its ancestors). */
  n: Node;
}
export interface Observer {
  next?(snapshot: Snapshot): void;
  error?(error: unknown): void;
  complete?(): void;
}
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const STATE_KEYS = ['id', 'initial', 'states', 'on', 'entry', 'exit', 'after', 'type', 'context', 'description'];
const TRANSITION_KEYS = ['target', 'guard', 'actions', 'reenter', 'description'];

export function unsupported(what: string): never {
  throw new Error(`xstate (widget runtime): ${what} is not supported`);
}

export const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Whether `node` lies strictly inside `ancestor`. */
export function inside(node: Node, ancestor: Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up === ancestor) {
      return true;
    }
  }
  return false;
}

export function reportUnhandled(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/** A `{ type, params }` reference's params, resolved as XState does (a function gets context and event). */
export function paramsOf(ref: Ref, args: Args): unknown {
  const params = typeof ref === 'object' && 'type' in ref ? ref.params : undefined;
  return typeof params === 'function' ? params(args) : params;
}

/** A machine: its states (shared by every `provide` copy), the root context and the named implementations. */
export interface Machine {
  config: Record<string, unknown>;
  impl: Impl;
  root: Node;
  provide(more: Partial<Impl>): Machine;
}

export function machine(config: Record<string, unknown>, impl: Impl, root = build(config, impl)): Machine {
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
