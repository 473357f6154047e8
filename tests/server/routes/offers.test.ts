import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { outletActionSchema } from '../../../server/routes/publicModels.ts';
import type { Action, ActionTerm, OpeningHours } from '../../../core/model/index.ts';
import { sortActions } from '../../../core/domain/showcase/sorting.ts';
import {
  onlineShopActions,
  onlineShopActionTerms,
  openingHours,
  salesUnitActions,
  salesUnitActionTerms,
} from '../../../server/db/schema.ts';
import { ALL_LIST_PAGE_SIZE } from '../../../server/routes/offers.ts';
import {
  cityIdByName,
  expectNotFound,
  expectValidationError,
  get,
  insertCity,
  insertOutlet,
  insertShop,
  seededServerPerFile,
} from './publicFixtures.ts';

const s = seededServerPerFile();

/** Rows by their salesUnitId, in first-seen order (Node 20 has no Map.groupBy). */
function groupByOwner<T extends { salesUnitId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    groups.set(row.salesUnitId, [...(groups.get(row.salesUnitId) ?? []), row]);
  }
  return groups;
}

async function json<T>(path: string): Promise<T> {
  const response = await get(s.api, path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Actions inserted in an order the sort must change: number 2 first, then number 1 plain, then number 1 sf. */
const UNSORTED = [
  { number: 2, sf: false, paymentSize: 0.03, paymentSizePro: 0.06, title: 'второе' },
  { number: 1, sf: false, paymentSize: 0.05, paymentSizePro: 0.1, title: 'первое' },
  { number: 1, sf: true, paymentSize: 0.06, paymentSizePro: null, title: 'первое sf' },
];

describe('outlet actions', () => {
  it('sorts by number, sf before non-sf of the same number (core sortActions)', async () => {
    const city = await insertCity(s.db);
    const id = await insertOutlet(s.db, { cityCodeId: city });
    await s.db.insert(salesUnitActions).values(UNSORTED.map((action) => ({ ...action, salesUnitId: id })));
    const actions = await json<Action[]>(`/api/sales-unit-actions/${id}/actions`);
    expect(actions.map((action) => action.title)).toEqual(['первое sf', 'первое', 'второе']);
    expect(actions[0]).toEqual({
      id: expect.any(Number),
      number: 1,
      sf: true,
      paymentSize: 0.06,
      paymentSizePro: null,
      title: 'первое sf',
    });
  });

  it('is 404 for an unknown outlet and for a hidden one, an empty list for an outlet without actions', async () => {
    const city = await insertCity(s.db);
    const hidden = await insertOutlet(s.db, { cityCodeId: city, blocked: true });
    await s.db.insert(salesUnitActions).values({ ...UNSORTED[0]!, salesUnitId: hidden });
    await expectNotFound(await get(s.api, `/api/sales-unit-actions/${hidden}/actions`));
    await expectNotFound(await get(s.api, '/api/sales-unit-actions/999999999/actions'));
    expect(await json(`/api/sales-unit-actions/${await insertOutlet(s.db, { cityCodeId: city })}/actions`)).toEqual([]);
  });

  it('rejects an id that is not a number', async () => {
    await expectValidationError(await get(s.api, '/api/sales-unit-actions/x1/actions'));
  });
});

describe('all actions of listable outlets, paged', () => {
  it('groups by outlet in sortActions order, leaves hidden outlets out, narrows by city and ends with an empty page', async () => {
    const city = await insertCity(s.db);
    const listed = await insertOutlet(s.db, { cityCodeId: city });
    const hidden = await insertOutlet(s.db, { cityCodeId: city, active: false });
    await s.db
      .insert(salesUnitActions)
      .values([
        ...UNSORTED.map((action) => ({ ...action, salesUnitId: listed })),
        { ...UNSORTED[0]!, salesUnitId: hidden },
      ]);
    for (const path of [
      `/api/sales-unit-actions/all-actions/?cityCodeId=${city}`,
      `/api/sales-unit-actions/all-actions?cityCodeId=${city}&page=0`,
    ]) {
      const page = await json<(Action & { salesUnitId: number })[]>(path);
      expect(page.map((action) => [action.salesUnitId, action.title])).toEqual([
        [listed, 'первое sf'],
        [listed, 'первое'],
        [listed, 'второе'],
      ]);
    }
    expect(await json(`/api/sales-unit-actions/all-actions/?cityCodeId=${city}&page=1`)).toEqual([]);
  });

  it('serves every city page by page, each page at most the page size, in sortActions order per outlet', async () => {
    const first = await json<(Action & { salesUnitId: number })[]>('/api/sales-unit-actions/all-actions/');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(ALL_LIST_PAGE_SIZE);
    expect(v.is(v.array(outletActionSchema), first)).toBe(true);
    const byOutlet = groupByOwner(first);
    for (const actions of byOutlet.values()) {
      expect(actions).toEqual(sortActions(actions));
    }
    expect(await json('/api/sales-unit-actions/all-actions/?page=99999')).toEqual([]);
  });

  it('rejects negative, fractional and huge pages', async () => {
    for (const page of ['-1', '1.5', '100001', 'abc']) {
      await expectValidationError(await get(s.api, `/api/sales-unit-actions/all-actions/?page=${page}`));
    }
  });
});

describe('online shop actions', () => {
  it('sorts like outlet actions and is 404 for an unknown shop', async () => {
    const shopId = await insertShop(s.db);
    await s.db.insert(onlineShopActions).values(UNSORTED.map((action) => ({ ...action, shopId })));
    const actions = await json<Action[]>(`/api/online-shops-actions/all-actions/${shopId}`);
    expect(actions.map((action) => action.title)).toEqual(['первое sf', 'первое', 'второе']);
    await expectNotFound(await get(s.api, '/api/online-shops-actions/all-actions/999999999'));
  });
});

describe('action terms', () => {
  it('lists an outlet’s terms in written order, 404 for an unknown or hidden outlet', async () => {
    const city = await insertCity(s.db);
    const id = await insertOutlet(s.db, { cityCodeId: city });
    await s.db.insert(salesUnitActionTerms).values([
      { salesUnitId: id, text: 'Первое условие' },
      { salesUnitId: id, text: 'Второе условие' },
    ]);
    const terms = await json<ActionTerm[]>(`/api/sales-unit-action-terms/${id}/action-terms`);
    expect(terms.map((term) => term.text)).toEqual(['Первое условие', 'Второе условие']);
    expect(Object.keys(terms[0]!).sort()).toEqual(['id', 'text']);
    await expectNotFound(
      await get(
        s.api,
        `/api/sales-unit-action-terms/${await insertOutlet(s.db, { cityCodeId: city, blockedSf: true })}/action-terms`,
      ),
    );
    await expectNotFound(await get(s.api, '/api/sales-unit-action-terms/999999999/action-terms'));
  });

  it('lists a shop’s terms, 404 for an unknown shop', async () => {
    const shopId = await insertShop(s.db);
    await s.db.insert(onlineShopActionTerms).values({ shopId, text: 'Только онлайн' });
    expect(await json(`/api/online-shops-action-terms/${shopId}/action-terms`)).toEqual([
      { id: expect.any(Number), text: 'Только онлайн' },
    ]);
    await expectNotFound(await get(s.api, '/api/online-shops-action-terms/999999999/action-terms'));
  });

  it('serves the all-terms lists under both spellings, with their owner ids', async () => {
    const city = await insertCity(s.db);
    const id = await insertOutlet(s.db, { cityCodeId: city });
    await s.db.insert(salesUnitActionTerms).values({ salesUnitId: id, text: 'Условие города' });
    for (const name of ['all-actions-terms', 'all-action-terms']) {
      expect(await json(`/api/sales-unit-action-terms/${name}?cityCodeId=${city}`)).toEqual([
        { id: expect.any(Number), text: 'Условие города', salesUnitId: id },
      ]);
      const shopTerms = await json<(ActionTerm & { shopId: number })[]>(`/api/online-shops-action-terms/${name}`);
      expect(shopTerms.length).toBeGreaterThan(0);
      expect(shopTerms.every((term) => typeof term.shopId === 'number')).toBe(true);
    }
  });
});

describe('opening hours', () => {
  it('lists the seven days Monday (1) to Sunday (7) with days off, 404 for unknown or hidden outlets', async () => {
    const city = await insertCity(s.db);
    const id = await insertOutlet(s.db, { cityCodeId: city });
    const days = [7, 3, 1, 2, 5, 4, 6].map((day) =>
      day === 1
        ? { day, open: null, close: null, dayOff: true }
        : { day, open: '10:00', close: '02:00', dayOff: false },
    );
    await s.db.insert(openingHours).values(days.map((day) => ({ ...day, salesUnitId: id })));
    for (const path of [
      `/api/sales-unit-opening-hours/${id}/opening-hours/`,
      `/api/sales-unit-opening-hours/${id}/opening-hours`,
    ]) {
      const week = await json<OpeningHours[]>(path);
      expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(week[0]).toEqual({ day: 1, open: null, close: null, dayOff: true });
      expect(week[6]).toEqual({ day: 7, open: '10:00', close: '02:00', dayOff: false });
    }
    await expectNotFound(
      await get(
        s.api,
        `/api/sales-unit-opening-hours/${await insertOutlet(s.db, { cityCodeId: city, active: false })}/opening-hours/`,
      ),
    );
    await expectNotFound(await get(s.api, '/api/sales-unit-opening-hours/999999999/opening-hours/'));
  });

  it('serves all opening hours of a seeded city page by page, seven days per outlet', async () => {
    const moscow = await cityIdByName(s.db, 'Москва');
    const rows: (OpeningHours & { salesUnitId: number })[] = [];
    for (let page = 0; ; page++) {
      const chunk = await json<(OpeningHours & { salesUnitId: number })[]>(
        `/api/sales-unit-opening-hours/all-opening-hours?cityCodeId=${moscow}&page=${page}`,
      );
      expect(chunk.length).toBeLessThanOrEqual(ALL_LIST_PAGE_SIZE);
      if (chunk.length === 0) {
        break;
      }
      rows.push(...chunk);
    }
    const perOutlet = groupByOwner(rows);
    expect(perOutlet.size).toBeGreaterThan(5);
    for (const week of perOutlet.values()) {
      expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
  });
});
