import { useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { onlineCards } from '../../core/domain/showcase/showcases.ts';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ShopCard } from './parts/cards.tsx';
import { NarrowedCards } from './parts/NarrowedCards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

/** /online: the online shops of the city, by category and search. */
export default function OnlineScreen() {
  return (
    <section className="screen container">
      <h1>Онлайн-покупки</h1>
      <NeedCity>{(cityId) => <ShopList cityId={cityId} />}</NeedCity>
    </section>
  );
}

function ShopList({ cityId }: { cityId: number }) {
  const { api } = useServices();
  const records = useLoad(() => api.onlineShopsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }), [api, cityId]);
  return <LoadView state={records}>{(list) => <Shops records={list} />}</LoadView>;
}

/** Shops in position order, built into cards once per answer; the category and search text narrow them. */
function Shops({ records }: { records: OnlineShopRecord[] }) {
  const { config } = useServices();
  const { category, q } = useSearch({ from: '/online' });
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const all = useMemo(() => onlineCards(records, { baseApi: config.fileBase, favourites }), [records, config.fileBase, favourites]);
  return (
    <NarrowedCards
      cards={all}
      filter={{ category, query: q }}
      empty="Магазины не найдены."
      render={(card) => <ShopCard card={card} categories={categories} titleLevel={2} />}
    />
  );
}
