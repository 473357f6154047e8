// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp.tsx';
import { banner } from './fixtures.ts';

afterEach(cleanup);

beforeAll(async () => {
  await import('../../../ui/screens/HomeScreen.tsx');
}, 60_000);

describe('/: the main page sells (issue 31 §6)', { timeout: 20_000 }, () => {
  it('says how cashback works in three steps, and what PRO gives', async () => {
    await renderApp('/', { api: { offlineBanners: async () => [], onlineBanners: async () => [] } });
    const section = await screen.findByRole('region', { name: 'Как это работает' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Войдите по номеру телефона',
      'Выберите партнёра',
      'Покупайте и получайте кэшбэк',
    ]);
    // PRO: twice the base share (docs/cashback.md: PRO_ACTION_RATIO = 2).
    expect(within(section).getByRole('heading', { level: 3, name: 'Кэшбэк PRO — вдвое больше' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Смотреть партнёров' }).getAttribute('href')).toBe('/brands');
  });

  it('each banner that leads somewhere carries a call to action naming where', async () => {
    await renderApp('/', {
      api: {
        offlineBanners: async (query) =>
          query.typeId === 1 ? [banner(1, 'Кофейни', 1, '/brands/5')] : [banner(2, 'Без ссылки', 2, null)],
        onlineBanners: async (query) => (query.typeId === 1 ? [banner(3, 'Онлайн', 1, '/online')] : []),
      },
    });
    const slider = await screen.findByRole('region', { name: 'Акции партнёров' });
    expect(
      within(slider)
        .getAllByRole('link')
        .map((link) => link.querySelector('.banner__cta')?.textContent),
    ).toEqual(['К партнёру', 'Смотреть магазины']);
    const strip = screen.getByRole('region', { name: 'Новое в городе' });
    expect(strip.querySelector('.banner__cta')).toBeNull();
  });
});
