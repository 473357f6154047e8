/**
 * One production instance of the cluster: `server/main.ts` (what `npm run serve` runs) in a node process of its
 * own on a port that stays its own across restarts, so the balancer's list never changes. Its pid is the server's
 * own (no npm or tsx wrapper in between), so a signal reaches the server and SIGKILL is an honest crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../ensure-build.ts';
import { waitForExit, waitUntil, type ExitStatus } from './processes.ts';

/** What main.ts prints once it listens, has rendered its smoke-check page and serves. */
const READY_LINE = 'Рядом: ';
/** How long stop() waits after SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 15_000;

/** An instance as the cluster's caller sees it (tests, benchmarks, the restart tests of issue 32 §3). */
export interface ClusterInstance {
  /** 0, 1, … in the balancer's list. */
  readonly index: number;
  /** The port it listens on, 127.0.0.1 only; the same after a restart. */
  readonly port: number;
  /** http://127.0.0.1:PORT, to talk to this instance past the balancer. */
  readonly url: string;
  /** Its standard output and error (pino's JSON lines), appended across restarts. */
  readonly logFile: string;
  /** The process id of the running server, or null while it is not running. */
  readonly pid: number | null;
  /** Sends a signal to the running server (nothing when it is not running). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves when the current process exits (at once when none runs). */
  exited(): Promise<ExitStatus>;
  /** Starts the server again after it exited, and resolves once it serves; throws when it exits first. */
  start(): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s; resolves when it has exited. */
  stop(): Promise<void>;
}

export interface InstanceOptions {
  index: number;
  port: number;
  /** The whole environment of the process (PORT and HOST are set here). */
  env: Record<string, string | undefined>;
  logFile: string;
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** Whether the log, from byte `offset` on, holds main.ts's ready line. */
function saidReady(file: string, offset: number): boolean {
  try {
    return readFileSync(file).subarray(offset).toString('utf8').includes(READY_LINE);
  } catch {
    return false;
  }
}

/** An instance, not started yet: call start(). */
export function clusterInstance(options: InstanceOptions): ClusterInstance {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let exit: Promise<ExitStatus> = Promise.resolve({ code: 0, signal: null });
  const running = (): boolean => child !== null && child.exitCode === null && child.signalCode === null;

  const start = async (): Promise<void> => {
    if (running()) {
      throw new Error(`instance ${options.index} is already running (pid ${String(child?.pid)})`);
    }
    const offset = sizeOf(options.logFile);
    const log = openSync(options.logFile, 'a');
    try {
      // Its own process group: a Ctrl-C in the launcher's terminal reaches the launcher, which stops the cluster in order.
      child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'main.ts')], {
        cwd: REPO_ROOT,
        env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
        stdio: ['ignore', log, log],
        detached: true,
      });
    } finally {
      closeSync(log);
    }
    exit = waitForExit(child);
    await waitUntil(`instance ${options.index} (port ${options.port}, log ${options.logFile})`, exit, async () => {
      if (!saidReady(options.logFile, offset)) {
        return false;
      }
      const health = await fetch(`${url}/healthz`).catch(() => null);
      return health?.status === 200;
    });
  };

  const stop = async (): Promise<void> => {
    if (!running()) {
      return;
    }
    const current = child!;
    current.kill('SIGTERM');
    const timer = setTimeout(() => current.kill('SIGKILL'), STOP_GRACE_MS);
    await waitForExit(current);
    clearTimeout(timer);
  };

  return {
    index: options.index,
    port: options.port,
    url,
    logFile: options.logFile,
    get pid() {
      return running() ? (child!.pid ?? null) : null;
    },
    signal(signal) {
      if (running()) {
        child!.kill(signal);
      }
    },
    exited: () => exit,
    start,
    stop,
  };
}
