/**
 * Runs the server test suite against a real PostgreSQL server: creates a throwaway cluster on a
 * free local port, runs `vitest run tests/server` with TEST_DATABASE_URL, then stops and deletes it.
 * That includes tests/server/scale/, which starts two server instances on the database and sends the
 * races (a right code, the failure lock, refresh rotation) to both at once; the PGlite pass skips it.
 * Without PostgreSQL installed it says so and exits 1 when CI=true (CI must run both ways), else 0.
 */
import { spawnSync } from 'node:child_process';
import { findPostgresBin, startThrowawayCluster } from './postgresCluster.ts';

const bin = findPostgresBin();
if (bin === null) {
  console.log('test:postgres: PostgreSQL is not installed (apt-get install postgresql); skipped');
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const cluster = await startThrowawayCluster(bin, { database: 'rjadom_test' });
try {
  console.log(`test:postgres: throwaway PostgreSQL at ${cluster.url}`);
  const result = spawnSync('npx', ['vitest', 'run', 'tests/server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  process.exitCode = result.status ?? 1;
} finally {
  cluster.stop();
}
