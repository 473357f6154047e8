import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { errorResponses, jsonResponse } from './describe.ts';
import { activeNews, publishedNews } from '../queries/news.ts';
import { newsItemSchema } from './publicModels.ts';
import { dateMs, idNumber, idParam } from './publicSchemas.ts';

const TAG = 'Новости';

const activeNewsBody = v.object({
  countryCodeId: idNumber,
  cityCodeId: idNumber,
  newsDestinationId: idNumber,
  dateFrom: dateMs,
  dateTo: dateMs,
});

/** Active news by city and date window, and one news item (portal §7). Time is the server clock's. */
export function newsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post(
    '/api/news/active-news',
    describeRoute({
      summary:
        'News of the city and of every city published within [dateFrom, dateTo] (ms) and not later than now, newest first',
      tags: [TAG],
      responses: jsonResponse(200, 'At most 200 news items, newest first', v.array(newsItemSchema)),
    }),
    validate('json', activeNewsBody),
    // Published «not later than now»: the clock decides too, so the answer keeps the fixed lifetime (cache.ts).
    publicCache({ readsClock: true }),
    async (c) => {
      const { db, clock } = c.get('deps');
      return c.json(await activeNews(db, c.req.valid('json'), clock.now()));
    },
  );

  router.get(
    '/api/news/:id',
    describeRoute({
      summary: 'One published news item',
      tags: [TAG],
      responses: { ...jsonResponse(200, 'The news item', newsItemSchema), ...errorResponses(404) },
    }),
    validate('param', idParam),
    // Published «not later than now»: the clock decides too, so the answer keeps the fixed lifetime (cache.ts).
    publicCache({ readsClock: true }),
    async (c) => {
      const { db, clock } = c.get('deps');
      const item = await publishedNews(db, c.req.valid('param').id, clock.now());
      return item === null ? fail(404, 'NOT_FOUND') : c.json(item);
    },
  );

  return router;
}
