import { Link, useSearch } from '@tanstack/react-router';
import { COUNTRY_CODE_ID, NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../../core/domain/constants.ts';
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { searchNewsByTitle } from '../../core/domain/showcase/filter.ts';
import type { NewsItem } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { ImageWithFallback } from '../components/ImageWithFallback.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { formatDate } from './formatDate.ts';
import './parts/showcase.css';

/** How much of a news text the list shows under the title. */
const EXCERPT_LENGTH = 160;

/** The first words of a text, cut at a word boundary. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) {
    return flat;
  }
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—-]+$/, '')}…`;
}

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
    () =>
      api.activeNews({
        countryCodeId: COUNTRY_CODE_ID,
        cityCodeId: cityId,
        newsDestinationId: NEWS_DESTINATION_WEBSITE,
        dateFrom: NEWS_START_DATE_MS,
        dateTo: clock.now(),
      }),
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
        <p className="card__excerpt">{excerptOf(item.text)}</p>
      </div>
    </article>
  );
}
