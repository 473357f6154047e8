// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { brand, renderApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

beforeAll(async () => {
  await import('../../../ui/screens/BrandScreen.tsx');
}, 60_000);

/** Two outlets in the city: the first in position order pays 5 %, the other 8 % (issue 31 §6). */
const CHAIN = brand(3, 'Кофейня «Зерно»', { salesUnits: [11, 12], maximumCashback: 0.08 });
const api = {
  brand: async () => CHAIN,
  salesUnitsPublicList: async () => [
    outlet(11, 'Кофейня «Зерно»', { brandId: 3, address: 'ул. Арбат, 1', position: 1, maximumCashback: 0.05 }),
    outlet(12, 'Кофейня «Зерно»', { brandId: 3, address: 'ул. Басманная, 2', position: 2, maximumCashback: 0.08 }),
  ],
  salesUnitActions: async () => [],
  salesUnitActionTerms: async () => [],
  openingHours: async () => [],
  feedbacks: async () => [],
};

describe("/brands/$brandId: each outlet's own cashback (issue 31 §6)", { timeout: 20_000 }, () => {
  it('the header names the range of the outlets in the city, not only «до 8 %» while the outlet shown pays 5 %', async () => {
    await renderApp('/brands/3', { api });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Кофейня «Зерно»' });
    const outlets = await screen.findByRole('region', { name: 'Точки в вашем городе' });
    await within(outlets).findByRole('combobox', { name: 'Точка (2)' });
    expect(heading.closest('header')?.querySelector('.detail__cashback')?.textContent).toBe('Кэшбэк от 5 до 8%');
  });

  it('every outlet in the picker, and the one shown, says its own cashback', async () => {
    await renderApp('/brands/3', { api });
    const outlets = await screen.findByRole('region', { name: 'Точки в вашем городе' });
    fireEvent.click(await within(outlets).findByRole('combobox', { name: 'Точка (2)' }));
    const options = await within(outlets).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ул. Арбат, 1 · кэшбэк 5%✓',
      'ул. Басманная, 2 · кэшбэк 8%',
    ]);
    expect(within(outlets).getByText(/^ул\. Арбат, 1/, { selector: 'p' }).textContent).toBe(
      'ул. Арбат, 1 · кэшбэк 5% · Страница точки',
    );
  });

  it('outlets that all pay the same make the header one figure', async () => {
    await renderApp('/brands/3', {
      api: {
        ...api,
        salesUnitsPublicList: async () => [
          outlet(11, 'Кофейня «Зерно»', { brandId: 3, address: 'ул. Арбат, 1', maximumCashback: 0.05 }),
        ],
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Кофейня «Зерно»' });
    await screen.findByText(/Страница точки/);
    expect(heading.closest('header')?.querySelector('.detail__cashback')?.textContent).toBe('Кэшбэк 5%');
  });
});
