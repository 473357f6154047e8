import { useId, useMemo, type ReactNode } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { favouriteCards, offlineCards, onlineCards } from '../../core/domain/showcase/showcases.ts';
import type { OnlineShopRecord, SalesUnitRecord } from '../../core/model/index.ts';
import { useServices, useSession } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoaded } from '../app/settled.ts';
import type { FavouritesData } from '../routes/loaders/favouritesLoader.ts';
import { EmptyView } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { CardGrid } from './parts/CardGrid.tsx';
import { OutletCard, ShopCard } from './parts/cards.tsx';
import { SignInButton } from './parts/SignInNotice.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

const route = getRouteApi('/favourites');

/**
 * /favourites («Избранное» in the profile menu): the shopper's favourite outlets and online shops of
 * the current city, with the showcase cards, so a heart taken off here takes the card away.
 */
export default function FavouritesScreen() {
  const { status, user } = useSession();
  return (
    <section className="screen container">
      <h1>Избранное</h1>
      {status === 'ready' && user === null ? (
        <EmptyView
          title="Войдите, чтобы видеть избранное."
          hint="Отмечайте ♡ точки и магазины, чтобы быстро находить их здесь."
        >
          <SignInButton />
          <Link to="/" className="button button--ghost">
            На главную
          </Link>
        </EmptyView>
      ) : (
        <NeedCity>{() => <FavouriteLists />}</NeedCity>
      )}
    </section>
  );
}

function FavouriteLists() {
  const data = route.useLoaderData();
  return data === null ? null : <LoadedLists data={data} />;
}

function LoadedLists({ data }: { data: FavouritesData }) {
  const outlets = useLoaded(data.outlets);
  const shops = useLoaded(data.shops);
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
  const cards = useMemo(
    () => favouriteCards(offlineCards(records, { baseApi: config.fileBase, favourites })),
    [records, config.fileBase, favourites],
  );
  if (cards.length === 0) {
    return (
      <EmptyView title="В этом городе нет избранных точек." hint="Нажмите ♡ на карточке точки, и она появится здесь.">
        <Link to="/offline" className="button button--ghost">
          Точки партнёров
        </Link>
      </EmptyView>
    );
  }
  return <CardGrid items={cards} render={(card) => <OutletCard card={card} categories={categories} />} />;
}

function FavouriteShops({ records }: { records: OnlineShopRecord[] }) {
  const { config } = useServices();
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const cards = useMemo(
    () => favouriteCards(onlineCards(records, { baseApi: config.fileBase, favourites })),
    [records, config.fileBase, favourites],
  );
  if (cards.length === 0) {
    return (
      <EmptyView
        title="В этом городе нет избранных магазинов."
        hint="Нажмите ♡ на карточке магазина, и он появится здесь."
      >
        <Link to="/online" className="button button--ghost">
          Онлайн-покупки
        </Link>
      </EmptyView>
    );
  }
  return <CardGrid items={cards} render={(card) => <ShopCard card={card} categories={categories} />} />;
}
