// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import * as v from 'valibot';
import {
  feedbackSearchSchema,
  listSearchSchema,
  MAX_OPEN_REPLIES,
  MAX_SHOWN_PAGES,
  offlineSearchSchema,
  rootSearchSchema,
} from '../../../core/domain/pageParams.ts';
import { parseSearch, stringifySearch } from '../../../ui/routes/searchParams.ts';
import { brand, renderApp } from '../renderApp.tsx';

afterEach(cleanup);

const root = (query: string) => v.parse(rootSearchSchema, parseSearch(query));
const list = (query: string) => v.parse(listSearchSchema, parseSearch(query));
const offline = (query: string) => v.parse(offlineSearchSchema, parseSearch(query));
const feedbacks = (query: string) => v.parse(feedbackSearchSchema, parseSearch(query));

describe('query parameters (portal §2)', () => {
  it('keeps valid values', () => {
    expect(root('?refresh_token=r1&iframe=1&modal=forgot&ref_mode=su&ref_id=42&t=tok&current_city_id=7')).toEqual({
      refresh_token: 'r1',
      iframe: true,
      modal: 'forgot',
      ref_mode: 'su',
      ref_id: '42',
      t: 'tok',
      current_city_id: 7,
    });
  });

  it('drops values that do not fit instead of failing', () => {
    expect(root('?modal=admin&ref_mode=x&current_city_id=abc&refresh_token=%20%20&t=')).toEqual({
      refresh_token: undefined,
      iframe: undefined,
      modal: undefined,
      ref_mode: undefined,
      ref_id: undefined,
      t: undefined,
      current_city_id: undefined,
    });
    expect(root('?current_city_id=0').current_city_id).toBeUndefined();
    expect(root('?current_city_id=-3').current_city_id).toBeUndefined();
    expect(root('?current_city_id=1.5').current_city_id).toBeUndefined();
  });

  it('reads ?iframe, ?iframe=1 and ?iframe=true as frames mode, 0 and false as not', () => {
    expect(root('?iframe').iframe).toBe(true);
    expect(root('?iframe=true').iframe).toBe(true);
    expect(root('?iframe=1').iframe).toBe(true);
    expect(root('?iframe=0').iframe).toBe(false);
    expect(root('?iframe=false').iframe).toBe(false);
    expect(root('').iframe).toBeUndefined();
  });

  it('defaults the list category to 0 (all) and the search text to empty', () => {
    expect(list('')).toEqual({ category: 0, q: '' });
    expect(list('?category=12&q=кофе')).toEqual({ category: 12, q: 'кофе' });
    expect(list('?category=-1').category).toBe(0);
    expect(list('?category=abc').category).toBe(0);
    expect(list('?q=007').q).toBe('007');
  });

  it('reads how many pages a paged list shows: 1 by default or when malformed, at most MAX_SHOWN_PAGES', () => {
    expect(offline('')).toEqual({ category: 0, q: '', open: false, sort: 'default', pages: 1 });
    expect(offline('?pages=3').pages).toBe(3);
    expect(offline('?pages=0').pages).toBe(1);
    expect(offline('?pages=2.5').pages).toBe(1);
    expect(offline('?pages=abc').pages).toBe(1);
    expect(offline('?pages=99999').pages).toBe(MAX_SHOWN_PAGES);
    expect(feedbacks('?feedback_pages=4').feedback_pages).toBe(4);
  });

  it('reads the open replies as a list of ids, written back as 1,2; a malformed or too long list as none', () => {
    expect(feedbacks('')).toEqual({ feedback_pages: 1, replies: [] });
    expect(feedbacks('?replies=12').replies).toEqual([12]);
    expect(feedbacks('?replies=12,15,12').replies).toEqual([12, 15]);
    expect(feedbacks('?replies=12,x').replies).toEqual([]);
    expect(
      feedbacks(`?replies=${Array.from({ length: MAX_OPEN_REPLIES + 1 }, (_, index) => index + 1).join(',')}`).replies,
    ).toEqual([]);
    expect(stringifySearch({ replies: [12, 15] })).toBe('?replies=12%2C15');
    expect(feedbacks(stringifySearch({ replies: [12, 15] })).replies).toEqual([12, 15]);
  });

  it('writes plain values and leaves absent ones out', () => {
    expect(stringifySearch({ category: 3, q: 'кофе и чай', modal: undefined })).toBe(
      '?category=3&q=%D0%BA%D0%BE%D1%84%D0%B5+%D0%B8+%D1%87%D0%B0%D0%B9',
    );
    expect(stringifySearch({ modal: undefined })).toBe('');
    expect(parseSearch(stringifySearch({ q: '007' }))).toEqual({ q: '007' });
  });

  it('writes parameters in one order whatever order they came in, the order the server renders a shared link in', () => {
    expect(stringifySearch({ q: 'a', sort: 'cashback', category: 2, current_city_id: 1 })).toBe(
      '?category=2&current_city_id=1&q=a&sort=cashback',
    );
    expect(stringifySearch({ current_city_id: 1, category: 2 })).toBe(
      stringifySearch({ category: 2, current_city_id: 1 }),
    );
  });

  it('reads an address without its tracking parameters, as the server renders it', () => {
    expect(parseSearch('?utm_source=vk&q=a&UTM_Campaign=may&yclid=5&gclid=6&fbclid=7&vkclid=8')).toEqual({ q: 'a' });
  });

  it('builds the links of a shared link typed in another order in that one order, without its tracking parameters', async () => {
    await renderApp('/online?sort=cashback&q=a&utm_source=vk&current_city_id=1');
    const byDefault = await screen.findByRole('link', { name: 'По умолчанию' });
    expect(byDefault.getAttribute('href')).toBe('/online?current_city_id=1&q=a');
  });

  it('renders a page whose address carries garbage as if the garbage were absent', async () => {
    await renderApp('/brands?category=abc&modal=nope&current_city_id=-5&iframe=maybe&q=', {
      brands: [brand(1, 'Кофейня')],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Офлайн-партнёры');
    // The card still leads to the brand's page.
    const card = await screen.findByRole('link', { name: 'Кофейня' });
    expect(new URL(card.getAttribute('href') ?? '', 'https://portal.test').pathname).toBe('/brands/1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('filters a list by ?q', async () => {
    await renderApp('/brands?q=коф', { brands: [brand(1, 'Кофейня'), brand(2, 'Пекарня')] });
    expect((await screen.findByRole('link', { name: 'Кофейня' })).getAttribute('href')).toBe('/brands/1');
    expect(screen.queryByRole('link', { name: 'Пекарня' })).toBeNull();
  });
});
