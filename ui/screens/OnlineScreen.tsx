import { useMemo } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { formatPercent } from '../../core/domain/cashback.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { filterByCategory, searchByName } from '../../core/domain/showcase/filter.ts';
import { toOnlineCard } from '../../core/domain/showcase/onlineCard.ts';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { FavouriteButton } from '../components/FavouriteButton.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { PartnerCard } from '../components/PartnerCard.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';

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

function Shops({ records }: { records: OnlineShopRecord[] }) {
  const { config } = useServices();
  const { category, q } = useSearch({ from: '/online' });
  const favourites = useFavouriteIds('online');
  const cards = useMemo(() => {
    const all = records.map((record) => toOnlineCard(record, { baseApi: config.fileBase, favourites }));
    return searchByName(filterByCategory(all, category, (card) => card.categoryId), q);
  }, [records, config.fileBase, favourites, category, q]);
  return (
    <ShowMoreList
      key={`${category}|${q}`}
      items={cards}
      keyOf={(card) => card.id}
      empty="Магазины не найдены."
      render={(card) => (
        <PartnerCard
          title={
            <Link to="/online/$shopId" params={{ shopId: String(card.id) }} className="card__link">
              {card.name}
            </Link>
          }
          logo={card.logo}
          cashback={formatPercent(card.maxCash)}
          action={<FavouriteButton kind="online" id={card.id} name={card.name} />}
        />
      )}
    />
  );
}
