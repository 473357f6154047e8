// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderApp, shopper } from '../renderApp.tsx';

afterEach(cleanup);

describe('the mobile menu signed in (issue 19): «Избранное», the city and the profile are there', () => {
  it('offers the profile (the phone), «Избранное», «Выйти» and the city picker', async () => {
    await renderApp('/brands', { user: shopper() });
    fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
    // The panel's code comes with the first opening.
    const menu = await screen.findByRole('navigation', { name: 'Меню' });
    expect(within(menu).getByRole('link', { name: 'Избранное' }).getAttribute('href')).toBe('/favourites');
    expect(within(menu).getByRole('link', { name: '+7 999 123-45-67' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('button', { name: 'Выйти' }).getAttribute('type')).toBe('button');
    expect(within(menu).getByRole('button', { name: 'Город: Москва' }).getAttribute('type')).toBe('button');
  });

  it('signed out, offers no «Избранное» but «Войти» and «Присоединиться»', async () => {
    await renderApp('/brands');
    fireEvent.click(screen.getByRole('button', { name: 'Меню' }));
    // The panel's code comes with the first opening.
    const menu = await screen.findByRole('navigation', { name: 'Меню' });
    expect(within(menu).queryByRole('link', { name: 'Избранное' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Присоединиться' }).getAttribute('href')).toBe('/registration');
  });
});
