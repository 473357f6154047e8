import { describe, expect, it } from 'vitest';
import { longTasks, type CpuProfile, type TraceEvent } from '../../../scripts/bench/longTasks.ts';

const PAGE = 7;
const MAIN = 1;

/** A page load: the page's main thread, its first paint at 1 ms, a 80 ms and a 20 ms task, and another page's long task. */
const EVENTS: TraceEvent[] = [
  {
    name: 'FrameCommittedInBrowser',
    pid: 99,
    tid: 1,
    ts: 0,
    args: { data: { isInPrimaryMainFrame: true, processId: PAGE } },
  },
  { name: 'thread_name', pid: 3, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', pid: PAGE, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', pid: PAGE, tid: MAIN, ts: 1_000 },
  { name: 'RunTask', ph: 'X', pid: PAGE, tid: MAIN, ts: 11_000, dur: 80_000 },
  { name: 'RunTask', ph: 'X', pid: PAGE, tid: MAIN, ts: 100_000, dur: 20_000 },
  { name: 'RunTask', ph: 'X', pid: 3, tid: MAIN, ts: 11_000, dur: 500_000 },
];

/** Four samples in the long task: three in the router's start (one of them building its tree), one idle; one sample in the short task. */
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 4] },
    { id: 2, callFrame: { functionName: 'startApp', url: 'http://x/assets/index.js', lineNumber: 10 }, children: [3] },
    { id: 3, callFrame: { functionName: 'buildRouteTree', url: 'http://x/assets/index.js', lineNumber: 99 } },
    { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
  ],
  startTime: 10_000,
  samples: [2, 3, 2, 4, 2],
  timeDeltas: [2_000, 10_000, 10_000, 10_000, 80_000],
};

describe('the long tasks of a page load', () => {
  it('lists the page’s main-thread tasks over the threshold, timed from the first paint, with the share of samples of each function', () => {
    const [task, ...others] = longTasks(EVENTS, PROFILE);
    expect(others).toEqual([]);
    expect(task).toEqual({
      startMs: 10,
      durationMs: 80,
      frames: [
        { frame: 'startApp index.js:10', share: 0.75 },
        { frame: 'buildRouteTree index.js:99', share: 0.25 },
      ],
    });
  });

  it('a lower threshold takes the shorter task too', () => {
    expect(longTasks(EVENTS, PROFILE, 10).map((task) => task.durationMs)).toEqual([80, 20]);
  });

  it('a trace without the page’s main thread has no tasks to list', () => {
    expect(
      longTasks(
        EVENTS.filter((event) => event.name !== 'thread_name'),
        PROFILE,
      ),
    ).toEqual([]);
  });
});
