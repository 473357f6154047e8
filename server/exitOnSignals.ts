/** How a server process of ours stops: told to (SIGTERM, SIGINT), it closes what it runs, then exits. */

/**
 * On SIGTERM or SIGINT runs `close`, then exits 0, or 1 with the failure logged as `<label>: shutdown failed`.
 * Answers that stop itself, for a process that has other reasons to stop (a parent that went away).
 */
export function exitOnSignals(label: string, close: () => Promise<unknown>): () => void {
  const stop = (): void => {
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${label}: shutdown failed:`, error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return stop;
}

/**
 * The stop of an instance behind a load balancer (issue 32 §3): the first SIGTERM starts `drain` with a grace that
 * ends after `graceMs` (server/http/drain.ts); a second signal, or SIGINT (someone at a terminal, who wants no
 * grace), ends the grace at once. Exits 0 once the drain is done, or 1 with the failure logged as `<label>: shutdown failed`.
 */
export function drainOnSignals(
  label: string,
  graceMs: number,
  drain: (grace: Promise<void>) => Promise<unknown>,
): void {
  let endGrace = (): void => {};
  const grace = new Promise<void>((resolveGrace) => {
    endGrace = resolveGrace;
  });
  let started = false;
  const onSignal = (signal: 'SIGTERM' | 'SIGINT'): void => {
    if (started || signal === 'SIGINT') {
      endGrace();
    }
    if (started) {
      return;
    }
    started = true;
    setTimeout(endGrace, graceMs).unref();
    drain(grace).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${label}: shutdown failed:`, error);
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second signal must end the grace, not kill the process with the default action.
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}
