import { Link, useSearch } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { searchNewsByTitle } from '../../core/domain/showcase/filter.ts';
import { newsExcerpt, websiteNewsWindow } from '../../core/domain/showcase/news.ts';
import type { NewsItem } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
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
      <NeedCity>{(cityId) => <NewsList cityId={cityId} />}</NeedCity>
    </section>
  );
}

function NewsList({ cityId }: { cityId: number }) {
  const { api, clock } = useServices();
  const { q } = useSearch({ from: '/news' });
  const news = useLoad(
    () => api.activeNews({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId, ...websiteNewsWindow(clock.now()) }),
    [api, clock, cityId],
  );
  return (
    <LoadView state={news}>
      {(items) => (
        <ShowMoreList
          key={q}
          items={searchNewsByTitle(items, q)}
          keyOf={(item) => item.id}
          className="card-grid--news"
          empty={q.trim() === '' ? 'Новостей пока нет.' : `По запросу «${q.trim()}» новостей не найдено.`}
          render={(item) => <NewsCard item={item} />}
        />
      )}
    </LoadView>
  );
}

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
