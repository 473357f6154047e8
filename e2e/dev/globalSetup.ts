/**
 * The portal as a newcomer's `npm start` serves it: built and run with NODE_ENV=development, so React is its
 * development build and StrictMode runs every effect twice (issue 18: one tap sent the exchange twice there,
 * and the production-built journeys could not see it). The same child process as the main suite
 * (e2e/support/portalProcess.ts), with NODE_ENV=development for the build and for the server.
 */
import { startPortalProcess } from '../support/portalProcess.ts';
import { freePort } from '../support/testServer.ts';

/** A development build of the UI beside the server's start, on 2 busy cores. */
const START_TIMEOUT_MS = 180_000;

export default async function devGlobalSetup(): Promise<() => Promise<void>> {
  const portalPort = await freePort();
  return startPortalProcess({
    name: 'development server',
    portalPort,
    serverEnv: {
      NODE_ENV: 'development',
      PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
      SOCIAL_PER_IP_PER_HOUR: '1000',
      SOCIAL_PER_FINGERPRINT_PER_HOUR: '1000',
    },
    // NODE_ENV in the child's own environment makes Vite build React's development bundle, as `npm start` does.
    env: { NODE_ENV: 'development' },
    startTimeoutMs: START_TIMEOUT_MS,
  });
}
