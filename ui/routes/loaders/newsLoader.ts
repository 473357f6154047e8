import { websiteNewsWindow } from '../../../core/domain/showcase/news.ts';
import type { NewsItem } from '../../../core/model/index.ts';
import { settle, type Settled } from '../../app/settled.ts';
import { type Context, cityScope } from './common.ts';

/** /news: the website news of the city from the fixed start date until now. */
export async function newsLoader(options: Context): Promise<Settled<NewsItem[]> | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  return settle(
    options.context.services.api.activeNews({ ...scope, ...websiteNewsWindow(options.context.services.clock.now()) }),
  );
}
