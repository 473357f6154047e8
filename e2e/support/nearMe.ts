/**
 * What the «Рядом со мной» journeys read (e2e/nearMe.spec.ts, e2e/nearMeBrands.spec.ts): the cards of a list with the
 * distance each prints, and the city's listed outlets with their places as the public API gives them.
 */
import type { Page } from '@playwright/test';

/** A card of the main area: the id its link names and the distance it prints (null without one). */
export interface CardSeen {
  id: number;
  distance: string | null;
}

/** The cards of the main area that link to `/<section>/<id>`, in order, with the distance each prints. */
export function cardsOf(page: Page, section: 'offline' | 'brands'): Promise<CardSeen[]> {
  return page
    .getByRole('main')
    .locator('article.card')
    .evaluateAll(
      (cards, prefix) =>
        cards.map((card) => {
          const href = card.querySelector('a.card__link')?.getAttribute('href') ?? '';
          return {
            id: href.startsWith(prefix) ? Number(href.slice(prefix.length)) : Number.NaN,
            distance: card.querySelector('.card__distance')?.textContent ?? null,
          };
        }),
      `/${section}/`,
    );
}

/** A listed outlet of the city that has coordinates. */
export interface OutletPlace {
  id: number;
  brandId: number | null;
  lat: number;
  lon: number;
}

/** The city's listed outlets with coordinates (Москва unless told), as the public API gives them. */
export async function outletPlaces(page: Page, cityCodeId = 1): Promise<OutletPlace[]> {
  const answer = await page.request.post('/api/sales-units/public-list', { data: { countryCodeId: 1, cityCodeId } });
  const records = (await answer.json()) as {
    id: number;
    brandId: number | null;
    coordinatesLatitude: number | null;
    coordinatesLongitude: number | null;
  }[];
  return records.flatMap((record) =>
    record.coordinatesLatitude === null || record.coordinatesLongitude === null
      ? []
      : [{ id: record.id, brandId: record.brandId, lat: record.coordinatesLatitude, lon: record.coordinatesLongitude }],
  );
}
