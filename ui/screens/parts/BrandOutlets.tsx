import { useId, useMemo } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { outletDistance, shownDistance, type DistanceOrigin } from '../../../core/domain/geo/distance.ts';
import type { OfflineCard } from '../../../core/domain/showcase/offlineCard.ts';
import { offlineCards } from '../../../core/domain/showcase/showcases.ts';
import { sortOfflineShowcase } from '../../../core/domain/showcase/sorting.ts';
import type { Brand, SalesUnitRecord } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import { usePageOrigin } from '../../app/nearMe.ts';
import { useLoaded, type Settled } from '../../app/settled.ts';
import { useFavouriteIds } from '../../app/useFavouriteIds.ts';
import type { BrandData } from '../../routes/loaders/brandLoader.ts';
import { LoadView } from '../../components/LoadView.tsx';
import { NeedCity } from '../../components/NeedCity.tsx';
import { Selector } from '../../components/Selector.tsx';
import { LazyOutletMap } from '../../map/LazyOutletMap.tsx';
import { ViewSwitch, viewOf } from '../../map/ViewSwitch.tsx';
import { basePercent } from './CashbackLine.tsx';
import { OutletOffers } from './OutletDetails.tsx';

/**
 * The brand's outlets in the chosen city (the public outlets of /offline that are the brand's, in
 * position order; with the shopper's position, the nearest first, each saying how far). One outlet is shown in full — actions, terms, hours, contacts and maps — and a
 * brand with several lets the visitor pick which.
 */
export function BrandOutlets({
  brand,
  outlets,
  chosen,
}: {
  brand: Brand;
  outlets: Settled<SalesUnitRecord[]> | null;
  chosen: BrandData['chosen'];
}) {
  const headingId = useId();
  return (
    <section className="detail__section brand-outlets" aria-labelledby={headingId}>
      <h2 id={headingId}>Точки в вашем городе</h2>
      <NeedCity>
        {() => (outlets === null ? null : <CityOutlets brand={brand} outlets={outlets} chosen={chosen} />)}
      </NeedCity>
    </section>
  );
}

function CityOutlets({
  brand,
  outlets,
  chosen,
}: {
  brand: Brand;
  outlets: Settled<SalesUnitRecord[]>;
  chosen: BrandData['chosen'];
}) {
  const { view, area } = useSearch({ from: '/brands/$brandId' });
  const navigate = useNavigate({ from: '/brands/$brandId' });
  const list = (
    <LoadView state={useLoaded(outlets)}>
      {(records) => <Outlets brand={brand} records={records} chosen={chosen} />}
    </LoadView>
  );
  if (outlets.status !== 'ready' || outlets.data.length === 0) {
    return list;
  }
  // `?view=map`: the brand's outlets in the city on the map, loaded in the browser (ui/map/LazyOutletMap.tsx).
  return (
    <>
      <ViewSwitch view={viewOf(view)} label="Показать точки партнёра" />
      {view === 'map' ? (
        <LazyOutletMap
          list={list}
          source={{ kind: 'records', records: outlets.data }}
          area={area}
          onArea={(next) => void navigate({ search: (previous) => ({ ...previous, area: next }), resetScroll: false })}
          headingLevel={3}
        />
      ) : (
        list
      )}
    </>
  );
}

/**
 * An outlet's address (its name without one), with how far it is from the shopper when the page knows where they
 * are, and the outlet's own cashback: outlets of one brand pay differently (issue 31 §6).
 */
function placeLine(card: OfflineCard, shopper: DistanceOrigin | null): string {
  const distance = shownDistance(shopper === null ? null : outletDistance(shopper, card), false);
  const place = card.address ?? card.name;
  return [place, distance, `кэшбэк ${basePercent(card.cashback)}`].filter((part) => part !== null).join(' · ');
}

/**
 * The brand's outlets; the one shown in full is `?outlet` of the address, so a link or a reload keeps it. With the
 * shopper's position (never the city centre's: the list is not ordered by distance here), the nearest first and each
 * with its distance.
 */
function Outlets({
  brand,
  records,
  chosen: loaded,
}: {
  brand: Brand;
  records: SalesUnitRecord[];
  chosen: BrandData['chosen'];
}) {
  const { config } = useServices();
  const navigate = useNavigate({ from: '/brands/$brandId' });
  const favourites = useFavouriteIds('offline');
  const { choice } = usePageOrigin();
  const shopper = choice.origin?.kind === 'shopper' ? choice.origin : null;
  const cards = useMemo(
    () =>
      sortOfflineShowcase(
        offlineCards(records, { baseApi: config.fileBase, favourites }),
        shopper === null ? 'default' : 'distance',
        shopper,
      ),
    [records, config.fileBase, favourites, shopper],
  );
  const chosen = cards.find((card) => card.id === loaded?.id);

  if (chosen === undefined || loaded === null) {
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
          items={cards.map((card) => ({ id: card.id, option: placeLine(card, shopper) }))}
          value={chosen.id}
          onChange={(id) =>
            void navigate({
              search: (previous) => ({ ...previous, outlet: id ?? undefined }),
              replace: true,
              resetScroll: false,
            })
          }
          searchable
        />
      ) : null}
      <p className="detail__address">
        {placeLine(chosen, shopper)} ·{' '}
        <Link to="/offline/$outletId" params={{ outletId: String(chosen.id) }}>
          Страница точки
        </Link>
      </p>
      <OutletOffers key={chosen.id} card={chosen} offers={loaded.offers} />
    </>
  );
}
