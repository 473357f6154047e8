import { useMemo, useState } from 'react';
import { useLoaderData, useSearch } from '@tanstack/react-router';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { offlineCards } from '../../core/domain/showcase/showcases.ts';
import type { SalesUnitRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoaded } from '../app/settled.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import type { OfflineData } from '../routes/loaders.ts';
import { OutletCard } from './parts/cards.tsx';
import { NarrowedCards } from './parts/NarrowedCards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

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
  const data = useLoaderData({ from: '/offline' });
  return data === null ? null : <Outlets data={data} />;
}

/**
 * The page comes with the first page of the showcase for its address. The whole city's list is read
 * only when the shopper needs it: 'Показать ещё', or a category or search the first page was not
 * narrowed by. From then on the page narrows the whole list itself, as the core's rules say.
 */
function Outlets({ data }: { data: OfflineData }) {
  const { api } = useServices();
  const { category, q } = useSearch({ from: '/offline' });
  const [moreWanted, setMoreWanted] = useState(false);
  const onLoadedFilter = category === data.filter.category && q === data.filter.query;
  const whole = useLoad(() => api.salesUnitsPublicList(data.scope), [data.scope.cityCodeId, data.scope.countryCodeId], moreWanted || !onLoadedFilter);
  const page = useLoaded(data.page);
  // Until the whole list is here, the first page stands for it.
  if (onLoadedFilter && (whole.status === 'idle' || whole.status === 'loading')) {
    return <LoadView state={page}>{(first) => <OutletCards records={first.records} total={first.total} onMore={() => setMoreWanted(true)} data={data} />}</LoadView>;
  }
  return <LoadView state={whole}>{(records) => <OutletCards records={records} data={data} />}</LoadView>;
}

/** The outlets as cards in the core's order, narrowed by the address's category and search text. */
function OutletCards({ records, data, total, onMore }: { records: SalesUnitRecord[]; data: OfflineData; total?: number; onMore?: () => void }) {
  const { config } = useServices();
  const { category, q } = useSearch({ from: '/offline' });
  const favourites = useFavouriteIds('offline');
  const categories = useCategoryNames(data.categories);
  const cards = useMemo(() => offlineCards(records, { baseApi: config.fileBase, favourites }), [records, config.fileBase, favourites]);
  return (
    <NarrowedCards
      cards={cards}
      filter={{ category, query: q }}
      empty="Точки не найдены."
      emptyHint={q.trim() === '' && category === ALL_CATEGORY_ID ? 'В этом городе пока нет точек партнёров.' : 'Попробуйте другой запрос или другую категорию.'}
      emptyAction={<ListWayOut list="/offline" filtered={q.trim() !== '' || category !== ALL_CATEGORY_ID} />}
      total={total}
      onMore={onMore}
      render={(card) => <OutletCard card={card} categories={categories} titleLevel={2} />}
    />
  );
}
