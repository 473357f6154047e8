import { useMemo } from 'react';
import { useLoaderData, useSearch } from '@tanstack/react-router';
import { offlineCards } from '../../core/domain/showcase/showcases.ts';
import type { Category, SalesUnitRecord } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
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
      <NeedCity>{() => <OutletList />}</NeedCity>
    </section>
  );
}

function OutletList() {
  const data = useLoaderData({ from: '/offline' });
  return data === null ? null : <LoadedOutlets records={data.records} categories={data.categories} />;
}

function LoadedOutlets({ records, categories }: { records: Settled<SalesUnitRecord[]>; categories: Settled<Category[]> }) {
  return <LoadView state={useLoaded(records)}>{(list) => <Outlets records={list} categories={categories} />}</LoadView>;
}

/**
 * The core's listed outlets in position order, built into cards once per answer; the category and the
 * search text narrow them. Only a page of cards is in the DOM.
 */
function Outlets({ records, categories: read }: { records: SalesUnitRecord[]; categories: Settled<Category[]> }) {
  const { config } = useServices();
  const { category, q } = useSearch({ from: '/offline' });
  const favourites = useFavouriteIds('offline');
  const categories = useCategoryNames(read);
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
