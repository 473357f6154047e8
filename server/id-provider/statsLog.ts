/** One statistics POST as the provider received it. */
export interface StatsBatch {
  received_at: number;
  /** The Origin header of the request (the embedding page), null when absent. */
  origin: string | null;
  app_id: string;
  v: string;
  sak_version: string | null;
  /** Whether the request carried cookies (the kit sends with `credentials: 'include'`). */
  with_cookies: boolean;
  events: unknown[];
}

/** The last `max` statistics batches, oldest first, for tests to read. */
export class StatsLog {
  private batches: StatsBatch[] = [];

  constructor(private readonly max = 1000) {}

  add(batch: StatsBatch): void {
    this.batches.push(batch);
    if (this.batches.length > this.max) {
      this.batches = this.batches.slice(-this.max);
    }
  }

  list(appId?: string): StatsBatch[] {
    return appId === undefined ? [...this.batches] : this.batches.filter((batch) => batch.app_id === appId);
  }

  /** Forgets every batch, or only one app's. */
  clear(appId?: string): void {
    this.batches = appId === undefined ? [] : this.batches.filter((batch) => batch.app_id !== appId);
  }
}

/** Reads the `events` field: a JSON array (of event objects), or null when it is anything else. */
export function parseEvents(raw: unknown): unknown[] | null {
  if (typeof raw !== 'string') {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
