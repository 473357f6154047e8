import type { City } from '../model/index.ts';

/** The id of the element in which a server-rendered page carries its data for the browser. */
export const RENDERED_PAGE_DATA_ID = 'rendered-page';

/**
 * One route match as a server render ended it, in TanStack Router's dehydrated form (its own `hydrate` reads
 * it): the match's id, when it loaded, its status, its loader's data, its error (a not-found only) and whether
 * the page is the not-found of an address no route knows. Plain JSON.
 */
export interface DehydratedMatch {
  i: string;
  u: number;
  s: 'pending' | 'success' | 'error' | 'notFound';
  l?: unknown;
  e?: unknown;
  g?: true;
}

/**
 * What a server-rendered page carries for its hydration: the view it was rendered for (the session starts from
 * it) and the router's matches with their loaders' data (the browser's router hydrates from them and reads
 * nothing again).
 */
export interface RenderedPageData {
  view: { cityId: number | null; cities: City[] };
  router: { matches: DehydratedMatch[] };
}
