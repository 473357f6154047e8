import { useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { filterByCategory, searchByName } from '../../core/domain/showcase/filter.ts';
import { toOfflineCard, visibleOfflineCards } from '../../core/domain/showcase/offlineCard.ts';
import { sortOfflineCards } from '../../core/domain/showcase/sorting.ts';
import type { SalesUnitRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { OutletCard } from './parts/cards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

/** /offline: the partners' outlets in the city, by category and search, in position order. */
export default function OfflineScreen() {
  return (
    <section className="screen container">
      <h1>Точки партнёров</h1>
      <NeedCity>{(cityId) => <OutletList cityId={cityId} />}</NeedCity>
    </section>
  );
}

function OutletList({ cityId }: { cityId: number }) {
  const { api } = useServices();
  const records = useLoad(() => api.salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }), [api, cityId]);
  return <LoadView state={records}>{(list) => <Outlets records={list} />}</LoadView>;
}

/**
 * Listed outlets only (portal §4), each built into its card once per answer; the category and the
 * search text narrow the cards, the core sorts them by position. Only a page of cards is in the DOM.
 */
function Outlets({ records }: { records: SalesUnitRecord[] }) {
  const { config } = useServices();
  const { category, q } = useSearch({ from: '/offline' });
  const favourites = useFavouriteIds('offline');
  const categories = useCategoryNames('offline');
  const all = useMemo(
    () => visibleOfflineCards(records).map((record) => toOfflineCard(record, { baseApi: config.fileBase, favourites })),
    [records, config.fileBase, favourites],
  );
  const cards = useMemo(() => sortOfflineCards(searchByName(filterByCategory(all, category, (card) => card.categoryId), q)), [all, category, q]);
  return (
    <ShowMoreList
      key={`${category}|${q}`}
      items={cards}
      keyOf={(card) => card.id}
      empty="Точки не найдены."
      render={(card) => <OutletCard card={card} categories={categories} titleLevel={2} />}
    />
  );
}
