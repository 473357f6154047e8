import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { validate } from '../http/validate.ts';
import { activeCities, activeOfflineCategories, onlineCategoryList } from '../queries/catalogue.ts';
import { jsonResponse } from './describe.ts';
import { categorySchema, citySchema } from './publicModels.ts';
import { idNumber } from './publicSchemas.ts';

const TAG = 'Каталог';

const activeCategoriesBody = v.optional(v.object({ cityCodeId: v.optional(v.nullable(idNumber)) }), {});

/** Cities and categories (portal §7): public, cacheable lists. */
export function catalogueRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post(
    '/api/city-codes/active-city-codes',
    describeRoute({
      summary: 'Active cities of a country',
      tags: [TAG],
      responses: jsonResponse(200, 'Active cities in id order', v.array(citySchema)),
    }),
    validate('json', v.object({ countryCodeId: idNumber })),
    publicCache(),
    async (c) => c.json(await activeCities(c.get('deps').db, c.req.valid('json').countryCodeId)),
  );

  const onlineCategories = describeRoute({
    summary: 'Online shop categories',
    tags: [TAG],
    responses: jsonResponse(200, 'Categories in catalogue order', v.array(categorySchema)),
  });
  for (const path of ['/api/online-shops-categories', '/api/online-shops/categories']) {
    router.get(path, onlineCategories, publicCache(), async (c) => c.json(await onlineCategoryList(c.get('deps').db)));
  }

  const offlineCategories = describeRoute({
    summary: 'Offline categories that have at least one listable outlet',
    tags: [TAG],
    responses: jsonResponse(200, 'Categories in catalogue order', v.array(categorySchema)),
  });
  for (const path of ['/api/sales-unit-categories', '/api/sales-units/active-categories']) {
    router.get(path, offlineCategories, publicCache(), async (c) =>
      c.json(await activeOfflineCategories(c.get('deps').db, null)),
    );
  }
  router.post(
    '/api/sales-units/active-categories',
    describeRoute({
      summary: 'Offline categories with a listable outlet in the city (all cities without cityCodeId)',
      tags: [TAG],
      responses: jsonResponse(200, 'Categories in catalogue order', v.array(categorySchema)),
    }),
    validate('json', activeCategoriesBody),
    publicCache(),
    async (c) => c.json(await activeOfflineCategories(c.get('deps').db, c.req.valid('json').cityCodeId ?? null)),
  );

  return router;
}
