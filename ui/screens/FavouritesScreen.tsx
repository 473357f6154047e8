import { useId, useMemo, type ReactNode } from 'react';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { favouriteCards, offlineCards, onlineCards } from '../../core/domain/showcase/showcases.ts';
import type { OnlineShopRecord, SalesUnitRecord } from '../../core/model/index.ts';
import { useServices, useSession } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { useAuthModal } from '../layout/useAuthModal.ts';
import { OutletCard, ShopCard } from './parts/cards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

/**
 * /favourites («Избранное» in the profile menu): the shopper's favourite outlets and online shops of
 * the current city, with the showcase cards, so a heart taken off here takes the card away.
 */
export default function FavouritesScreen() {
  const { status, user } = useSession();
  const authModal = useAuthModal();
  return (
    <section className="screen container">
      <h1>Избранное</h1>
      {status === 'ready' && user === null ? (
        <div className="notice">
          <p>Войдите, чтобы видеть избранное.</p>
          <button type="button" className="button button--primary" onClick={() => authModal.open('authorization')}>
            Войти
          </button>
        </div>
      ) : (
        <NeedCity>{(cityId) => <FavouriteLists cityId={cityId} />}</NeedCity>
      )}
    </section>
  );
}

function FavouriteLists({ cityId }: { cityId: number }) {
  const { api } = useServices();
  const scope = { countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId };
  const outlets = useLoad(() => api.salesUnitsPublicList(scope), [api, cityId]);
  const shops = useLoad(() => api.onlineShopsPublicList(scope), [api, cityId]);
  return (
    <>
      <Part title="Точки">
        <LoadView state={outlets}>{(records) => <FavouriteOutlets records={records} />}</LoadView>
      </Part>
      <Part title="Онлайн-магазины">
        <LoadView state={shops}>{(records) => <FavouriteShops records={records} />}</LoadView>
      </Part>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function FavouriteOutlets({ records }: { records: SalesUnitRecord[] }) {
  const { config } = useServices();
  const favourites = useFavouriteIds('offline');
  const categories = useCategoryNames('offline');
  const cards = useMemo(() => favouriteCards(offlineCards(records, { baseApi: config.fileBase, favourites })), [records, config.fileBase, favourites]);
  if (cards.length === 0) {
    return <p className="notice">В этом городе нет избранных точек.</p>;
  }
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <OutletCard card={card} categories={categories} />
        </li>
      ))}
    </ul>
  );
}

function FavouriteShops({ records }: { records: OnlineShopRecord[] }) {
  const { config } = useServices();
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const cards = useMemo(() => favouriteCards(onlineCards(records, { baseApi: config.fileBase, favourites })), [records, config.fileBase, favourites]);
  if (cards.length === 0) {
    return <p className="notice">В этом городе нет избранных магазинов.</p>;
  }
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.id}>
          <ShopCard card={card} categories={categories} />
        </li>
      ))}
    </ul>
  );
}
