import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * The content version (migration 0007_content_version): moved on by every committed write to what public pages
 * show. 0 on a database that has not been written to since the migration.
 */
export async function readContentVersion(db: Db): Promise<number> {
  const result = await db.execute<{ version: number }>(
    sql`select version::float8 as version from content_version where id = 1`,
  );
  return Number(result.rows[0]?.version ?? 0);
}
