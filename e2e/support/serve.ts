/**
 * Child process of the e2e global setups (e2e/support/portalProcess.ts): starts the test server (fresh build,
 * fresh database) and prints one line `READY <url>`; stops and deletes everything on SIGTERM. Extra server
 * environment comes in E2E_SERVER_ENV (JSON). A process of its own keeps the server's logs and CPU out of the
 * Playwright runner.
 */
import { portalSites } from '../../server/id-provider/portalSites.ts';
import { exitOnSignals } from '../../server/exitOnSignals.ts';
import { startIdProvider } from '../../server/id-provider/start.ts';
import { CLOCK_PREFIX, ShiftedClock, startClockControl } from './serverClock.ts';
import { ID_PROVIDER_PREFIX, PROBE_PREFIX, startSocialProbe } from './socialProbe.ts';
import { READY_PREFIX } from './portalProcess.ts';
import { freePort, startTestServer } from './testServer.ts';

async function main(): Promise<void> {
  const extraEnv = JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as Record<string, string>;
  const clock = new ShiftedClock();
  // The local identity provider of the social sign-in, on its own origin; the portal reaches it by configuration.
  // Its port is chosen first: the portal names it, and the provider registers the portal's sites (issue 18).
  const providerPort = await freePort();
  const providerEnv = {
    VKID_URL: `http://id.localhost:${providerPort}`,
    VKID_SERVER_URL: `http://127.0.0.1:${providerPort}`,
  };
  const port = Number(process.env.E2E_PORTAL_PORT) || undefined;
  const server = await startTestServer({
    env: { ...providerEnv, ...extraEnv },
    clock,
    ...(port !== undefined && { port }),
  });
  const provider = await startIdProvider({ port: providerPort, sites: portalSites(server.running.deps.config) });
  const probe = await startSocialProbe(server.running.deps.db);
  probe.server.unref();
  console.log(`${ID_PROVIDER_PREFIX}${provider.url}`);
  console.log(`${PROBE_PREFIX}${probe.url}`);
  const control = await startClockControl(clock);
  control.server.unref();
  console.log(`${CLOCK_PREFIX}${control.url}`);
  console.log(`${READY_PREFIX}${server.url}`);
  const stop = exitOnSignals('e2e server', () => Promise.all([server.close(), provider.close()]));
  // The runner died without telling us: do not outlive it.
  process.stdin.on('end', stop);
  process.stdin.resume();
}

main().catch((error: unknown) => {
  console.error('e2e server: failed to start:', error);
  process.exit(1);
});
