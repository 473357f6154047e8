import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { validate } from '../http/validate.ts';
import { activeBanners, type BannerShowcase } from '../queries/banners.ts';
import { jsonResponse } from './describe.ts';
import { bannerSchema } from './publicModels.ts';
import { idNumber, nonNegativeInt } from './publicSchemas.ts';

const TAG = 'Баннеры';

const bannerBody = v.object({ countryCodeId: idNumber, cityCodeId: idNumber, typeId: nonNegativeInt });

/** Showroom banners of both showcases by city and typeId (portal §7). */
export function bannersRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const showcases: [BannerShowcase, string][] = [
    ['offline', '/api/showroom-offline-banners/active-banners'],
    ['online', '/api/showroom-online-banners/active-banners'],
  ];
  for (const [showcase, path] of showcases) {
    router.post(
      path,
      describeRoute({
        summary: `Active ${showcase} showcase banners of a city and type`,
        tags: [TAG],
        responses: jsonResponse(200, 'Banners in the order added', v.array(bannerSchema)),
      }),
      validate('json', bannerBody),
      publicCache(),
      async (c) => c.json(await activeBanners(c.get('deps').db, showcase, c.req.valid('json'))),
    );
  }
  return router;
}
