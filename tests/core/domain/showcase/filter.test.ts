import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORY,
  filterByCategory,
  matchesSearch,
  searchByName,
  searchNewsByTitle,
  withAllCategory,
} from '../../../../core/domain/showcase/filter.ts';

describe('search: case-insensitive substring match (§5)', () => {
  it.each([
    ['Кофейня Ёлка', 'ёлка', true],
    ['кофейня ёлка', 'ЁЛКА', true],
    ['КОФЕЙНЯ', 'кофе', true],
    ['Coffee House', 'HOUSE', true],
    ['Кофейня Ёлка', 'елка', false],
    ['Кофейня', 'чай', false],
  ])('%j matches %j: %s', (text, query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected);
  });

  it('trims the query at the start only', () => {
    expect(matchesSearch('Книжный мир', '   мир')).toBe(true);
    expect(matchesSearch('Книжный мир', 'Книжный ')).toBe(true);
    expect(matchesSearch('Книжный', 'Книжный ')).toBe(false);
  });

  it('an empty or blank query matches everything, even a missing text', () => {
    expect(matchesSearch('Книжный', '')).toBe(true);
    expect(matchesSearch(null, '   ')).toBe(true);
    expect(matchesSearch(undefined, '')).toBe(true);
  });

  it('a missing text matches no real query', () => {
    expect(matchesSearch(null, 'к')).toBe(false);
    expect(matchesSearch(undefined, 'к')).toBe(false);
  });

  it('property: any piece of a text, in any case, finds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (text, a, b) => {
        const from = Math.min(a, b) % (text.length + 1);
        const to = Math.max(a, b) % (text.length + 1);
        const piece = text.slice(Math.min(from, to), Math.max(from, to)).toLocaleUpperCase('ru');
        fc.pre(
          piece.toLocaleLowerCase('ru') === text.slice(Math.min(from, to), Math.max(from, to)).toLocaleLowerCase('ru'),
        );
        expect(matchesSearch(text, piece)).toBe(true);
      }),
    );
  });

  it('brands and cards by name, news by title', () => {
    const brands = [{ name: 'Ёлка' }, { name: 'Книжный' }, { name: null }];
    expect(searchByName(brands, 'ЁЛ')).toEqual([{ name: 'Ёлка' }]);
    expect(searchByName(brands, '')).toEqual(brands);
    const news = [{ title: 'Новая акция' }, { title: 'Открытие' }];
    expect(searchNewsByTitle(news, 'АКЦ')).toEqual([{ title: 'Новая акция' }]);
  });
});

describe('category filter (§4): activeId 0 means all', () => {
  const shops = [
    { id: 1, categoryId: 3 },
    { id: 2, categoryId: -1 },
    { id: 3, categoryId: 4 },
    { id: 4, categoryId: null },
  ];

  it('category 0 keeps every item, including those without a category', () => {
    expect(filterByCategory(shops, 0, (s) => s.categoryId)).toEqual(shops);
  });

  it('another category keeps only its items', () => {
    expect(filterByCategory(shops, 3, (s) => s.categoryId).map((s) => s.id)).toEqual([1]);
    expect(filterByCategory(shops, 99, (s) => s.categoryId)).toEqual([]);
  });

  it('an item with several categories matches any of them', () => {
    const brands = [
      { id: 1, categories: [3, 4] },
      { id: 2, categories: [] },
      { id: 3, categories: [4] },
    ];
    expect(filterByCategory(brands, 4, (b) => b.categories).map((b) => b.id)).toEqual([1, 3]);
    expect(filterByCategory(brands, 3, (b) => b.categories).map((b) => b.id)).toEqual([1]);
  });

  it('the «all» entry is id 0 with an empty name and comes first, once', () => {
    expect(ALL_CATEGORY).toEqual({ id: 0, name: '', iconFileId: null });
    const categories = [
      { id: 3, name: 'Кафе', iconFileId: 1 },
      { id: 0, name: '', iconFileId: null },
      { id: 4, name: 'Книги', iconFileId: null },
    ];
    expect(withAllCategory(categories)).toEqual([ALL_CATEGORY, categories[0], categories[2]]);
    expect(withAllCategory([])).toEqual([ALL_CATEGORY]);
  });
});
