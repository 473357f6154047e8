import { and, eq, inArray, sql } from 'drizzle-orm';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { Role } from '../../core/model/index.ts';
import type { Clock } from '../../core/ports/index.ts';
import { AltchaSolver } from '../../adapters/captcha/AltchaSolver.ts';
import { OfetchApi } from '../../adapters/http/OfetchApi.ts';
import type { DatabaseOptions, Db } from '../../server/db/database.ts';
import { tenantProfiles, users } from '../../server/db/schema.ts';
import { startServer, type RunningServer } from '../../server/main.ts';
import type { SimulationBackend } from './inMemoryBackend.ts';

/**
 * What the simulation changes in the server's configuration, and why (docs/benchmarks.md repeats it):
 * - every simulated shopper connects from 127.0.0.1 with the same browser fingerprint, so the per-IP and
 *   per-fingerprint SMS limits (30 and 10 an hour) would stop the run after a few shoppers; they are raised
 *   out of reach. The per-phone limits stay as configured: each shopper has its own phone and gets one SMS.
 * - CAPTCHA_COST 1 (PBKDF2 iterations per attempt; the default is in server/config.ts): a solve takes about
 *   256 attempts, so at the default every shopper would burn a large share of a second of this machine's CPU
 *   and the run would measure the solver, not the server. The challenge, its signature, expiry and single
 *   use are checked exactly as in production.
 * - API_CONCURRENCY out of reach: with 64 shoppers in flight the sign-in steps would go past the API's bound of
 *   expensive calls at once and be shed (503 OVERLOADED, issue 23); the simulation follows every shopper to the
 *   end, and `npm run bench:load` is where shedding is measured.
 */
export const SIMULATION_SERVER_ENV: Readonly<Record<string, string>> = Object.freeze({
  SMS_PER_IP_PER_HOUR: '1000000',
  SMS_PER_FINGERPRINT_PER_HOUR: '1000000',
  CAPTCHA_COST: '1',
  API_CONCURRENCY: '1000000',
});

export interface ServerBackendOptions {
  /** Where the server keeps its data; default an in-memory PGlite (migrated and seeded on start). */
  database?: DatabaseOptions;
  /** More configuration on top of SIMULATION_SERVER_ENV (and the process environment). */
  env?: Record<string, string | undefined>;
}

/** A simulation back end that is a real server; `close()` stops it and its database. */
export interface ServerSimulationBackend extends SimulationBackend {
  /** http://127.0.0.1:PORT, the only address the shoppers talk to. */
  baseUrl: string;
  server: RunningServer;
  close(): Promise<void>;
}

interface OutboxMessage {
  code?: unknown;
}

const systemClock: Clock = { now: () => Date.now() };

/**
 * Starts the real server in-process (port 0 on 127.0.0.1, seed on, no UI) and lets the shoppers reach it
 * only through the portal's own HTTP adapter: OfetchApi for the calls, the console SMS provider's outbox
 * (GET /api/dev/sms) for the codes, AltchaSolver for the captcha.
 */
export async function serverBackend(options: ServerBackendOptions = {}): Promise<ServerSimulationBackend> {
  // The outbox and the challenge route exist only with these two providers.
  const env = {
    ...process.env,
    ...SIMULATION_SERVER_ENV,
    SMS_PROVIDER: 'console',
    CAPTCHA_PROVIDER: 'altcha',
    ...options.env,
  };
  const server = await startServer({
    env,
    port: 0,
    hostname: '127.0.0.1',
    database: options.database ?? { inMemory: true },
    seed: true,
    distDir: null,
    clock: systemClock,
  });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  // Node's own PBKDF2 is about six times faster here than the Web Crypto default of the adapter.
  const solver = new AltchaSolver({ baseUrl, deriveKey: nodePbkdf2 });

  return {
    baseUrl,
    server,
    clock: systemClock,
    createApi: (tokens) => new OfetchApi({ baseUrl, tokens }),
    solveCaptcha: () => solver.solve(),
    lastCodeFor: (phone) => lastCodeFromOutbox(baseUrl, phone),
    preRegister: (phone) => insertShoppers(server.deps.db, [phone]),
    close: () => server.close(),
  };
}

/**
 * Shoppers who registered before the run: the rows registration creates (user with role Tenant, tenant
 * profile, the link between them), written in one transaction without spending an SMS on them.
 * `phones` are canonical (7 and ten digits) and not registered yet.
 */
export async function insertShoppers(db: Db, phones: readonly string[]): Promise<void> {
  if (phones.length === 0) {
    return;
  }
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(phones.map((phone) => ({ phone, roles: [Role.Tenant] })))
      .returning({ id: users.id, phone: users.phone });
    await tx
      .insert(tenantProfiles)
      .values(created.map((user) => ({ userId: user.id, phone: user.phone, countryCodeId: COUNTRY_CODE_ID })));
    await tx
      .update(users)
      .set({ tenantProfileId: sql`${tenantProfiles.id}` })
      .from(tenantProfiles)
      .where(
        and(
          eq(tenantProfiles.userId, users.id),
          inArray(
            users.id,
            created.map((user) => user.id),
          ),
        ),
      );
  });
}

/**
 * Hides the console SMS provider's log lines (`[sms] to …`) until the returned function is called: a run
 * of hundreds of shoppers would bury its own report under them. Everything else still reaches the console.
 */
export function muteConsoleSms(): () => void {
  const original = console.log;
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[sms] ')) {
      return;
    }
    original(...args);
  };
  return () => {
    console.log = original;
  };
}

/** The newest code the console provider "sent" to the phone, read the way a developer would: GET /api/dev/sms. */
async function lastCodeFromOutbox(baseUrl: string, phone: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  if (!response.ok) {
    throw new Error(`GET /api/dev/sms answered HTTP ${response.status}`);
  }
  const messages = (await response.json()) as OutboxMessage[];
  const code = messages[0]?.code;
  return typeof code === 'string' ? code : undefined;
}
