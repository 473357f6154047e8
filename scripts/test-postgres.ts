/**
 * Runs the server test suite against a real PostgreSQL server: creates a throwaway cluster on a
 * free local port, runs `vitest run tests/server` with TEST_DATABASE_URL, then stops and deletes it.
 * That includes tests/server/scale/, which starts two server instances on the database and sends the
 * races (a right code, the failure lock, refresh rotation) to both at once; the PGlite pass skips it.
 * Without PostgreSQL installed it says so and exits 1 when CI=true (CI must run both ways), else 0.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return null;
  }
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const bin = findPostgresBin();
if (bin === null) {
  console.log('test:postgres: PostgreSQL is not installed (apt-get install postgresql); skipped');
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

// initdb refuses to run as root: the cluster belongs to the postgres system user then.
const asRoot = process.getuid?.() === 0;
const run = (command: string, args: string[]): void => {
  if (asRoot) {
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((part) => `'${part}'`).join(' ')], { stdio: 'pipe' });
  } else {
    execFileSync(command, args, { stdio: 'pipe' });
  }
};

const dir = mkdtempSync(join(tmpdir(), 'rjadom-pg-'));
const data = join(dir, 'data');
const port = await freePort();
if (asRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
}
let started = false;
try {
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'pg.log'), '-o', `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', 'start']);
  started = true;
  run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'rjadom_test']);
  const url = `postgres://postgres@127.0.0.1:${port}/rjadom_test`;
  console.log(`test:postgres: throwaway PostgreSQL at 127.0.0.1:${port}`);
  const result = spawnSync('npx', ['vitest', 'run', 'tests/server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (started) {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error('test:postgres: could not stop the cluster', error);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
