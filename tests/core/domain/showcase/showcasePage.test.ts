import { describe, expect, it } from 'vitest';
import { ALL_CATEGORY_ID } from '../../../../core/domain/showcase/filter.ts';
import { firstOfflinePage } from '../../../../core/domain/showcase/showcasePage.ts';
import { narrowShowcase, offlineCards } from '../../../../core/domain/showcase/showcases.ts';
import { outlet } from './records.ts';

const ALL = { category: ALL_CATEGORY_ID, query: '' };

describe('the first page of the offline showcase', () => {
  const records = [
    outlet(1, 'Кофейня без позиции', { categoryId: 4 }),
    outlet(2, 'Книжный', { categoryId: 5, position: 2 }),
    outlet(3, 'Кофе с собой', { categoryId: 4, position: 1 }),
    outlet(4, 'Закрытая кофейня', { categoryId: 4, active: false }),
    outlet(5, 'Кофе на углу', { categoryId: 4 }),
  ];

  it('lists the outlets the showcase shows first, in its order, and counts every listed one', () => {
    const page = firstOfflinePage(records, ALL, 2);
    expect(page.records.map((record) => record.id)).toEqual([3, 2]);
    expect(page.total).toBe(4);
  });

  it('is the showcase narrowed by category and search, as the page narrows the whole list', () => {
    const filter = { category: 4, query: 'коф' };
    const page = firstOfflinePage(records, filter, 10);
    const whole = narrowShowcase(offlineCards(records, { baseApi: '', favourites: new Set() }), filter);
    expect(page.records.map((record) => record.id)).toEqual(whole.map((card) => card.id));
    expect(page.total).toBe(whole.length);
  });

  it("puts the best cashback first under sort 'cashback' (unknown figures last, §5's order on ties), and keeps §5's order for 'distance'", () => {
    const priced = [
      outlet(1, 'Кофе 5', { categoryId: 4, position: 1, maximumCashback: 5 }),
      outlet(2, 'Кофе без кэшбэка', { categoryId: 4, position: 2, maximumCashback: null }),
      outlet(3, 'Кофе 10', { categoryId: 4, position: 3, maximumCashback: 10 }),
      outlet(4, 'Кофе 5 тоже', { categoryId: 4, position: 4, maximumCashback: 5 }),
    ];
    expect(firstOfflinePage(priced, { ...ALL, sort: 'cashback' }, 10).records.map((record) => record.id)).toEqual([
      3, 1, 4, 2,
    ]);
    expect(firstOfflinePage(priced, { ...ALL, sort: 'cashback' }, 2)).toMatchObject({ total: 4 });
    expect(firstOfflinePage(priced, { ...ALL, sort: 'distance' }, 10).records.map((record) => record.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("puts the nearest to the filter's origin first under sort 'distance', outlets without coordinates last", () => {
    const placed = [
      outlet(1, 'Далеко', { position: 1, coordinatesLatitude: 55.9, coordinatesLongitude: 37.6 }),
      outlet(2, 'Без адреса', { position: 2 }),
      outlet(3, 'Рядом', { position: 3, coordinatesLatitude: 55.7525, coordinatesLongitude: 37.618 }),
      outlet(4, 'Недалеко', { position: 4, coordinatesLatitude: 55.76, coordinatesLongitude: 37.62 }),
    ];
    const fromShopper = { kind: 'shopper' as const, position: { lat: 55.752, lon: 37.6175 } };
    const page = firstOfflinePage(placed, { ...ALL, sort: 'distance', origin: fromShopper }, 3);
    expect(page.records.map((record) => record.id)).toEqual([3, 4, 1]);
    expect(page.total).toBe(4);
    expect(firstOfflinePage(placed, { ...ALL, sort: 'distance', origin: fromShopper }, 10).records.at(-1)?.id).toBe(2);
  });

  it('keeps only the outlets open now when the filter names them, counting only those', () => {
    expect(firstOfflinePage(records, { ...ALL, openOutletIds: new Set([2, 5, 4]) }, 10)).toEqual({
      records: [records[1], records[4]],
      total: 2,
    });
  });

  it('hands back the records as the API gave them, not cards', () => {
    const [first] = firstOfflinePage(records, ALL, 1).records;
    expect(first).toBe(records[2]);
  });

  it('is empty when nothing matches, and never takes a negative size as a slice from the end', () => {
    expect(firstOfflinePage(records, { category: ALL_CATEGORY_ID, query: 'аптека' }, 10)).toEqual({
      records: [],
      total: 0,
    });
    expect(firstOfflinePage(records, ALL, -1)).toEqual({ records: [], total: 4 });
  });
});
