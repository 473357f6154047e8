import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  DEFAULT_SEARCH_KINDS,
  SEARCH_GROUP_LIMIT,
  searchIndex,
  searchQuerySchema,
  searchShowcases,
  splitKeywords,
} from '../../../../core/domain/showcase/search.ts';
import { outlet, shop } from './records.ts';

const brand = (id: number, name: string, positionSf: number | null, salesUnits: number[] = []) => ({
  id,
  name,
  positionSf,
  salesUnits,
});
const names = (group: { hits: { item: { name: string } }[] } | undefined) => group?.hits.map((hit) => hit.item.name);
const shopIds = (group: { hits: { item: { shopId: number } }[] } | undefined) =>
  group?.hits.map((hit) => hit.item.shopId);
/** The «contains» tiers alone (§5), without issue 31's forgiving tier below them. */
const containing = <T extends { hits: { tier: string }[] }>(group: T | undefined) =>
  group?.hits.filter((hit) => hit.tier !== 'similar');
const tiers = (group: { hits: { tier: string }[] } | undefined) => group?.hits.map((hit) => hit.tier);

const outlets = [
  outlet(1, 'Кофейня «Зерно»', { keywords: 'кофе, капучино, десерты', position: 2 }),
  outlet(2, 'Пекарня «Колос»', { keywords: 'хлеб, выпечка, круассаны, кофе', position: 1 }),
  outlet(3, 'Бар «Кофеин»', { keywords: 'коктейли', position: null }),
  outlet(4, 'Цветы у дома', { keywords: 'букеты;  розы\nдоставка', position: 3 }),
];
const brands = [brand(10, 'Зерно', null, [1]), brand(20, 'Колос', 1, [2]), brand(30, 'Кофеин', 2, [3])];
const shops = [
  shop(100, 'Мегалавка', { keywords: 'мегалавка, всё для дома', position: 2 }),
  shop(200, 'Книжный', { nameSf: 'Читай-лавка', keywords: 'книги', keywordsSf: 'книги, кофе с собой', position: 1 }),
];
const news = [
  { id: 7, title: 'Кофейный фестиваль в Москве' },
  { id: 8, title: 'Новые партнёры' },
];

describe('one search across brands, outlets and online shops', () => {
  it('finds by name as the spec says: case-insensitive substring', () => {
    const found = searchShowcases({ brands, outlets, shops }, 'МЕГАЛАВ');
    expect(names(found.shops)).toEqual(['Мегалавка']);
    // The record's Sf name «Читай-лавка» (position 1) is what the card shows and what is searched.
    expect(shopIds(searchShowcases({ shops }, 'лавка').shops)).toEqual([200, 100]);
  });

  it('groups what it finds by kind; news only when asked', () => {
    const found = searchShowcases({ brands, outlets, shops, news }, 'кофеин');
    expect(Object.keys(found)).toEqual(['brands', 'outlets', 'shops']);
    expect(names(found.brands)).toEqual(['Кофеин']);
    expect(names(found.outlets)).toEqual(['Бар «Кофеин»', 'Кофейня «Зерно»']);
    // «кофеин» is one letter from «кофейн(я)»: the forgiving tier (issue 31 §5) lists it below the name match.
    expect(tiers(found.outlets)).toEqual(['name', 'similar']);
    expect(found.shops).toEqual({ total: 0, hits: [] });
    const onNewsPages = searchShowcases({ news }, 'фестиваль', { kinds: ['news'] });
    expect(onNewsPages.news?.hits.map((hit) => hit.item.title)).toEqual(['Кофейный фестиваль в Москве']);
  });

  it('lists name matches first, then keyword matches, each in the spec’s order', () => {
    const found = searchShowcases({ outlets }, 'коф');
    // «Зерно» (position 2) and «Кофеин» (no position) by name, then «Колос» (position 1) by its keyword «кофе».
    expect(names(found.outlets)).toEqual(['Кофейня «Зерно»', 'Бар «Кофеин»', 'Пекарня «Колос»']);
    expect(tiers(found.outlets)).toEqual(['name', 'name', 'keywords']);
  });

  it('orders brands by positionSf, unpositioned last, within each tier', () => {
    const found = searchShowcases(
      { brands: [brand(1, 'Кофе-1', null), brand(2, 'Кофе-2', 5), brand(3, 'Кофе-3', 1)] },
      'кофе',
    );
    expect(names(found.brands)).toEqual(['Кофе-3', 'Кофе-2', 'Кофе-1']);
  });

  it('finds a brand by the keywords of its outlets in the city', () => {
    const found = searchShowcases({ brands, outlets }, 'круассан');
    expect(names(found.brands)).toEqual(['Колос']);
    expect(tiers(found.brands)).toEqual(['keywords']);
    // Without the city's outlets a brand has no keywords to be found by.
    expect(searchShowcases({ brands }, 'круассан').brands?.total).toBe(0);
  });

  it('reads an online shop’s Sf name and keywords over the plain ones (§3)', () => {
    expect(shopIds(searchShowcases({ shops }, 'книжный').shops)).toEqual([]);
    expect(shopIds(searchShowcases({ shops }, 'кофе с').shops)).toEqual([200]);
    expect(shopIds(searchShowcases({ shops }, 'книги').shops)).toEqual([200]);
  });

  it('matches one keyword at a time, never across the separator', () => {
    expect(containing(searchShowcases({ outlets }, 'кофе, кап').outlets)).toEqual([]);
    // Only the forgiving tier (issue 31 §5) reads the two words apart.
    expect(tiers(searchShowcases({ outlets }, 'кофе, кап').outlets)).toEqual(['similar']);
    expect(names(searchShowcases({ outlets }, 'розы').outlets)).toEqual(['Цветы у дома']);
    expect(splitKeywords('букеты;  розы\nдоставка, ,Кофе')).toEqual(['букеты', 'розы', 'доставка', 'кофе']);
    expect(splitKeywords(null)).toEqual([]);
  });

  it('trims the query at its start only, as the showcase filter does', () => {
    expect(searchShowcases({ outlets }, '  цветы').outlets?.total).toBe(1);
    expect(containing(searchShowcases({ outlets }, 'цветы  ').outlets)).toEqual([]);
    expect(tiers(searchShowcases({ outlets }, 'цветы  ').outlets)).toEqual(['similar']);
  });

  it('an empty query matches everything, as the showcase filter does', () => {
    expect(searchShowcases({ outlets }, '').outlets?.total).toBe(4);
  });

  it('lists the first hits of a group and counts them all', () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      outlet(index + 1, `Кофейня ${index + 1}`, { position: index }),
    );
    const found = searchShowcases({ outlets: many }, 'кофейня');
    expect(found.outlets?.total).toBe(30);
    expect(found.outlets?.hits).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(searchShowcases({ outlets: many }, 'кофейня', { limit: 3 }).outlets?.hits.map((hit) => hit.item.id)).toEqual(
      [1, 2, 3],
    );
    expect(
      searchShowcases({ outlets: many }, 'кофейня', { limit: Number.POSITIVE_INFINITY }).outlets?.hits,
    ).toHaveLength(30);
  });

  it('a keyword match never pushes out a name match', () => {
    const list = [
      outlet(1, 'Бар', { keywords: 'кофе', position: 1 }),
      ...Array.from({ length: 3 }, (_, index) => outlet(index + 2, `Кофе ${index}`, { position: 10 + index })),
    ];
    expect(searchShowcases({ outlets: list }, 'кофе', { limit: 3 }).outlets?.hits.map((hit) => hit.tier)).toEqual([
      'name',
      'name',
      'name',
    ]);
  });

  it('one index answers every keystroke the same as a fresh search', () => {
    const index = buildSearchIndex({ brands, outlets, shops, news });
    for (const query of ['к', 'ко', 'коф', 'кофе', 'кофей', 'я']) {
      expect(searchIndex(index, query, { kinds: ['brands', 'outlets', 'shops', 'news'] })).toEqual(
        searchShowcases({ brands, outlets, shops, news }, query, { kinds: ['brands', 'outlets', 'shops', 'news'] }),
      );
    }
  });

  it('searches brands, outlets and shops by default', () => {
    expect(DEFAULT_SEARCH_KINDS).toEqual(['brands', 'outlets', 'shops']);
  });
});

describe('the search endpoint’s query', () => {
  const read = (query: Record<string, string | undefined>) => v.safeParse(searchQuerySchema, query);

  it('takes a city, a search text, the kinds and a limit per group', () => {
    const result = read({ cityCodeId: '1', q: 'кофе', kinds: 'news,brands,news', limit: '5' });
    expect(result.success && result.output).toEqual({
      cityCodeId: 1,
      countryCodeId: 1,
      q: 'кофе',
      kinds: ['brands', 'news'],
      limit: 5,
    });
    const defaults = read({ cityCodeId: '1', q: 'к' });
    expect(defaults.success && defaults.output).toEqual({
      cityCodeId: 1,
      countryCodeId: 1,
      q: 'к',
      kinds: ['brands', 'outlets', 'shops'],
      limit: 10,
    });
  });

  it.each([
    { q: 'кофе' },
    { cityCodeId: '0', q: 'кофе' },
    { cityCodeId: '1', q: '' },
    { cityCodeId: '1', q: 'я'.repeat(101) },
    { cityCodeId: '1', q: 'кофе', kinds: 'cafes' },
    { cityCodeId: '1', q: 'кофе', kinds: '' },
    { cityCodeId: '1', q: 'кофе', limit: '0' },
    { cityCodeId: '1', q: 'кофе', limit: '51' },
  ])('refuses %j', (query) => {
    expect(read(query).success).toBe(false);
  });
});
