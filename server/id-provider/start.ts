import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { providerOrigin } from '../../core/widgetKit/providerOrigin.ts';
import { createIdProvider, type IdProviderOptions } from './app.ts';
import { parseSites, type SiteRegistration } from './registration.ts';
import { parseScenarioMap } from './scenarios.ts';
import { idProviderWanted } from './wanted.ts';

// Beside the start it decides; its own file so the portal's settings read it without the provider's server (issue 31).
export { idProviderWanted };

const DEFAULT_ID_PROVIDER_PORT = 3100;
/** The provider binds the loopback interface unless told otherwise: it is a development tool. */
const DEFAULT_ID_PROVIDER_HOSTNAME = '127.0.0.1';
/** How long a shutdown lets in-flight requests (a slow statistics answer) finish. */
const CLOSE_GRACE_MS = 1000;

export interface StartIdProviderOptions extends IdProviderOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; default 127.0.0.1. */
  hostname?: string;
}

export interface RunningIdProvider {
  /** Where a browser reaches it: its configured origin, else http://id.localhost:PORT (Chromium resolves *.localhost to loopback). */
  url: string;
  /** Where Node reaches it (Node does not resolve *.localhost): http://127.0.0.1:PORT. */
  directUrl: string;
  port: number;
  /** Stops listening, lets in-flight requests finish briefly. Safe to call twice. */
  close(): Promise<void>;
}

function directHost(hostname: string): string {
  if (hostname === '0.0.0.0' || hostname === '::' || hostname === '') {
    return '127.0.0.1';
  }
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

/** Serves createIdProvider(options) on a port. */
export function startIdProvider(options: StartIdProviderOptions): Promise<RunningIdProvider> {
  const { port, hostname = DEFAULT_ID_PROVIDER_HOSTNAME, ...providerOptions } = options;
  // Built once the port is known: without a configured origin the provider is http://id.localhost:<port>.
  let app: Hono | null = null;
  return new Promise((resolveStart, reject) => {
    const server = serve({
      fetch: (request, env) => (app === null ? new Response(null, { status: 503 }) : app.fetch(request, env)),
      port,
      hostname,
    }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const actual = (server.address() as AddressInfo).port;
      const origin = providerOptions.origin ?? `http://id.localhost:${actual}`;
      app = createIdProvider({ ...providerOptions, origin });
      let closing: Promise<void> | null = null;
      const close = (): Promise<void> => {
        closing ??= new Promise((resolveClose) => {
          const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            resolveClose();
          });
          server.closeIdleConnections();
        });
        return closing;
      };
      resolveStart({ url: origin, directUrl: `http://${directHost(hostname)}:${actual}`, port: actual, close });
    });
  });
}

type Env = Record<string, string | undefined>;

function onOff(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  if (raw !== 'on' && raw !== 'off') {
    throw new Error(`${key} must be on or off, got '${raw}'`);
  }
  return raw === 'on';
}

function originFrom(raw: string): string {
  try {
    return providerOrigin(raw);
  } catch {
    throw new Error(
      `ID_PROVIDER_URL must be an origin such as http://id.localhost:3100 (http only for loopback hosts), got '${raw}'`,
    );
  }
}

/**
 * The provider's start options from the environment: ID_PROVIDER_PORT (3100), ID_PROVIDER_HOST
 * (127.0.0.1), ID_PROVIDER_SCENARIOS ('51000002=no_session,…'), ID_PROVIDER_SITES
 * ('51000001,51000002=http://localhost:5173/callback;…', see parseSites), ID_PROVIDER_TEST_CONTROLS
 * (on, off by default in production), ID_PROVIDER_URL (where browsers reach it, default
 * http://id.localhost:PORT).
 */
export function idProviderOptionsFromEnv(env: Env): StartIdProviderOptions {
  const rawPort = env.ID_PROVIDER_PORT;
  const port = rawPort === undefined || rawPort === '' ? DEFAULT_ID_PROVIDER_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`ID_PROVIDER_PORT must be a port number, got '${rawPort}'`);
  }
  return {
    port,
    hostname: env.ID_PROVIDER_HOST || DEFAULT_ID_PROVIDER_HOSTNAME,
    ...(env.ID_PROVIDER_URL ? { origin: originFrom(env.ID_PROVIDER_URL) } : {}),
    scenarios: parseScenarioMap(env.ID_PROVIDER_SCENARIOS),
    sites: parseSites(env.ID_PROVIDER_SITES),
    testControls: onOff(env, 'ID_PROVIDER_TEST_CONTROLS', env.NODE_ENV !== 'production'),
  };
}

/**
 * `npm start`'s part: the provider if the environment wants it (see idProviderWanted), else null.
 * `sites` are registered beside ID_PROVIDER_SITES: the portal's own (server/main.ts).
 */
export async function startIdProviderFromEnv(
  env: Env,
  sites: readonly SiteRegistration[] = [],
): Promise<RunningIdProvider | null> {
  if (!idProviderWanted(env)) {
    return null;
  }
  const fromEnv = idProviderOptionsFromEnv(env);
  const options = { ...fromEnv, sites: [...sites, ...(fromEnv.sites ?? [])] };
  try {
    return await startIdProvider(options);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `the local identity provider cannot listen on ${options.hostname}:${options.port} (${why}): set ID_PROVIDER_PORT, or ID_PROVIDER=off`,
      { cause: error },
    );
  }
}
