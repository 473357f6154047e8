// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp.tsx';

afterEach(cleanup);

beforeAll(async () => {
  await import('../../../ui/screens/OfflineScreen.tsx');
}, 60_000);

describe('«Списком | На карте»: two links to the same address (issue 21)', { timeout: 20_000 }, () => {
  it('on the list, «На карте» adds ?view=map to the address and «Списком» is current', async () => {
    await renderApp('/offline?category=4', { api: { salesUnitsPublicList: async () => [] } });
    const nav = await screen.findByRole('navigation', { name: 'Показать точки' });
    const list = within(nav).getByRole('link', { name: 'Списком' });
    const map = within(nav).getByRole('link', { name: 'На карте' });
    expect(list.getAttribute('aria-current')).toBe('page');
    expect(map.getAttribute('aria-current')).toBeNull();
    expect(map.getAttribute('href')).toBe('/offline?category=4&view=map');
  });

  it('on the map, «Списком» leaves the view and the area behind and «На карте» is current', async () => {
    await renderApp('/offline?category=4&view=map', { api: { salesUnitsPublicList: async () => [] } });
    const nav = await screen.findByRole('navigation', { name: 'Показать точки' });
    expect(within(nav).getByRole('link', { name: 'На карте' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Списком' }).getAttribute('href')).toBe('/offline?category=4');
  });
});
