import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { onlineCards } from '../../core/domain/showcase/showcases.ts';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ShopCard } from './parts/cards.tsx';
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
  return data === null ? null : <LoadedShops records={data.records} />;
}

function LoadedShops({ records }: { records: Settled<OnlineShopRecord[]> }) {
  return <LoadView state={useLoaded(records)}>{(list) => <Shops records={list} />}</LoadView>;
}

/** Shops in position order, built into cards once per answer; the category and search text narrow them. */
function Shops({ records }: { records: OnlineShopRecord[] }) {
  const { config } = useServices();
  const { category, q } = route.useSearch();
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const all = useMemo(() => onlineCards(records, { baseApi: config.fileBase, favourites }), [records, config.fileBase, favourites]);
  return (
    <NarrowedCards
      cards={all}
      filter={{ category, query: q }}
      empty="Магазины не найдены."
      emptyHint={q.trim() === '' && category === ALL_CATEGORY_ID ? 'В этом городе пока нет онлайн-магазинов.' : 'Попробуйте другой запрос или другую категорию.'}
      emptyAction={<ListWayOut list="/online" filtered={q.trim() !== '' || category !== ALL_CATEGORY_ID} />}
      render={(card) => <ShopCard card={card} categories={categories} titleLevel={2} />}
    />
  );
}
