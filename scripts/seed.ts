/**
 * Seeds the default database (DATABASE_URL, else the embedded one under .data/).
 *   npm run seed                       base demo data (skipped when already there)
 *   npm run seed -- --outlets 10000    also grows Москва (or --city ID) to 10 000 outlets for benchmarks
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { databaseOptionsFromEnv, openDatabase } from '../server/db/database.ts';
import { cities } from '../server/db/schema.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { optionalPositiveInteger } from './cliOptions.ts';

const BENCHMARK_CITY = 'Москва';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { outlets: { type: 'string' }, city: { type: 'string' } } });
  const outlets = optionalPositiveInteger('outlets', values.outlets);
  let cityId = optionalPositiveInteger('city', values.city);

  const options = databaseOptionsFromEnv();
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    const base = await seedDatabase(database.db);
    console.log(base.seeded ? 'seeded the demo data' : 'demo data already present, left as is');
    if (outlets !== undefined) {
      if (cityId === undefined) {
        const [city] = await database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, BENCHMARK_CITY));
        cityId = city!.id;
      }
      const grown = await seedDatabase(database.db, { outletsInCity: { cityId, count: outlets } });
      console.log(`city ${cityId}: added ${grown.outletsAdded} outlets (now at least ${outlets})`);
    }
    const where = options.url === undefined ? options.dataDir : 'DATABASE_URL';
    console.log(`${database.driver} at ${where}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
