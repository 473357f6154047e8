/**
 * One cashback figure everywhere (issue 10): every seeded online shop and listed outlet tells the same
 * base and PRO cashback on its showcase card (from the list), in its detail header and across its
 * actions, through the one derivation in core/domain/cashback.ts. Against the real API over the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  actionCashback,
  cashbackFromActions,
  cashbackPercent,
  type CashbackFigures,
} from '../../../core/domain/cashback.ts';
import { toOfflineCard } from '../../../core/domain/showcase/offlineCard.ts';
import { toOnlineCard } from '../../../core/domain/showcase/onlineCard.ts';
import type { Action, City, OnlineShopRecord, SalesUnitRecord } from '../../../core/model/index.ts';
import { createApi } from '../../../server/app.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { openTestServer, type TestServer } from '../testServer.ts';

let server: TestServer;
let api: Hono<AppEnv>;

beforeAll(async () => {
  server = await openTestServer();
  await seedDatabase(server.deps.db);
  api = createApi(server.deps);
}, 120_000);

afterAll(async () => {
  await server.database.close();
});

async function get<T>(path: string, body?: object): Promise<T> {
  const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await api.request(path, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const OPTIONS = { baseApi: '/api', favourites: new Set<number>() };

/** What the shopper reads: whole percents, or «unknown». */
function shown(figures: CashbackFigures): string {
  return figures.known ? `${cashbackPercent(figures.base)} % · PRO ${cashbackPercent(figures.pro)} %` : 'уточняйте у партнёра';
}

/** The best action as the actions list prints it: the highest base and the highest PRO among them. */
function bestOfList(actions: readonly Action[]): string {
  const known = actions.map(actionCashback).filter((figures) => figures.known);
  if (known.length === 0) {
    return 'уточняйте у партнёра';
  }
  const base = Math.max(...known.map((figures) => cashbackPercent(figures.base)));
  const pro = Math.max(...known.map((figures) => cashbackPercent(figures.pro)));
  return `${base} % · PRO ${pro} %`;
}

interface Walked {
  name: string;
  card: string;
  header: string;
  list: string;
}

function expectAgreement(walked: readonly Walked[]): void {
  const disagreeing = walked.filter((item) => item.card !== item.header || item.header !== item.list);
  expect(disagreeing).toEqual([]);
}

describe('the seed obeys the cashback model', () => {
  it('every online shop: card, header and actions tell one figure', async () => {
    const cities = await get<City[]>('/api/city-codes/active-city-codes', { countryCodeId: 1 });
    const listed = new Map<number, OnlineShopRecord>();
    for (const city of cities) {
      for (const record of await get<OnlineShopRecord[]>('/api/online-shops/public-list', { countryCodeId: 1, cityCodeId: city.id })) {
        listed.set(record.shopId, record);
      }
    }
    expect(listed.size).toBeGreaterThan(30);
    const walked: Walked[] = [];
    for (const [id, fromList] of listed) {
      const record = await get<OnlineShopRecord>(`/api/online-shops/public-one/${id}`);
      const actions = await get<Action[]>(`/api/online-shops-actions/all-actions/${id}`);
      walked.push({
        name: record.name,
        card: shown(toOnlineCard(fromList, OPTIONS).cashback),
        header: shown(cashbackFromActions(actions)),
        list: bestOfList(actions),
      });
      // Before the actions arrive the header shows the record's own figure: the same one.
      expect(shown(toOnlineCard(record, OPTIONS).cashback)).toBe(walked.at(-1)!.header);
    }
    expectAgreement(walked);
    // Shops without any offer say so instead of printing the §5 default as if it were an offer.
    expect(walked.filter((item) => item.card === 'уточняйте у партнёра').length).toBeGreaterThan(0);
  });

  it('every listed outlet in every city: card, header and actions tell one figure', async () => {
    const cities = await get<City[]>('/api/city-codes/active-city-codes', { countryCodeId: 1 });
    const walked: Walked[] = [];
    for (const city of cities) {
      for (const fromList of await get<SalesUnitRecord[]>('/api/sales-units/public-list', { countryCodeId: 1, cityCodeId: city.id })) {
        const record = await get<SalesUnitRecord>(`/api/sales-units/public-one/${fromList.id}`);
        const actions = await get<Action[]>(`/api/sales-unit-actions/${fromList.id}/actions`);
        walked.push({
          name: `${record.id} ${record.name}`,
          card: shown(toOfflineCard(fromList, OPTIONS).cashback),
          header: shown(cashbackFromActions(actions)),
          list: bestOfList(actions),
        });
        expect(shown(toOfflineCard(record, OPTIONS).cashback)).toBe(walked.at(-1)!.header);
      }
    }
    expect(walked.length).toBeGreaterThan(100);
    expectAgreement(walked);
  });
});
