/**
 * Issue 31 §5 «The search forgives nothing»: a shopper who types «Пеккарня» (a letter doubled) or «pthyj» (зерно on
 * the Latin layout) into the header's search box sees «Пекарня «Сдоба»» and «Зерно» among the results.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, presetCity, test } from './support/fixtures.ts';

interface City {
  id: number;
  name: string;
}

interface Found {
  brands: { hits: { item: { id: number; name: string } }[] };
}

/** The seeded city where the brand `name` has outlets (a local brand lives in one), found by the plain «contains» search. */
async function cityOfBrand(request: APIRequestContext, name: string): Promise<number> {
  const cities = (await (
    await request.post('/api/city-codes/active-city-codes', { data: { countryCodeId: 1 } })
  ).json()) as City[];
  for (const city of cities) {
    const answer = (await (
      await request.get(`/api/search?cityCodeId=${city.id}&kinds=brands&q=${encodeURIComponent(name)}`)
    ).json()) as Found;
    if (answer.brands.hits.some((hit) => hit.item.name === name)) {
      return city.id;
    }
  }
  throw new Error(`no seeded city has the brand ${name}`);
}

for (const [typed, name] of [
  ['Пеккарня', 'Пекарня «Сдоба»'],
  ['pthyj', 'Зерно'],
] as const) {
  test(`typing «${typed}» into the search box shows «${name}»`, async ({ page, request }) => {
    await presetCity(page, await cityOfBrand(request, name));
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Поиск партнера' });
    const results = page.getByRole('region', { name: 'Результаты поиска' });
    await expect(page.getByRole('search')).toHaveAttribute('data-ready', 'true');
    await box.fill(typed);
    await expect(results.getByRole('heading', { name: /Бренды/ })).toBeVisible();
    await expect(results.getByRole('link', { name: new RegExp(name.replace(/[«»]/g, '.')) }).first()).toBeVisible();
  });
}
