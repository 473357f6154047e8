// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp.tsx';

afterEach(cleanup);

/** The navbar is the page's banner (its <header>). */
function hasNavbar(): boolean {
  return screen.queryByRole('banner') !== null;
}

function hasFooter(): boolean {
  return screen.queryByRole('contentinfo') !== null;
}

describe('layout (portal §2 «Layout»)', () => {
  it.each([
    ['login', '/login'],
    ['registration', '/registration'],
    ['password login', '/auth'],
    ['forgot password', '/forgot-password'],
    ['reset password', '/reset-password?t=abc'],
    ['request (partner application)', '/partner_application'],
    ['frames', '/frames'],
    ['505', '/505'],
    ['404: unknown path', '/no-such-page'],
    ['404: detail id that cannot exist', '/brands/abc'],
  ])('leaves out the navbar and footer on the %s route', async (_name, url) => {
    await renderApp(url);
    expect(hasNavbar()).toBe(false);
    expect(hasFooter()).toBe(false);
    // Bare main only: the screen's one title sits in it.
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    ['main', '/'],
    ['brands', '/brands'],
    ['outlets', '/offline'],
    ['online shops', '/online'],
    ['news', '/news'],
    ['a brand', '/brands/5'],
  ])('shows the navbar and footer on the %s route', async (_name, url) => {
    await renderApp(url, {
      api: {
        brand: async () => {
          throw new Error('gone');
        },
      },
    });
    expect(hasNavbar()).toBe(true);
    expect(hasFooter()).toBe(true);
  });

  it('shows the 404 page for an unknown path and the 505 page at /505', async () => {
    await renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Страница не найдена');
    cleanup();
    await renderApp('/505');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ошибка сервера');
  });
});
