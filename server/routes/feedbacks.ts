import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../deps.ts';
import { publicCache } from '../http/cache.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { errorResponses, jsonResponse } from './describe.ts';
import { feedbackIsPublic, feedbackPage, replyPage } from '../queries/feedbacks.ts';
import { feedbackReplySchema, orderFeedbackSchema } from './publicModels.ts';
import { idNumber, idParam, MAX_FEEDBACK_SALES_UNITS, MAX_PAGE, pageQuery } from './publicSchemas.ts';

const TAG = 'Отзывы';

const feedbacksBody = v.object({
  salesUnitIds: v.pipe(v.array(idNumber), v.maxLength(MAX_FEEDBACK_SALES_UNITS)),
  page: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PAGE)),
});

/** Order feedbacks page by page and their replies (portal §7): 10 per page from page 0, empty past the end. */
export function feedbacksRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  router.post(
    '/api/order-feedbacks/get-feedbacks',
    describeRoute({
      summary: 'A page (10, from 0) of feedbacks on the given outlets (at most 100 ids), newest first',
      tags: [TAG],
      responses: jsonResponse(200, 'Feedbacks; empty past the last page', v.array(orderFeedbackSchema)),
    }),
    validate('json', feedbacksBody),
    publicCache(),
    async (c) => {
      const { salesUnitIds, page } = c.req.valid('json');
      return c.json(await feedbackPage(c.get('deps').db, salesUnitIds, page));
    },
  );

  router.get(
    '/api/order-feedbacks/:id/order-feedbacks-replies',
    describeRoute({
      summary: 'A page (10, from 0) of replies to a feedback, oldest first',
      tags: [TAG],
      responses: {
        ...jsonResponse(200, 'Replies; empty past the last page', v.array(feedbackReplySchema)),
        ...errorResponses(404),
      },
    }),
    validate('param', idParam),
    validate('query', pageQuery),
    publicCache(),
    async (c) => {
      const { db } = c.get('deps');
      const { id } = c.req.valid('param');
      const { page } = c.req.valid('query');
      const [known, replies] = await Promise.all([feedbackIsPublic(db, id), replyPage(db, id, page)]);
      return known ? c.json(replies) : fail(404, 'NOT_FOUND');
    },
  );

  return router;
}
