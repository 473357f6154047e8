/** The machine half of the widget runtime (widget/runtime/microXState.ts): definitions, checked when made. */

/** A machine's context: the runtime only copies it, the machine's types say what is in it. */
export type Context = Record<string, unknown>;

/** Any event; the machine's own types narrow it. */
export type AnyEvent = { type: string };

/** What actions, guards, delays and params functions are called with, as in XState. */
export interface ActionArgs {
  context: Context;
  event: AnyEvent;
  self?: unknown;
}

/** An action, guard, delay or params function. */
type Implementation = (args: ActionArgs, params?: unknown) => unknown;

/** What `assign` returns: applied by the runtime, never called. */
export interface Assigner {
  $assign: Implementation | Record<string, unknown>;
}

/** How a machine names an action or guard: by name, inline, as `assign(…)`, or `{ type, params }`. */
export type ImplementationRef = string | Implementation | Assigner | { type: string; params?: unknown };

/**
 * The after-delay timers a state starts on entry and cancels on exit, kept beside its entry and exit actions
 * so that they run in XState's order. `delay` is a name from `setup({ delays })` or milliseconds.
 */
type TimerStep = { $startTimer: string; delay: string | number } | { $cancelTimer: string };

/** One entry or exit step of a state. */
export type StateStep = ImplementationRef | TimerStep;

/** The named implementations of `setup()`, replaced one by one by `provide()`. */
export interface Implementations {
  actions: Record<string, Implementation | Assigner>;
  guards: Record<string, Implementation>;
  delays: Record<string, number | Implementation>;
}

/** One transition of a state for one event type; `targetNode` is resolved once every state exists. */
export interface Transition {
  source: StateNode;
  target?: string;
  /** Undefined for a transition without a target (actions only). */
  targetNode?: StateNode;
  guard?: ImplementationRef;
  actions: ImplementationRef[];
  reenter?: boolean;
}

/** A state of the tree, with its transitions by event type and its entry and exit steps. */
export interface StateNode {
  id: string;
  key: string;
  parent?: StateNode;
  initial?: StateNode;
  final: boolean;
  states: Record<string, StateNode>;
  on: Record<string, Transition[]>;
  entry: StateStep[];
  exit: StateStep[];
}

/** An actor's snapshot, with the fields and the `matches()` of XState's that the kit reads. */
export interface Snapshot {
  status: 'active' | 'done' | 'error' | 'stopped';
  value: unknown;
  context: Context;
  error?: unknown;
  output?: undefined;
  matches(value: unknown): boolean;
  /** The active atomic state (one region: the active states are it and its ancestors). */
  node: StateNode;
}

/** A subscriber, as XState's `subscribe()` takes it. */
export interface Observer {
  next?(snapshot: Snapshot): void;
  error?(error: unknown): void;
  complete?(): void;
}

/** What drives `after` delays: the global timers, or XState's `SimulatedClock` in tests. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const STATE_KEYS = ['id', 'initial', 'states', 'on', 'entry', 'exit', 'after', 'type', 'context', 'description'];
const TRANSITION_KEYS = ['target', 'guard', 'actions', 'reenter', 'description'];

/** Refuses a feature outside the subset, when the machine is made, so it never runs differently from XState. */
export function unsupported(what: string): never {
  throw new Error(`xstate (widget runtime): ${what} is not supported`);
}

/** XState's one-or-many shorthand, as an array. */
const toArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Whether `node` lies strictly inside `ancestor`. */
export function isDescendant(node: StateNode, ancestor: StateNode): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up === ancestor) {
      return true;
    }
  }
  return false;
}

/** Rethrows outside the runtime's call stack, as XState reports an error nobody observes. */
export function reportUnhandled(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/** A `{ type, params }` reference's params, resolved as XState does (a function gets context and event). */
export function paramsOf(ref: ImplementationRef, args: ActionArgs): unknown {
  const params = typeof ref === 'object' && 'type' in ref ? ref.params : undefined;
  return typeof params === 'function' ? params(args) : params;
}

/** A machine: its states (shared by every `provide` copy), the root context and the named implementations. */
export interface Machine {
  config: Record<string, unknown>;
  implementations: Implementations;
  root: StateNode;
  provide(more: Partial<Implementations>): Machine;
}

/** A machine over an already built state tree, so `provide()` copies only the implementations. */
function machineOf(
  config: Record<string, unknown>,
  implementations: Implementations,
  root = buildStateTree(config, implementations),
): Machine {
  return {
    config,
    implementations,
    root,
    provide(more) {
      const merged = { ...implementations };
      for (const [kind, named] of Object.entries(more)) {
        if (!(kind in implementations)) {
          unsupported(`provide({ ${kind} })`);
        }
        merged[kind as keyof Implementations] = {
          ...implementations[kind as keyof Implementations],
          ...named,
        } as never;
      }
      return machineOf(config, merged, root);
    },
  };
}

/** Builds and checks the state tree of a machine config: every name known, every target found. */
function buildStateTree(config: Record<string, unknown>, implementations: Implementations): StateNode {
  if (typeof config.context === 'function') {
    unsupported('a context function');
  }
  const nodesById = new Map<string, StateNode>();
  const transitions: Transition[] = [];
  const requireNamed = (kind: 'actions' | 'guards' | 'delays', name: string) => {
    if (!(name in implementations[kind])) {
      throw new Error(`xstate (widget runtime): unknown ${kind.slice(0, -1)} '${name}'`);
    }
  };
  const refsOf = (value: unknown, kind: 'actions' | 'guards'): ImplementationRef[] =>
    toArray(value as ImplementationRef | ImplementationRef[]).map((ref) => {
      if (typeof ref === 'string' || (typeof ref === 'object' && 'type' in ref)) {
        requireNamed(kind, typeof ref === 'string' ? ref : ref.type);
      } else if (typeof ref !== 'function' && !(kind === 'actions' && '$assign' in ref)) {
        unsupported(`the ${kind.slice(0, -1)} ${JSON.stringify(ref)}`);
      }
      return ref;
    });
  const buildNode = (
    stateConfig: Record<string, unknown>,
    key: string,
    parent?: StateNode,
    path: string[] = [],
  ): StateNode => {
    for (const name of Object.keys(stateConfig)) {
      if (!STATE_KEYS.includes(name) || (name === 'context' && parent)) {
        unsupported(`the state key '${name}'`);
      }
    }
    if (
      stateConfig.type !== undefined &&
      stateConfig.type !== 'final' &&
      stateConfig.type !== 'compound' &&
      stateConfig.type !== 'atomic'
    ) {
      unsupported(`type '${String(stateConfig.type)}'`);
    }
    const node: StateNode = {
      id: (stateConfig.id as string | undefined) ?? [config.id ?? '(machine)', ...path].join('.'),
      key,
      parent,
      final: stateConfig.type === 'final',
      states: {},
      on: {},
      entry: refsOf(stateConfig.entry, 'actions'),
      exit: refsOf(stateConfig.exit, 'actions'),
    };
    if (node.final && parent !== undefined && parent.parent !== undefined) {
      unsupported('a final state below the top level');
    }
    nodesById.set(node.id, node);
    const addTransitions = (type: string, value: unknown) => {
      if (type.includes('*')) {
        unsupported(`the wildcard event '${type}'`);
      }
      node.on[type] = toArray(value as unknown[]).map((raw) => {
        const transitionConfig = (typeof raw === 'string' ? { target: raw } : raw) as Record<string, unknown>;
        for (const name of Object.keys(transitionConfig)) {
          if (!TRANSITION_KEYS.includes(name)) {
            unsupported(`the transition key '${name}'`);
          }
        }
        if (transitionConfig.target !== undefined && typeof transitionConfig.target !== 'string') {
          unsupported('a target other than one string');
        }
        const transition: Transition = {
          source: node,
          target: transitionConfig.target as string | undefined,
          guard: transitionConfig.guard === undefined ? undefined : refsOf(transitionConfig.guard, 'guards')[0],
          actions: refsOf(transitionConfig.actions, 'actions'),
          reenter: transitionConfig.reenter as boolean | undefined,
        };
        transitions.push(transition);
        return transition;
      });
    };
    for (const [type, value] of Object.entries((stateConfig.on ?? {}) as Record<string, unknown>)) {
      addTransitions(type, value);
    }
    for (const [delay, value] of Object.entries((stateConfig.after ?? {}) as Record<string, unknown>)) {
      // XState's own event name for the delay, so a machine reads the same under both runtimes.
      const type = `xstate.after.${delay}.${node.id}`;
      const numeric = !Number.isNaN(+delay);
      if (!numeric) {
        requireNamed('delays', delay);
      }
      node.entry.push({ $startTimer: type, delay: numeric ? +delay : delay });
      node.exit.push({ $cancelTimer: type });
      addTransitions(type, value);
    }
    for (const [childKey, child] of Object.entries(
      (stateConfig.states ?? {}) as Record<string, Record<string, unknown>>,
    )) {
      node.states[childKey] = buildNode(child, childKey, node, [...path, childKey]);
    }
    if (Object.keys(node.states).length > 0) {
      node.initial =
        node.states[stateConfig.initial as string] ??
        unsupported(`a compound state without a valid initial ('${node.id}')`);
    }
    return node;
  };
  const root = buildNode(config, '');
  for (const transition of transitions) {
    if (transition.target !== undefined) {
      const target = transition.target;
      let targetNode: StateNode | undefined;
      if (target.startsWith('#')) {
        targetNode = nodesById.get(target.slice(1));
      } else {
        // '.child' is below the source; 'sibling.child' starts from the source's parent.
        const relative = target.startsWith('.');
        targetNode = relative ? transition.source : transition.source.parent;
        for (const key of (relative ? target.slice(1) : target).split('.')) {
          targetNode = targetNode?.states[key];
        }
      }
      transition.targetNode = targetNode === root ? undefined : targetNode;
      if (!transition.targetNode) {
        throw new Error(`xstate (widget runtime): no state '${target}' from '${transition.source.id}'`);
      }
    }
  }
  return root;
}

/** `setup(...)`: the kit's machines are built with `setup(...).createMachine(...)` only. */
export function setup({
  types: _types,
  actors,
  guards = {},
  actions = {},
  delays = {},
  ...rest
}: Partial<Implementations> & { types?: unknown; actors?: object }) {
  if (Object.keys({ ...actors, ...rest }).length > 0) {
    unsupported(`setup({ ${Object.keys({ ...actors, ...rest }).join(', ')} })`);
  }
  return { createMachine: (config: Record<string, unknown>) => machineOf(config, { guards, actions, delays }) };
}

/** `assign(partial)` or `assign(({ context, event }, params) => partial)`, as in XState. */
export function assign(assignment: Assigner['$assign']): Assigner {
  return { $assign: assignment };
}
