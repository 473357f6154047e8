/**
 * What every journey run starts, on either build: a local map tile server and the portal as a child process
 * (e2e/support/portalProcess.ts) that builds the UI and opens a fresh seeded database on a free port. Its URL
 * reaches the tests in E2E_BASE_URL; the port of the frames-mode host page (on the allowlist) in
 * E2E_FRAME_HOST_PORT; the map's local tile template (the portal's MAP_TILES_URL) in E2E_MAP_TILES_URL.
 */
import { startPortalProcess } from './portalProcess.ts';
import { startTileServer } from './tileServer.ts';
import { freePort } from './testServer.ts';

export interface JourneyServers {
  /** 'development' builds and serves with NODE_ENV=development, as a newcomer's `npm start` does. */
  build: 'production' | 'development';
  /** Build + migrate + seed on 2 busy cores; far more than it takes, far less than a hung run. */
  startTimeoutMs: number;
}

/** Starts the servers of a run and answers their teardown. */
export async function startJourneyServers({ build, startTimeoutMs }: JourneyServers): Promise<() => Promise<void>> {
  // The frames-mode host page listens here; by two names it is two origins on the allowlist: one
  // same-site with the portal (127.0.0.1), one cross-site (localhost), where browsers deny storage.
  const frameHostPort = await freePort();
  const frameAncestors = [`http://127.0.0.1:${frameHostPort}`, `http://localhost:${frameHostPort}`].join(',');
  // The portal's port is chosen here: the social sign-in's redirect URIs (PUBLIC_URL/login-vk …) must name it.
  const portalPort = await freePort();
  const socialEnv = {
    PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
    SOCIAL_PER_IP_PER_HOUR: '1000',
    SOCIAL_PER_FINGERPRINT_PER_HOUR: '1000',
  };
  // The map's tiles come from a local fixture (e2e/support/tileServer.ts), never from the internet (issue 21).
  const tiles = await startTileServer();
  const development = build === 'development';
  const stop = await startPortalProcess({
    name: development ? 'development server' : 'server',
    portalPort,
    serverEnv: {
      ...(development ? { NODE_ENV: 'development' } : {}),
      FRAME_ANCESTORS: frameAncestors,
      MAP_TILES_URL: tiles.template,
      MAP_ATTRIBUTION: '© Тестовые тайлы',
      ...socialEnv,
    },
    // NODE_ENV in the child's own environment makes Vite build React's development bundle, as `npm start` does.
    ...(development ? { env: { NODE_ENV: 'development' } } : {}),
    startTimeoutMs,
  });
  process.env.E2E_FRAME_HOST_PORT = String(frameHostPort);
  process.env.E2E_MAP_TILES_URL = tiles.template;
  return async () => {
    await stop();
    await tiles.close();
  };
}
