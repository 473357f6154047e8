// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { brand, renderApp } from '../renderApp.tsx';

afterEach(() => {
  cleanup();
});

describe('a list narrowed to nothing offers «Сбросить поиск» (issue 19)', () => {
  it('«Сбросить поиск» shows the whole list again inside the app, and the search box empties', async () => {
    const app = await renderApp('/brands?q=яяяя', { brands: [brand(1, 'Кофейня'), brand(2, 'Пекарня')] });
    const reset = await screen.findByRole('link', { name: 'Сбросить поиск' });
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('яяяя'));
    // The link keeps its address for a new tab; a plain click is the router's, not a page load (which jsdom cannot do).
    expect(reset.getAttribute('href')).toBe('/brands');
    await act(async () => {
      fireEvent.click(reset);
    });
    await waitFor(() => expect(app.href()).toBe('/brands'));
    expect(await screen.findByRole('link', { name: 'Пекарня' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(''));
  });

  it('«Сбросить поиск» drops the category too: the list is whole again', async () => {
    const app = await renderApp('/brands?category=7&q=яяяя', { brands: [brand(1, 'Кофейня')] });
    const reset = await screen.findByRole('link', { name: 'Сбросить поиск' });
    await act(async () => {
      fireEvent.click(reset);
    });
    await waitFor(() => expect(app.href()).toBe('/brands'));
  });

  it('«Сбросить поиск» keeps frames mode (?iframe), which every page keeps', async () => {
    const app = await renderApp('/brands?iframe=1&q=яяяя', { brands: [brand(1, 'Кофейня')] });
    const reset = await screen.findByRole('link', { name: 'Сбросить поиск' });
    await act(async () => {
      fireEvent.click(reset);
    });
    await waitFor(() => expect(new URL(app.href(), 'http://localhost').pathname).toBe('/brands'));
    const kept = new URL(app.href(), 'http://localhost').searchParams;
    expect([...kept.keys()]).toEqual(['iframe']);
  });
});
