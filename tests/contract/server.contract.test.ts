import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { OfetchApi } from '../../adapters/http/OfetchApi.ts';
import { createApi } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { brands, salesUnits, users } from '../../server/db/schema.ts';
import { createCity, createOnlineShop } from '../server/signedIn.ts';
import { openTestServer, TEST_AUTH_SECRET, type TestServer } from '../server/testServer.ts';
import { apiContract, type ContractBackEnd } from './apiContract.ts';

let server: TestServer;
let listener: Server;
let backEnd: ContractBackEnd;

/**
 * The real API on PGlite, listening on 127.0.0.1, reached only through OfetchApi. Its limits are the
 * defaults, except the per-address and per-fingerprint SMS counts the fake does not model: every case
 * sends from the same address and browser.
 */
beforeAll(async () => {
  const defaults = loadConfig({ AUTH_SECRET: TEST_AUTH_SECRET }).security;
  server = await openTestServer({
    config: { security: { ...defaults, smsPerIpPerHour: 1_000_000, smsPerFingerprintPerHour: 1_000_000 } },
  });
  const { deps, clock, sms } = server;
  listener = serve({ fetch: createApi(deps).fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => listener.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const activeCityId = await createCity(deps);
  // One outlet of a brand the public may see and one it may not, both in the active city, and another brand's.
  // The brand's stored best (20 %) is paid only in another city; here its outlet pays 10 %.
  const [brand] = await deps.db
    .insert(brands)
    .values({ name: 'Контрактный бренд', maximumCashback: 0.2 })
    .returning({ id: brands.id });
  const brandId = brand!.id;
  const [listed] = await deps.db
    .insert(salesUnits)
    .values({
      name: 'Открытая точка',
      brandId,
      cityCodeId: activeCityId,
      maximumCashback: 0.1,
      keywords: 'контрактный пломбир, десерты',
    })
    .returning({ id: salesUnits.id });
  await deps.db
    .insert(salesUnits)
    .values({ name: 'Точка в другом городе', brandId, cityCodeId: await createCity(deps), maximumCashback: 0.2 });
  const [hidden] = await deps.db
    .insert(salesUnits)
    .values({ name: 'Закрытая точка', brandId, active: false, cityCodeId: activeCityId })
    .returning({ id: salesUnits.id });
  await deps.db.insert(salesUnits).values({ name: 'Точка без бренда', cityCodeId: activeCityId });
  backEnd = {
    browser() {
      const tokens = new MemoryTokenStore();
      return { api: new OfetchApi({ baseUrl, tokens, retryDelayMs: 5 }), tokens };
    },
    // The newest message is the one the case just caused: a code or a recovery link's token alike.
    lastSms: async (phone) => sms.messagesFor(phone)[0]?.code,
    block: async (phone) => {
      await deps.db.update(users).set({ blocked: true }).where(eq(users.phone, phone));
    },
    now: () => clock.now(),
    advance: (ms) => clock.advance(ms),
    places: {
      activeCityId,
      unknownCityId: 999_999,
      onlineShopId: await createOnlineShop(deps),
      salesUnitId: listed!.id,
      outletKeyword: 'контрактный пломбир',
      brandId,
      hiddenSalesUnitId: hidden!.id,
      unknownId: 999_999,
    },
  };
});

afterAll(async () => {
  await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
  await server?.database.close();
});

describe('the server keeps the API contract, through OfetchApi', () => {
  apiContract(() => backEnd);
});
