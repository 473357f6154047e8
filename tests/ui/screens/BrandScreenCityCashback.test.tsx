// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { brand, renderApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

/** The brand stores 11 % — paid only by its outlet in another city; both outlets here pay 10 % and 8 %. */
const CHAIN = brand(3, 'Кофейня «Зерно»', { salesUnits: [11, 12, 13], maximumCashback: 0.11 });

describe("/brands/$brandId: the brand's header in a city", { timeout: 20_000 }, () => {
  it("names the range of the brand's outlets in the shopper's city, not another city's 11 %", async () => {
    await renderApp('/brands/3', {
      api: {
        brand: async () => CHAIN,
        salesUnitsPublicList: async () => [
          outlet(11, 'Кофейня «Зерно»', { brandId: 3, maximumCashback: 0.1 }),
          outlet(12, 'Кофейня «Зерно»', { brandId: 3, maximumCashback: 0.08 }),
        ],
        salesUnitActions: async () => [],
        salesUnitActionTerms: async () => [],
        openingHours: async () => [],
        feedbacks: async () => [],
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Кофейня «Зерно»' });
    expect(heading.closest('header')?.querySelector('.detail__cashback')?.textContent).toBe('Кэшбэк от 8 до 10%');
  });
});
