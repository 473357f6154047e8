/** Records for the screen tests: an outlet, an online shop (shared with the core showcase tests), a news item, a banner. */
import type { Banner, NewsItem } from '../../../core/model/index.ts';

export { outlet, shop } from '../../core/domain/showcase/records.ts';

export function newsItem(id: number, title: string, extra: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    title,
    text: `Текст новости ${title}.`,
    previewFileId: null,
    publishedAt: Date.UTC(2024, 5, 1),
    cityCodeId: 1,
    newsDestinationId: 1,
    ...extra,
  };
}

export function banner(id: number, title: string, typeId: number, link: string | null = null): Banner {
  return { id, title, fileId: id + 100, link, typeId };
}
