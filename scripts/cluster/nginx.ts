/**
 * nginx as a child process of the cluster launcher: its configuration, temporary files, cache and pid file in a
 * folder of the cluster's own, `daemon off` (so its master is our child and stops with us), any user, root included.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from './nginxConfig.ts';
import { waitForExit, waitUntil } from './processes.ts';

/** Debian's nginx, else whichever `nginx` is on the PATH; null when there is none. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) {
      return candidate;
    }
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The hard limit of open files of this process (what nginx may raise its workers' limit to). */
function openFilesLimit(): number {
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim();
    return text === 'unlimited' ? 65_536 : Number(text);
  } catch {
    return 1_024;
  }
}

export interface NginxOptions {
  /** 127.0.0.1:PORT of each instance. */
  upstreams: readonly string[];
  host: string;
  port: number;
  /** nginx's prefix folder (created). */
  prefix: string;
  logDir: string;
  cache: boolean;
  /** Write an access log line per request (default true; a load test turns it off). */
  accessLog?: boolean;
  /** Client connections per worker (default 8 192: the overload bench holds 5 000). */
  workerConnections?: number;
  workerProcesses?: number | 'auto';
  /** API requests passed to the instances at once (default 16 per instance; nginxConfig.ts). */
  apiConnections?: number;
}

export interface RunningNginx {
  pid: number;
  configFile: string;
  /** Stops nginx (SIGQUIT: answers under way finish; SIGKILL after a few seconds). Safe to call twice. */
  stop(): Promise<void>;
  /** SIGKILL at once, without waiting (the launcher's process is exiting). */
  kill(): void;
}

const STOP_GRACE_MS = 5_000;

/** Writes the configuration, checks it (`nginx -t`), starts nginx and waits until it accepts connections on `port`. */
export async function startNginx(binary: string, options: NginxOptions): Promise<RunningNginx> {
  for (const folder of ['temp', 'cache']) {
    mkdirSync(join(options.prefix, folder), { recursive: true });
  }
  const limit = openFilesLimit();
  const workerConnections = Math.min(options.workerConnections ?? 8_192, Math.max(512, Math.floor(limit / 2) - 64));
  const configFile = join(options.prefix, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      listen: `${options.host}:${options.port}`,
      upstreams: options.upstreams,
      prefix: options.prefix,
      logDir: options.logDir,
      accessLog: options.accessLog === false ? null : join(options.logDir, 'nginx-access.log'),
      cache: options.cache,
      workerProcesses: options.workerProcesses ?? Math.min(2, cpus().length),
      workerConnections,
      rlimitNofile: Math.min(limit, workerConnections * 2 + 256),
      asRoot: process.getuid?.() === 0,
      ...(options.apiConnections === undefined ? {} : { apiConnections: options.apiConnections }),
    }),
  );
  const args = ['-p', options.prefix, '-c', configFile, '-e', join(options.logDir, 'nginx-error.log')];
  // -e keeps nginx's start-up messages out of the compiled-in /var/log path; `-t` finds a broken file before the start.
  execFileSync(binary, ['-t', '-q', ...args], { stdio: 'pipe' });
  const errors = openSync(join(options.logDir, 'nginx-error.log'), 'a');
  let child: ChildProcess;
  try {
    child = spawn(binary, args, { stdio: ['ignore', errors, errors], detached: true });
  } finally {
    closeSync(errors);
  }
  const exited = waitForExit(child);
  const pid = child.pid;
  if (pid === undefined) {
    throw new Error('nginx did not start');
  }
  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
  try {
    await waitUntil(`nginx on port ${options.port}`, exited, async () => {
      const answer = await fetch(`http://${options.host}:${options.port}/healthz`).catch(() => null);
      return answer !== null;
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (see ${join(options.logDir, 'nginx-error.log')})`, { cause: error });
  }
  return { pid, configFile, stop, kill: () => child.kill('SIGKILL') };
}
