// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FINGERPRINT, renderApp, shopper } from './renderApp.tsx';

afterEach(cleanup);

function sections() {
  return within(screen.getByRole('navigation', { name: 'Основная навигация' }));
}

describe('frames mode (portal §1, §2, §7)', () => {
  it('posts page_change with the current path after every navigation, in order', async () => {
    const app = await renderApp('/frames');
    await waitFor(() => expect(app.parent.messages).toEqual([{ type: 'page_change', path: '/frames' }]));
    fireEvent.click(sections().getByRole('link', { name: 'Онлайн-покупки' }));
    await waitFor(() => expect(app.parent.messages).toHaveLength(2));
    expect(app.href()).toBe('/online?iframe=true');
    fireEvent.click(sections().getByRole('link', { name: 'Офлайн-партнёры' }));
    await waitFor(() =>
      expect(app.parent.messages).toEqual([
        { type: 'page_change', path: '/frames' },
        { type: 'page_change', path: '/online' },
        { type: 'page_change', path: '/brands' },
      ]),
    );
  });

  it('shows only the two frame-mode sections on /frames, without navbar and footer', async () => {
    await renderApp('/frames');
    expect(sections().getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Офлайн-партнёры', 'Онлайн-покупки']);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('posts nothing outside frames mode', async () => {
    const app = await renderApp('/brands');
    await app.router.navigate({ to: '/online' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/online'));
    expect(app.parent.messages).toEqual([]);
  });

  it('refreshes with the refresh and access tokens from the address and this browser\'s fingerprint', async () => {
    const seen: unknown[] = [];
    const app = await renderApp('/frames?refresh_token=host-refresh&t=host-access', {
      user: shopper(),
      api: {
        refresh: async (request) => {
          seen.push(request);
          return shopper({ accessToken: 'new-access', refreshToken: 'new-refresh' });
        },
      },
    });
    expect(seen).toEqual([{ refreshToken: 'host-refresh', accessToken: 'host-access', fingerprint: FINGERPRINT }]);
    expect(app.session.getSnapshot().user?.id).toBe(1);
    expect(app.services.tokens.read()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });
});
