// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { searchTargetOf } from '../../../ui/layout/SearchBox.tsx';
import { brand, renderApp } from '../renderApp.tsx';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

function box(): HTMLInputElement {
  return screen.getByRole('searchbox') as HTMLInputElement;
}

describe('search box (portal §2 «Search box»)', () => {
  it('applies the typed text to ?q only after 500 ms of quiet', async () => {
    const app = await renderApp('/brands', { brands: [brand(1, 'Кофейня'), brand(2, 'Пекарня')] });
    await screen.findByRole('link', { name: 'Пекарня' });
    // The machine's code arrives after the first render; its debounce must run on the fake clock.
    await waitFor(() => expect(screen.getByRole('search').dataset.ready).toBe('true'));
    vi.useFakeTimers();
    fireEvent.change(box(), { target: { value: 'ко' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box(), { target: { value: 'коф' } });
    act(() => vi.advanceTimersByTime(499));
    expect(app.href()).toBe('/brands');
    act(() => vi.advanceTimersByTime(1));
    expect(app.href()).toBe(`/brands?q=${encodeURIComponent('коф')}`);
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Пекарня' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Кофейня' }).getAttribute('href')).toMatch(/\/brands\/1$/);
  });

  it('is cleared when the route changes', async () => {
    const app = await renderApp('/brands?q=кофе');
    await waitFor(() => expect(box().value).toBe('кофе'));
    await act(() => app.router.navigate({ to: '/online' }));
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('empties its text when the address loses ?q on the same page', async () => {
    const app = await renderApp('/brands?q=кофе');
    await waitFor(() => expect(box().value).toBe('кофе'));
    await act(() => app.router.navigate({ to: '/brands', search: {} }));
    expect(app.href()).toBe('/brands');
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('shows the query a link puts into the address of the same page', async () => {
    const app = await renderApp('/brands?q=кофе');
    await waitFor(() => expect(box().value).toBe('кофе'));
    await act(() => app.router.navigate({ to: '/brands', search: { q: 'чай' } }));
    await waitFor(() => expect(box().value).toBe('чай'));
  });

  it('after a link set ?q, typed text still waits 500 ms before it reaches the address', async () => {
    const app = await renderApp('/brands?q=кофе');
    await waitFor(() => expect(screen.getByRole('search').dataset.ready).toBe('true'));
    await act(() => app.router.navigate({ to: '/brands', search: { q: 'чай' } }));
    await waitFor(() => expect(box().value).toBe('чай'));
    vi.useFakeTimers();
    fireEvent.change(box(), { target: { value: 'чайник' } });
    act(() => vi.advanceTimersByTime(499));
    expect(app.href()).toBe(`/brands?q=${encodeURIComponent('чай')}`);
    act(() => vi.advanceTimersByTime(1));
    expect(app.href()).toBe(`/brands?q=${encodeURIComponent('чайник')}`);
    expect(box().value).toBe('чайник');
  });

  it('filters news on the news pages, the page’s own list on outlets and shops, brands elsewhere', () => {
    expect(searchTargetOf('/news')).toBe('/news');
    expect(searchTargetOf('/news/4')).toBe('/news');
    expect(searchTargetOf('/online/3')).toBe('/online');
    expect(searchTargetOf('/offline')).toBe('/offline');
    expect(searchTargetOf('/')).toBe('/brands');
    expect(searchTargetOf('/newsletter')).toBe('/brands');
  });
});
