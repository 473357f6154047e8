import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describeDataDir, ensureDataFolder } from './dataFolder.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;

/**
 * What `db.execute()` resolves to on either driver: node-postgres' QueryResult and PGlite's
 * Results both carry the rows under `rows`, which is all callers may rely on.
 */
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The part of a raw query result both drivers share. */
interface RowsResult<TRow> {
  rows: TRow[];
}

/** The drizzle instance every route and the seed use; the same type on both drivers. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  /** Ends the pool or shuts the embedded database down. */
  close(): Promise<void>;
  /** PostgreSQL's connection pool as /metrics reads it; absent on the embedded database. */
  pool?: PoolUse;
}

/** A connection pool's counts (pg.Pool's own fields). */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** A postgres:// url wins; otherwise an embedded PGlite in `dataDir`, or in memory when `inMemory`. */
export interface DatabaseOptions {
  url?: string;
  dataDir?: string;
  /** How the configuration named `dataDir` (`DATA_DIR=/srv/rjadom`), for the sentence when it cannot be created. */
  dataDirSetting?: string;
  inMemory?: boolean;
}

/** Where the embedded database lives when neither DATABASE_URL nor DATA_DIR is given. */
const DEFAULT_DATA_DIR = '.data/pglite';

/** The migrations drizzle-kit generated; both migrators read the same folder. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant: the advisory-lock key that serialises concurrent migrators on one server. */
const MIGRATION_LOCK_KEY = 7_315_000_001;

/** DATABASE_URL when set, else the embedded database in `pglite/` under DATA_DIR (default .data/). */
export function databaseOptionsFromEnv(env: Record<string, string | undefined> = process.env): DatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  const dataDir = env.DATA_DIR?.trim();
  if (url) {
    return { url };
  }
  const folder = dataDir ? join(dataDir, 'pglite') : DEFAULT_DATA_DIR;
  return { dataDir: folder, dataDirSetting: describeDataDir(env, folder) };
}

/** Opens the database and brings its schema up to date before returning it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(options.url)) {
      throw new Error('openDatabase: url must start with postgres:// or postgresql://');
    }
    return openPostgres(options.url);
  }
  if (options.dataDir !== undefined) {
    ensureDataFolder(options.dataDir, options.dataDirSetting);
    return openPglite(options.dataDir);
  }
  if (options.inMemory) {
    return openPglite(undefined);
  }
  throw new Error('openDatabase: give a postgres url, a dataDir or inMemory: true');
}

/**
 * PGlite's own failure on damaged files is a bare `Aborted(). Build with -sASSERTIONS…` or `PGlite failed to
 * initialize properly`: the sentence says which folder and what to do (issue 23).
 */
function damagedDatabase(dataDir: string, cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    `The embedded database in ${dataDir} cannot be opened (${reason}): its files are damaged or were not written by this PGlite. ` +
      'Stop every server using it, then restore the folder from a backup, or move it aside to start with a new, empty database ' +
      '(or set DATA_DIR to another folder).',
    { cause },
  );
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir === undefined ? {} : { dataDir });
  } catch (error) {
    throw dataDir === undefined ? error : damagedDatabase(dataDir, error);
  }
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, driver: 'pglite', close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle client dropped by the server emits 'error' on the pool; unhandled, it would kill the process.
  pool.on('error', (error) => {
    console.error('database pool error:', error.message);
  });
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await migrateUnderLock(pool, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return { db, driver: 'postgres', close: () => pool.end(), pool };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Several server processes may start at once against one PostgreSQL: only one migrates at a time. */
async function migrateUnderLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
}
