/**
 * Work cut into tasks a slower phone never notices (issue 31 §8): the map's markers are added a slice at a time,
 * and the browser paints and answers a tap between slices. Lighthouse counts every task over 50 ms at 4× CPU as
 * blocking; a hundred Leaflet markers in one task are such a task, twenty are not.
 */
import { nextTask } from '../app/scheduling.ts';

/** Hands the main thread back to the browser and resolves when the work may go on. */
export type YieldToMain = () => Promise<void>;

/** What `yieldToMain` needs of the window: the Prioritized Task Scheduling API's `scheduler.yield` where it exists. */
interface TaskScheduler {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * `scheduler.yield()` where the browser has it (the work resumes ahead of other queued tasks, so a slice is not
 * starved by timers), else the next task.
 */
export function yieldToMain(host: TaskScheduler = globalThis as TaskScheduler): Promise<void> {
  const yielding = host.scheduler?.yield;
  return typeof yielding === 'function' ? yielding.call(host.scheduler) : nextTask();
}

/** What `afterNextPaint` needs of the window. */
interface FrameHost {
  requestAnimationFrame?: (callback: () => void) => number;
}

/**
 * Resolves in a task after the browser's next frame: what the page just committed is laid out and painted by
 * then, so work that reads the layout (Leaflet sizing its map) does not force that layout inside its own task.
 * A hidden tab paints no frames: the work waits until the tab is shown. Without frames at all, the next task.
 */
export function afterNextPaint(host: FrameHost = globalThis as FrameHost): Promise<void> {
  const frame = host.requestAnimationFrame;
  if (typeof frame !== 'function') {
    return nextTask();
  }
  return new Promise((resolve) => {
    frame.call(host, () => {
      void nextTask().then(resolve);
    });
  });
}

/** How many markers one task adds at most: about 10 ms of a 4×-slowed phone's main thread each. */
export const MARKERS_PER_TASK = 20;

export interface SliceOptions {
  /** How the work yields between slices (tests pass a fake one that counts). */
  yieldNow?: YieldToMain;
  /** Asked before each slice: false stops the work (a newer drawing replaced it, or the map closed). */
  wanted?: () => boolean;
}

/**
 * Calls `each` on the items in their order, at most `perTask` of them in one task, yielding to the main thread
 * before every slice (the first too: the caller's own task ends first). Answers true once every item is done,
 * false when `wanted` stopped it.
 */
export async function inSlices<T>(
  items: readonly T[],
  perTask: number,
  each: (item: T) => void,
  options: SliceOptions = {},
): Promise<boolean> {
  if (!Number.isInteger(perTask) || perTask < 1) {
    throw new RangeError(`inSlices wants a whole number of items per task, got ${perTask}`);
  }
  const yieldNow = options.yieldNow ?? yieldToMain;
  const wanted = options.wanted ?? (() => true);
  let start = 0;
  do {
    await yieldNow();
    if (!wanted()) {
      return false;
    }
    for (const item of items.slice(start, start + perTask)) {
      each(item);
    }
    start += perTask;
  } while (start < items.length);
  return true;
}
