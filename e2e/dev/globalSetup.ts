/**
 * The portal as a newcomer's `npm start` serves it: built and run with NODE_ENV=development, so React is its
 * development build and StrictMode runs every effect twice (issue 18: one tap sent the exchange twice there,
 * and the production-built journeys could not see it). The same child process as the main suite
 * (e2e/support/serve.ts), with NODE_ENV=development for the build and for the server.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CLOCK_PREFIX } from '../support/serverClock.ts';
import { ID_PROVIDER_PREFIX, PROBE_PREFIX } from '../support/socialProbe.ts';
import { freePort, REPO_ROOT } from '../support/testServer.ts';

/** A development build of the UI beside the server's start, on 2 busy cores. */
const START_TIMEOUT_MS = 180_000;
const READY_PREFIX = 'READY ';

export default async function devGlobalSetup(): Promise<() => Promise<void>> {
  const portalPort = await freePort();
  const serverEnv = {
    NODE_ENV: 'development',
    PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
    SOCIAL_PER_IP_PER_HOUR: '1000',
    SOCIAL_PER_FINGERPRINT_PER_HOUR: '1000',
  };
  const tsx = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, join(REPO_ROOT, 'e2e', 'support', 'serve.ts')], {
    cwd: REPO_ROOT,
    // NODE_ENV in the child's own environment makes Vite build React's development bundle, as `npm start` does.
    env: { ...process.env, NODE_ENV: 'development', E2E_PORTAL_PORT: String(portalPort), E2E_SERVER_ENV: JSON.stringify(serverEnv) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('e2e development server did not start in time')), START_TIMEOUT_MS);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(ID_PROVIDER_PREFIX)) {
        process.env.E2E_ID_PROVIDER_URL = line.slice(ID_PROVIDER_PREFIX.length).trim();
      } else if (line.startsWith(PROBE_PREFIX)) {
        process.env.E2E_PROBE_URL = line.slice(PROBE_PREFIX.length).trim();
      } else if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolveUrl(line.slice(READY_PREFIX.length).trim());
      } else if (!line.startsWith('[sms]') && !line.startsWith(CLOCK_PREFIX)) {
        console.log(`[dev server] ${line}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e development server exited with code ${String(code)} before it was ready`));
    });
  });
  process.env.E2E_BASE_URL = url;
  return async () => {
    if (child.exitCode !== null) {
      return;
    }
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill('SIGTERM');
    await exited;
  };
}
