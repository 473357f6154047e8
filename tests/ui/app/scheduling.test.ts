import { describe, expect, it, vi } from 'vitest';
import {
  afterFirstRender,
  FIRST_RENDER_WAIT_MS,
  IDLE_FALLBACK_MS,
  IDLE_WAIT_MS,
  nextTask,
  oneTaskEach,
  whenIdle,
} from '../../../ui/app/scheduling.ts';

describe('the app start-up’s step between tasks', () => {
  it('resolves in a later task, after the tasks queued before it and not within the current one’s microtasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after the step');
    expect(order).toEqual(['microtask', 'task queued before', 'after the step']);
  });
});

describe('waiting for the browser to be idle', () => {
  it('asks the browser for an idle moment, bounded so a busy page still goes on', async () => {
    const asked: number[] = [];
    let idle: () => void = () => {};
    const waiting = whenIdle({
      requestIdleCallback: (callback, options) => {
        asked.push(options.timeout);
        idle = callback;
        return 1;
      },
    });
    let done = false;
    void waiting.then(() => (done = true));
    await nextTask();
    expect(done).toBe(false);
    idle();
    await waiting;
    expect(asked).toEqual([IDLE_WAIT_MS]);
  });

  it('without requestIdleCallback, goes on after a short wait', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void whenIdle({}).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('waiting for the first render', () => {
  function renderEvents() {
    const listeners = new Set<() => void>();
    return {
      listeners,
      subscribe: (_event: 'onRendered', listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      rendered: () => listeners.forEach((listener) => listener()),
    };
  }

  it('goes on when the router reports its first render, and stops listening', async () => {
    const router = renderEvents();
    let done = false;
    const waiting = afterFirstRender(router).then(() => (done = true));
    await nextTask();
    expect(done).toBe(false);
    router.rendered();
    await waiting;
    expect(router.listeners.size).toBe(0);
  });

  it('goes on after a bounded wait when no render is reported', async () => {
    vi.useFakeTimers();
    try {
      const router = renderEvents();
      let done = false;
      void afterFirstRender(router).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(router.listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('loading code in steps, a task each (issue 31 §8: no start-up task over 50 ms on a slowed phone)', () => {
  /** A task boundary the test opens by hand: what ran before it is one task, what runs after it another. */
  function handTasks() {
    const waiting: Array<() => void> = [];
    return {
      next: () => new Promise<void>((resolve) => waiting.push(resolve)),
      open: async () => {
        await new Promise((resolve) => setImmediate(resolve));
        waiting.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      },
      get pending() {
        return waiting.length;
      },
    };
  }

  it('starts each step only in a task after the one before has finished', async () => {
    const tasks = handTasks();
    const ran: string[] = [];
    const step = (name: string) => async () => {
      ran.push(name);
    };
    let done = false;
    void oneTaskEach([step('xstate'), step('appBoot'), step('city')], tasks.next).then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([]);
    await tasks.open();
    expect(ran).toEqual(['xstate']);
    await tasks.open();
    expect(ran).toEqual(['xstate', 'appBoot']);
    expect(done).toBe(false);
    await tasks.open();
    expect(ran).toEqual(['xstate', 'appBoot', 'city']);
    expect(done).toBe(true);
  });

  it('waits for a step that loads before starting the next', async () => {
    const tasks = handTasks();
    let arrive: () => void = () => {};
    const ran: string[] = [];
    void oneTaskEach(
      [
        () =>
          new Promise<void>(
            (resolve) =>
              (arrive = () => {
                ran.push('first arrived');
                resolve();
              }),
          ),
        async () => void ran.push('second'),
      ],
      tasks.next,
    );
    await tasks.open();
    expect(tasks.pending).toBe(0);
    arrive();
    await tasks.open();
    expect(ran).toEqual(['first arrived', 'second']);
  });

  it('stops at a step that fails, so its caller sees the failure', async () => {
    const tasks = handTasks();
    const ran: string[] = [];
    const failure = oneTaskEach(
      [() => Promise.reject(new Error('chunk lost')), async () => void ran.push('second')],
      tasks.next,
    ).catch((error: unknown) => error);
    await tasks.open();
    await tasks.open();
    expect(await failure).toEqual(new Error('chunk lost'));
    expect(ran).toEqual([]);
  });
});
