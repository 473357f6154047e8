/**
 * «Рядом со мной» on /brands (issue 21) in Debian Chromium, with the browser context's geolocation granted: the
 * shopper stands next to an outlet of a brand the spec's order does not put first; a tap orders the brands by real
 * distance (a brand as near as its nearest outlet in the city), that brand first, and every brand card with an
 * outlet there says how far it is, from the shopper.
 */
import { expect, presetCity, test } from './support/fixtures.ts';
import { appHasHydrated } from './support/hydration.ts';
import { cardsOf, outletPlaces, type OutletPlace } from './support/nearMe.ts';

/** Roughly how many metres apart two places are (near each other, in Moscow's latitudes: plenty to tell 20 m from 200 m). */
function roughMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = (a.lat - b.lat) * 111_195;
  const dLon = (a.lon - b.lon) * 111_195 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
}

test('near me on /brands puts the brand of the nearest outlet first, with its distance from the shopper', async ({
  page,
  context,
}) => {
  await presetCity(page);
  await page.goto('/brands');
  await page.waitForFunction(appHasHydrated);
  const before = await cardsOf(page, 'brands');
  expect(before.length, 'the city lists several brands').toBeGreaterThan(2);
  expect(
    before.every((card) => card.distance === null),
    'no distance before the shopper asks',
  ).toBe(true);

  // An outlet of a brand the spec's order does not put first, with no other brand's outlet within 300 m of it.
  const places = (await outletPlaces(page)).filter(
    (place): place is OutletPlace & { brandId: number } => place.brandId !== null,
  );
  const listed = new Set(before.map((card) => card.id));
  const chosen = places.find(
    (place) =>
      place.brandId !== before[0]!.id &&
      listed.has(place.brandId) &&
      places.every((other) => other.brandId === place.brandId || roughMetres(other, place) > 300),
  );
  expect(chosen, 'an outlet of a listed brand, not the first, away from other brands’ outlets').toBeDefined();
  const here = { latitude: chosen!.lat + 0.0002, longitude: chosen!.lon };
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);

  await page.getByRole('button', { name: 'Рядом со мной' }).click();
  await expect(page).toHaveURL(/\/brands\?(.*&)?sort=distance/);
  await expect(page.getByRole('status').filter({ hasText: 'Расстояния — от вас.' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Сортировка' }).getByRole('link', { name: 'По расстоянию' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => (await cardsOf(page, 'brands'))[0])
    .toEqual({ id: chosen!.brandId, distance: '20\u00a0м' });
  const measured = (await cardsOf(page, 'brands')).filter((card) => card.distance !== null);
  expect(measured.length, 'the other brands with an outlet there say how far too').toBeGreaterThan(1);
  expect(
    measured.every((card) => !card.distance!.includes('центра')),
    'distances from the shopper are not labelled as the centre’s',
  ).toBe(true);
});
