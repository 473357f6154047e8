import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { ALL_CATEGORY_ID } from '../../../core/domain/showcase/filter.ts';
import type { SalesUnitRecord } from '../../../core/model/index.ts';
import type { Coordinates } from '../../../core/ports/index.ts';
import type { RouterContext } from '../../app/context.ts';
import { type BrandsData, cityBrands } from './brandsLoader.ts';
import { type Context, cityScope } from './common.ts';

/** The frames card's read: where the visitor is, and the outlets of the city there (the card measures them). */
export interface NearbyData {
  at: Coordinates;
  cityId: number;
  records: SalesUnitRecord[];
}

export interface FramesData {
  /** The city's offline partners; null when no city is chosen. */
  partners: BrandsData | null;
  /**
   * Not awaited: the page shows the partners at once and the card when it is there (null when the visitor's
   * position or the city's outlets cannot be read). Frames mode is never
   * rendered on the server (ui/entry-server.tsx), so this visitor's own read is in no shared page.
   */
  nearby: Promise<NearbyData | null>;
}

/** The frames card's read: /api/v1/coordinates with the iframe flag, then the outlets of the city it names (else the page's). */
async function nearbyOutlets(context: RouterContext): Promise<NearbyData | null> {
  const { api } = context.services;
  const at = await api.coordinates({ iframe: true }).catch(() => null);
  const cityId = at?.cityCodeId ?? context.cityId ?? null;
  if (at === null || cityId === null) {
    return null;
  }
  const records = await api
    .salesUnitsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId })
    .catch(() => null);
  return records === null ? null : { at, cityId, records };
}

/**
 * /frames: the city's offline partners, all categories, and the card of the outlets nearest to the visitor;
 * nothing until the session's start has settled the city (the card may name a city of its own).
 */
export async function framesLoader(options: Context): Promise<FramesData | null> {
  if (options.context.cityId === undefined) {
    return null;
  }
  const scope = cityScope(options);
  const partners =
    scope === null ? null : { brands: await cityBrands(options.context, scope, ALL_CATEGORY_ID), nearest: null };
  return { partners, nearby: nearbyOutlets(options.context) };
}
