/** Which news the portal publishes (portal §3 «News destinations», §7 «active news») and how the list quotes them. */
import type { NewsItem } from '../../model/index.ts';
import { NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../constants.ts';
import { excerpt } from '../text.ts';

/** The portal's news: website news (destination 1) published from the fixed start date until now. */
export interface WebsiteNewsWindow {
  newsDestinationId: number;
  dateFrom: number;
  dateTo: number;
}

/** The window of website news at `now` (Unix ms): what the news list asks for. */
export function websiteNewsWindow(now: number): WebsiteNewsWindow {
  return { newsDestinationId: NEWS_DESTINATION_WEBSITE, dateFrom: NEWS_START_DATE_MS, dateTo: now };
}

/** Whether the news list could show the item at `now`: only those open on their own page; anything else reads as not found. */
export function isWebsiteNews(item: Pick<NewsItem, 'newsDestinationId' | 'publishedAt'>, now: number): boolean {
  const shown = websiteNewsWindow(now);
  return (
    item.newsDestinationId === shown.newsDestinationId &&
    item.publishedAt >= shown.dateFrom &&
    item.publishedAt <= shown.dateTo
  );
}

/** How much of a news text the list shows under the title. */
const NEWS_EXCERPT_LENGTH = 160;

/** The first words of a news text, as the list shows them under the title. */
export function newsExcerpt(text: string, length = NEWS_EXCERPT_LENGTH): string {
  return excerpt(text, length);
}
