import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { searchIndex, searchQuerySchema } from '../../core/domain/showcase/search.ts';
import type { SearchAnswer } from '../../core/model/index.ts';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { validate } from '../http/validate.ts';
import { newsSearchIndex, showcaseSearchIndex } from '../search/searchIndexes.ts';
import { errorResponses, jsonResponse } from './describe.ts';
import { searchAnswerSchema } from './publicModels.ts';

/**
 * GET /api/search (issue 21): the header's one search for a city, ranked by the core's rule (core/domain/showcase/
 * search.ts: the name as §5 says, then the keywords; grouped by kind, each in §5's order) over the city's public
 * lists, folded once per revalidation time (server/search/searchIndexes.ts). Public and cached like the lists.
 */
export function searchRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(
    '/api/search',
    describeRoute({
      summary: 'Brands, outlets and online shops of a city (news when asked) whose name, or failing that a keyword, contains the text',
      tags: ['Поиск'],
      responses: { ...jsonResponse(200, 'One group per kind asked for: the first hits (name matches, then keyword matches) and the total', searchAnswerSchema), ...errorResponses(400) },
    }),
    validate('query', searchQuerySchema),
    publicCache(),
    async (c) => {
      const { cityCodeId, countryCodeId, q, kinds, limit } = c.req.valid('query');
      const deps = c.get('deps');
      const scope = { countryCodeId, cityCodeId };
      const answer: SearchAnswer = {};
      if (kinds.some((kind) => kind !== 'news')) {
        Object.assign(answer, searchIndex(await showcaseSearchIndex(deps, scope), q, { kinds: kinds.filter((kind) => kind !== 'news'), limit }));
      }
      if (kinds.includes('news')) {
        Object.assign(answer, searchIndex(await newsSearchIndex(deps, scope), q, { kinds: ['news'], limit }));
      }
      return c.json(answer);
    },
  );
  return router;
}
