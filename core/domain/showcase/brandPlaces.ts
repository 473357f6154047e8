/**
 * Each brand's nearest outlet in the city (issue 21): what a brand list ordered by distance, or labelled with the
 * shopper's distance, needs of the city's outlets. Beside the §5 orderings (sorting.ts brandDistanceMetres) but in
 * a module of its own: sorting.ts is in the first screen's JavaScript, and only the brand list's loader needs this.
 */
import { outletDistance, type DistanceOrigin } from '../geo/distance.ts';
import type { OutletPlace } from './sorting.ts';

/** Where a brand's nearest outlet stands: the outlet's id and coordinates, and whose it is. */
export interface BrandPlace extends OutletPlace {
  brandId: number;
  /** The outlet's id. */
  id: number;
}

/**
 * Each brand's nearest outlet in the city, measured from `origin`: of the city's listed outlets (`outlets`), the one
 * of the brand's nearest to where the page measures from, by id and coordinates only. A brand with no outlet there
 * with coordinates has none. A brand list carries these instead of the city's whole outlet list: measured from the
 * same origin, they give each brand the same distance (sorting.ts brandDistanceMetres) and so the same order.
 */
export function nearestBrandOutlets(
  brands: readonly { id: number; salesUnits: readonly number[] }[],
  outlets: readonly (OutletPlace & { id: number })[],
  origin: DistanceOrigin,
): BrandPlace[] {
  const byId = new Map(outlets.map((outlet) => [outlet.id, outlet]));
  return brands.flatMap((brand) => {
    let nearest: { outlet: OutletPlace & { id: number }; metres: number } | null = null;
    for (const id of brand.salesUnits) {
      const outlet = byId.get(id);
      const metres = outlet === undefined ? undefined : outletDistance(origin, outlet)?.metres;
      if (outlet !== undefined && metres !== undefined && (nearest === null || metres < nearest.metres)) {
        nearest = { outlet, metres };
      }
    }
    return nearest === null
      ? []
      : [
          {
            brandId: brand.id,
            id: nearest.outlet.id,
            coordinatesLatitude: nearest.outlet.coordinatesLatitude,
            coordinatesLongitude: nearest.outlet.coordinatesLongitude,
          },
        ];
  });
}
