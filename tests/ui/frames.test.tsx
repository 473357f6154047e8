// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addressWithoutHostTokens } from '../../ui/app/startup.ts';
import { FINGERPRINT, renderApp, shopper } from './renderApp.tsx';

afterEach(cleanup);

function sections() {
  return within(screen.getByRole('navigation', { name: 'Основная навигация' }));
}

describe('frames mode (portal §1, §2, §7)', () => {
  it('posts page_change with the current path after every navigation, in order', async () => {
    const app = await renderApp('/frames');
    await waitFor(() => expect(app.parent.posted).toEqual([{ type: 'page_change', path: '/frames' }]));
    fireEvent.click(sections().getByRole('link', { name: 'Онлайн-покупки' }));
    await waitFor(() => expect(app.parent.posted).toHaveLength(2));
    expect(app.href()).toBe('/online?iframe=true');
    fireEvent.click(sections().getByRole('link', { name: 'Офлайн-партнёры' }));
    await waitFor(() =>
      expect(app.parent.posted).toEqual([
        { type: 'page_change', path: '/frames' },
        { type: 'page_change', path: '/online' },
        { type: 'page_change', path: '/brands' },
      ]),
    );
  });

  it('posts no second page_change when the same page reads its data again (the city settled, «Повторить»)', async () => {
    const app = await renderApp('/frames');
    await waitFor(() => expect(app.parent.posted).toEqual([{ type: 'page_change', path: '/frames' }]));
    await app.router.invalidate();
    fireEvent.click(sections().getByRole('link', { name: 'Онлайн-покупки' }));
    await waitFor(() => expect(app.parent.posted).toHaveLength(2));
    expect(app.parent.posted).toEqual([
      { type: 'page_change', path: '/frames' },
      { type: 'page_change', path: '/online' },
    ]);
  });

  it('shows only the two frame-mode sections on /frames, without navbar and footer', async () => {
    await renderApp('/frames');
    expect(
      sections()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Офлайн-партнёры', 'Онлайн-покупки']);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('posts nothing outside frames mode', async () => {
    const app = await renderApp('/brands');
    await app.router.navigate({ to: '/online' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/online'));
    expect(app.parent.posted).toEqual([]);
  });

  it("exchanges the host's tokens from the address for its own session, with this browser's fingerprint", async () => {
    const seen: unknown[] = [];
    const app = await renderApp('/frames?refresh_token=host-refresh&t=host-access', {
      user: shopper(),
      api: {
        frameSession: async (request) => {
          seen.push(request);
          return shopper({ accessToken: 'frame-access', refreshToken: 'frame-refresh' });
        },
        refresh: async () => {
          throw new Error('the frame must not refresh with the host token');
        },
      },
    });
    expect(seen).toEqual([{ refreshToken: 'host-refresh', accessToken: 'host-access', fingerprint: FINGERPRINT }]);
    expect(app.session.getSnapshot().user?.id).toBe(1);
    expect(app.services.tokens.read()).toEqual({ accessToken: 'frame-access', refreshToken: 'frame-refresh' });
  });
});

describe('frames mode: the host tokens leave the address', () => {
  it('takes refresh_token and t out of the first address and keeps everything else', () => {
    expect(addressWithoutHostTokens('/frames?refresh_token=r&t=a&iframe=1&current_city_id=2')).toBe(
      '/frames?iframe=1&current_city_id=2',
    );
    expect(addressWithoutHostTokens('/brands?iframe&refresh_token=r&t=a#top')).toBe('/brands?iframe=#top');
    expect(addressWithoutHostTokens('/frames?refresh_token=r')).toBe('/frames');
  });

  it('leaves an address without host tokens alone, and `t` of a reset link outside frames mode', () => {
    expect(addressWithoutHostTokens('/frames?iframe=1')).toBeNull();
    expect(addressWithoutHostTokens('/reset-password?t=link-token')).toBeNull();
  });
});
