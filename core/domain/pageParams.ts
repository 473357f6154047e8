/**
 * The query parameters of the portal's pages (portal §2), one valibot schema per set: the router validates
 * every address with them (`validateSearch`), and its loaders read their inputs only from what these give
 * (`loaderDeps`). A value that does not fit is dropped (it reads as absent, or as the default), never an
 * error page: addresses come from links, hosts and people.
 */
import * as v from 'valibot';
import { AUTH_MODAL_PAGES } from './authModalPages.ts';
import { mapAreaParam } from './geo/mapArea.ts';
import { idText } from './ids.ts';
import { LIST_QUERY_DEFAULTS, LIST_VIEWS, listQuerySchema } from './showcase/listQuery.ts';
import { WELCOME_PARAM } from './welcome.ts';

const scalar = v.union([v.string(), v.number(), v.boolean()]);

/** A non-blank text; numbers are accepted because links built in code may pass them. */
const text = v.fallback(v.optional(v.pipe(scalar, v.transform(String), v.trim(), v.nonEmpty())), undefined);

/** An id written as digits (the core's one id rule, core/domain/ids.ts); numbers from links built in code too. */
const positiveId = v.fallback(v.optional(v.pipe(scalar, v.transform(String), idText)), undefined);

/** A switch in the address: any value turns it on but '0' and 'false', which say it is off. */
const switchedOn = v.pipe(
  scalar,
  v.transform(String),
  v.transform((value) => value !== '0' && value !== 'false'),
);
/** `?iframe`, `?iframe=1`, `?iframe=true` turn frames mode on; '0' and 'false' say it is off. */
const flag = v.fallback(v.optional(switchedOn), undefined);

/** Parameters every page accepts (portal §2 «URL query parameters used»). */
export const rootSearchSchema = v.object({
  refresh_token: text,
  iframe: flag,
  modal: v.fallback(v.optional(v.picklist(AUTH_MODAL_PAGES)), undefined),
  ref_mode: v.fallback(v.optional(v.picklist(['su', 't', 'd'])), undefined),
  ref_id: text,
  t: text,
  current_city_id: positiveId,
});

export type RootSearch = v.InferOutput<typeof rootSearchSchema>;

/**
 * The showcase lists' parameters (`/offline`, `/brands`, `/online`): the active category (0 = all), the applied
 * search text, «Открыто сейчас» and the order, each defined once in core/domain/showcase/listQuery.ts
 * (`listQuerySchema`); the list or map view is /offline's own (below).
 */
export const showcaseSearchSchema = v.object({
  category: listQuerySchema.entries.category,
  q: listQuerySchema.entries.q,
  open: listQuerySchema.entries.open,
  sort: listQuerySchema.entries.sort,
});

export type ShowcaseSearch = v.InferOutput<typeof showcaseSearchSchema>;

/** Parameters of the news list: the active category and the applied search text, the showcase lists' own rules. */
export const listSearchSchema = v.object({
  category: showcaseSearchSchema.entries.category,
  q: showcaseSearchSchema.entries.q,
});

/** `?welcome=1` (any value but '0' and 'false' turns it on); written back as 1, so the address keeps its spelling. */
const shownOnce = v.fallback(
  v.optional(
    v.pipe(
      switchedOn,
      v.check((on) => on),
      v.transform(() => 1 as const),
    ),
  ),
  undefined,
);

/** /brands' parameters: the list's, and `?welcome=1` after registering (core/domain/welcome.ts), which «Понятно» removes. */
export const brandsSearchSchema = v.object({ ...showcaseSearchSchema.entries, [WELCOME_PARAM]: shownOnce });

/** The defaults a news address leaves out, so '/news' stays '/news'. */
export const LIST_SEARCH_DEFAULTS = { category: LIST_QUERY_DEFAULTS.category, q: LIST_QUERY_DEFAULTS.q } as const;

/** The defaults a showcase list's address leaves out, so '/brands' stays '/brands'. */
export const SHOWCASE_SEARCH_DEFAULTS = {
  ...LIST_SEARCH_DEFAULTS,
  open: LIST_QUERY_DEFAULTS.open,
  sort: LIST_QUERY_DEFAULTS.sort,
} as const;

/**
 * The most pages of a paged list an address shows: a larger number reads as this many, so no address makes a
 * page (or its server render) read more than that. 100 pages of outlets are 4 800 cards, more than a city lists.
 */
export const MAX_SHOWN_PAGES = 100;

/** How many pages of a paged list the address shows after «Показать ещё»: 1 (the default) to MAX_SHOWN_PAGES. */
const shownPages = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform(String),
      v.regex(/^\d{1,6}$/),
      v.transform(Number),
      v.minValue(1),
      v.transform((pages) => Math.min(pages, MAX_SHOWN_PAGES)),
    ),
    1,
  ),
  1,
);

/**
 * How outlets are shown (issue 21): `?view=map` on the map, absent as the list (`?view=list` reads as absent, so
 * the list has one address). The view changes no loader's input: the map loads its own data in the browser.
 */
const outletsView = v.fallback(
  v.optional(
    v.pipe(
      v.picklist(LIST_VIEWS),
      v.transform((view) => (view === 'map' ? view : undefined)),
    ),
  ),
  undefined,
);

/** The outlets' view and the map's area («Искать в этой области», core/domain/geo/mapArea.ts) of /offline and a brand page. */
const mapEntries = { view: outletsView, area: mapAreaParam };

/**
 * /offline's parameters: the showcase list's, how many pages of its cards are shown (`?pages=2` after one «Показать ещё»),
 * and the map's (`?view=map`, `?area`).
 */
export const offlineSearchSchema = v.object({ ...showcaseSearchSchema.entries, pages: shownPages, ...mapEntries });

export type OfflineSearch = v.InferOutput<typeof offlineSearchSchema>;

/** The defaults an /offline address leaves out. */
export const OFFLINE_SEARCH_DEFAULTS = { ...SHOWCASE_SEARCH_DEFAULTS, pages: 1 } as const;

/** At most this many feedbacks have their replies open at once (`?replies`); more ids read as absent. */
export const MAX_OPEN_REPLIES = 20;

/**
 * Ids written as `12,15` (or one number, or a list from links built in code), each the core's id; no more
 * than MAX_OPEN_REPLIES, else the whole parameter reads as absent.
 */
const idList = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.array(v.union([v.string(), v.number()])), scalar]),
      v.transform((value) => (Array.isArray(value) ? value.map(String) : String(value).split(','))),
      v.array(idText),
      v.maxLength(MAX_OPEN_REPLIES),
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
  [],
);

/**
 * The feedbacks of a detail page (an outlet's, a brand's): how many pages of them are shown
 * (`?feedback_pages=2`) and which have their replies open (`?replies=12,15`).
 */
export const feedbackSearchSchema = v.object({ feedback_pages: shownPages, replies: idList });

export type FeedbackSearch = v.InferOutput<typeof feedbackSearchSchema>;

/** The defaults a detail address leaves out. */
export const FEEDBACK_SEARCH_DEFAULTS = { feedback_pages: 1, replies: [] as number[] };

/**
 * A brand page's parameters: which of its outlets in the city is shown in full (the first when absent), its
 * feedbacks', and the map of its outlets (`?view=map`, `?area`).
 */
export const brandSearchSchema = v.object({ outlet: positiveId, ...feedbackSearchSchema.entries, ...mapEntries });

const optionalText = v.fallback(v.optional(v.string()), undefined);

/** What the identity provider puts on the social sign-in's callback address; anything else reads as absent. */
export const socialCallbackSearchSchema = v.object({
  code: optionalText,
  device_id: optionalText,
  state: optionalText,
});

/**
 * The one order an address's parameters are written in: by name, code unit by code unit. The page cache keys a
 * page by its parameters in this order and renders that spelling (server/render/pageKey.ts), and the router writes
 * every link in it (ui/routes/searchParams.ts), so a link typed in any order hydrates against the same links.
 */
export function byParamName(a: readonly [string, unknown], b: readonly [string, unknown]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/**
 * Query parameters that only advertising and analytics read: the campaign's utm_* and the click ids of Yandex,
 * Google, Facebook, VK and Openstat. No page reads them, and a campaign gives every click its own click id, so the
 * page cache leaves them out of its key and of the address it renders, and the router reads an address without
 * them, so no link carries them on (a campaign's mark on an inner link would credit the next page to the campaign).
 */
export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAM.test(name);
}

const TRACKING_PARAM = /^(utm_[a-z_]*|yclid|ysclid|gclid|gbraid|wbraid|dclid|fbclid|vkclid|_openstat|roistat)$/i;
