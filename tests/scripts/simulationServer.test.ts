import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runSimulation, simulatedPhone, type SimulationSummary } from '../../scripts/simulation/runSimulation.ts';
import {
  serverBackend,
  SIMULATION_SERVER_ENV,
  type ServerSimulationBackend,
} from '../../scripts/simulation/serverBackend.ts';
import { favouriteSalesUnits, tenantProfiles, users } from '../../server/db/schema.ts';

const SHOPPERS = 5;
const phones = Array.from({ length: SHOPPERS }, (_, index) => simulatedPhone(index));

let backend: ServerSimulationBackend;
let summary: SimulationSummary;
const requests: string[] = [];

// Always its own in-memory database: the shoppers' phones are fixed, so a shared one would hold them from a previous run.
beforeAll(async () => {
  // The console SMS provider logs every code; the outbox route is what the shoppers read.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  backend = await serverBackend();
  backend.server.server.on('request', (request: { method?: string; url?: string }) => {
    requests.push(`${request.method ?? ''} ${(request.url ?? '').split('?')[0] ?? ''}`);
  });
  summary = await runSimulation({ shoppers: SHOPPERS, concurrency: SHOPPERS, ...backend });
}, 120_000);

afterAll(async () => {
  await backend?.close();
  vi.restoreAllMocks();
});

describe('the simulation against the real server (npm run simulate -- --server)', () => {
  it('takes 5 shoppers through start, sign-in, city, favourite and logout without a failure', () => {
    expect(summary.failuresByCode).toEqual({});
    expect(summary).toMatchObject({ shoppers: SHOPPERS, completed: SHOPPERS });
  });

  it('reaches the server over HTTP on 127.0.0.1 only', () => {
    expect(backend.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('registers the new shoppers and logs the existing ones in with the code from the dev outbox', () => {
    const count = (route: string): number => requests.filter((line) => line === route).length;
    expect(count('POST /api/authentication/register')).toBe(3);
    expect(count('POST /api/authentication/register-sms-code')).toBe(3);
    expect(count('POST /api/authentication/login')).toBe(2);
    expect(count('POST /api/authentication/auth-sms-code')).toBe(2);
    expect(count('GET /api/dev/sms')).toBe(SHOPPERS);
  });

  it('solves a fresh ALTCHA challenge for every captcha it sends', () => {
    expect(requests.filter((line) => line === 'GET /api/captcha/challenge')).toHaveLength(SHOPPERS);
    expect(SIMULATION_SERVER_ENV.CAPTCHA_COST).toBe('1');
  });

  it('refreshes the session on the signed-in start of every shopper', () => {
    expect(requests.filter((line) => line === 'POST /api/authentication/refresh')).toHaveLength(SHOPPERS);
  });

  it('leaves every shopper in the database with a city in the profile and one favourite outlet', async () => {
    const db = backend.server.deps.db;
    const rows = await db
      .select({ id: users.id, tenantProfileId: users.tenantProfileId })
      .from(users)
      .where(inArray(users.phone, phones));
    expect(rows).toHaveLength(SHOPPERS);
    const profileIds = rows.map((row) => row.tenantProfileId!);
    const profiles = await db
      .select({ cityCodeId: tenantProfiles.cityCodeId })
      .from(tenantProfiles)
      .where(inArray(tenantProfiles.id, profileIds));
    expect(profiles.every((profile) => profile.cityCodeId !== null)).toBe(true);
    const favourites = await db
      .select()
      .from(favouriteSalesUnits)
      .where(inArray(favouriteSalesUnits.tenantProfileId, profileIds));
    expect(favourites).toHaveLength(SHOPPERS);
  });
});
