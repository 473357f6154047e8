/**
 * How many server renders failed since the process started. A failed render still answers (the browser-only
 * shell), so without a count nobody would notice that every page lost its server-rendered content (issue 23:
 * a development build under production React). GET /healthz reports it; the start-up smoke check reads it.
 */
export class RenderFailures {
  private failures = 0;
  private last: string | null = null;

  /** Counts one failed render and keeps its message. */
  record(error: unknown): void {
    this.failures += 1;
    this.last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }

  /** Failed renders since start. */
  get count(): number {
    return this.failures;
  }

  /** The last failure's message (`TypeError: jsxDEV is not a function`), or null. */
  get lastMessage(): string | null {
    return this.last;
  }
}
