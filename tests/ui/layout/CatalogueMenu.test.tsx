// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../renderApp.tsx';

afterEach(cleanup);

const CATEGORIES = [{ id: 3, name: 'Кафе', iconFileId: null }];

function catalogue(): HTMLElement {
  return screen.getByRole('button', { name: 'Каталог' });
}

describe('«Каталог» opens on the first click or tap (issue 19: hover opened it and the click closed it)', () => {
  it('a tap on a phone opens it at once, though the tap also sends enter events', async () => {
    await renderApp('/brands', { categories: CATEGORIES });
    const holder = catalogue().parentElement!;
    // What a touch screen sends for one tap: a touch pointer's enter, the compatibility mouse enter, then the click.
    fireEvent.pointerEnter(holder, { pointerType: 'touch' });
    fireEvent.mouseEnter(holder);
    fireEvent.click(catalogue());
    expect(catalogue().getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('button', { name: 'Кафе' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('a mouse click on the menu its hover opened keeps it open, and leaving no longer closes it', async () => {
    await renderApp('/brands', { categories: CATEGORIES });
    const holder = catalogue().parentElement!;
    fireEvent.pointerEnter(holder, { pointerType: 'mouse' });
    expect(catalogue().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(catalogue());
    expect(catalogue().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(holder, { pointerType: 'mouse' });
    expect(catalogue().getAttribute('aria-expanded')).toBe('true');
    // A second click closes what the first one opened.
    fireEvent.click(catalogue());
    expect(catalogue().getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse that only passes over opens it and closes it again', async () => {
    await renderApp('/brands', { categories: CATEGORIES });
    const holder = catalogue().parentElement!;
    fireEvent.pointerEnter(holder, { pointerType: 'mouse' });
    expect(catalogue().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(holder, { pointerType: 'mouse' });
    expect(catalogue().getAttribute('aria-expanded')).toBe('false');
  });
});
