/** The API test files' one set-up: a test server and its API app for the whole file. */
import { afterAll, beforeAll } from 'vitest';
import type { Hono } from 'hono';
import { createApi } from '../../server/app.ts';
import type { AppEnv } from '../../server/deps.ts';
import { openTestServer, type TestServer } from './testServer.ts';

/** A test server and the API app over its deps. */
export interface ApiServer {
  server: TestServer;
  api: Hono<AppEnv>;
}

/** How long opening may take: PGlite starts in seconds, slower on a busy machine. */
const OPEN_TIMEOUT_MS = 60_000;

/**
 * Opens one test server (on TEST_DATABASE_URL when set, else an in-memory PGlite) and its API app before the
 * calling file's tests, hands both to `opened` for the file's own variables, and closes the server after them.
 * Call it at the top level: `apiServerPerFile((opened) => ({ server, api } = opened));`.
 */
export function apiServerPerFile(opened: (both: ApiServer) => unknown): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
    opened({ server, api: createApi(server.deps) });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await server?.database.close();
  });
}
