import { useId, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { offlineCards, outletsOfBrand } from '../../../core/domain/showcase/showcases.ts';
import type { Brand, SalesUnitRecord } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import { useFavouriteIds } from '../../app/useFavouriteIds.ts';
import { useLoad } from '../../app/useLoad.ts';
import { LoadView } from '../../components/LoadView.tsx';
import { NeedCity } from '../../components/NeedCity.tsx';
import { Selector } from '../../components/Selector.tsx';
import { OutletOffers } from './OutletDetails.tsx';

/**
 * The brand's outlets in the chosen city (the same public list as /offline, narrowed to the brand, in
 * position order). One outlet is shown in full — actions, terms, hours, contacts and maps — and a
 * brand with several lets the visitor pick which.
 */
export function BrandOutlets({ brand }: { brand: Brand }) {
  const headingId = useId();
  return (
    <section className="detail__section brand-outlets" aria-labelledby={headingId}>
      <h2 id={headingId}>Точки в вашем городе</h2>
      <NeedCity>{(cityId) => <CityOutlets brand={brand} cityId={cityId} />}</NeedCity>
    </section>
  );
}

function CityOutlets({ brand, cityId }: { brand: Brand; cityId: number }) {
  const { api } = useServices();
  const records = useLoad(() => api.salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }), [api, cityId]);
  return <LoadView state={records}>{(list) => <Outlets brand={brand} records={list} />}</LoadView>;
}

function Outlets({ brand, records }: { brand: Brand; records: SalesUnitRecord[] }) {
  const { config } = useServices();
  const favourites = useFavouriteIds('offline');
  const cards = useMemo(
    () => offlineCards(outletsOfBrand(records, brand.id), { baseApi: config.fileBase, favourites }),
    [records, brand.id, config.fileBase, favourites],
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = cards.find((card) => card.id === chosenId) ?? cards[0];

  if (chosen === undefined) {
    return (
      <>
        <p className="notice">В выбранном городе у партнёра нет точек.</p>
        {brand.adresses.length > 0 ? (
          <>
            <p>Адреса в других городах:</p>
            <ul>
              {brand.adresses.map((address, index) => (
                <li key={`${address}|${index}`}>{address}</li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    );
  }
  return (
    <>
      {cards.length > 1 ? (
        <Selector
          label={`Точка (${cards.length})`}
          items={cards.map((card) => ({ id: card.id, option: card.address ?? card.name }))}
          value={chosen.id}
          onChange={(id) => setChosenId(id)}
          searchable
        />
      ) : null}
      <p className="detail__address">
        {chosen.address ?? chosen.name} ·{' '}
        <Link to="/offline/$outletId" params={{ outletId: String(chosen.id) }}>
          Страница точки
        </Link>
      </p>
      <OutletOffers key={chosen.id} card={chosen} />
    </>
  );
}
