// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../../../core/domain/constants.ts';
import type { NewsQuery } from '../../../core/ports/index.ts';
import { renderApp } from '../renderApp.tsx';
import { newsItem } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([import('../../../ui/screens/NewsScreen.tsx'), import('../../../ui/screens/NewsItemScreen.tsx')]);
}, 60_000);

/** The clock of renderApp. */
const NOW = Date.UTC(2025, 0, 15);

describe('/news and /news/$newsId', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks for the website news of the city from the fixed start date until now', async () => {
    const asked: NewsQuery[] = [];
    await renderApp('/news', {
      api: {
        activeNews: async (query) => {
          asked.push(query);
          return [newsItem(1, 'Открылась новая кофейня')];
        },
      },
    });
    await screen.findByRole('link', { name: 'Открылась новая кофейня' });
    expect(asked).toEqual([
      {
        countryCodeId: 1,
        cityCodeId: 1,
        newsDestinationId: NEWS_DESTINATION_WEBSITE,
        dateFrom: NEWS_START_DATE_MS,
        dateTo: NOW,
      },
    ]);
  });

  it('keeps the news whose title contains ?q, ignoring case', async () => {
    await renderApp(`/news?q=${encodeURIComponent('КОФЕ')}`, {
      api: {
        activeNews: async () => [
          newsItem(1, 'Открылась новая кофейня'),
          newsItem(2, 'Кэшбэк в кино'),
          newsItem(3, 'Кофе с собой', { text: 'про кино' }),
        ],
      },
    });
    await screen.findByRole('link', { name: 'Кофе с собой' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('link', { name: /./ })
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(['Открылась новая кофейня', 'Кофе с собой']));
    expect(screen.queryByRole('link', { name: 'Кэшбэк в кино' })).toBeNull();
  });

  it('opens a news item with its date and text', async () => {
    await renderApp('/news/4', {
      api: {
        news: async (id) =>
          newsItem(id, 'Большая новость', {
            text: 'Первый абзац.\nВторой абзац.',
            publishedAt: Date.UTC(2024, 2, 5, 12),
          }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Большая новость' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Большая новость',
    ]);
    expect(screen.getByText('5 марта 2024 г.').getAttribute('datetime')).toBe('2024-03-05T12:00:00.000Z');
    // Each line of the text is a paragraph of its own, in order.
    const text = screen.getByText('Второй абзац.').parentElement!;
    expect(Array.from(text.children, (paragraph) => [paragraph.tagName, paragraph.textContent])).toEqual([
      ['P', 'Первый абзац.'],
      ['P', 'Второй абзац.'],
    ]);
  });

  it.each([
    ['for another destination', { newsDestinationId: 2 }],
    ['published later than now', { publishedAt: NOW + 1 }],
    ['published before the start date', { publishedAt: NEWS_START_DATE_MS - 1 }],
  ])('reads a news item %s as not found', async (_case, extra) => {
    await renderApp('/news/4', { api: { news: async (id) => newsItem(id, 'Внутренняя новость', extra) } });
    await screen.findByRole('heading', { level: 1, name: 'Новость не найдена' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Новость не найдена',
    ]);
    expect(screen.queryByText('Внутренняя новость')).toBeNull();
  });
});
