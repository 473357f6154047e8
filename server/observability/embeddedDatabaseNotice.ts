/**
 * What a production start on the embedded database (PGlite, no DATABASE_URL) is told once (issue 32 §4): the
 * embedded database is one process's files, not a server that survives a power cut with its guarantees.
 */
import type { DatabaseOptions } from '../db/database.ts';

/** The notice, or null when the start needs none (outside production, or on PostgreSQL). */
export function embeddedDatabaseNotice(production: boolean, database: DatabaseOptions): string | null {
  if (!production || (database.url ?? '') !== '') {
    return null;
  }
  return (
    'production on the embedded database (PGlite, no DATABASE_URL): a power cut or a killed machine can lose the writes ' +
    'of the last moments and can leave the data folder unreadable, and only this one process can use it. ' +
    'For production, run PostgreSQL and set DATABASE_URL=postgres://user:password@host:5432/rjadom (README, «Settings»).'
  );
}
