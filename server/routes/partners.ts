import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { mapOutlets } from '../../core/domain/showcase/mapOutlet.ts';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { errorResponses, jsonResponse } from './describe.ts';
import { offlinePartners, publicBrandById } from '../queries/brands.ts';
import { publicOnlineShop, publicOnlineShops } from '../queries/onlineShops.ts';
import { publicSalesUnit, publicSalesUnits } from '../queries/salesUnits.ts';
import { brandSchema, mapOutletSchema, onlineShopRecordSchema, salesUnitRecordSchema } from './publicModels.ts';
import { cityScopeBody, cityScopeQuery, idNumber, idParam, idText, nonNegativeInt } from './publicSchemas.ts';

const OFFLINE = 'Офлайн-витрина';
const ONLINE = 'Онлайн-витрина';
const BRANDS = 'Бренды';

const onlineShopsQuery = v.object({
  cityCodeId: v.optional(idText),
  countryCodeId: v.optional(idText, String(COUNTRY_CODE_ID)),
});

/**
 * Outlets, online shops and brands (portal §7). Only listable outlets (active, blocked in neither flag —
 * core visibleOfflineCards) are ever published; a hidden or missing one answers 404 NOT_FOUND.
 */
export function partnersRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const outletList = describeRoute({
    summary: 'Listable outlets of a city (active and not blocked), top partners first',
    tags: [OFFLINE],
    responses: jsonResponse(200, 'Listable outlets of the city', v.array(salesUnitRecordSchema)),
  });
  router.post('/api/sales-units/public-list', outletList, validate('json', cityScopeBody), publicCache(), async (c) =>
    c.json(await publicSalesUnits(c.get('deps').db, c.req.valid('json'))),
  );
  router.get(
    '/api/sales-units/public-list',
    outletList,
    validate('query', cityScopeQuery),
    publicCache(),
    async (c) => {
      const { cityCodeId, countryCodeId } = c.req.valid('query');
      return c.json(await publicSalesUnits(c.get('deps').db, { cityCodeId, countryCodeId }));
    },
  );

  const outletMap = describeRoute({
    summary:
      "A city's outlets as its map pins them: the public list's outlets in its order, with only the map's fields",
    tags: [OFFLINE],
    responses: jsonResponse(
      200,
      "The city's listed outlets, about a sixth of the public list's size",
      v.array(mapOutletSchema),
    ),
  });
  router.get('/api/sales-units/map-list', outletMap, validate('query', cityScopeQuery), publicCache(), async (c) => {
    const { cityCodeId, countryCodeId } = c.req.valid('query');
    return c.json(mapOutlets(await publicSalesUnits(c.get('deps').db, { cityCodeId, countryCodeId })));
  });

  const outletOne = describeRoute({
    summary: 'One listable outlet',
    tags: [OFFLINE],
    responses: { ...jsonResponse(200, 'The outlet', salesUnitRecordSchema), ...errorResponses(404) },
  });
  // The digits-only pattern keeps /api/sales-units/public-list and /active-categories from reaching this handler.
  for (const path of ['/api/sales-units/public-one/:id', '/api/sales-units/:id{[0-9]+}']) {
    router.get(path, outletOne, validate('param', idParam), publicCache(), async (c) => {
      const record = await publicSalesUnit(c.get('deps').db, c.req.valid('param').id);
      return record === null ? fail(404, 'NOT_FOUND') : c.json(record);
    });
  }

  router.post(
    '/api/online-shops/public-list',
    describeRoute({
      summary: 'Online shops of a city plus those serving every city',
      tags: [ONLINE],
      responses: jsonResponse(200, 'Shops', v.array(onlineShopRecordSchema)),
    }),
    validate('json', cityScopeBody),
    publicCache(),
    async (c) => {
      const { countryCodeId, cityCodeId } = c.req.valid('json');
      return c.json(await publicOnlineShops(c.get('deps').db, countryCodeId, cityCodeId));
    },
  );
  router.get(
    '/api/online-shops',
    describeRoute({
      summary: 'Online shops of a city plus those serving every city (only the latter without cityCodeId)',
      tags: [ONLINE],
      responses: jsonResponse(200, 'Shops', v.array(onlineShopRecordSchema)),
    }),
    validate('query', onlineShopsQuery),
    publicCache(),
    async (c) => {
      const { countryCodeId, cityCodeId } = c.req.valid('query');
      return c.json(await publicOnlineShops(c.get('deps').db, countryCodeId, cityCodeId ?? null));
    },
  );
  router.get(
    '/api/online-shops/public-one/:id',
    describeRoute({
      summary: 'One online shop',
      tags: [ONLINE],
      responses: { ...jsonResponse(200, 'The shop', onlineShopRecordSchema), ...errorResponses(404) },
    }),
    validate('param', idParam),
    publicCache(),
    async (c) => {
      const record = await publicOnlineShop(c.get('deps').db, c.req.valid('param').id);
      return record === null ? fail(404, 'NOT_FOUND') : c.json(record);
    },
  );

  const partners = describeRoute({
    summary: 'Offline partners of a city (categoryId 0 = all), sorted by positionSf, nulls last',
    tags: [BRANDS],
    responses: jsonResponse(200, 'Partner brands', v.object({ brands: v.array(brandSchema) })),
  });
  for (const path of ['/api/brands/offline-partners-list/', '/api/brands/offline-partners-list']) {
    router.post(
      path,
      partners,
      validate('json', v.object({ cityCodeId: idNumber, categoryId: nonNegativeInt })),
      publicCache(),
      async (c) => {
        const { cityCodeId, categoryId } = c.req.valid('json');
        return c.json({ brands: await offlinePartners(c.get('deps').db, cityCodeId, categoryId) });
      },
    );
  }
  router.get(
    '/api/brands/:id',
    describeRoute({
      summary: 'One brand with its listable outlets',
      tags: [BRANDS],
      responses: { ...jsonResponse(200, 'The brand', brandSchema), ...errorResponses(404) },
    }),
    validate('param', idParam),
    publicCache(),
    async (c) => {
      const brand = await publicBrandById(c.get('deps').db, c.req.valid('param').id);
      return brand === null ? fail(404, 'NOT_FOUND') : c.json(brand);
    },
  );

  return router;
}
