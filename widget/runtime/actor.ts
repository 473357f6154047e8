/** The actor half of the widget runtime (widget/runtime/microXState.ts): microsteps, delays, the mailbox, observers. */
import { inside, paramsOf, reportUnhandled, unsupported, type Clock, type Ctx, type Ev, type Machine, type Node, type Observer, type Snapshot, type Step, type Transition } from './machine.ts';

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
        const name = typeof guard === 'string' ? guard : typeof guard === 'object' ? (guard as { type: string }).type : undefined;
        let passed: unknown;
        try {
          passed = guard === undefined || (typeof guard === 'function' ? guard : m.impl.guards[name!]!)(args, paramsOf(guard, args));
        } catch (error) {
          // XState's own wording: the actor's error then reads the same under both runtimes.
          throw new Error(`Unable to evaluate guard ${name ? `'${name}' ` : ''}in transition for event '${event.type}' in state node '${at.id}':\n${(error as Error).message}`, {
            cause: error,
          });
        }
        if (passed) {
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
      // The event stays at the head of the queue while it is processed, as in XState's mailbox (see stop()).
      const event = queue[0]!;
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
      queue.shift();
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
        // XState opens its mailbox only after the initial actions ran and every observer saw the first
        // snapshot: events they send wait behind those sent before start().
        busy = true;
        try {
          deferred.forEach((effect) => effect());
          update(snap);
        } catch (error) {
          fail(error);
        }
        busy = false;
        flush();
      }
      return actor;
    },
    stop() {
      // As XState's mailbox: the events queued behind the head (the event being processed, or the next one) are
      // dropped, say those an action sent just before it stopped the actor.
      queue.length = Math.min(queue.length, 1);
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
