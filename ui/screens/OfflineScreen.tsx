import { useMemo } from 'react';
import { useSearch } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { offlineCards } from '../../core/domain/showcase/showcases.ts';
import type { SalesUnitRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { OutletCard } from './parts/cards.tsx';
import { NarrowedCards } from './parts/NarrowedCards.tsx';
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
 * The core's listed outlets in position order, built into cards once per answer; the category and the
 * search text narrow them. Only a page of cards is in the DOM.
 */
function Outlets({ records }: { records: SalesUnitRecord[] }) {
  const { config } = useServices();
  const { category, q } = useSearch({ from: '/offline' });
  const favourites = useFavouriteIds('offline');
  const categories = useCategoryNames('offline');
  const all = useMemo(() => offlineCards(records, { baseApi: config.fileBase, favourites }), [records, config.fileBase, favourites]);
  return (
    <NarrowedCards
      cards={all}
      filter={{ category, query: q }}
      empty="Точки не найдены."
      render={(card) => <OutletCard card={card} categories={categories} titleLevel={2} />}
    />
  );
}
