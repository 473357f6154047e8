// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Action } from '../../../core/model/index.ts';
import { brand, renderApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([import('../../../ui/screens/BrandScreen.tsx')]);
}, 60_000);

const CHAIN = brand(3, 'Кофейня «Зерно»', {
  salesUnits: [11, 12, 13],
  totalScore: 4.2,
  totalFeedbacks: 7,
  maximumCashback: 0.07,
  logoId: 40,
  files: [
    { bg: true, fileId: 41, priority: 0 },
    { bg: false, fileId: 43, priority: 2 },
    { bg: false, fileId: 42, priority: 1 },
  ],
});

const OUTLETS = [
  outlet(11, 'Кофейня «Зерно»', { brandId: 3, address: 'ул. Арбат, 1', position: 2 }),
  outlet(12, 'Кофейня «Зерно»', { brandId: 3, address: 'ул. Басманная, 2', position: 1 }),
  outlet(13, 'Кофейня «Зерно»', { brandId: 3, address: 'ул. Закрытая, 3', blocked: true }),
  outlet(20, 'Другая', { brandId: 4, address: 'ул. Чужая, 4' }),
];

/** The titles of the actions the outlets region shows in full (its 'Акции' section). */
function actionTitles(outlets: HTMLElement): string[] {
  return within(within(outlets).getByRole('region', { name: 'Акции' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent ?? '');
}

function actionOf(id: number): Action[] {
  return [{ id, number: 1, sf: false, paymentSize: id / 1000, paymentSizePro: null, title: `Акция точки ${id}` }];
}

describe('/brands/$brandId: the brand screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the brand with its photos, its city outlets in position order with the chosen one in full, and feedbacks over all outlets', async () => {
    const feedbackRequests: unknown[] = [];
    await renderApp('/brands/3', {
      api: {
        brand: async () => CHAIN,
        salesUnitsPublicList: async () => OUTLETS,
        salesUnitActions: async (id) => actionOf(id),
        salesUnitActionTerms: async () => [],
        openingHours: async () => [],
        feedbacks: async (request) => {
          feedbackRequests.push(request);
          return [];
        },
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Кофейня «Зерно»' });
    const header = heading.closest('header')!;
    expect(
      within(header)
        .getByText(/Рейтинг 4,2 из 5/)
        .closest('p')?.textContent,
    ).toContain('7 отзывов');
    const photos = screen.getByRole('region', { name: 'Фотографии' });
    expect(Array.from(photos.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([
      '/api/upload/files/proxy/42',
      '/api/upload/files/proxy/43',
    ]);

    const outlets = screen.getByRole('region', { name: 'Точки в вашем городе' });
    // The outlet first in position order is shown in full.
    await within(outlets).findByText('Акция точки 12');
    expect(actionTitles(outlets)).toEqual(['Акция точки 12']);
    expect(within(outlets).getByRole('link', { name: 'Страница точки' }).getAttribute('href')).toBe('/offline/12');
    // With the city's outlets known, the header has one cashback figure: the best of them (5 %), not the
    // brand's stored 7 % that another city's outlet pays (issue 19).
    expect(
      within(header)
        .getAllByText(/Кэшбэк/)
        .map((line) => line.textContent),
    ).toEqual(['Кэшбэк 5%']);
    expect(within(outlets).getByRole('region', { name: 'Часы работы' }).textContent).toBe(
      'Часы работыЧасы работы не указаны.',
    );

    // The visitor picks another one: only listed outlets of this brand are offered.
    fireEvent.click(within(outlets).getByRole('combobox', { name: 'Точка (2)' }));
    const options = await within(outlets).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ул. Басманная, 2 · кэшбэк 5%✓',
      'ул. Арбат, 1 · кэшбэк 5%',
    ]);
    fireEvent.click(options[1]!);
    await within(outlets).findByText('Акция точки 11');
    expect(actionTitles(outlets)).toEqual(['Акция точки 11']);
    expect(within(outlets).getByRole('link', { name: 'Страница точки' }).getAttribute('href')).toBe('/offline/11');

    // Each address the page took read its first page of feedbacks over all the brand's outlets (the loader reads what the address shows).
    expect(feedbackRequests.length).toBeGreaterThan(0);
    expect(new Set(feedbackRequests.map((request) => JSON.stringify(request)))).toEqual(
      new Set([JSON.stringify({ salesUnitIds: [11, 12, 13], page: 0 })]),
    );
    expect(within(screen.getByRole('region', { name: 'Отзывы' })).getByRole('status').textContent).toBe(
      'Отзывов пока нет.',
    );
  });

  it("shows the brand's public outlets of the city's list (never another brand's or a blocked one), and keeps ?outlet", async () => {
    let wholeReads = 0;
    await renderApp('/brands/3?outlet=11', {
      api: {
        brand: async () => CHAIN,
        salesUnitsPublicList: async (scope) => {
          wholeReads += 1;
          expect(scope).toEqual({ countryCodeId: 1, cityCodeId: 1 });
          return OUTLETS;
        },
        salesUnitActions: async (id) => actionOf(id),
        salesUnitActionTerms: async () => [],
        openingHours: async () => [],
        feedbacks: async () => [],
      },
    });
    const outlets = await screen.findByRole('region', { name: 'Точки в вашем городе' });
    await within(outlets).findByText('Акция точки 11');
    expect(actionTitles(outlets)).toEqual(['Акция точки 11']);
    // The outlet picker shows the one ?outlet names, among the brand's two listable outlets.
    expect(within(outlets).getByRole<HTMLInputElement>('combobox', { name: 'Точка (2)' }).value).toBe(
      'ул. Арбат, 1 · кэшбэк 5%',
    );
    expect(within(outlets).queryByText(/ул\. Чужая|ул\. Закрытая/)).toBeNull();
    expect(wholeReads).toBeGreaterThan(0);
  });

  it('says when the brand has no outlets in the chosen city, and lists its addresses', async () => {
    await renderApp('/brands/3', {
      api: {
        brand: async () => ({ ...CHAIN, adresses: ['Казань, ул. Баумана, 5'] }),
        salesUnitsPublicList: async () => [OUTLETS[3]!],
        feedbacks: async () => [],
      },
    });
    const outlets = screen.getByRole('region', { name: 'Точки в вашем городе' });
    await within(outlets).findByText('В выбранном городе у партнёра нет точек.');
    expect(
      within(outlets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Казань, ул. Баумана, 5']);
  });

  it('lists the payment products the brand accepts and at what rate ({product}Accepts, {product}Rate)', async () => {
    await renderApp('/brands/3', {
      api: {
        brand: async () => ({
          ...CHAIN,
          pointsAccepts: true,
          pointsRate: 0.3,
          sbpAccepts: false,
          cardAccepts: true,
          cardRate: null,
        }),
        salesUnitsPublicList: async () => OUTLETS,
        salesUnitActions: async (id) => actionOf(id),
        salesUnitActionTerms: async () => [],
        openingHours: async () => [],
        feedbacks: async () => [],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Кофейня «Зерно»' });
    const payments = screen.getAllByRole('region', { name: 'Оплата' })[0]!;
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Баллы «Рядом» — до 30 % чека', 'Банковская карта']);
  });
});

describe(
  '/brands/$brandId: «Точки в вашем городе» with the shopper’s position (issue 21)',
  { timeout: SCREEN_TEST_TIMEOUT_MS },
  () => {
    // The shopper stands 22 m north of Арбат, the outlet second in position order; Басманная is 1,7 km away.
    const placed = [
      outlet(11, 'Кофейня «Зерно»', {
        brandId: 3,
        address: 'ул. Арбат, 1',
        position: 2,
        coordinatesLatitude: 55.75,
        coordinatesLongitude: 37.6,
      }),
      outlet(12, 'Кофейня «Зерно»', {
        brandId: 3,
        address: 'ул. Басманная, 2',
        position: 1,
        coordinatesLatitude: 55.76,
        coordinatesLongitude: 37.62,
      }),
    ];
    const api = {
      brand: async () => CHAIN,
      salesUnitsPublicList: async () => placed,
      salesUnitActions: async (id: number) => actionOf(id),
      salesUnitActionTerms: async () => [],
      openingHours: async () => [],
      feedbacks: async () => [],
    };

    async function optionTexts(outlets: HTMLElement): Promise<string[]> {
      fireEvent.click(within(outlets).getByRole('combobox', { name: 'Точка (2)' }));
      return (await within(outlets).findAllByRole('option')).map((option) => option.textContent ?? '');
    }

    it('each outlet says how far it is from the shopper, the nearest first', async () => {
      await renderApp('/brands/3', { api, position: { lat: 55.7502, lon: 37.6 } });
      const outlets = await screen.findByRole('region', { name: 'Точки в вашем городе' });
      await within(outlets).findByText('Акция точки 12');
      expect(await optionTexts(outlets)).toEqual([
        'ул. Арбат, 1 · 20\u00a0м · кэшбэк 5%',
        'ул. Басманная, 2 · 1,7\u00a0км · кэшбэк 5%✓',
      ]);
      // The outlet shown in full says it too.
      expect(within(outlets).getByText(/^ул\. Басманная, 2/, { selector: 'p' }).textContent).toBe(
        'ул. Басманная, 2 · 1,7\u00a0км · кэшбэк 5% · Страница точки',
      );
    });

    it('without the shopper’s position no outlet says how far it is (never from the city centre here), in position order', async () => {
      await renderApp('/brands/3', {
        api,
        position: null,
        cities: [{ id: 1, name: 'Москва', latitude: 55.75, longitude: 37.62 }],
      });
      const outlets = await screen.findByRole('region', { name: 'Точки в вашем городе' });
      await within(outlets).findByText('Акция точки 12');
      expect(await optionTexts(outlets)).toEqual(['ул. Басманная, 2 · кэшбэк 5%✓', 'ул. Арбат, 1 · кэшбэк 5%']);
      expect(within(outlets).getByText(/^ул\. Басманная, 2/, { selector: 'p' }).textContent).toBe(
        'ул. Басманная, 2 · кэшбэк 5% · Страница точки',
      );
    });
  },
);
