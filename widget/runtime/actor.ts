/** The actor half of the widget runtime (widget/runtime/microXState.ts): microsteps, delays, the mailbox, observers. */
import {
  isDescendant,
  paramsOf,
  reportUnhandled,
  unsupported,
  type AnyEvent,
  type Clock,
  type Context,
  type Machine,
  type Observer,
  type Snapshot,
  type StateNode,
  type StateStep,
  type Transition,
} from './machine.ts';

const STOP = { type: 'xstate.stop' };

/** Where an actor is in its life; the minifier inlines these. */
const NOT_STARTED = 0;
const RUNNING = 1;
/** Done, failed or stopped: it takes no more events. */
const ENDED = 2;

/** Runs an effect now (a transition) or keeps it for start() (the initial state's). */
type Perform = (effect: () => void) => void;

function snapshotOf(node: StateNode, context: Context, status: Snapshot['status']): Snapshot {
  const path: string[] = [];
  for (let at: StateNode | undefined = node; at?.parent; at = at.parent) {
    path.unshift(at.key);
  }
  return {
    status,
    context,
    node,
    output: undefined,
    value: path.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined),
    matches(value: unknown) {
      const wanted: string[] = [];
      for (let rest = value; rest !== undefined;) {
        if (typeof rest === 'string') {
          wanted.push(...rest.split('.'));
          rest = undefined;
        } else {
          const [key] = Object.keys(rest as object);
          wanted.push(key!);
          rest = (rest as Record<string, unknown>)[key!];
        }
      }
      return wanted.every((key, i) => path[i] === key);
    },
  };
}

/** An actor as the kit uses it; internal state lives in the closure (short, and invisible from outside). */
export interface MicroActor {
  getSnapshot(): Snapshot;
  subscribe(
    next: Observer | Observer['next'],
    error?: Observer['error'],
    complete?: Observer['complete'],
  ): { unsubscribe(): void };
  start(): MicroActor;
  stop(): MicroActor;
  send(event: AnyEvent): void;
}

/** `createActor(machine, { clock })`: XState's `SimulatedClock` (or any `setTimeout`/`clearTimeout` pair) drives the delays. */
export function createActor(machine: Machine, options: { clock?: Clock; id?: string } = {}): MicroActor {
  for (const key of Object.keys(options)) {
    if (key !== 'clock' && key !== 'id') {
      unsupported(`the actor option '${key}'`);
    }
  }
  // Read once: the names of a machine's properties stay in the bundle, locals are minified.
  const { actions, guards, delays } = machine.implementations;
  const clock: Clock = options.clock ?? {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as number),
  };
  let life = NOT_STARTED;
  /** True while the mailbox is being worked through: events sent meanwhile wait their turn. */
  let processing = false;
  const mailbox: AnyEvent[] = [];
  const observers = new Set<Observer>();
  /** The pending `after` timers by their event type. */
  const timers = new Map<string, unknown>();
  /** The initial state's effects wait for start(), as XState defers them. */
  const initialEffects: (() => void)[] = [];

  const cancelTimer = (type: string) => {
    if (timers.has(type)) {
      clock.clearTimeout(timers.get(type));
      timers.delete(type);
    }
  };
  const end = () => {
    life = ENDED;
    mailbox.length = 0;
    [...timers.keys()].forEach(cancelTimer);
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
  const completeObservers = () => {
    notify((observer) => observer.complete?.());
    observers.clear();
  };
  const publish = (next: Snapshot) => {
    current = next;
    notify((observer) => observer.next?.(next));
    if (next.status === 'done') {
      end();
      completeObservers();
    }
  };
  const fail = (error: unknown) => {
    current = { ...current, status: 'error', error };
    end();
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

  /** Runs one entry, exit or transition step (an action or a timer) and returns the context after it. */
  const runStep = (stateStep: StateStep, context: Context, event: AnyEvent, perform: Perform): Context => {
    const args = { context, event, self: actor };
    if (typeof stateStep === 'object' && '$startTimer' in stateStep) {
      const type = stateStep.$startTimer;
      const delay = typeof stateStep.delay === 'string' ? delays[stateStep.delay]! : stateStep.delay;
      const ms = typeof delay === 'function' ? (delay(args) as number) : delay;
      perform(() =>
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
    if (typeof stateStep === 'object' && '$cancelTimer' in stateStep) {
      const type = stateStep.$cancelTimer;
      perform(() => cancelTimer(type));
      return context;
    }
    const implementation =
      typeof stateStep === 'string' || 'type' in stateStep
        ? actions[typeof stateStep === 'string' ? stateStep : stateStep.type]!
        : stateStep;
    const params = paramsOf(stateStep, args);
    if (typeof implementation === 'function') {
      perform(() => implementation(args, params));
      return context;
    }
    const assignment = implementation.$assign;
    const partial =
      typeof assignment === 'function'
        ? (assignment(args, params) as Context)
        : Object.fromEntries(
            Object.entries(assignment).map(([key, value]) => [
              key,
              typeof value === 'function' ? value(args, params) : value,
            ]),
          );
    return { ...context, ...partial };
  };

  /** One microstep: exit, transition actions, entry; no transition enters the initial states. */
  const microstep = (transition: Transition | undefined, event: AnyEvent, perform: Perform): Snapshot => {
    let context = transition ? current.context : ((machine.config.context as Context | undefined) ?? {});
    let active = transition ? current.node : machine.root;
    let reachedFinal = false;
    const runSteps = (stateSteps: StateStep[]) => {
      for (const stateStep of stateSteps) {
        context = runStep(stateStep, context, event, perform);
      }
    };
    const enterStates = (nodes: StateNode[]) => {
      for (const node of nodes) {
        runSteps(node.entry);
        active = node;
        reachedFinal ||= node.final;
      }
    };
    if (!transition) {
      const nodes: StateNode[] = [];
      for (let at: StateNode | undefined = machine.root; at; at = at.initial) {
        nodes.push(at);
      }
      enterStates(nodes);
    } else if (!transition.targetNode) {
      runSteps(transition.actions);
    } else {
      const { source, targetNode } = transition;
      // XState's transition domain: the source itself for a target inside it (unless re-entering), else the
      // nearest state around both; everything active below it is left, everything down to the target entered.
      let domain: StateNode | undefined = source;
      if (transition.reenter || (targetNode !== source && !isDescendant(targetNode, source))) {
        domain = targetNode.parent;
        while (domain && !isDescendant(source, domain)) {
          domain = domain.parent;
        }
      }
      for (let at: StateNode | undefined = active; at !== domain; at = at!.parent) {
        runSteps(at!.exit);
      }
      runSteps(transition.actions);
      const nodes: StateNode[] = [];
      for (let at: StateNode | undefined = targetNode; at !== domain; at = at!.parent) {
        nodes.unshift(at!);
      }
      for (let at = targetNode.initial; at; at = at.initial) {
        nodes.push(at);
      }
      enterStates(nodes);
    }
    if (reachedFinal) {
      // A finished machine leaves every state, which also cancels its timers.
      for (let at: StateNode | undefined = active; at; at = at.parent) {
        runSteps(at.exit);
      }
    }
    return snapshotOf(active, context, reachedFinal ? 'done' : 'active');
  };

  /** The snapshot after an event: the first enabled transition from the active state outwards, or none. */
  const macrostep = (event: AnyEvent): Snapshot => {
    const args = { context: current.context, event, self: actor };
    for (let at: StateNode | undefined = current.node; at; at = at.parent) {
      for (const transition of at.on[event.type] ?? []) {
        const guard = transition.guard;
        const name =
          typeof guard === 'string' ? guard : typeof guard === 'object' ? (guard as { type: string }).type : undefined;
        let enabled: unknown;
        try {
          enabled =
            guard === undefined || (typeof guard === 'function' ? guard : guards[name!]!)(args, paramsOf(guard, args));
        } catch (error) {
          // XState's own wording: the actor's error then reads the same under both runtimes.
          throw new Error(
            `Unable to evaluate guard ${name ? `'${name}' ` : ''}in transition for event '${event.type}' in state node '${at.id}':\n${(error as Error).message}`,
            {
              cause: error,
            },
          );
        }
        if (enabled) {
          return microstep(transition, event, (effect) => effect());
        }
      }
    }
    return current;
  };

  /** Events sent while one is processed (by an action, a subscriber) wait for it, as in XState's mailbox. */
  const processMailbox = () => {
    if (life !== RUNNING || processing) {
      return;
    }
    processing = true;
    while (life === RUNNING && mailbox.length > 0) {
      // The event stays at the head of the mailbox while it is processed, as in XState's (see stop()).
      const event = mailbox[0]!;
      if (event === STOP) {
        current = { ...current, status: 'stopped' };
        end();
        completeObservers();
      } else {
        try {
          publish(macrostep(event));
        } catch (error) {
          fail(error);
        }
      }
      mailbox.shift();
    }
    processing = false;
  };

  const actor: MicroActor = {
    getSnapshot: () => current,
    subscribe(next, error, complete) {
      const observer: Observer = typeof next === 'function' ? { next, error, complete } : (next ?? {});
      if (life !== ENDED) {
        observers.add(observer);
      } else if (current.status === 'done') {
        observer.complete?.();
      } else if (current.status === 'error') {
        (observer.error ?? reportUnhandled)(current.error);
      }
      return { unsubscribe: () => void observers.delete(observer) };
    },
    start() {
      if (life === NOT_STARTED) {
        life = RUNNING;
        // XState opens its mailbox only after the initial actions ran and every observer saw the first
        // snapshot: events they send wait behind those sent before start().
        processing = true;
        try {
          initialEffects.forEach((effect) => effect());
          publish(current);
        } catch (error) {
          fail(error);
        }
        processing = false;
        processMailbox();
      }
      return actor;
    },
    stop() {
      // As XState's mailbox: the events queued behind the head (the event being processed, or the next one) are
      // dropped, say those an action sent just before it stopped the actor.
      mailbox.length = Math.min(mailbox.length, 1);
      if (life === NOT_STARTED) {
        life = ENDED;
      }
      actor.send(STOP);
      return actor;
    },
    send(event) {
      if (life !== ENDED) {
        mailbox.push(event);
        processMailbox();
      }
    },
  };
  let current: Snapshot = microstep(undefined, { type: 'xstate.init' }, (effect) => initialEffects.push(effect));
  return actor;
}
