import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { Coordinates } from '../../core/model/index.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { CITY_COOKIE_NAME, parseCityId } from '../../core/domain/pageCity.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { cityCentre } from '../queries/catalogue.ts';
import { errorResponses, jsonResponse } from './describe.ts';
import { coordinatesSchema } from './publicModels.ts';

const coordinatesQuery = v.object({ iframe: v.optional(v.picklist(['0', '1', 'true', 'false'])) });

/**
 * GET /api/v1/coordinates (portal §7). There is no geo-IP database offline, so the answer is the centre
 * of the city chosen in the `city_id` cookie when it names an active city, else of the first active city
 * (Moscow in the seed). `iframe=1` is accepted and answers the same. It depends on a cookie, so it is
 * never cached (the API default no-store stays).
 */
export function coordinatesRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(
    '/api/v1/coordinates',
    describeRoute({
      summary: 'Centre of the city in the city_id cookie, else of the first active city',
      tags: ['Каталог'],
      responses: { ...jsonResponse(200, 'The city centre', coordinatesSchema), ...errorResponses(404) },
    }),
    validate('query', coordinatesQuery),
    async (c) => {
      const city = await cityCentre(c.get('deps').db, COUNTRY_CODE_ID, parseCityId(getCookie(c, CITY_COOKIE_NAME)));
      if (city === null) {
        return fail(404, 'NOT_FOUND');
      }
      c.header('Vary', 'Cookie');
      const answer: Coordinates = { latitude: city.latitude, longitude: city.longitude, cityCodeId: city.id };
      return c.json(answer);
    },
  );
  return router;
}
