import type { Logger } from '../../core/ports/index.ts';

/** How many items it remembers; past that the oldest is forgotten (and may be logged once more). */
const REMEMBERED_ITEMS = 1000;

/**
 * A Logger that writes the chosen messages once per item they name (`detail.item`, as core `maxCashback`
 * sends with §7's 'ERROR DEFAULT_MAX_CASH'), and every other message as it comes. The server renders each
 * page with services of its own, and a shopper revisits pages: without this, one partner without a stated
 * cashback fills the log with the same line on every render of every page that shows it.
 */
export class OncePerItemLogger implements Logger {
  private readonly logged = new Set<string>();

  constructor(
    private readonly inner: Logger,
    private readonly onceMessages: readonly string[],
  ) {}

  error(message: string, detail?: unknown): void {
    const item = itemOf(detail);
    if (item === null || !this.onceMessages.includes(message)) {
      this.inner.error(message, detail);
      return;
    }
    const key = `${message}\u0000${item}`;
    if (this.logged.has(key)) {
      return;
    }
    this.logged.add(key);
    if (this.logged.size > REMEMBERED_ITEMS) {
      this.logged.delete(this.logged.values().next().value as string);
    }
    this.inner.error(message, detail);
  }
}

function itemOf(detail: unknown): string | null {
  if (typeof detail !== 'object' || detail === null) {
    return null;
  }
  const item = (detail as { item?: unknown }).item;
  return typeof item === 'string' ? item : null;
}
