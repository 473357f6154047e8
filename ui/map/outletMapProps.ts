/**
 * What a page gives the map of outlets (issue 21): one type for the page's side, which holds the map's place and
 * loads it (ui/map/LazyOutletMap.tsx), and the map's chunk (ui/map/OutletMap.tsx), so neither imports the other.
 */
import type { PreviewTile } from '../../core/domain/geo/mapPreview.ts';
import type { ShowcaseFilter } from '../../core/domain/showcase/showcases.ts';
import type { SalesUnitRecord } from '../../core/model/index.ts';

/** Which outlets the map pins: the city's listed outlets narrowed by the list's filter (/offline), or given ones (a brand's). */
export type OutletMapSource =
  { kind: 'city'; filter: ShowcaseFilter } | { kind: 'records'; records: readonly SalesUnitRecord[] };

export interface OutletMapProps {
  source: OutletMapSource;
  /** `?area` of the address (core/domain/geo/mapArea.ts), undefined for the whole list. */
  area: string | undefined;
  /** Keeps a new area (or none) in the address. */
  onArea: (area: string | undefined) => void;
  /** The level of the list's heading under the map: 2 on /offline, 3 inside a brand page's section. */
  headingLevel?: 2 | 3;
  /** The tiles of the map's first view, shown in its box until the map is there (the page's loader works them out). */
  preview?: readonly PreviewTile[] | null;
}
