import { notFound } from '@tanstack/react-router';
import { isWebsiteNews } from '../../../core/domain/showcase/news.ts';
import type { NewsItem } from '../../../core/model/index.ts';
import type { Settled } from '../../app/settled.ts';
import { parseId } from '../params.ts';
import { type Context, found } from './common.ts';

/** /news/$newsId: only what the news list could show opens (website news, published by now); anything else is the 404. */
export async function newsItemLoader(options: Context & { params: { newsId: string } }): Promise<Settled<NewsItem>> {
  const item = await found(options.context.services.api.news(parseId(options.params.newsId) ?? 0));
  if (item.status === 'ready' && !isWebsiteNews(item.data, options.context.services.clock.now())) {
    throw notFound();
  }
  return item;
}
