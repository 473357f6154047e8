import { useMemo } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { formatPercent } from '../../core/domain/cashback.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { filterByCategory, searchByName } from '../../core/domain/showcase/filter.ts';
import { toOfflineCard, visibleOfflineCards } from '../../core/domain/showcase/offlineCard.ts';
import { sortOfflineCards } from '../../core/domain/showcase/sorting.ts';
import type { SalesUnitRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { PartnerCard } from '../components/PartnerCard.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';

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

function Outlets({ records }: { records: SalesUnitRecord[] }) {
  const { config } = useServices();
  const { category, q } = useSearch({ from: '/offline' });
  const favourites = useFavouriteIds('offline');
  const cards = useMemo(() => {
    const all = visibleOfflineCards(records).map((record) => toOfflineCard(record, { baseApi: config.fileBase, favourites }));
    return sortOfflineCards(searchByName(filterByCategory(all, category, (card) => card.categoryId), q));
  }, [records, config.fileBase, favourites, category, q]);
  return (
    <ShowMoreList
      key={`${category}|${q}`}
      items={cards}
      keyOf={(card) => card.id}
      empty="Точки не найдены."
      render={(card) => (
        <PartnerCard
          title={
            <Link to="/offline/$outletId" params={{ outletId: String(card.id) }} className="card__link">
              {card.name}
            </Link>
          }
          logo={card.logo}
          cashback={formatPercent(card.baseCash)}
          subtitle={card.address}
          action={<FavouriteButton kind="offline" id={card.id} name={card.name} />}
        />
      )}
    />
  );
}
