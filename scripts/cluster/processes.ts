/** Waiting on the cluster's child processes: their exit, and their readiness (polled, as a supervisor does). */
import type { ChildProcess } from 'node:child_process';

/** How a child process ended. */
export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Resolves when `child` has exited (at once when it already has). */
export function waitForExit(child: ChildProcess): Promise<ExitStatus> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit({ code, signal }));
  });
}

const POLL_MS = 100;
/** A production start migrates nothing (the launcher did) but loads the renderer and renders one page: seconds. */
const DEFAULT_READY_TIMEOUT_MS = 60_000;

/**
 * Polls `ready` until it says true; throws when the process exits first or `timeoutMs` pass. A readiness probe is
 * a question asked again, not a timing assumption: how long the start takes does not matter within the bound.
 */
export async function waitUntil(
  what: string,
  exited: Promise<ExitStatus>,
  ready: () => Promise<boolean>,
  timeoutMs = DEFAULT_READY_TIMEOUT_MS,
): Promise<void> {
  let ended: ExitStatus | null = null;
  void exited.then((status) => {
    ended = status;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ready()) {
      return;
    }
    const status = ended as ExitStatus | null;
    if (status !== null) {
      throw new Error(
        `${what} exited before it was ready (code ${String(status.code)}, signal ${String(status.signal)})`,
      );
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, POLL_MS));
  }
}
