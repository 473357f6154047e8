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
  shownCashback,
  type CashbackFigures,
} from '../../../core/domain/cashback.ts';
import { shownActions } from '../../../core/domain/showcase/sorting.ts';
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
  const init =
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const response = await api.request(path, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const OPTIONS = { baseApi: '/api', favourites: new Set<number>() };

/** What the shopper reads: whole percents (core shownCashback: §9's default where nothing is stated). */
function shown(figures: CashbackFigures): string {
  const printed = shownCashback(figures);
  return `${cashbackPercent(printed.base)} % · PRO ${cashbackPercent(printed.pro)} %`;
}

/** The §9 default as printed: what a shop without any stated offer shows. */
const DEFAULT_SHOWN = shown({ known: false });

/** The best action as the actions list prints it (core shownActions): the highest base and the highest PRO among them. */
function bestOfList(actions: readonly Action[]): string {
  const known = shownActions(actions)
    .map(actionCashback)
    .filter((figures) => figures.known);
  if (known.length === 0) {
    return DEFAULT_SHOWN;
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
      for (const record of await get<OnlineShopRecord[]>('/api/online-shops/public-list', {
        countryCodeId: 1,
        cityCodeId: city.id,
      })) {
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
        header: shown(cashbackFromActions(shownActions(actions))),
        list: bestOfList(actions),
      });
      // Before the actions arrive the header shows the record's own figure: the same one.
      expect(shown(toOnlineCard(record, OPTIONS).cashback)).toBe(walked.at(-1)!.header);
    }
    expectAgreement(walked);
    // Shops without any stated offer show §5's default, «1 %» (issue 19), on card, header and list alike.
    expect(walked.filter((item) => item.card === DEFAULT_SHOWN).length).toBeGreaterThan(0);
  });

  it('every listed outlet in every city: card, header and actions tell one figure', async () => {
    const cities = await get<City[]>('/api/city-codes/active-city-codes', { countryCodeId: 1 });
    const walked: Walked[] = [];
    for (const city of cities) {
      for (const fromList of await get<SalesUnitRecord[]>('/api/sales-units/public-list', {
        countryCodeId: 1,
        cityCodeId: city.id,
      })) {
        const record = await get<SalesUnitRecord>(`/api/sales-units/public-one/${fromList.id}`);
        const actions = await get<Action[]>(`/api/sales-unit-actions/${fromList.id}/actions`);
        walked.push({
          name: `${record.id} ${record.name}`,
          card: shown(toOfflineCard(fromList, OPTIONS).cashback),
          header: shown(cashbackFromActions(shownActions(actions))),
          list: bestOfList(actions),
        });
        expect(shown(toOfflineCard(record, OPTIONS).cashback)).toBe(walked.at(-1)!.header);
      }
    }
    expect(walked.length).toBeGreaterThan(100);
    expectAgreement(walked);
  });

  it("no banner promises more than the data holds: «Кэшбэк до N % в кофейнях» is the city's best coffee-shop cashback", async () => {
    const cities = await get<City[]>('/api/city-codes/active-city-codes', { countryCodeId: 1 });
    const categories = await get<{ id: number; name: string }[]>('/api/sales-unit-categories');
    const coffee = categories.find((category) => category.name === 'Кофейни')!;
    let promised = 0;
    for (const city of cities) {
      const banners = await get<{ title: string }[]>('/api/showroom-offline-banners/active-banners', {
        countryCodeId: 1,
        cityCodeId: city.id,
        typeId: 1,
      });
      const outlets = await get<SalesUnitRecord[]>('/api/sales-units/public-list', {
        countryCodeId: 1,
        cityCodeId: city.id,
      });
      const coffeeFigures = outlets
        .filter((outlet) => outlet.categoryId === coffee.id && outlet.maximumCashback !== null)
        .map((outlet) => outlet.maximumCashback!);
      for (const banner of banners) {
        const figure = /Кэшбэк до (\d+) % в кофейнях/.exec(banner.title);
        if (figure !== null) {
          promised += 1;
          expect(coffeeFigures.length, city.name).toBeGreaterThan(0);
          expect(Number(figure[1]), `${city.name}: ${banner.title}`).toBe(cashbackPercent(Math.max(...coffeeFigures)));
        }
      }
    }
    expect(promised).toBeGreaterThan(0);
  });
});
