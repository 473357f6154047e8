import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { searchQuerySchema } from '../../core/domain/showcase/search.ts';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { validate } from '../http/validate.ts';
import { searchCity } from '../search/citySearch.ts';
import { errorResponses, jsonResponse } from './describe.ts';
import { searchAnswerSchema } from './publicModels.ts';

/**
 * GET /api/search (issue 21): the header's one search for a city, ranked by the core's rule (core/domain/showcase/
 * search.ts: the name as §5 says, then the keywords; grouped by kind, each in §5's order) over the city's public
 * lists, folded once per revalidation time (server/search/citySearch.ts). Public and cached like the lists.
 */
export function searchRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(
    '/api/search',
    describeRoute({
      summary:
        'Brands, outlets and online shops of a city (news when asked) whose name, or failing that a keyword, contains the text',
      tags: ['Поиск'],
      responses: {
        ...jsonResponse(
          200,
          'One group per kind asked for: the first hits (name matches, then keyword matches) and the total',
          searchAnswerSchema,
        ),
        ...errorResponses(400),
      },
    }),
    validate('query', searchQuerySchema),
    publicCache(),
    async (c) => {
      const { cityCodeId, countryCodeId, q, kinds, limit } = c.req.valid('query');
      return c.json(await searchCity(c.get('deps'), { countryCodeId, cityCodeId }, q, kinds, limit));
    },
  );
  return router;
}
