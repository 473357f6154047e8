import type { DistanceOrigin } from '../../../core/domain/geo/distance.ts';
import { nearestBrandOutlets, type BrandPlace } from '../../../core/domain/showcase/brandPlaces.ts';
import { sortBrands } from '../../../core/domain/showcase/sorting.ts';
import { brandsOpenNow } from '../../../core/domain/showcase/listQuery.ts';
import type { Brand } from '../../../core/model/index.ts';
import type { CityScope } from '../../../core/ports/index.ts';
import type { RouterContext } from '../../app/context.ts';
import { settle, type Settled } from '../../app/settled.ts';
import { type Context, cityScope, openNowIds, distanceOrigin } from './common.ts';

export interface BrandsData {
  brands: Settled<Brand[]>;
  /**
   * Where each brand's nearest outlet in the city stands, and the origin it was measured from (core
   * nearestBrandOutlets): read when the list is ordered by distance, or in the browser when the tab keeps the
   * shopper's position (the page labels its brands then). Null otherwise, or when the city's outlets could not be read.
   */
  nearest: BrandPlaces | null;
}

/** Each brand's nearest outlet (id and coordinates only, not the city's outlet list) measured from `origin`. */
export interface BrandPlaces {
  origin: DistanceOrigin;
  places: BrandPlace[];
}

/** The city's brands in a category, in §5's order (core sortBrands). */
export function cityBrands(context: RouterContext, scope: CityScope, category: number): Promise<Settled<Brand[]>> {
  return settle(
    context.services.api
      .offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: category })
      .then((answer) => sortBrands(answer.brands)),
  );
}

/** The category's brands of the city with an outlet open now. */
function openBrands(context: RouterContext, scope: CityScope, category: number): Promise<Settled<Brand[]>> {
  const { api } = context.services;
  const read = Promise.all([
    api.offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: category }),
    openNowIds(api, scope),
  ]);
  return settle(read.then(([answer, open]) => brandsOpenNow(sortBrands(answer.brands), open)));
}

/**
 * Each brand's nearest outlet measured from where «по расстоянию» measures (distanceOrigin): the city's outlets are
 * read whole (in-process on the server, kept by the browser's API adapter) and only one place per brand is kept, so
 * the page carries no more than it orders and labels by. Null without an origin or when a read fails (the list
 * keeps §5's order, without distances).
 */
async function brandPlaces(
  services: RouterContext['services'],
  scope: CityScope,
  brands: Promise<Settled<Brand[]>>,
): Promise<BrandPlaces | null> {
  try {
    const [origin, outlets, listed] = await Promise.all([
      distanceOrigin(services, scope),
      services.api.salesUnitsPublicList(scope),
      brands,
    ]);
    return origin === undefined || listed.status !== 'ready'
      ? null
      : { origin, places: nearestBrandOutlets(listed.data, outlets, origin) };
  } catch (error) {
    services.logger.error('brands: the outlets to measure the brands by could not be read', error);
    return null;
  }
}

/**
 * /brands: the server narrows the brands to the category, the core sorts them by positionSf; ordered by distance
 * (`distance`), or with the shopper's position kept in the tab, each brand's nearest outlet beside them.
 */
export async function brandsLoader(
  options: Context & { deps: { category: number; distance: boolean; open?: boolean } },
): Promise<BrandsData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { services } = options.context;
  // «Открыто сейчас» (`?open=1`): the brands with an outlet open now by the city's hours (core brandsOpenNow); a failed
  // read of the hours fails the list (its «Повторить»), never shows a closed brand as open.
  const brands =
    options.deps.open === true
      ? openBrands(options.context, scope, options.deps.category)
      : cityBrands(options.context, scope, options.deps.category);
  const measures = options.deps.distance || services.positions?.read() != null;
  const [listed, nearest] = await Promise.all([brands, measures ? brandPlaces(services, scope, brands) : null]);
  return { brands: listed, nearest };
}
