/** Which news the portal publishes (portal §3 «News destinations», §7 «active news») and how the list quotes them. */
import type { NewsItem } from '../../model/index.ts';
import { NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../constants.ts';

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
  return item.newsDestinationId === shown.newsDestinationId && item.publishedAt >= shown.dateFrom && item.publishedAt <= shown.dateTo;
}

/** How much of a news text the list shows under the title. */
export const NEWS_EXCERPT_LENGTH = 160;

/** The first words of a text, cut at a word boundary and marked with an ellipsis; whitespace runs read as one space. */
export function newsExcerpt(text: string, length = NEWS_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) {
    return flat;
  }
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—-]+$/, '')}…`;
}
