/**
 * What narrows and orders a showcase list (`/offline`, `/brands`, `/online`, `/news`), as the address carries it
 * (issue 21): the active category, the search text, «Открыто сейчас», the order and the list or map view. One
 * valibot schema reads it for the router's `validateSearch` and for the server; one function writes it back. The
 * offline list applies it in pages (showcasePage.ts firstOfflinePage), the online one in its screen (narrowShowcase
 * over sortOnlineShowcase), the brands here (queryBrands). A value that does not fit reads as absent, never an error page: addresses come
 * from links, hosts and people.
 */
import * as v from 'valibot';
import type { Brand } from '../../model/index.ts';
import type { CashbackFigures } from '../cashback.ts';
import type { DistanceOrigin } from '../geo/distance.ts';
import { idText } from '../ids.ts';
import { ALL_CATEGORY_ID, filterByCategory, searchByName } from './filter.ts';
import { SHOWCASE_SORTS, sortBrandShowcase, type OutletPlace } from './sorting.ts';

/** The longest search text read: longer text is cut here, and the search endpoint refuses it. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** How a list is shown: as cards, or as pins on a map (`?view=map`). */
export const LIST_VIEWS = ['list', 'map'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** Text, numbers and booleans: a search param from the address is text, one from a link built in code may be either. */
const scalar = v.union([v.string(), v.number(), v.boolean()]);

/** The active category: 0 (all) or an id (core/domain/ids.ts); anything else is «all». */
const category = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform(String),
      v.union([v.pipe(v.literal(String(ALL_CATEGORY_ID)), v.transform(Number)), idText]),
    ),
    ALL_CATEGORY_ID,
  ),
  ALL_CATEGORY_ID,
);

/** The applied search text as typed (§5 trims only its start when matching), cut to SEARCH_TEXT_MAX_LENGTH. */
const searchText = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform(String),
      v.transform((text) => text.slice(0, SEARCH_TEXT_MAX_LENGTH)),
    ),
    '',
  ),
  '',
);

/** «Открыто сейчас»: `?open=1` (also `true`, and `true` or 1 from code); anything else is off. */
const openNow = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform(String),
      v.transform((value) => value === '1' || value === 'true'),
    ),
    false,
  ),
  false,
);

/**
 * The list parameters of `/offline`, `/brands`, `/online` (and `/news`, which reads `category` and `q`):
 * `category` (0 or absent = all), `q` (search text), `open` ('1' = open now), `sort` ('cashback' | 'distance',
 * absent = §5's order) and `view` ('map', absent = the list). It never fails: what does not fit is the default.
 */
export const listQuerySchema = v.object({
  category,
  q: searchText,
  open: openNow,
  sort: v.fallback(v.optional(v.picklist(SHOWCASE_SORTS), 'default'), 'default'),
  view: v.fallback(v.optional(v.picklist(LIST_VIEWS), 'list'), 'list'),
});

export type ListQuery = v.InferOutput<typeof listQuerySchema>;

/** What a list address leaves out, so '/brands' stays '/brands'. */
export const LIST_QUERY_DEFAULTS: ListQuery = {
  category: ALL_CATEGORY_ID,
  q: '',
  open: false,
  sort: 'default',
  view: 'list',
};

/** The list parameters of an address as text, defaults left out, in a fixed order: `?category=3&open=1&sort=distance`. */
export function listQueryParams(query: Partial<ListQuery>): Record<string, string> {
  const full = { ...LIST_QUERY_DEFAULTS, ...query };
  const params: Record<string, string> = {};
  if (full.category !== ALL_CATEGORY_ID) {
    params.category = String(full.category);
  }
  if (full.q !== '') {
    params.q = full.q;
  }
  if (full.open) {
    params.open = '1';
  }
  if (full.sort !== 'default') {
    params.sort = full.sort;
  }
  if (full.view !== 'list') {
    params.view = full.view;
  }
  return params;
}

/** What a list needs beside its items to apply a query. */
export interface ListContext {
  /** Where distances are measured from (core/domain/geo/cityArea.ts chooseOrigin); without it 'distance' is §5's order. */
  origin?: DistanceOrigin | null;
  /** The city's outlets open now (core openOutletIds); without them «Открыто сейчас» narrows nothing yet. */
  openOutletIds?: ReadonlySet<number> | null;
  /** The city's listed outlets by id: a brand's distance is its nearest outlet's. */
  outlets?: ReadonlyMap<number, OutletPlace>;
}

/**
 * The brand showcase under a query: brands with an outlet in the category, matching by name (§5), with an outlet
 * open now, in the chosen order (a brand as near as its nearest outlet in the city).
 */
export function queryBrands<
  T extends Pick<Brand, 'name' | 'positionSf' | 'salesUnits' | 'brandSalesUnitCategories'> & {
    cashback: CashbackFigures;
  },
>(brands: readonly T[], query: ListQuery, context: ListContext = {}): T[] {
  let listed = searchByName(
    filterByCategory(brands, query.category, (brand) => brand.brandSalesUnitCategories),
    query.q,
  );
  const open = context.openOutletIds;
  if (query.open && open !== undefined && open !== null) {
    listed = brandsOpenNow(listed, open);
  }
  return sortBrandShowcase(listed, query.sort, { origin: context.origin ?? null, outlets: context.outlets });
}

/** The brands with at least one of their outlets open now (`openOutletIds`, core openOutletIds): «Открыто сейчас» of /brands. */
export function brandsOpenNow<T extends Pick<Brand, 'salesUnits'>>(
  brands: readonly T[],
  openOutletIds: ReadonlySet<number>,
): T[] {
  return brands.filter((brand) => brand.salesUnits.some((id) => openOutletIds.has(id)));
}
