// @vitest-environment jsdom
/**
 * After registering (portal §4: «the page reloads and goes to brands») the shopper lands on /brands?welcome=1
 * and is told what to do next; dismissing the welcome takes ?welcome out of the address (issue 19).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AFTER_REGISTRATION_PATH } from '../../../core/domain/welcome.ts';
import { brand, renderApp, shopper } from '../renderApp.tsx';

afterEach(cleanup);

const BRANDS = [brand(1, 'Зерно')];

describe('/brands after registering', () => {
  it('welcomes the new shopper with what to do next: partners, cashback after a purchase, where favourites are', async () => {
    const app = await renderApp(AFTER_REGISTRATION_PATH, { user: shopper(), brands: BRANDS, storedCityId: 1 });
    const welcome = await screen.findByRole('region', { name: 'Добро пожаловать в «Рядом»!' });
    expect(app.href(), 'the address keeps its spelling').toBe('/brands?welcome=1');
    const steps = within(welcome)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Выберите партнёров ниже: кафе, магазины и услуги вашего города.',
      'Покупайте у них как обычно: кэшбэк начисляется после покупки.',
      // ♡ is where favourites are (portal: outlets and online shops), not on a partner's page (issue 31 §7).
      'Добавляйте точки и онлайн-магазины в «Избранное» кнопкой ♡ на их карточках: оно всегда в меню профиля.',
    ]);
    expect(within(welcome).getByRole('link', { name: '«Избранное»' }).getAttribute('href')).toBe('/favourites');
    expect(screen.getByRole('heading', { level: 1, name: 'Офлайн-партнёры' })).toBeDefined();
  });

  it('«Понятно» dismisses it and removes ?welcome from the address, keeping the rest', async () => {
    const app = await renderApp('/brands?category=3&welcome=1', { user: shopper(), brands: BRANDS, storedCityId: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(app.href()).toBe('/brands?category=3'));
    expect(screen.queryByRole('region', { name: 'Добро пожаловать в «Рядом»!' })).toBeNull();
  });

  it('shows no welcome on /brands itself, nor for a ?welcome that does not fit', async () => {
    await renderApp('/brands?welcome=0', { brands: BRANDS, storedCityId: 1 });
    await screen.findByRole('heading', { level: 1, name: 'Офлайн-партнёры' });
    expect(screen.queryByRole('region', { name: 'Добро пожаловать в «Рядом»!' })).toBeNull();
  });
});
