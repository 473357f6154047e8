import { outletListReads } from '../../../core/domain/showcase/outletListReads.ts';
import type { PreviewTile } from '../../../core/domain/geo/mapPreview.ts';
import type { ShowcaseFilter } from '../../../core/domain/showcase/showcases.ts';
import { SHOWCASE_PAGE_SIZE, type ShowcasePage } from '../../../core/domain/showcase/showcasePage.ts';
import type { SalesUnitRecord } from '../../../core/model/index.ts';
import type { OfflineSearch } from '../../../core/domain/pageParams.ts';
import { settle, type Settled } from '../../app/settled.ts';
import { cityMapPreview } from '../mapPreviewLoader.ts';
import { type Context, cityScope, openNowIds, distanceOrigin } from './common.ts';

export interface OfflineData {
  /** The filter of the address (its category and search text), which `page` is narrowed by. */
  filter: ShowcaseFilter;
  /** How many pages of cards the address shows (`?pages`). */
  pages: number;
  /** The first `pages` pages of the showcase narrowed by `filter`, and how many it lists in all (a page is sent with these, not with the city's thousands). */
  page: Settled<ShowcasePage<SalesUnitRecord>>;
  /** On the city's map (`?view=map` without `?area`): the tiles of its first view (ui/routes/mapPreviewLoader.ts). */
  mapPreview: PreviewTile[] | null;
}

/** /offline: the pages the address shows of the city's outlets, narrowed by its category and search, in its order. */
export async function offlineLoader(
  options: Context & { deps: Pick<OfflineSearch, 'category' | 'q' | 'open' | 'sort' | 'pages' | 'view' | 'area'> },
): Promise<OfflineData | null> {
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const { category, q, open, sort, pages, view, area } = options.deps;
  const { services } = options.context;
  const { api } = services;
  // The city's whole map opens where distances are measured from (core mapStartOf); a narrowed one fits its area.
  const cityMap = view === 'map' && area === undefined;
  const origin = sort === 'distance' || cityMap ? await distanceOrigin(services, scope) : undefined;
  const filter: ShowcaseFilter =
    sort === 'default'
      ? { category, query: q }
      : { category, query: q, sort, ...(sort === 'distance' && origin !== undefined ? { origin } : {}) };
  const size = SHOWCASE_PAGE_SIZE * pages;
  // «Открыто сейчас» (`?open=1`): the list carries no hours, so the city's are read beside it and the core's rule
  // (openOutletIds, in the city's time zone) picks the outlets open at the moment of the read; a failed read of the
  // hours fails the list (its 'Повторить'), never shows closed outlets as open.
  // The page of the showcase is worked out here from the city's whole list (core outletListReads): no API answers it.
  const lists = outletListReads((city) => api.salesUnitsPublicList(city));
  const read = open
    ? openNowIds(api, scope).then((openOutletIds) =>
        lists.salesUnitsPublicPage({ ...scope, filter: { ...filter, openOutletIds }, size }),
      )
    : lists.salesUnitsPublicPage({ ...scope, filter, size });
  const [page, mapPreview] = await Promise.all([settle(read), cityMap ? cityMapPreview(api, origin) : null]);
  return { filter, pages, page, mapPreview };
}
