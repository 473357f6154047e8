import { useMemo } from 'react';
import { ALL_CATEGORY_ID, searchByName } from '../../core/domain/showcase/filter.ts';
import type { Brand } from '../../core/model/index.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { BrandCard } from './parts/cards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

export interface BrandListProps {
  /** The city's brands in the category, in positionSf order (the route's loader reads and sorts them, portal §5). */
  brands: Settled<Brand[]>;
  category: number;
  query: string;
}

/** The brands of a city in a category; the search text keeps the names that contain it (portal §5). */
export function BrandList({ brands, category, query }: BrandListProps) {
  return <LoadView state={useLoaded(brands)}>{(list) => <Brands brands={list} category={category} query={query} />}</LoadView>;
}

function Brands({ brands, category, query }: { brands: Brand[]; category: number; query: string }) {
  const categories = useCategoryNames('offline');
  const found = useMemo(() => searchByName(brands, query), [brands, query]);
  return (
    <ShowMoreList
      key={`${category}|${query}`}
      items={found}
      keyOf={(brand) => brand.id}
      empty={query.trim() === '' ? 'В этом городе пока нет партнёров в этой категории.' : `По запросу «${query.trim()}» партнёры не найдены.`}
      emptyHint={query.trim() === '' ? 'Загляните в другие категории или в онлайн-магазины.' : 'Проверьте написание или поищите по-другому.'}
      emptyAction={<ListWayOut list="/brands" filtered={query.trim() !== '' || category !== ALL_CATEGORY_ID} />}
      render={(brand) => <BrandCard brand={brand} categories={categories} titleLevel={2} />}
    />
  );
}
