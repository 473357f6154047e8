import { describe, expect, it } from 'vitest';
import { cpuSecondsBetween, treeTicks } from '../../../scripts/bench/cpuTime.ts';

describe('CPU time of a process tree', () => {
  it('finds this process and counts the CPU it burns between two snapshots', () => {
    const before = treeTicks([process.pid]);
    expect(before.has(process.pid)).toBe(true);
    // Work until the kernel has charged at least a few ticks (no wall-clock assertion: the loop ends on CPU time).
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 100_000) {
      Math.sqrt(Math.random());
    }
    const after = treeTicks([process.pid]);
    expect(cpuSecondsBetween(before, after)).toBeGreaterThan(0);
  });

  it('counts a process born between the snapshots from zero and ignores one that ended', () => {
    expect(
      cpuSecondsBetween(
        new Map([
          [1, 50],
          [2, 10],
        ]),
        new Map([
          [1, 150],
          [3, 20],
        ]),
      ),
    ).toBeCloseTo(1.2);
    expect(treeTicks([999_999_999]).size).toBe(0);
  });
});
