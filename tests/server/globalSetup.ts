import { openDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/seed/index.ts';

/**
 * With TEST_DATABASE_URL, every server test file shares one PostgreSQL database: migrate and seed it
 * once before any file runs, so no file's own rows (a city, a shop) can stop the seed from running.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return;
  }
  const database = await openDatabase({ url });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
}
