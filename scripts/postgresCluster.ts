/**
 * A throwaway PostgreSQL cluster on a free local port, for the PostgreSQL test pass and the PostgreSQL
 * benchmark: initdb into a temporary folder, start it, create one database; `stop()` stops it and deletes
 * everything. initdb refuses to run as root, so under root the cluster belongs to the postgres system user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';

/** The newest PostgreSQL bin folder under /usr/lib/postgresql (Debian's layout), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return null;
  }
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], 'bin');
}

export interface ThrowawayCluster {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE */
  url: string;
  /** The postmaster's process id: every server process of the cluster is its child. */
  postmasterPid(): number;
  /** Stops the cluster and deletes its folder; safe to call twice. */
  stop(): void;
}

export interface ClusterOptions {
  database: string;
  /** Extra server settings, each `name=value` (passed as `-c name=value`). */
  settings?: readonly string[];
}

/** Creates, starts and fills the cluster; throws (after cleaning up) when any step fails. */
export async function startThrowawayCluster(bin: string, options: ClusterOptions): Promise<ThrowawayCluster> {
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]): void => {
    if (asRoot) {
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((part) => `'${part}'`).join(' ')], {
        stdio: 'pipe',
      });
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
  let stopped = false;
  const stop = (): void => {
    if (stopped) {
      return;
    }
    stopped = true;
    if (started) {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error('could not stop the throwaway PostgreSQL cluster', error);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const settings = ['listen_addresses=127.0.0.1', 'fsync=off', ...(options.settings ?? [])]
      .map((setting) => `-c ${setting}`)
      .join(' ');
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'pg.log'),
      '-o',
      `-k ${dir} -p ${port} ${settings}`,
      '-w',
      'start',
    ]);
    started = true;
    run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', options.database]);
    // postmaster.pid starts with the postmaster's process id.
    const postmasterPid = (): number => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url: `postgres://postgres@127.0.0.1:${port}/${options.database}`, postmasterPid, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
