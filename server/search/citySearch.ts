/**
 * The header's one search in a city, on the server (issue 21): the city's lists folded once into a search index
 * (core buildSearchIndex) and kept for the revalidation time (`PUBLIC_CACHE_SECONDS`, as the public answers are),
 * so a keystroke of `GET /api/search` scans an index instead of reading thousands of outlets; the outlets it finds
 * are then read whole. Per server instance by design, like the answer cache (docs/architecture.md): nothing reads
 * it for a rule.
 *
 * An index past its time is rebuilt once, and the requests meanwhile keep the one they had (for at most one more
 * revalidation time): no keystroke should wait for a city's read. An index older than that is never served; the
 * request waits for the rebuild, as the first one does.
 */
import { LRUCache } from 'lru-cache';
import {
  buildSearchIndex,
  searchIndex,
  type SearchableOutlet,
  type SearchIndex,
  type SearchKind,
} from '../../core/domain/showcase/search.ts';
import type { Brand, CityScope, NewsItem, OnlineShopRecord, SearchAnswer } from '../../core/model/index.ts';
import type { ServerDeps } from '../deps.ts';
import { publicSalesUnitsByIds } from '../queries/salesUnits.ts';
import { newsSearchSource, showcaseSearchSources } from '../queries/search.ts';

export type CitySearchIndex = SearchIndex<Brand, SearchableOutlet, OnlineShopRecord, NewsItem>;

/** How many indexes one server keeps (two per city: its showcases and its news); least recently used out first. */
const SEARCH_INDEX_MAX_ENTRIES = 64;

interface Slot {
  index: CitySearchIndex | null;
  builtAt: number;
  building: Promise<CitySearchIndex> | null;
}

const indexes = new WeakMap<ServerDeps, LRUCache<string, Slot>>();

function slotsOf(deps: ServerDeps): LRUCache<string, Slot> {
  let slots = indexes.get(deps);
  if (slots === undefined) {
    slots = new LRUCache<string, Slot>({ max: SEARCH_INDEX_MAX_ENTRIES });
    indexes.set(deps, slots);
  }
  return slots;
}

/** The index under `key`, fresh enough; `build` runs at most once at a time per key. */
async function cached(
  deps: ServerDeps,
  key: string,
  build: (now: number) => Promise<CitySearchIndex>,
): Promise<CitySearchIndex> {
  const ttlMs = deps.config.publicCacheSeconds * 1000;
  const now = deps.clock.now();
  if (ttlMs <= 0) {
    return build(now);
  }
  const slots = slotsOf(deps);
  const slot = slots.get(key) ?? { index: null, builtAt: now, building: null };
  slots.set(key, slot);
  const age = now - slot.builtAt;
  if (slot.index !== null && age < ttlMs) {
    return slot.index;
  }
  if (slot.building === null) {
    slot.building = build(now)
      .then((index) => {
        slot.index = index;
        slot.builtAt = now;
        return index;
      })
      .finally(() => {
        slot.building = null;
      });
  }
  if (slot.index !== null && age < 2 * ttlMs) {
    // The rebuild's failure is the next request's to see; this one is answered from the index it has.
    slot.building.catch(() => undefined);
    return slot.index;
  }
  return slot.building;
}

/** The city's brands, outlets (as the search reads them) and online shops, folded for the search. */
export function showcaseSearchIndex(deps: ServerDeps, scope: CityScope): Promise<CitySearchIndex> {
  return cached(deps, `showcases:${scope.countryCodeId}:${scope.cityCodeId}`, async () =>
    buildSearchIndex(await showcaseSearchSources(deps.db, scope)),
  );
}

/** The city's news, folded for the search of the news pages. */
function newsSearchIndex(deps: ServerDeps, scope: CityScope): Promise<CitySearchIndex> {
  return cached(deps, `news:${scope.countryCodeId}:${scope.cityCodeId}`, async (now) =>
    buildSearchIndex<Brand, SearchableOutlet, OnlineShopRecord, NewsItem>({
      news: await newsSearchSource(deps.db, scope, now),
    }),
  );
}

/**
 * The groups `q` finds in the city for each kind asked for (core searchIndex), the outlets found read whole. An
 * outlet hidden since the index was built is left out of its group and its total.
 */
export async function searchCity(
  deps: ServerDeps,
  scope: CityScope,
  q: string,
  kinds: readonly SearchKind[],
  limit: number,
): Promise<SearchAnswer> {
  const answer: SearchAnswer = {};
  const showcaseKinds = kinds.filter((kind) => kind !== 'news');
  if (showcaseKinds.length > 0) {
    const found = searchIndex(await showcaseSearchIndex(deps, scope), q, { kinds: showcaseKinds, limit });
    if (found.brands !== undefined) {
      answer.brands = found.brands;
    }
    if (found.outlets !== undefined) {
      const records = await publicSalesUnitsByIds(
        deps.db,
        found.outlets.hits.map((hit) => hit.item.id),
      );
      const byId = new Map(records.map((record) => [record.id, record]));
      const hits = found.outlets.hits.flatMap((hit) => {
        const record = byId.get(hit.item.id);
        return record === undefined ? [] : [{ tier: hit.tier, item: record }];
      });
      answer.outlets = { total: found.outlets.total - (found.outlets.hits.length - hits.length), hits };
    }
    if (found.shops !== undefined) {
      answer.shops = found.shops;
    }
  }
  if (kinds.includes('news')) {
    const found = searchIndex(await newsSearchIndex(deps, scope), q, { kinds: ['news'], limit });
    if (found.news !== undefined) {
      answer.news = found.news;
    }
  }
  return answer;
}
