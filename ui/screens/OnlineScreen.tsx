import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { onlineCards } from '../../core/domain/showcase/onlineCard.ts';
import { sortOnlineShowcase } from '../../core/domain/showcase/sorting.ts';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ShopCard } from './parts/cards.tsx';
import { emptyReason, hasListFilters, ListFilters, resetLabel } from './parts/ListFilters.tsx';
import { NarrowedCards } from './parts/NarrowedCards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

const route = getRouteApi('/online');

/** /online: the online shops of the city, by category and search. */
export default function OnlineScreen() {
  return (
    <section className="screen container">
      <h1>Онлайн-покупки</h1>
      <NeedCity>{() => <ShopList />}</NeedCity>
    </section>
  );
}

function ShopList() {
  const data = route.useLoaderData();
  const search = route.useSearch();
  return data === null ? null : (
    <>
      <ListFilters section="online" search={search} />
      <LoadedShops records={data.records} />
    </>
  );
}

function LoadedShops({ records }: { records: Settled<OnlineShopRecord[]> }) {
  return <LoadView state={useLoaded(records)}>{(list) => <Shops records={list} />}</LoadView>;
}

/** Shops built into cards once per answer, in the address's order (§5's or by cashback); the category and search text narrow them. */
function Shops({ records }: { records: OnlineShopRecord[] }) {
  const { config } = useServices();
  const search = route.useSearch();
  const { category, q, sort } = search;
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const all = useMemo(
    () => sortOnlineShowcase(onlineCards(records, { baseApi: config.fileBase, favourites }), sort),
    [records, config.fileBase, favourites, sort],
  );
  const filtered = q.trim() !== '' || hasListFilters(search);
  return (
    <NarrowedCards
      cards={all}
      filter={{ category, query: q }}
      empty="Магазины не найдены."
      emptyHint={
        q.trim() === '' && category === ALL_CATEGORY_ID
          ? 'В этом городе пока нет онлайн-магазинов.'
          : `${emptyReason(search, categories) ?? ''} Попробуйте другой запрос или другую категорию.`.trim()
      }
      emptyAction={<ListWayOut list="/online" filtered={filtered} label={resetLabel(search)} />}
      render={(card) => <ShopCard card={card} categories={categories} titleLevel={2} />}
    />
  );
}
