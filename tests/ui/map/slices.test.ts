/**
 * Work in slices (issue 31 §8): the map's markers are added a slice at a time and the main thread is handed back
 * before every slice, so a slower phone paints and answers a tap in between. A fake scheduler counts the yields.
 */
import { describe, expect, it } from 'vitest';
import { afterNextPaint, inSlices, yieldToMain } from '../../../ui/map/slices.ts';

/** A scheduler that yields nothing but writes down, for every yield, how many items were done before it. */
function countingYield(done: () => number) {
  const doneAtYield: number[] = [];
  return { doneAtYield, yieldNow: async () => void doneAtYield.push(done()) };
}

describe('inSlices', () => {
  it('does every item in order, never more than the slice between two yields', async () => {
    const items = Array.from({ length: 95 }, (_, index) => index);
    const seen: number[] = [];
    const { doneAtYield, yieldNow } = countingYield(() => seen.length);
    expect(await inSlices(items, 20, (item) => seen.push(item), { yieldNow })).toBe(true);
    expect(seen).toEqual(items);
    expect(doneAtYield).toEqual([0, 20, 40, 60, 80]);
  });

  it('yields before the first item: the caller’s task ends before any of the work', async () => {
    const seen: number[] = [];
    const { doneAtYield, yieldNow } = countingYield(() => seen.length);
    await inSlices([1, 2, 3], 20, (item) => seen.push(item), { yieldNow });
    expect(doneAtYield).toEqual([0]);
  });

  it('stops before the next slice once the work is no longer wanted, and says so', async () => {
    const seen: number[] = [];
    const { yieldNow } = countingYield(() => seen.length);
    const answer = await inSlices(
      Array.from({ length: 50 }, (_, index) => index),
      10,
      (item) => seen.push(item),
      { yieldNow, wanted: () => seen.length < 20 },
    );
    expect(answer).toBe(false);
    expect(seen).toHaveLength(20);
  });

  it('answers true for no items, after one yield', async () => {
    const { doneAtYield, yieldNow } = countingYield(() => 0);
    expect(await inSlices([], 5, () => undefined, { yieldNow })).toBe(true);
    expect(doneAtYield).toEqual([0]);
  });

  it('refuses a slice that is not a whole number of at least one item', async () => {
    await expect(inSlices([1], 0, () => undefined)).rejects.toThrow(RangeError);
    await expect(inSlices([1], 2.5, () => undefined)).rejects.toThrow(RangeError);
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    let yielded = 0;
    const scheduler = {
      yield() {
        yielded += 1;
        return Promise.resolve();
      },
    };
    await yieldToMain({ scheduler });
    expect(yielded).toBe(1);
  });

  it('falls back to the next task without it', async () => {
    await expect(yieldToMain({})).resolves.toBeUndefined();
  });
});

describe('afterNextPaint', () => {
  it('waits for the browser’s next frame before it resolves', async () => {
    const frames: Array<() => void> = [];
    let resolved = false;
    const waiting = afterNextPaint({ requestAnimationFrame: (callback) => frames.push(callback) }).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(frames).toHaveLength(1);
    expect(resolved).toBe(false);
    frames[0]!();
    await waiting;
    expect(resolved).toBe(true);
  });

  it('resolves in a later task where there are no frames at all', async () => {
    await expect(afterNextPaint({})).resolves.toBeUndefined();
  });
});
