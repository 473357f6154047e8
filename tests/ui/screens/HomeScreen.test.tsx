// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { BannerQuery } from '../../../core/ports/index.ts';
import { brand, renderApp } from '../renderApp.tsx';
import { banner, shop } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([import('../../../ui/screens/HomeScreen.tsx')]);
}, 60_000);

describe('/: the main page', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the offline and online banners of the city: type 1 in the slider, type 2 in the strip', async () => {
    const asked: [string, BannerQuery][] = [];
    await renderApp('/', {
      api: {
        offlineBanners: async (query) => {
          asked.push(['offline', query]);
          return query.typeId === 1
            ? [banner(1, 'Офлайн-слайд', 1, '/brands/5')]
            : [banner(2, 'Офлайн-полоса', 2, 'javascript:alert(1)')];
        },
        onlineBanners: async (query) => {
          asked.push(['online', query]);
          return query.typeId === 1 ? [banner(3, 'Онлайн-слайд', 1, 'https://partner.example/promo')] : [];
        },
      },
    });
    const slider = await screen.findByRole('region', { name: 'Акции партнёров' });
    expect(
      within(slider)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Офлайн-слайд', 'Онлайн-слайд']);
    expect(within(slider).getByRole('link', { name: 'Офлайн-слайд' }).getAttribute('href')).toBe('/brands/5');
    const external = within(slider).getByRole('link', { name: 'Онлайн-слайд' });
    expect(external.getAttribute('href')).toBe('https://partner.example/promo');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    // The first banner is the page's main picture: it loads at once, the rest lazily.
    expect(
      within(slider)
        .getAllByRole('img')
        .map((img) => img.getAttribute('loading')),
    ).toEqual(['eager', 'lazy']);
    const strip = screen.getByRole('region', { name: 'Новое в городе' });
    // Only the type 2 banners are in the strip.
    expect(
      within(strip)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Офлайн-полоса']);
    // A link that is not a portal page or an http(s) address is not a link at all.
    expect(within(strip).queryByRole('link')).toBeNull();
    expect(
      asked.map(([kind, query]) => `${kind}:${query.typeId}:${query.cityCodeId}:${query.countryCodeId}`).sort(),
    ).toEqual(['offline:1:1:1', 'offline:2:1:1', 'online:1:1:1', 'online:2:1:1']);
  });

  it('shows the top partners in positionSf order and the online shops in position order, each with a link to its full list', async () => {
    const brands = Array.from({ length: 10 }, (_, index) =>
      brand(index + 1, `Бренд ${index + 1}`, { positionSf: 10 - index }),
    );
    await renderApp('/', {
      brands,
      api: {
        offlineBanners: async () => [],
        onlineBanners: async () => [],
        onlineShopsPublicList: async () => [
          shop(1, 'Без позиции'),
          shop(2, 'Второй', { position: 2 }),
          shop(3, 'Первый', { position: 1 }),
        ],
      },
    });
    const top = await screen.findByRole('region', { name: 'Топ партнёров' });
    await within(top).findByRole('link', { name: 'Бренд 10' });
    expect(
      within(top)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Бренд 10', 'Бренд 9', 'Бренд 8', 'Бренд 7', 'Бренд 6', 'Бренд 5', 'Бренд 4', 'Бренд 3']);
    expect(within(top).getByRole('link', { name: 'Все партнёры' }).getAttribute('href')).toBe('/brands');
    const online = screen.getByRole('region', { name: 'Онлайн-магазины' });
    await waitFor(() =>
      expect(
        within(online)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Первый', 'Второй', 'Без позиции']),
    );
    expect(within(online).getByRole('link', { name: 'Все онлайн-магазины' }).getAttribute('href')).toBe('/online');
  });

  it('still shows the partners when the banners cannot be read', async () => {
    await renderApp('/', { brands: [brand(1, 'Кофейня')] });
    expect((await screen.findByRole('link', { name: 'Кофейня' })).getAttribute('href')).toBe('/brands/1');
    expect(screen.queryByRole('region', { name: 'Акции партнёров' })).toBeNull();
  });
});
