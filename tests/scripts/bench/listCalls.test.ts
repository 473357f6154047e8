import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { listCallsOf } from '../../../scripts/bench/listCalls.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { TEST_AUTH_SECRET } from '../../server/testServer.ts';

let running: RunningServer;
let origin: string;

beforeAll(async () => {
  running = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    env: { AUTH_SECRET: TEST_AUTH_SECRET },
    database: { inMemory: true },
    seed: true,
    distDir: null,
  });
  origin = running.url.replace(/\/$/, '');
}, 120_000);

afterAll(async () => {
  await running.close();
});

describe('the API benchmarks: the public list calls, read once from the server', () => {
  it('the outlet list, the brand list and a revalidation that answers 304, each with the bytes for the bare server', async () => {
    const answer = await fetch(`${origin}/api/city-codes/active-city-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCodeId: COUNTRY_CODE_ID }),
    });
    const [city] = (await answer.json()) as { id: number }[];
    const calls = await listCallsOf(origin, city!.id, 2000);
    expect(calls.map(({ name, expectedStatus }) => [name, expectedStatus])).toEqual([
      ['outlet list of a 2000-outlet city', 200],
      ['brands list of that city (all categories)', 200],
      ['revalidation of that outlet list (If-None-Match)', 304],
    ]);
    expect(calls[0]!.answer).toMatch(/^POST → 200, .+ br \(.+ KB JSON\)$/);
    expect(calls[2]!.answer).toMatch(/^GET → 304, no body/);
    expect(calls[2]!.request.headers?.['if-none-match']).toMatch(/^W\//);
  });
});
