import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/app.ts';
import { cities } from '../../../server/db/schema.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL, config: { publicCacheSeconds: 5 } });
});

afterAll(async () => {
  await server.database.close();
});

describe('public answers are reused for the revalidation time (portal §9: 5 s)', () => {
  const listCities = async (app: ReturnType<typeof createApi>) => {
    const response = await app.request('/api/city-codes/active-city-codes', {
      method: 'POST',
      body: JSON.stringify({ countryCodeId: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { name: string }[]).map((city) => city.name);
  };

  it('serves the built answer until 5 s have passed, then builds it again', async () => {
    const app = createApi(server.deps);
    const name = `Кэшград-${Math.random().toString(36).slice(2, 8)}`;
    const before = await listCities(app);
    await server.deps.db.insert(cities).values({ name, latitude: 55, longitude: 37 });
    server.clock.advance(4_999);
    expect(await listCities(app)).toEqual(before);
    server.clock.advance(2);
    expect(await listCities(app)).toContain(name);
  });

  it('keeps answers of different request bodies apart', async () => {
    const app = createApi(server.deps);
    const list = async (countryCodeId: number) =>
      app.request('/api/city-codes/active-city-codes', {
        method: 'POST',
        body: JSON.stringify({ countryCodeId }),
        headers: { 'content-type': 'application/json' },
      });
    const ours = await (await list(1)).json();
    const other = await (await list(2)).json();
    expect(other).not.toEqual(ours);
  });
});
