/**
 * `npm run dev`: the API server (no UI build) on API_PORT and Vite with hot reload, which proxies
 * /api to it (vite.config.ts reads API_PROXY_TARGET). Stops both when either exits or on Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './ensure-build.ts';

const apiPort = process.env.API_PORT ?? '3001';
// The API listens on the loopback interface (HOST unset): name it by address, so no resolver picks ::1.
const apiUrl = `http://127.0.0.1:${apiPort}`;
const bin = (pkg: string, file: string): string => join(REPO_ROOT, 'node_modules', pkg, file);

const children: ChildProcess[] = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'server/main.ts', '--api-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: apiUrl },
  }),
];

let stopping = false;

function stopAll(code: number): void {
  if (stopping) {
    return;
  }
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
    }
  }
  process.exitCode = code;
}

for (const child of children) {
  child.on('exit', (code) => stopAll(code ?? 0));
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
