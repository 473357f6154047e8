/**
 * How an instance learns that the content changed (issue 23): the content version of migration 0007 moves on with
 * every committed write to what public pages show, on whichever instance or tool wrote it, and its trigger sends
 * the new number on the channel `content_changed` at commit. Each instance LISTENs:
 * - on PostgreSQL with a connection of its own (LISTEN holds a session; the pool's connections come and go),
 *   reconnecting after a second, then 2, 4 … up to 30 s, and reading the row after each reconnect, so a
 *   notification sent while it was away is not missed;
 * - on the embedded PGlite through its own listen() (one process: the writer is this instance).
 * And it reads the version row every few seconds besides, the fallback when a notification is lost. The page cache
 * sends no page rendered under an older version (server/render/pageCache.ts) and the public answer cache forgets
 * its answers (server/main.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readContentVersion } from '../queries/contentVersion.ts';
import type { Database } from './database.ts';

/** The channel the content version's trigger notifies (migration 0007_content_version). */
const CONTENT_CHANNEL = 'content_changed';
/** How often the version row is read besides the notifications. */
const CONTENT_POLL_MS = 5_000;
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export interface ContentChanges {
  /** The newest content version this instance knows of. */
  current(): number;
  /** Calls `listener` with each newer version; answers the function that stops it. */
  onChange(listener: (version: number) => void): () => void;
  /** Reads the version row now and takes it when newer (the poll does this every CONTENT_POLL_MS). */
  refresh(): Promise<number>;
  /** Stops listening and polling. */
  close(): Promise<void>;
}

export interface ContentChangesOptions {
  pollMs?: number;
  /** Where a lost connection or a failed read is reported. */
  logError?: (message: string, detail: unknown) => void;
}

/** A notification's payload as a version, or null. */
function versionOf(payload: string | undefined): number | null {
  const version = Number(payload);
  return payload !== undefined && payload !== '' && Number.isSafeInteger(version) ? version : null;
}

/** Starts watching the content version of `database`. */
export async function watchContentChanges(
  database: Database,
  options: ContentChangesOptions = {},
): Promise<ContentChanges> {
  const logError = options.logError ?? ((message, detail) => console.error(message, detail));
  const listeners = new Set<(version: number) => void>();
  let version = await readContentVersion(database.db);
  let closed = false;

  /** Takes a version heard or read; only a newer one counts (a poll's answer may arrive after a newer notification). */
  const learn = (heard: number | null): void => {
    if (heard === null || heard <= version) {
      return;
    }
    version = heard;
    for (const listener of listeners) {
      listener(heard);
    }
  };
  const refresh = async (): Promise<number> => {
    learn(await readContentVersion(database.db));
    return version;
  };

  const stopListening =
    database.driver === 'pglite'
      ? await listenPglite(database, learn)
      : await listenPostgres(database, learn, refresh, logError, () => closed);
  const poll = setInterval(() => {
    refresh().catch((error: unknown) => logError('content version: the row could not be read', error));
  }, options.pollMs ?? CONTENT_POLL_MS);
  poll.unref();

  return {
    current: () => version,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    async close() {
      closed = true;
      clearInterval(poll);
      listeners.clear();
      await stopListening();
    },
  };
}

async function listenPglite(database: Database, learn: (version: number | null) => void): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const unlisten = await client.listen(CONTENT_CHANNEL, (payload) => learn(versionOf(payload)));
  return async () => {
    // PGlite may already be closed by then (the server closes the database after the cache).
    await unlisten().catch(() => undefined);
  };
}

/** LISTEN on a connection of its own, made with the pool's settings, once tried before it answers; reconnects until closed. */
async function listenPostgres(
  database: Database,
  learn: (version: number | null) => void,
  refresh: () => Promise<number>,
  logError: (message: string, detail: unknown) => void,
  isClosed: () => boolean,
): Promise<() => Promise<void>> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = RECONNECT_FIRST_MS;

  const again = (): void => {
    if (isClosed() || timer !== null) {
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) {
        learn(versionOf(message.payload));
      }
    });
    const lost = (reason: string): void => {
      if (client !== next) {
        return;
      }
      client = null;
      if (!isClosed()) {
        logError('content version: the LISTEN connection was lost; reconnecting', reason);
        next.end().catch(() => undefined);
        again();
      }
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('the server ended it'));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (isClosed()) {
        await next.end();
        return;
      }
      client = next;
      delay = RECONNECT_FIRST_MS;
      // Whatever changed while there was no LISTEN.
      await refresh();
    } catch (error) {
      logError(
        'content version: could not LISTEN; reading the version row meanwhile',
        error instanceof Error ? error.message : error,
      );
      await next.end().catch(() => undefined);
      again();
    }
  };
  await connect();
  return async () => {
    if (timer !== null) {
      clearTimeout(timer);
    }
    await client?.end().catch(() => undefined);
  };
}
