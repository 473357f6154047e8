/**
 * Starts the portal for the whole run: a child process (e2e/support/serve.ts) that builds the UI and
 * opens a fresh seeded database on a free port. Its URL reaches the tests in E2E_BASE_URL; the port
 * of the frames-mode host page (on the allowlist) in E2E_FRAME_HOST_PORT.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CLOCK_PREFIX } from './serverClock.ts';
import { ID_PROVIDER_PREFIX, PROBE_PREFIX } from './socialProbe.ts';
import { freePort, REPO_ROOT } from './testServer.ts';

/** Build + migrate + seed on 2 busy cores; far more than it takes, far less than a hung run. */
const START_TIMEOUT_MS = 120_000;
const READY_PREFIX = 'READY ';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The frames-mode host page listens here; by two names it is two origins on the allowlist: one
  // same-site with the portal (127.0.0.1), one cross-site (localhost), where browsers deny storage.
  const frameHostPort = await freePort();
  const frameAncestors = [`http://127.0.0.1:${frameHostPort}`, `http://localhost:${frameHostPort}`].join(',');
  // The portal's port is chosen here: the social sign-in's redirect URIs (PUBLIC_URL/login-vk …) must name it.
  const portalPort = await freePort();
  const socialEnv = { PUBLIC_URL: `http://127.0.0.1:${portalPort}`, SOCIAL_PER_IP_PER_HOUR: '1000', SOCIAL_PER_FINGERPRINT_PER_HOUR: '1000' };
  const tsx = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, join(REPO_ROOT, 'e2e', 'support', 'serve.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, E2E_PORTAL_PORT: String(portalPort), E2E_SERVER_ENV: JSON.stringify({ FRAME_ANCESTORS: frameAncestors, ...socialEnv }) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });

  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('e2e server did not start in time')), START_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith(ID_PROVIDER_PREFIX)) {
        process.env.E2E_ID_PROVIDER_URL = line.slice(ID_PROVIDER_PREFIX.length).trim();
      } else if (line.startsWith(PROBE_PREFIX)) {
        process.env.E2E_PROBE_URL = line.slice(PROBE_PREFIX.length).trim();
      } else if (line.startsWith(CLOCK_PREFIX)) {
        // Where journeys move the server's simulated time (e2e/support/serverClock.ts).
        process.env.E2E_CLOCK_URL = line.slice(CLOCK_PREFIX.length).trim();
      } else if (line.startsWith(READY_PREFIX)) {
        clearTimeout(timer);
        resolveUrl(line.slice(READY_PREFIX.length).trim());
      } else if (!line.startsWith('[sms]')) {
        // The console SMS provider's lines are read through /api/dev/sms; anything else may matter.
        console.log(`[server] ${line}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e server exited with code ${String(code)} before it was ready`));
    });
  });

  process.env.E2E_BASE_URL = url;
  process.env.E2E_FRAME_HOST_PORT = String(frameHostPort);

  return async () => {
    if (child.exitCode !== null) {
      return;
    }
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill('SIGTERM');
    await exited;
  };
}
