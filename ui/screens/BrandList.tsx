import { useMemo } from 'react';
import { cashbackFromStored } from '../../core/domain/cashback.ts';
import { shownDistance, type DistanceOrigin } from '../../core/domain/geo/distance.ts';
import type { ShowcaseSearch } from '../../core/domain/pageParams.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { queryBrands } from '../../core/domain/showcase/listQuery.ts';
import { brandDistanceMetres, type OutletPlace } from '../../core/domain/showcase/sorting.ts';
import type { Brand } from '../../core/model/index.ts';
import { useDistanceOrder } from '../app/nearMe.ts';
import { useLoaded, type Settled } from '../app/settled.ts';
import { ListWayOut } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { ShowMoreList } from '../components/ShowMoreList.tsx';
import type { BrandPlaces } from '../routes/loaders/brandsLoader.ts';
import { BrandCard } from './parts/cards.tsx';
import { emptyReason, hasListFilters, ListFilters, resetLabel } from './parts/ListFilters.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

export interface BrandListProps {
  /** The city's brands in the category, in positionSf order (the route's loader reads and sorts them, portal §5). */
  brands: Settled<Brand[]>;
  /** Each brand's nearest outlet and the origin it was measured from (the loader's, when it measured); none: no distances. */
  nearest?: BrandPlaces | null;
  /** The address's list parameters: the loader narrowed by the category, the page applies the rest (core queryBrands). */
  search: ShowcaseSearch;
  /** Whether the list's filter bar shows (/brands); the frames page lists the partners without one. */
  filters?: boolean;
}

/**
 * The brands of a city in a category, with the list's filters; the search text keeps the names that contain it
 * (portal §5), and the order is §5's, the best cashback first or the nearest first (a brand as near as its nearest
 * outlet in the city), with «Рядом со мной». «Открыто сейчас» keeps the brands with an outlet open now: the loader
 * reads the city's hours for it (the brand list carries none).
 */
export function BrandList({ brands, nearest = null, search, filters = false }: BrandListProps) {
  return (
    <>
      {filters ? <ListFilters section="offline" search={search} openNow distance /> : null}
      <LoadView state={useLoaded(brands)}>
        {(list) => <Brands brands={list} nearest={nearest} search={search} />}
      </LoadView>
    </>
  );
}

/**
 * A brand's distance: that of its nearest outlet from where the loader measured. From the shopper while the page
 * still measures from them; from the city centre (said so) only when the list is ordered by distance.
 */
function brandDistance(
  brand: Brand,
  places: ReadonlyMap<number, OutletPlace>,
  measured: DistanceOrigin | null,
  wanted: DistanceOrigin | null,
  sort: string,
): string | null {
  // A figure measured from a shopper the page no longer measures from (forgotten, refused) waits for the new read.
  if (measured === null || (measured.kind === 'shopper' && wanted?.kind !== 'shopper')) {
    return null;
  }
  const metres = brandDistanceMetres(brand, places, measured);
  return shownDistance(metres === null ? null : { metres, from: measured.kind }, sort === 'distance');
}

function Brands({ brands, nearest, search }: { brands: Brand[]; nearest: BrandPlaces | null; search: ShowcaseSearch }) {
  const categories = useCategoryNames('offline');
  const { category, q: query, sort } = search;
  const measured = nearest?.origin ?? null;
  const wanted = useDistanceOrder(measured, { sortedByDistance: sort === 'distance', labelledFromShopper: true });
  const places = useMemo(() => new Map((nearest?.places ?? []).map((place) => [place.id, place])), [nearest]);
  const found = useMemo(
    () =>
      queryBrands(
        brands.map((brand) => ({ ...brand, cashback: cashbackFromStored('offline', brand.maximumCashback) })),
        // The loader's read is the category's already, and only the brands open now under «Открыто сейчас».
        { category: ALL_CATEGORY_ID, q: query, open: false, sort, view: 'list' },
        { origin: measured, outlets: places },
      ),
    [brands, query, sort, measured, places],
  );
  const reason = emptyReason(search, categories);
  return (
    <ShowMoreList
      key={`${category}|${query}|${sort}`}
      items={found}
      keyOf={(brand) => brand.id}
      empty={
        query.trim() === ''
          ? 'В этом городе пока нет партнёров в этой категории.'
          : `По запросу «${query.trim()}» партнёры не найдены.`
      }
      emptyHint={
        query.trim() === ''
          ? `${reason === null ? '' : `${reason} `}Загляните в другие категории или в онлайн-магазины.`
          : 'Проверьте написание или поищите по-другому.'
      }
      emptyAction={
        <ListWayOut
          list="/brands"
          filtered={query.trim() !== '' || hasListFilters(search)}
          label={resetLabel(search)}
        />
      }
      render={(brand) => (
        <BrandCard
          brand={brand}
          categories={categories}
          titleLevel={2}
          distance={brandDistance(brand, places, measured, wanted, sort)}
        />
      )}
    />
  );
}
