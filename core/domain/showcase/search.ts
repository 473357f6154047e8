/**
 * One search across the showcases (issue 21): the header's box finds brands, outlets and online shops from any
 * page (news on the news pages), grouped by kind. Portal §5: «Client-side search on brands, news and online shops:
 * case-insensitive substring match on name (title for news)» — that is the first tier; an item whose name does not
 * match but one of its keywords does is the second. Each group lists the first tier, then the second, each in the
 * spec's order (§5: brands by positionSf, outlets and shops by position, unpositioned last; news as listed).
 *
 * Pure functions over arrays. Folding every name for every keystroke is most of the work in a large city, so the
 * texts are folded once into an index (`buildSearchIndex`) and each keystroke only scans it (`searchIndex`); the
 * server keeps one index per city for the revalidation time and answers `GET /api/search` with the same function.
 */
import * as v from 'valibot';
import type { MatchTier, SearchGroup, SearchHit, SearchKind } from '../../model/index.ts';
import { COUNTRY_CODE_ID } from '../constants.ts';
import { idText } from '../ids.ts';
import { foldForSearch } from './filter.ts';
import { forgivingMatcher } from './forgiving.ts';
import { SEARCH_TEXT_MAX_LENGTH } from './listQuery.ts';
import { preferSf } from './onlineCard.ts';
import { foldedSearchWords } from './searchText.ts';
import { sortBrands, sortOfflineCards } from './sorting.ts';

export type { SearchKind };

/** Every kind, in the order the groups are shown. */
const SEARCH_KINDS: readonly SearchKind[] = ['brands', 'outlets', 'shops', 'news'];
/** What the header searches outside the news pages. */
export const DEFAULT_SEARCH_KINDS: readonly SearchKind[] = ['brands', 'outlets', 'shops'];

/**
 * The kinds the header's panel searches on a page: news on the news pages, else brands, outlets and shops.
 * Here, not beside the search machine: the header renders on the first screen, which must not import XState.
 */
export function searchKindsFor(newsPage: boolean): readonly SearchKind[] {
  return newsPage ? ['news'] : DEFAULT_SEARCH_KINDS;
}
/** Hits a group lists unless asked otherwise; `total` still counts them all. */
export const SEARCH_GROUP_LIMIT = 10;
/** The most hits a group may be asked for at once. */
const SEARCH_GROUP_MAX_LIMIT = 50;

/** A brand as the search reads it: its name, its order, and its outlets (whose keywords are the brand's). */
export interface SearchableBrand {
  name: string;
  positionSf: number | null;
  salesUnits?: readonly number[];
}
/** An outlet (record or card) as the search reads it. */
export interface SearchableOutlet {
  id: number;
  name: string;
  keywords: string | null;
  position: number | null;
}
/** An online shop as the search reads it: a card, or a stored record whose Sf name and keywords win when set (§3). */
export interface SearchableShop {
  name: string;
  keywords: string | null;
  position: number | null;
  nameSf?: string | null;
  keywordsSf?: string | null;
}
/** A news item as the search reads it: its title. */
export interface SearchableNews {
  title: string;
}

/** What one search looks through; a kind left out is not searched. */
export interface SearchSources<
  B extends SearchableBrand,
  O extends SearchableOutlet,
  S extends SearchableShop,
  N extends SearchableNews,
> {
  brands?: readonly B[];
  outlets?: readonly O[];
  shops?: readonly S[];
  news?: readonly N[];
}

/** An item with its texts folded once. */
interface Entry<T> {
  item: T;
  name: string;
  keywords: readonly string[];
  /** Name and keywords as the forgiving tier reads them (searchText searchWords). */
  words: readonly string[];
}

/** The sources in the spec's order with their texts folded: build once per list, search per keystroke. */
export interface SearchIndex<
  B extends SearchableBrand,
  O extends SearchableOutlet,
  S extends SearchableShop,
  N extends SearchableNews,
> {
  brands: readonly Entry<B>[] | null;
  outlets: readonly Entry<O>[] | null;
  shops: readonly Entry<S>[] | null;
  news: readonly Entry<N>[] | null;
  /** Every distinct word of the entries, measured once per keystroke by the forgiving tier. */
  dictionary: readonly string[];
}

/** The groups one search found, one for each kind searched. */
export interface SearchResults<B, O, S, N> {
  brands?: SearchGroup<B>;
  outlets?: SearchGroup<O>;
  shops?: SearchGroup<S>;
  news?: SearchGroup<N>;
}

/**
 * A keywords text as the keywords it lists: comma-, semicolon- or line-separated, trimmed, folded, blanks dropped
 * (the seed writes «кофе, капучино, десерты»). A query matches one keyword, never across two.
 */
export function splitKeywords(text: string | null | undefined): string[] {
  if (text === null || text === undefined) {
    return [];
  }
  return text
    .split(/[,;\n]/)
    .map((keyword) => foldForSearch(keyword.trim()))
    .filter((keyword) => keyword !== '');
}

/** A folded text's forgiving words, each distinct text read once per build (a city's outlets share most of them). */
type WordsOf = (folded: string) => readonly string[];

function wordsMemo(): WordsOf {
  const memo = new Map<string, readonly string[]>();
  return (folded) => {
    let words = memo.get(folded);
    if (words === undefined) {
      words = foldedSearchWords(folded);
      memo.set(folded, words);
    }
    return words;
  };
}

function entry<T>(item: T, name: string | null, keywords: readonly string[], wordsOf: WordsOf): Entry<T> {
  const folded = name === null ? '' : foldForSearch(name);
  const words = new Set(wordsOf(folded));
  for (const keyword of keywords) {
    for (const word of wordsOf(keyword)) {
      words.add(word);
    }
  }
  return { item, name: folded, keywords, words: [...words] };
}

/**
 * Folds the sources once, each kind in the spec's order. A brand has no keywords of its own: its outlets' keywords
 * are its (those among `outlets`, the city's, so a brand is found by «кофе» when its coffee shops are).
 */
export function buildSearchIndex<
  B extends SearchableBrand,
  O extends SearchableOutlet,
  S extends SearchableShop,
  N extends SearchableNews,
>(sources: SearchSources<B, O, S, N>): SearchIndex<B, O, S, N> {
  const wordsOf = wordsMemo();
  const outletKeywords = new Map<number, string[]>();
  const outlets =
    sources.outlets === undefined
      ? null
      : sortOfflineCards(sources.outlets).map((outlet) => {
          const keywords = splitKeywords(outlet.keywords);
          outletKeywords.set(outlet.id, keywords);
          return entry(outlet, outlet.name, keywords, wordsOf);
        });
  const brands =
    sources.brands === undefined
      ? null
      : sortBrands(sources.brands).map((brand) => {
          const keywords = new Set<string>();
          for (const id of brand.salesUnits ?? []) {
            for (const keyword of outletKeywords.get(id) ?? []) {
              keywords.add(keyword);
            }
          }
          return entry(brand, brand.name, [...keywords], wordsOf);
        });
  const shops =
    sources.shops === undefined
      ? null
      : sortOfflineCards(sources.shops).map((shop) =>
          entry(
            shop,
            preferSf(shop.name, shop.nameSf ?? null),
            splitKeywords(preferSf(shop.keywords, shop.keywordsSf ?? null)),
            wordsOf,
          ),
        );
  const news = sources.news === undefined ? null : sources.news.map((item) => entry(item, item.title, [], wordsOf));
  const dictionary = new Set<string>();
  for (const entries of [brands, outlets, shops, news]) {
    for (const { words } of entries ?? []) {
      for (const word of words) {
        dictionary.add(word);
      }
    }
  }
  return { brands, outlets, shops, news, dictionary: [...dictionary] };
}

/** Whether an item's words answer the query in the forgiving tier; null when the query has no word to forgive. */
type Forgiving = ((words: readonly string[]) => boolean) | null;

/**
 * The group of one kind: name matches, then keyword matches (the «contains» tiers), then the forgiving tier's, each
 * in index (the spec's) order; the first `limit`.
 */
function searchGroup<T>(
  entries: readonly Entry<T>[],
  needle: string,
  forgiving: Forgiving,
  limit: number,
): SearchGroup<T> {
  const byName: SearchHit<T>[] = [];
  const byKeyword: SearchHit<T>[] = [];
  const bySimilar: SearchHit<T>[] = [];
  let total = 0;
  for (const candidate of entries) {
    let tier: MatchTier | null = null;
    if (candidate.name.includes(needle)) {
      tier = 'name';
    } else if (candidate.keywords.some((keyword) => keyword.includes(needle))) {
      tier = 'keywords';
    } else if (forgiving !== null && forgiving(candidate.words)) {
      tier = 'similar';
    }
    if (tier === null) {
      continue;
    }
    total += 1;
    // Name matches always come first, so once `limit` of them are found no keyword match can be listed.
    if (tier === 'name' && byName.length < limit) {
      byName.push({ tier, item: candidate.item });
    } else if (tier === 'keywords' && byKeyword.length < limit) {
      byKeyword.push({ tier, item: candidate.item });
    } else if (tier === 'similar' && bySimilar.length < limit) {
      bySimilar.push({ tier, item: candidate.item });
    }
  }
  return { total, hits: [...byName, ...byKeyword, ...bySimilar].slice(0, limit) };
}

/** How to search: which kinds, and how many hits each group lists. */
export interface SearchOptions {
  /** Kinds to search (those the index holds); DEFAULT_SEARCH_KINDS when absent. */
  kinds?: readonly SearchKind[];
  /** Hits per group, SEARCH_GROUP_LIMIT when absent; Infinity lists them all. */
  limit?: number;
  /** false: the «contains» tiers alone, as before issue 31 (`npm run bench:search`'s same-run baseline). */
  forgiving?: boolean;
}

/**
 * The groups the query finds, one per kind asked for that the index holds. The query is trimmed at its start only
 * and compared case-insensitively as a substring (§5), so «Мегалавка», «мегалавка» and «лавка» all find Мегалавка;
 * an empty query matches everything, as the showcase filter does.
 */
export function searchIndex<
  B extends SearchableBrand,
  O extends SearchableOutlet,
  S extends SearchableShop,
  N extends SearchableNews,
>(index: SearchIndex<B, O, S, N>, query: string, options: SearchOptions = {}): SearchResults<B, O, S, N> {
  const needle = foldForSearch(query.trimStart());
  const kinds = new Set(options.kinds ?? DEFAULT_SEARCH_KINDS);
  const limit = Math.max(0, options.limit ?? SEARCH_GROUP_LIMIT);
  // An empty needle already matches everything by name.
  const forgiving = needle === '' || options.forgiving === false ? null : forgivingMatcher(query, index.dictionary);
  const results: SearchResults<B, O, S, N> = {};
  if (kinds.has('brands') && index.brands !== null) {
    results.brands = searchGroup(index.brands, needle, forgiving, limit);
  }
  if (kinds.has('outlets') && index.outlets !== null) {
    results.outlets = searchGroup(index.outlets, needle, forgiving, limit);
  }
  if (kinds.has('shops') && index.shops !== null) {
    results.shops = searchGroup(index.shops, needle, forgiving, limit);
  }
  if (kinds.has('news') && index.news !== null) {
    results.news = searchGroup(index.news, needle, forgiving, limit);
  }
  return results;
}

/** buildSearchIndex and searchIndex in one go, for lists searched once. */
export function searchShowcases<
  B extends SearchableBrand,
  O extends SearchableOutlet,
  S extends SearchableShop,
  N extends SearchableNews,
>(sources: SearchSources<B, O, S, N>, query: string, options: SearchOptions = {}): SearchResults<B, O, S, N> {
  return searchIndex(buildSearchIndex(sources), query, options);
}

/** `kinds=brands,outlets`: the kinds named, each once, in SEARCH_KINDS order. */
const kindList = v.pipe(
  v.string(),
  v.regex(
    /^(brands|outlets|shops|news)(,(brands|outlets|shops|news))*$/,
    `Expected kinds from ${SEARCH_KINDS.join(', ')}, comma-separated`,
  ),
  v.transform((text) => {
    const named = new Set(text.split(','));
    return SEARCH_KINDS.filter((kind) => named.has(kind));
  }),
);

/** `limit=` hits per group: 1 to SEARCH_GROUP_MAX_LIMIT. */
const limitText = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/, `Expected a limit from 1 to ${SEARCH_GROUP_MAX_LIMIT}`),
  v.transform(Number),
  v.minValue(1, `Expected a limit from 1 to ${SEARCH_GROUP_MAX_LIMIT}`),
  v.maxValue(SEARCH_GROUP_MAX_LIMIT, `Expected a limit from 1 to ${SEARCH_GROUP_MAX_LIMIT}`),
);

/**
 * The query of `GET /api/search` (the server validates with it; 400 VALIDATION_ERROR for anything else):
 * `cityCodeId` (an id), `countryCodeId` (default 1), `q` (1 to SEARCH_TEXT_MAX_LENGTH characters, the list
 * schema's cut), `kinds` (default brands,outlets,shops) and `limit` (hits per group, default SEARCH_GROUP_LIMIT).
 */
export const searchQuerySchema = v.object({
  cityCodeId: idText,
  countryCodeId: v.optional(idText, String(COUNTRY_CODE_ID)),
  q: v.pipe(
    v.string(),
    v.minLength(1, 'Expected a search text'),
    v.maxLength(SEARCH_TEXT_MAX_LENGTH, `Expected at most ${SEARCH_TEXT_MAX_LENGTH} characters`),
  ),
  kinds: v.optional(kindList, DEFAULT_SEARCH_KINDS.join(',')),
  limit: v.optional(limitText, String(SEARCH_GROUP_LIMIT)),
});
