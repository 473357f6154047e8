/**
 * CPU time of process trees, read from Linux's /proc: what a measurement cost the server instances and
 * PostgreSQL, whatever else the machine was doing. Throughput alone depends on how busy the machine is;
 * requests per CPU-second do not.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in USER_HZ ticks, 100 a second on every common build. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  ticks: number;
}

function statOf(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ticks (user + system) so far of every live process in the trees under `roots`, by pid. */
export function treeTicks(roots: readonly number[]): Map<number, number> {
  const stats = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    const stat = Number.isInteger(pid) ? statOf(pid) : null;
    if (stat !== null) {
      stats.set(pid, stat);
    }
  }
  const inTree = new Set(roots.filter((pid) => stats.has(pid)));
  // Parents may have larger pids than their children after a wrap, so repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return new Map([...inTree].map((pid) => [pid, stats.get(pid)!.ticks]));
}

/**
 * CPU seconds the trees used between two `treeTicks` snapshots. A process born in between counts from zero;
 * one that ended in between loses its last stretch, so the figure is a slight underestimate, never more.
 */
export function cpuSecondsBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) {
    ticks += Math.max(0, now - (before.get(pid) ?? 0));
  }
  return ticks / TICKS_PER_SECOND;
}
