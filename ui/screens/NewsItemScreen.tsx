import { useLoaderData } from '@tanstack/react-router';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { useServices } from '../app/context.ts';
import { useLoaded } from '../app/settled.ts';
import { LoadView } from '../components/LoadView.tsx';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { DetailLayout, Paragraphs } from './DetailLayout.tsx';
import { formatDate } from './formatDate.ts';
import './parts/detail.css';

/** The news picture is as wide as the screen, at most 960 px (detail.css `.news__picture`). */
const NEWS_PICTURE_SIZES = '(max-width: 992px) 100vw, 960px';

/**
 * /news/$newsId: one news item. Only what the news list could show opens here: website news
 * (destination 1) published between the fixed start date and now; anything else reads as not found.
 */
export default function NewsItemScreen() {
  const news = useLoaderData({ from: '/news/$newsId' });
  const { config } = useServices();
  return (
    <DetailLayout back="/news" backLabel="Новости">
      <LoadView state={useLoaded(news)}>
        {(item) => (
          <>
            <h1>{item.title}</h1>
            <p className="detail__date">
              <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDate(item.publishedAt)}</time>
            </p>
            {item.previewFileId === null ? null : (
              <ImageWithFallback
                src={fileProxyUrl(config.fileBase, item.previewFileId)}
                alt=""
                className="news__picture"
                width={1200}
                height={400}
                loading="eager"
                fetchPriority="high"
                sizes={NEWS_PICTURE_SIZES}
              />
            )}
            <Paragraphs text={item.text} />
          </>
        )}
      </LoadView>
    </DetailLayout>
  );
}
