import { useMemo } from 'react';
import { searchByName } from '../../core/domain/showcase/filter.ts';
import { sortBrands } from '../../core/domain/showcase/sorting.ts';
import type { Brand } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import { BrandCard } from './parts/cards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

/** Reads the brands of a city in a category (0 = all), in positionSf order (portal §5). */
export function useCityBrands(cityId: number, category: number) {
  const { api } = useServices();
  return useLoad(() => api.offlinePartners({ cityCodeId: cityId, categoryId: category }).then((answer) => sortBrands(answer.brands)), [api, cityId, category]);
}

/**
 * The brands of a city: the server narrows them to the category, the core sorts them by positionSf
 * (missing last) and the search text keeps the names that contain it (portal §5).
 */
export function BrandList({ cityId, category, query }: { cityId: number; category: number; query: string }) {
  const brands = useCityBrands(cityId, category);
  return <LoadView state={brands}>{(list) => <Brands brands={list} category={category} query={query} />}</LoadView>;
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
      render={(brand) => <BrandCard brand={brand} categories={categories} titleLevel={2} />}
    />
  );
}
