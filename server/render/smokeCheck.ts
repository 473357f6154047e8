/**
 * The start-up smoke check (issue 23): right after listening, the server renders its main page in-process.
 * A render that throws (a development build loaded by production React: `jsxDEV is not a function`) would
 * otherwise go on answering every page with the empty browser-only shell, unnoticed.
 */
import type { Hono } from 'hono';
import type { RenderFailures } from './renderFailures.ts';

/** The page rendered: public, the same for everyone, and rendered by every build that renders anything. */
const SMOKE_PATH = '/';

/**
 * Requests `/` through the whole site (security headers, host check, the renderer) at `origin`, reads the
 * page to its end and throws a sentence saying what to do when the render failed. A build without a server
 * entry renders nothing and passes: there is nothing to check.
 */
export async function smokeCheck(site: Hono, origin: string, failures: RenderFailures, nodeEnv: string): Promise<void> {
  const before = failures.count;
  const url = new URL(SMOKE_PATH, origin);
  // The Host a browser would send: production answers only its public host (server/http/servedHost.ts).
  const response = await site.fetch(new Request(url, { headers: { host: url.host } }));
  await response.arrayBuffer();
  if (failures.count > before) {
    throw new Error(
      `The server could not render ${SMOKE_PATH} (${failures.lastMessage ?? 'unknown error'}): every page would go out as the empty ` +
        `browser-only shell. The built UI in dist/ does not fit this start (NODE_ENV=${nodeEnv}): ` +
        'rebuild it with npm start (which rebuilds when the mode or a VITE_* setting changed) or npm run build, then start again.',
    );
  }
}
