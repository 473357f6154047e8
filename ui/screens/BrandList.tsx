import { useMemo } from 'react';
import { cashbackFromStored } from '../../core/domain/cashback.ts';
import type { ShowcaseSearch } from '../../core/domain/pageParams.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { queryBrands } from '../../core/domain/showcase/listQuery.ts';
import type { Brand } from '../../core/model/index.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { BrandCard } from './parts/cards.tsx';
import { emptyReason, hasListFilters, ListFilters, resetLabel } from './parts/ListFilters.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

export interface BrandListProps {
  /** The city's brands in the category, in positionSf order (the route's loader reads and sorts them, portal §5). */
  brands: Settled<Brand[]>;
  /** The address's list parameters: the loader narrowed by the category, the page applies the rest (core queryBrands). */
  search: ShowcaseSearch;
  /** Whether the list's filter bar shows (/brands); the frames page lists the partners without one. */
  filters?: boolean;
}

/**
 * The brands of a city in a category, with the list's filters; the search text keeps the names that contain it
 * (portal §5), and the order is §5's or the best cashback first. «Открыто сейчас» is not offered here: the brand
 * list carries no opening hours (they are read per outlet).
 */
export function BrandList({ brands, search, filters = false }: BrandListProps) {
  return (
    <>
      {filters ? <ListFilters section="offline" search={search} /> : null}
      <LoadView state={useLoaded(brands)}>{(list) => <Brands brands={list} search={search} />}</LoadView>
    </>
  );
}

function Brands({ brands, search }: { brands: Brand[]; search: ShowcaseSearch }) {
  const categories = useCategoryNames('offline');
  const { category, q: query, sort } = search;
  const found = useMemo(
    () =>
      queryBrands(
        brands.map((brand) => ({ ...brand, cashback: cashbackFromStored('offline', brand.maximumCashback) })),
        // The loader's read is the category's already; open now has no hours to go by here.
        { category: ALL_CATEGORY_ID, q: query, open: false, sort, view: 'list' },
      ),
    [brands, query, sort],
  );
  const reason = emptyReason({ ...search, open: false }, categories);
  return (
    <ShowMoreList
      key={`${category}|${query}|${sort}`}
      items={found}
      keyOf={(brand) => brand.id}
      empty={query.trim() === '' ? 'В этом городе пока нет партнёров в этой категории.' : `По запросу «${query.trim()}» партнёры не найдены.`}
      emptyHint={query.trim() === '' ? `${reason === null ? '' : `${reason} `}Загляните в другие категории или в онлайн-магазины.` : 'Проверьте написание или поищите по-другому.'}
      emptyAction={<ListWayOut list="/brands" filtered={query.trim() !== '' || hasListFilters(search)} label={resetLabel(search)} />}
      render={(brand) => <BrandCard brand={brand} categories={categories} titleLevel={2} />}
    />
  );
}
