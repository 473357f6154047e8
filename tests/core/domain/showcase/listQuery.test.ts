import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { shopperOrigin } from '../../../../core/domain/geo/distance.ts';
import { toOfflineCard } from '../../../../core/domain/showcase/offlineCard.ts';
import {
  LIST_QUERY_DEFAULTS,
  listQueryParams,
  listQuerySchema,
  queryBrands,
  SEARCH_TEXT_MAX_LENGTH,
  type ListQuery,
} from '../../../../core/domain/showcase/listQuery.ts';
import { outlet } from './records.ts';

const read = (search: Record<string, unknown>) => v.parse(listQuerySchema, search);
const query = (extra: Partial<ListQuery>): ListQuery => ({ ...LIST_QUERY_DEFAULTS, ...extra });

describe('the list parameters of the address', () => {
  it('an address without them is the whole list in the spec’s order', () => {
    expect(read({})).toEqual({ category: 0, q: '', open: false, sort: 'default', view: 'list' });
    expect(read({})).toEqual(LIST_QUERY_DEFAULTS);
  });

  it('reads category, search text, open now, order and view', () => {
    expect(read({ category: '12', q: 'кофе', open: '1', sort: 'distance', view: 'map' })).toEqual({
      category: 12,
      q: 'кофе',
      open: true,
      sort: 'distance',
      view: 'map',
    });
    expect(read({ sort: 'cashback' }).sort).toBe('cashback');
  });

  it('takes numbers and booleans from links built in code', () => {
    expect(read({ category: 3, open: true })).toMatchObject({ category: 3, open: true });
    expect(read({ q: 7 }).q).toBe('7');
  });

  it('reads a value that does not fit as absent, never as an error', () => {
    expect(read({ category: '-1', open: 'yes', sort: 'price', view: 'globe' })).toEqual(LIST_QUERY_DEFAULTS);
    expect(read({ category: 'abc' }).category).toBe(0);
    expect(read({ category: '0' }).category).toBe(0);
    expect(read({ category: '99999999999' }).category).toBe(0);
    expect(read({ open: '0' }).open).toBe(false);
    expect(read({ open: 'true' }).open).toBe(true);
    expect(read({ open: '' }).open).toBe(false);
    expect(read({ q: { nested: 1 } }).q).toBe('');
  });

  it('keeps the search text as typed but cuts it at 100 characters', () => {
    expect(read({ q: '  кофе ' }).q).toBe('  кофе ');
    expect(SEARCH_TEXT_MAX_LENGTH).toBe(100);
    expect(read({ q: 'я'.repeat(150) }).q).toHaveLength(100);
  });

  it('writes the parameters back leaving the defaults out, open now as 1', () => {
    expect(listQueryParams(LIST_QUERY_DEFAULTS)).toEqual({});
    expect(listQueryParams({ category: 3, q: 'кофе', open: true, sort: 'distance', view: 'map' })).toEqual({
      category: '3',
      q: 'кофе',
      open: '1',
      sort: 'distance',
      view: 'map',
    });
    expect(Object.keys(listQueryParams({ view: 'map', category: 3, sort: 'cashback' }))).toEqual([
      'category',
      'sort',
      'view',
    ]);
  });

  it('reads back what it writes', () => {
    const written = query({ category: 5, q: 'бар', open: true, sort: 'cashback', view: 'map' });
    expect(read(listQueryParams(written))).toEqual(written);
  });
});

describe('a list under its query', () => {
  const here = shopperOrigin({ lat: 55.75, lon: 37.62 });
  const options = { baseApi: '/api', favourites: new Set<number>() };
  const cards = [
    outlet(1, 'Кофейня на Арбате', {
      categoryId: 1,
      position: 1,
      maximumCashback: 0.03,
      coordinatesLatitude: 55.76,
      coordinatesLongitude: 37.62,
    }),
    outlet(2, 'Кофе с собой', {
      categoryId: 1,
      position: null,
      maximumCashback: 0.08,
      coordinatesLatitude: 55.751,
      coordinatesLongitude: 37.62,
    }),
    outlet(3, 'Пекарня', {
      categoryId: 2,
      position: 2,
      maximumCashback: 0.05,
      coordinatesLatitude: 55.7501,
      coordinatesLongitude: 37.62,
    }),
    outlet(4, 'Кофейный бар', { categoryId: 1, position: 3, maximumCashback: 0.05 }),
  ].map((record) => toOfflineCard(record, options));
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

  it('brands: an outlet in the category, a name match, an outlet open now, the nearest outlet’s distance', () => {
    const brand = (
      id: number,
      name: string,
      positionSf: number | null,
      salesUnits: number[],
      categories: number[],
      base: number,
    ) => ({
      id,
      name,
      positionSf,
      salesUnits,
      brandSalesUnitCategories: categories,
      cashback: { known: true as const, base, pro: base * 2 },
    });
    const brands = [
      brand(10, 'Кофейни Города', 1, [1, 2], [1], 0.08),
      brand(20, 'Пекарни', 2, [3], [2], 0.05),
      brand(30, 'Кофейный бар', null, [4], [1], 0.05),
    ];
    const outlets = new Map(cards.map((card) => [card.id, card]));
    expect(ids(queryBrands(brands, query({ category: 1 })))).toEqual([10, 30]);
    expect(ids(queryBrands(brands, query({ q: 'пекар' })))).toEqual([20]);
    expect(ids(queryBrands(brands, query({ open: true }), { openOutletIds: new Set([2]) }))).toEqual([10]);
    expect(ids(queryBrands(brands, query({ sort: 'distance' }), { origin: here, outlets }))).toEqual([20, 10, 30]);
    expect(ids(queryBrands(brands, query({ sort: 'cashback' })))).toEqual([10, 20, 30]);
  });
});
