import { Link, useSearch } from '@tanstack/react-router';
import { COUNTRY_CODE_ID, NEWS_DESTINATION_WEBSITE, NEWS_START_DATE_MS } from '../../core/domain/constants.ts';
import { searchNewsByTitle } from '../../core/domain/showcase/filter.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { formatDate } from './formatDate.ts';

/** /news: the website news of the city, from the fixed start date until now, filtered by title. */
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
          empty="Новостей не найдено."
          render={(item) => (
            <article className="card card--news">
              <div className="card__body">
                <h3 className="card__title">
                  <Link to="/news/$newsId" params={{ newsId: String(item.id) }} className="card__link">
                    {item.title}
                  </Link>
                </h3>
                <p className="card__subtitle">{formatDate(item.publishedAt)}</p>
              </div>
            </article>
          )}
        />
      )}
    </LoadView>
  );
}
