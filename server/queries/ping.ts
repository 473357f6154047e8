import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** The cheapest statement the database answers: resolves when it is reachable, rejects when it is not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
