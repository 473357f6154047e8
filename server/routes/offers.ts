import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { errorResponses, jsonResponse } from './describe.ts';
import {
  actionSchema,
  actionTermSchema,
  openingHoursSchema,
  outletActionSchema,
  outletActionTermSchema,
  outletOpeningHoursSchema,
  shopActionTermSchema,
} from './publicModels.ts';
import {
  allOpeningHours,
  allOutletActions,
  allOutletActionTerms,
  allShopActionTerms,
  outletActions,
  outletActionTerms,
  outletOpeningHours,
  shopActions,
  shopActionTerms,
} from '../queries/offers.ts';
import { onlineShopExists } from '../queries/onlineShops.ts';
import { salesUnitIsListable } from '../queries/salesUnits.ts';
import { idParam, pagedCityQuery, pageQuery } from './publicSchemas.ts';

const TAG = 'Акции и часы работы';

/**
 * Rows per page of the «all …» lists. They span every outlet (a 2 000-outlet city alone has ~5 000
 * actions), so they are paged like the feedbacks: `?page=` from 0, an empty page past the end.
 */
export const ALL_LIST_PAGE_SIZE = 1000;

/** Runs `read` for a listable outlet, 404 NOT_FOUND for a missing or hidden one. */
async function forOutlet<T>(c: Context<AppEnv>, id: number, read: () => Promise<T>): Promise<T> {
  const [listable, result] = await Promise.all([salesUnitIsListable(c.get('deps').db, id), read()]);
  return listable ? result : fail(404, 'NOT_FOUND');
}

async function forShop<T>(c: Context<AppEnv>, id: number, read: () => Promise<T>): Promise<T> {
  const [exists, result] = await Promise.all([onlineShopExists(c.get('deps').db, id), read()]);
  return exists ? result : fail(404, 'NOT_FOUND');
}

/** One owner's list (404 when the owner is missing or hidden) or a paged «all …» list. */
function describe(summary: string, schema: v.GenericSchema, kind: 'owned' | 'all') {
  const ok = jsonResponse(200, kind === 'owned' ? 'The list' : 'One page; empty past the end', v.array(schema));
  return describeRoute({ summary, tags: [TAG], responses: kind === 'owned' ? { ...ok, ...errorResponses(404) } : ok });
}

/** Actions (sorted by core sortActions), action terms and opening hours of outlets and shops (portal §7). */
export function offersRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const allActions = describe(
    'Actions of every listable outlet, paged (?page=, ?cityCodeId=)',
    outletActionSchema,
    'all',
  );
  for (const path of ['/api/sales-unit-actions/all-actions/', '/api/sales-unit-actions/all-actions']) {
    router.get(path, allActions, validate('query', pagedCityQuery), publicCache(), async (c) => {
      const { cityCodeId, page } = c.req.valid('query');
      return c.json(await allOutletActions(c.get('deps').db, cityCodeId ?? null, { page, size: ALL_LIST_PAGE_SIZE }));
    });
  }
  router.get(
    '/api/sales-unit-actions/:id/actions',
    describe('Actions of an outlet', actionSchema, 'owned'),
    validate('param', idParam),
    publicCache(),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await forOutlet(c, id, () => outletActions(c.get('deps').db, id)));
    },
  );
  router.get(
    '/api/online-shops-actions/all-actions/:id',
    describe('Actions of an online shop', actionSchema, 'owned'),
    validate('param', idParam),
    publicCache(),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await forShop(c, id, () => shopActions(c.get('deps').db, id)));
    },
  );

  const allOutletTerms = describe(
    'Action terms of every listable outlet, paged (?page=, ?cityCodeId=)',
    outletActionTermSchema,
    'all',
  );
  for (const path of [
    '/api/sales-unit-action-terms/all-actions-terms',
    '/api/sales-unit-action-terms/all-action-terms',
  ]) {
    router.get(path, allOutletTerms, validate('query', pagedCityQuery), publicCache(), async (c) => {
      const { cityCodeId, page } = c.req.valid('query');
      return c.json(
        await allOutletActionTerms(c.get('deps').db, cityCodeId ?? null, { page, size: ALL_LIST_PAGE_SIZE }),
      );
    });
  }
  router.get(
    '/api/sales-unit-action-terms/:id/action-terms',
    describe('Action terms of an outlet', actionTermSchema, 'owned'),
    validate('param', idParam),
    publicCache(),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await forOutlet(c, id, () => outletActionTerms(c.get('deps').db, id)));
    },
  );

  const allShopTerms = describe('Action terms of every online shop, paged (?page=)', shopActionTermSchema, 'all');
  for (const path of [
    '/api/online-shops-action-terms/all-action-terms',
    '/api/online-shops-action-terms/all-actions-terms',
  ]) {
    router.get(path, allShopTerms, validate('query', pageQuery), publicCache(), async (c) => {
      const { page } = c.req.valid('query');
      return c.json(await allShopActionTerms(c.get('deps').db, { page, size: ALL_LIST_PAGE_SIZE }));
    });
  }
  router.get(
    '/api/online-shops-action-terms/:id/action-terms',
    describe('Action terms of an online shop', actionTermSchema, 'owned'),
    validate('param', idParam),
    publicCache(),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await forShop(c, id, () => shopActionTerms(c.get('deps').db, id)));
    },
  );

  const allHours = describe(
    'Opening hours of every listable outlet, paged (?page=, ?cityCodeId=)',
    outletOpeningHoursSchema,
    'all',
  );
  for (const path of [
    '/api/sales-unit-opening-hours/all-opening-hours',
    '/api/sales-unit-opening-hours/all-opening-hours/',
  ]) {
    router.get(path, allHours, validate('query', pagedCityQuery), publicCache(), async (c) => {
      const { cityCodeId, page } = c.req.valid('query');
      return c.json(await allOpeningHours(c.get('deps').db, cityCodeId ?? null, { page, size: ALL_LIST_PAGE_SIZE }));
    });
  }
  const hours = describe('Opening hours of an outlet, Monday (1) to Sunday (7)', openingHoursSchema, 'owned');
  for (const path of [
    '/api/sales-unit-opening-hours/:id/opening-hours/',
    '/api/sales-unit-opening-hours/:id/opening-hours',
  ]) {
    router.get(path, hours, validate('param', idParam), publicCache(), async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await forOutlet(c, id, () => outletOpeningHours(c.get('deps').db, id)));
    });
  }

  return router;
}
