/**
 * The long tasks of a page load and what ran in them: the main thread's tasks over a threshold in a
 * Chromium trace, each with the functions a CPU profile of the same load sampled inside it (share of the
 * task's samples, callers included). `npm run trace:web` prints them; a pure function, so it is tested on
 * hand-made traces.
 */

/** The fields of a Chromium trace event this reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { isInPrimaryMainFrame?: boolean; processId?: number } };
}

/** The fields of a V8 CPU profile (`Profiler.stop`) this reads. */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface LongTask {
  /** Start, in ms after the first contentful paint (negative: before it). */
  startMs: number;
  durationMs: number;
  /** Functions sampled in the task, most present first: `name file:line` and the share of samples, 0–1. */
  frames: Array<{ frame: string; share: number }>;
}

/** The renderer main thread of the page's own process (the primary main frame's). */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const committed = events.find(
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.isInPrimaryMainFrame === true,
  );
  const pid = committed?.args?.data?.processId;
  const thread = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && (pid === undefined || event.pid === pid),
  );
  return thread === undefined ? null : { pid: thread.pid, tid: thread.tid };
}

/** Every sample's time (µs, the trace's clock) and its node's chain of frames, the sampled function last. */
function sampledChains(profile: CpuProfile): Array<{ at: number; chain: string[] }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parentOf.set(child, node.id);
    }
  }
  const chains: Array<{ at: number; chain: string[] }> = [];
  let at = profile.startTime;
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    at += deltas[index] ?? 0;
    const chain: string[] = [];
    for (let node = byId.get(id); node !== undefined; node = byId.get(parentOf.get(node.id) ?? -1)) {
      const { functionName, url, lineNumber } = node.callFrame;
      // '(root)', '(program)', '(idle)', '(garbage collector)' say nothing about the page's code.
      if (!functionName.startsWith('(')) {
        chain.unshift(`${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber}`);
      }
    }
    chains.push({ at, chain });
  });
  return chains;
}

/** The page's main-thread tasks longer than `thresholdMs`, in order, with the top `framesPerTask` frames of each. */
export function longTasks(
  events: readonly TraceEvent[],
  profile: CpuProfile,
  thresholdMs = 50,
  framesPerTask = 12,
): LongTask[] {
  const thread = mainThread(events);
  if (thread === null) {
    return [];
  }
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid);
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        (event.dur ?? 0) > thresholdMs * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  const origin = paint?.ts ?? tasks[0]?.ts ?? 0;
  const samples = sampledChains(profile);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = samples.filter((sample) => sample.at >= task.ts && sample.at <= end);
    const counts = new Map<string, number>();
    for (const { chain } of inside) {
      for (const frame of new Set(chain)) {
        counts.set(frame, (counts.get(frame) ?? 0) + 1);
      }
    }
    const frames = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, framesPerTask)
      .map(([frame, count]) => ({ frame, share: count / inside.length }));
    return { startMs: (task.ts - origin) / 1000, durationMs: (task.dur ?? 0) / 1000, frames };
  });
}
