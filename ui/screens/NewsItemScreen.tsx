import { useParams } from '@tanstack/react-router';
import { ApiError } from '../../core/errors.ts';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { isWebsiteNews } from '../../core/domain/showcase/news.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { parseId } from '../routes/params.ts';
import { DetailLayout, DetailView, Paragraphs } from './DetailLayout.tsx';
import { formatDate } from './formatDate.ts';
import './parts/detail.css';

/**
 * /news/$newsId: one news item. Only what the news list could show opens here: website news
 * (destination 1) published between the fixed start date and now; anything else reads as not found.
 */
export default function NewsItemScreen() {
  const { api, clock } = useServices();
  const { newsId } = useParams({ from: '/news/$newsId' });
  const id = parseId(newsId) ?? 0;
  const news = useLoad(async () => {
    const item = await api.news(id);
    if (!isWebsiteNews(item, clock.now())) {
      throw new ApiError('NOT_FOUND', 404);
    }
    return item;
  }, [api, clock, id]);
  const { config } = useServices();
  return (
    <DetailLayout back="/news" backLabel="Новости">
      <DetailView state={news} notFound="Новость не найдена" hint="Возможно, её сняли с публикации или ссылка устарела.">
        {(item) => (
          <>
            <h1>{item.title}</h1>
            <p className="detail__date">
              <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDate(item.publishedAt)}</time>
            </p>
            {item.previewFileId === null ? null : (
              <ImageWithFallback src={fileProxyUrl(config.fileBase, item.previewFileId)} alt="" className="news__picture" width={1200} height={400} loading="eager" />
            )}
            <Paragraphs text={item.text} />
          </>
        )}
      </DetailView>
    </DetailLayout>
  );
}
