import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../core/model/index.ts';
import {
  expectValidationError,
  get,
  insertBrand,
  insertCity,
  insertOutlet,
  seededServerPerFile,
} from './publicFixtures.ts';

/** Issue 31 §5 «The search forgives nothing»: the «contains» hits first, then a forgiving tier. */
const s = seededServerPerFile();

async function search(cityId: number, q: string, extra = ''): Promise<SearchAnswer> {
  const response = await get(s.api, `/api/search?cityCodeId=${cityId}&q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const outletNames = (answer: SearchAnswer) => answer.outlets!.hits.map((hit) => hit.item.name);

/** A city of its own with the issue's two outlets and their brands, so no seeded name answers for them. */
async function issueCity(): Promise<number> {
  const city = await insertCity(s.db);
  const bakery = await insertBrand(s.db, { name: 'Пекарня «Сдоба»', positionSf: 1 });
  const coffee = await insertBrand(s.db, { name: 'Кофейня «Зерно»', positionSf: 2 });
  await insertOutlet(s.db, {
    cityCodeId: city,
    name: 'Пекарня «Сдоба»',
    keywords: 'хлеб, выпечка',
    position: 1,
    brandId: bakery,
  });
  await insertOutlet(s.db, {
    cityCodeId: city,
    name: 'Кофейня «Зерно»',
    keywords: 'кофе, капучино',
    position: 2,
    brandId: coffee,
  });
  await insertOutlet(s.db, { cityCodeId: city, name: 'Тёплый очаг', keywords: 'обеды', position: 3 });
  return city;
}

describe('GET /api/search forgives what a shopper gets wrong (issue 31 §5)', () => {
  it.each([
    ['Пеккарня', 'Пекарня «Сдоба»', 'one wrong letter'],
    ['zerno', 'Кофейня «Зерно»', 'Latin transliteration'],
    ['pthyj', 'Кофейня «Зерно»', 'зерно typed on the Latin layout'],
    ['кофейня зерно', 'Кофейня «Зерно»', 'the words without the quotes'],
  ])('«%s» finds «%s» (%s)', async (q, name) => {
    const city = await issueCity();
    const answer = await search(city, q);
    expect(outletNames(answer)).toEqual([name]);
    expect(answer.outlets!.hits[0]!.tier).toBe('similar');
    expect(answer.outlets!.total).toBe(1);
  });

  it.each([
    ['зерно кофейня', 'Кофейня «Зерно»', 'words in any order'],
    ['Пекрня', 'Пекарня «Сдоба»', 'a letter missing'],
    ['Пикарн Сдобa', 'Пекарня «Сдоба»', 'two wrong letters, one of them Latin'],
    ['теплый очаг', 'Тёплый очаг', '«ё» typed as «е»'],
    ['ntgksq', 'Тёплый очаг', 'теплый typed on the Latin layout'],
    ['"Зерно"', 'Кофейня «Зерно»', 'other quotes'],
    ['Pekarnya Sdoba', 'Пекарня «Сдоба»', 'the whole name transliterated'],
  ])('«%s» finds «%s» (%s)', async (q, name) => {
    const city = await issueCity();
    expect(outletNames(await search(city, q))).toEqual([name]);
  });

  it('finds the brand too', async () => {
    const city = await issueCity();
    const answer = await search(city, 'pthyj');
    expect(answer.brands!.hits.map((hit) => [hit.item.name, hit.tier])).toEqual([['Кофейня «Зерно»', 'similar']]);
  });

  it('keeps the «contains» hits first, in today’s order, and the forgiving ones below them', async () => {
    const city = await insertCity(s.db);
    const similar = await insertOutlet(s.db, { cityCodeId: city, name: 'Зёрна и жернова', position: 1 });
    const byKeyword = await insertOutlet(s.db, {
      cityCodeId: city,
      name: 'Кофе с собой',
      keywords: 'зерно, помол',
      position: 2,
    });
    const unpositioned = await insertOutlet(s.db, { cityCodeId: city, name: 'Зерно у парка', position: null });
    const byName = await insertOutlet(s.db, { cityCodeId: city, name: 'Кофейня «Зерно»', position: 3 });
    const answer = await search(city, 'зерно');
    expect(answer.outlets!.hits.map((hit) => [hit.item.id, hit.tier])).toEqual([
      [byName, 'name'],
      [unpositioned, 'name'],
      [byKeyword, 'keywords'],
      [similar, 'similar'],
    ]);
    expect(answer.outlets!.total).toBe(4);
    const two = await search(city, 'зерно', '&limit=2');
    expect(two.outlets!.hits.map((hit) => hit.item.id)).toEqual([byName, unpositioned]);
    expect(two.outlets!.total).toBe(4);
  });

  it.each(['ъъъыыыщщщ', 'qwertyuiop', 'zzqxj', 'Пеккарнякофейня'])(
    'finds nothing forgiving for nonsense («%s»)',
    async (q) => {
      const city = await issueCity();
      const answer = await search(city, q);
      expect(answer.outlets).toEqual({ total: 0, hits: [] });
      expect(answer.brands).toEqual({ total: 0, hits: [] });
    },
  );

  it('does not forgive a wrong letter in a word too short to guess («кот» finds no «кофе» or «Тёплый очаг»)', async () => {
    const city = await issueCity();
    expect(outletNames(await search(city, 'кот'))).toEqual([]);
  });

  it.each([
    ['only quotes', '«»""'],
    ['emoji', '☕🥐'],
    ['spaces', '   '],
  ])('answers %s with groups, not an error', async (_what, q) => {
    const city = await issueCity();
    const answer = await search(city, q);
    expect(Object.keys(answer)).toEqual(['brands', 'outlets', 'shops']);
  });

  it('refuses a very long text with VALIDATION_ERROR', async () => {
    await expectValidationError(
      await get(s.api, `/api/search?cityCodeId=${s.moscow}&q=${encodeURIComponent('пекарня '.repeat(40))}`),
    );
  });

  it('answers any text with 200 or 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }), async (q) => {
        const response = await get(s.api, `/api/search?cityCodeId=${s.moscow}&q=${encodeURIComponent(q)}`);
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 60 },
    );
  });
});
