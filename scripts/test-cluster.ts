/**
 * `npm run test:cluster` (issue 32): the tests of the balanced set-up (tests/scripts/cluster/, TEST_CLUSTER=1), each
 * starting its own throwaway PostgreSQL, production instances and nginx from the built portal in dist/. `npm test`
 * runs it after `npm run build`. Without PostgreSQL, nginx or a production build it says so and exits 1 when
 * CI=true (CI must run it), else 0.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { productionEntry } from './bench/productionBuild.ts';
import { findNginx } from './cluster/nginx.ts';
import { REPO_ROOT } from './ensure-build.ts';
import { findPostgresBin } from './postgresCluster.ts';

function missing(): string | null {
  if (findPostgresBin() === null) {
    return 'PostgreSQL is not installed (apt-get install postgresql)';
  }
  if (findNginx() === null) {
    return 'nginx is not installed (apt-get install nginx)';
  }
  try {
    productionEntry(join(REPO_ROOT, 'dist'));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return null;
}

const reason = missing();
if (reason !== null) {
  console.log(`test:cluster: ${reason}; skipped`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
// One file at a time: each starts a whole cluster, and the machine has two cores.
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/scripts/cluster', '--maxWorkers', '1', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_CLUSTER: '1' },
  },
);
process.exitCode = result.status ?? 1;
