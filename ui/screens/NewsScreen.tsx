import { Link, useLoaderData, useSearch } from '@tanstack/react-router';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { searchNewsByTitle } from '../../core/domain/showcase/filter.ts';
import { newsExcerpt } from '../../core/domain/showcase/news.ts';
import type { NewsItem } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { formatDate } from './formatDate.ts';
import './parts/showcase.css';

/** /news: the website news of the city, from the fixed start date until now, filtered by title (?q). */
export default function NewsScreen() {
  return (
    <section className="screen container">
      <h1>Новости</h1>
      <NeedCity>{() => <NewsList />}</NeedCity>
    </section>
  );
}

function NewsList() {
  const news = useLoaderData({ from: '/news' });
  return news === null ? null : <LoadedNews news={news} />;
}

function LoadedNews({ news }: { news: Settled<NewsItem[]> }) {
  const { q } = useSearch({ from: '/news' });
  return (
    <LoadView state={useLoaded(news)}>
      {(items) => (
        <ShowMoreList
          key={q}
          items={searchNewsByTitle(items, q)}
          keyOf={(item) => item.id}
          className="card-grid--news"
          empty={q.trim() === '' ? 'Новостей пока нет.' : `По запросу «${q.trim()}» новостей не найдено.`}
          emptyHint={
            q.trim() === ''
              ? 'Новости города появятся здесь, как только партнёры их опубликуют.'
              : 'Проверьте написание или поищите по-другому.'
          }
          emptyAction={<ListWayOut list="/news" filtered={q.trim() !== ''} />}
          render={(item) => <NewsCard item={item} />}
        />
      )}
    </LoadView>
  );
}

/**
 * The news cards sit in columns at least 320 px wide (showcase.css `.card-grid--news`): one column on a phone,
 * two on a tablet, then columns of about 420 px at most.
 */
const NEWS_CARD_PREVIEW_SIZES = '(max-width: 700px) 100vw, (max-width: 1020px) 50vw, 440px';

function NewsCard({ item }: { item: NewsItem }) {
  const { config } = useServices();
  return (
    <article className="card card--news">
      <ImageWithFallback
        src={item.previewFileId === null ? null : fileProxyUrl(config.fileBase, item.previewFileId)}
        alt=""
        className="card__preview"
        width={1200}
        height={400}
        sizes={NEWS_CARD_PREVIEW_SIZES}
      />
      <div className="card__body">
        <h2 className="card__title">
          <Link to="/news/$newsId" params={{ newsId: String(item.id) }} className="card__link">
            {item.title}
          </Link>
        </h2>
        <p className="card__subtitle">
          <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDate(item.publishedAt)}</time>
        </p>
        <p className="card__excerpt">{newsExcerpt(item.text)}</p>
      </div>
    </article>
  );
}
