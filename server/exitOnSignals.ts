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
