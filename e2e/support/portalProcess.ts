/**
 * The portal of a Playwright run as a child process (e2e/support/serve.ts): it builds the UI, opens a fresh
 * seeded database on the chosen port and announces its addresses one line each; the global setups of the main
 * suite and of the development suite start it here. A process of its own keeps the server's logs and CPU out of
 * the runner.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CLOCK_PREFIX } from './serverClock.ts';
import { ID_PROVIDER_PREFIX, PROBE_PREFIX } from './socialProbe.ts';
import { REPO_ROOT } from './testServer.ts';

/** The line serve.ts prints last: `READY <url>`, the portal's address. */
export const READY_PREFIX = 'READY ';

/** What the announced lines set for the tests: the provider's, the probe's and the clock control's address. */
const ANNOUNCED: readonly (readonly [prefix: string, variable: string])[] = [
  [ID_PROVIDER_PREFIX, 'E2E_ID_PROVIDER_URL'],
  [PROBE_PREFIX, 'E2E_PROBE_URL'],
  // Where journeys move the server's simulated time (e2e/support/serverClock.ts).
  [CLOCK_PREFIX, 'E2E_CLOCK_URL'],
];

export interface PortalProcess {
  /** Its name in the log and in errors: 'server', 'development server'. */
  name: string;
  /** The port it listens on, chosen by the caller: the social sign-in's redirect URIs (PUBLIC_URL/login-vk …) name it. */
  portalPort: number;
  /** The server's own settings (E2E_SERVER_ENV). */
  serverEnv: Record<string, string>;
  /** The child's environment beyond this process's (NODE_ENV=development makes Vite build React's development bundle). */
  env?: Record<string, string>;
  /** How long the build, the migration and the seed may take before the run gives up. */
  startTimeoutMs: number;
}

/**
 * Starts the portal and waits for it: its addresses reach the tests in E2E_BASE_URL and the ANNOUNCED variables.
 * Answers the teardown, which stops it. Its log lines are passed on, but for the console SMS provider's (read
 * through /api/dev/sms).
 */
export async function startPortalProcess({
  name,
  portalPort,
  serverEnv,
  env = {},
  startTimeoutMs,
}: PortalProcess): Promise<() => Promise<void>> {
  const tsx = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, join(REPO_ROOT, 'e2e', 'support', 'serve.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, E2E_PORTAL_PORT: String(portalPort), E2E_SERVER_ENV: JSON.stringify(serverEnv) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`e2e ${name} did not start in time`)), startTimeoutMs);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const announced = ANNOUNCED.find(([prefix]) => line.startsWith(prefix));
      if (announced !== undefined) {
        process.env[announced[1]] = line.slice(announced[0].length).trim();
      } else if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolveUrl(line.slice(READY_PREFIX.length).trim());
      } else if (!line.startsWith('[sms]')) {
        console.log(`[${name}] ${line}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e ${name} exited with code ${String(code)} before it was ready`));
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
