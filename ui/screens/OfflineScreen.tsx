import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { outletDistance, shownDistance } from '../../core/domain/geo/distance.ts';
import { MAX_SHOWN_PAGES } from '../../core/domain/pageParams.ts';
import { offlinePageCards, SHOWCASE_PAGE_SIZE, type ShowcasePage } from '../../core/domain/showcase/showcasePage.ts';
import type { SalesUnitRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useDistanceOrder } from '../app/nearMe.ts';
import { useLoaded } from '../app/settled.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { LazyOutletMap } from '../map/LazyOutletMap.tsx';
import { ViewSwitch, viewOf } from '../map/ViewSwitch.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import type { OfflineData } from '../routes/loaders/offlineLoader.ts';
import { OutletCard } from './parts/cards.tsx';
import { emptyReason, hasListFilters, ListFilters, resetLabel } from './parts/ListFilters.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

const route = getRouteApi('/offline');

/** /offline: the partners' outlets in the city, by category and search, in position order. */
export default function OfflineScreen() {
  return (
    <section className="screen container">
      <h1>Точки партнёров</h1>
      <NeedCity>{() => <OutletList />}</NeedCity>
    </section>
  );
}

function OutletList() {
  const data = route.useLoaderData();
  const search = route.useSearch();
  const { view, area } = search;
  const navigate = route.useNavigate();
  if (data === null) {
    return null;
  }
  const list = <Outlets data={data} />;
  // `?view=map`: the server renders the list under the map's box; the map comes in the browser (ui/map/LazyOutletMap.tsx).
  return (
    <>
      <ListFilters section="offline" search={search} openNow distance />
      <ViewSwitch view={viewOf(view)} />
      {view === 'map' ? (
        <LazyOutletMap
          list={list}
          source={{ kind: 'city', filter: data.filter }}
          preview={data.mapPreview}
          area={area}
          onArea={(next) => void navigate({ search: (previous) => ({ ...previous, area: next }), resetScroll: false })}
        />
      ) : (
        list
      )}
    </>
  );
}

/**
 * The cards the address shows: its pages (`?pages`) of the showcase narrowed by its category and search, as
 * the loader read them; «Показать ещё» asks the address for one page more.
 */
function Outlets({ data }: { data: OfflineData }) {
  const page = useLoaded(data.page);
  return <LoadView state={page}>{(shown) => <OutletCards shown={shown} data={data} />}</LoadView>;
}

function OutletCards({ shown, data }: { shown: ShowcasePage<SalesUnitRecord>; data: OfflineData }) {
  const { config } = useServices();
  const navigate = route.useNavigate();
  const favourites = useFavouriteIds('offline');
  const categories = useCategoryNames('offline');
  const cards = useMemo(
    () => offlinePageCards(shown, { baseApi: config.fileBase, favourites }),
    [shown, config.fileBase, favourites],
  );
  const search = route.useSearch();
  const origin = useDistanceOrder(data.filter.origin, { sortedByDistance: search.sort === 'distance' });
  const { category, query } = data.filter;
  const filtered = query.trim() !== '' || hasListFilters(search);
  const reason = emptyReason(search, categories);
  const more = () =>
    void navigate({
      search: (previous) => ({ ...previous, pages: data.pages + 1 }),
      replace: true,
      resetScroll: false,
    });
  return (
    <ShowMoreList
      key={`${category}|${query}|${search.sort}`}
      items={cards}
      keyOf={(card) => card.id}
      empty="Точки не найдены."
      emptyHint={
        filtered
          ? `${reason === null ? '' : `${reason} `}Попробуйте другой запрос или другую категорию.`
          : 'В этом городе пока нет точек партнёров.'
      }
      emptyAction={<ListWayOut list="/offline" filtered={filtered} label={resetLabel(search)} />}
      paged={{
        shown: data.pages * SHOWCASE_PAGE_SIZE,
        total: shown.total,
        ...(data.pages < MAX_SHOWN_PAGES ? { onMore: more } : {}),
      }}
      render={(card) => (
        <OutletCard
          card={card}
          categories={categories}
          titleLevel={2}
          distance={shownDistance(origin === null ? null : outletDistance(origin, card), search.sort === 'distance')}
        />
      )}
    />
  );
}
