import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { NewsItem, NewsQuery } from '../../core/model/index.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import type { Db } from '../db/database.ts';
import { news } from '../db/schema.ts';

/** The most items one active-news answer carries: the newest ones win. */
const ACTIVE_NEWS_LIMIT = 200;

const newsColumns = {
  id: news.id,
  title: news.title,
  text: news.text,
  previewFileId: news.previewFileId,
  publishedAt: news.publishedAt,
  cityCodeId: news.cityCodeId,
  newsDestinationId: news.newsDestinationId,
} as const;

type NewsRow = Omit<NewsItem, 'publishedAt'> & { publishedAt: Date };

function toNewsItem(row: NewsRow): NewsItem {
  return { ...row, publishedAt: row.publishedAt.getTime() };
}

/**
 * News of one destination for a city (its own plus the every-city news) published within
 * [dateFrom, dateTo] and not after `now` — scheduled news stays hidden whatever dateTo says — newest first.
 * News carries no country: the portal serves one (COUNTRY_CODE_ID), any other country has none.
 */
export async function activeNews(db: Db, query: NewsQuery, now: number): Promise<NewsItem[]> {
  const until = Math.min(query.dateTo, now);
  if (query.countryCodeId !== COUNTRY_CODE_ID || query.dateFrom > until) {
    return [];
  }
  const rows = await db
    .select(newsColumns)
    .from(news)
    .where(
      and(
        eq(news.newsDestinationId, query.newsDestinationId),
        gte(news.publishedAt, new Date(query.dateFrom)),
        lte(news.publishedAt, new Date(until)),
        or(eq(news.cityCodeId, query.cityCodeId), isNull(news.cityCodeId)),
      ),
    )
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(ACTIVE_NEWS_LIMIT);
  return rows.map(toNewsItem);
}

/** One published news item (not dated after `now`), or null. */
export async function publishedNews(db: Db, id: number, now: number): Promise<NewsItem | null> {
  const [row] = await db
    .select(newsColumns)
    .from(news)
    .where(and(eq(news.id, id), lte(news.publishedAt, new Date(now))));
  return row === undefined ? null : toNewsItem(row);
}
