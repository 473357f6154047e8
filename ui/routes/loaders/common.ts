/**
 * What the route loaders (one file per route beside this one) share. The loaders read every public page's data before
 * the page renders, the same way on the server (ui/entry-server.tsx), on hover or intent (preload) and on a client
 * navigation. Their inputs are the root context's city, the route's path params and its `loaderDeps` (validated
 * search params), nothing else. A server-rendered page carries what they returned (the router's dehydrated matches),
 * from which the browser's router hydrates without running them, so each comes with the first navigation that needs
 * it (the routes import it on demand). Each part of a page is settled on its own, so one failed read shows
 * 'Повторить' in its place rather than blanking the page; only an entity that does not exist turns the page into its 404.
 */
import { notFound } from '@tanstack/react-router';
import { cityTimeZone } from '../../../core/domain/cityTime.ts';
import { pageOrigin } from '../../../core/domain/geo/cityArea.ts';
import type { DistanceOrigin } from '../../../core/domain/geo/distance.ts';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { openOutletIds } from '../../../core/domain/openingHours.ts';
import { ApiError } from '../../../core/errors.ts';
import type { Category } from '../../../core/model/index.ts';
import type { CityScope } from '../../../core/ports/index.ts';
import type { RouterContext } from '../../app/context.ts';
import { settle, type Settled } from '../../app/settled.ts';

export type Context = { context: RouterContext };

/** Cards built only to know the outlets' order carry no shopper's marks. */
export const NO_FAVOURITES: ReadonlySet<number> = new Set();

/**
 * The page's city (the root context's) as the API's scope, or null when there is none yet: the page asks for
 * one, or the session's start has not settled it (the router reads again once it has).
 */
export function cityScope({ context }: Context): CityScope | null {
  const { cityId } = context;
  return cityId === null || cityId === undefined ? null : { countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId };
}

/** A detail page's own entity: when the API says it does not exist, the page is the 404; any other failure offers 'Повторить'. */
export async function found<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { status: 'ready', data: await read };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw notFound();
    }
    return { status: 'failed' };
  }
}

export function categories(context: RouterContext, section: 'online' | 'offline'): Promise<Settled<Category[]>> {
  const { api } = context.services;
  return settle(section === 'online' ? api.onlineCategories() : api.offlineCategories());
}

export interface ListData<T> {
  records: Settled<T[]>;
}

/** The city's outlets open now: its opening hours under the core's rule, in the city's time zone (core cityTimeZone). */
export async function openNowIds(
  api: RouterContext['services']['api'],
  scope: CityScope,
): Promise<ReadonlySet<number>> {
  const [rows, cities] = await Promise.all([
    api.cityOpeningHours(scope),
    api.activeCities({ countryCodeId: scope.countryCodeId }),
  ]);
  return openOutletIds(rows, Date.now(), cityTimeZone(cities.find((city) => city.id === scope.cityCodeId)));
}

/**
 * Where «по расстоянию» measures from (core pageOrigin, as the page itself): the shopper's position kept in the tab
 * (`positions`, which a server render has not), else the city's centre. In the browser the page is worked out of the
 * whole list there (core outletListReads), so the position is never sent.
 */
export async function distanceOrigin(
  services: RouterContext['services'],
  scope: CityScope,
): Promise<DistanceOrigin | undefined> {
  const cities = await services.api.activeCities({ countryCodeId: scope.countryCodeId });
  return pageOrigin(scope.cityCodeId, cities, services.positions?.read() ?? null).origin ?? undefined;
}
