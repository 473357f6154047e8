import { describe, expect, it } from 'vitest';
import { NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../../../../core/domain/constants.ts';
import { isWebsiteNews, newsExcerpt, websiteNewsWindow } from '../../../../core/domain/showcase/news.ts';

const NOW = Date.UTC(2025, 2, 5);

describe('the portal shows website news (destination 1) from the start date until now', () => {
  it('the news list asks for website news between the start date and now', () => {
    expect(websiteNewsWindow(NOW)).toEqual({
      newsDestinationId: NEWS_DESTINATION_WEBSITE,
      dateFrom: NEWS_START_DATE_MS,
      dateTo: NOW,
    });
  });

  it('a news item opens when the list could show it', () => {
    expect(isWebsiteNews({ newsDestinationId: 1, publishedAt: NEWS_START_DATE_MS }, NOW)).toBe(true);
    expect(isWebsiteNews({ newsDestinationId: 1, publishedAt: NOW }, NOW)).toBe(true);
  });

  it.each([
    ['a tenant news item (destination 2)', { newsDestinationId: 2, publishedAt: NOW - 1 }],
    ['one published before the start date', { newsDestinationId: 1, publishedAt: NEWS_START_DATE_MS - 1 }],
    ['one published in the future', { newsDestinationId: 1, publishedAt: NOW + 1 }],
  ])('%s does not', (_label, item) => {
    expect(isWebsiteNews(item, NOW)).toBe(false);
  });
});

describe('a news excerpt', () => {
  it('is the text on one line when it is short', () => {
    expect(newsExcerpt('Короткий  текст\nновости')).toBe('Короткий текст новости');
  });

  it('is cut at a word and marked with an ellipsis', () => {
    expect(newsExcerpt('Первое второе третье четвёртое', 20)).toBe('Первое второе…');
  });
});
