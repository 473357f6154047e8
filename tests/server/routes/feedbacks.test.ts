import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderFeedbackSchema } from '../../../server/routes/publicModels.ts';
import type { FeedbackReply, OrderFeedback } from '../../../core/model/index.ts';
import { feedbackReplies, orderFeedbacks } from '../../../server/db/schema.ts';
import { FEEDBACK_PAGE_SIZE } from '../../../core/domain/constants.ts';
import {
  expectNotFound,
  expectValidationError,
  get,
  insertCity,
  insertOutlet,
  postJson,
  seededServerPerFile,
} from './publicFixtures.ts';

const s = seededServerPerFile();
const MINUTE = 60_000;

/** `count` feedbacks on the outlet, the i-th created i minutes after a fixed start. */
async function insertFeedbacks(salesUnitId: number, count: number): Promise<number[]> {
  const start = Date.UTC(2025, 0, 1);
  const rows = await s.db
    .insert(orderFeedbacks)
    .values(
      Array.from({ length: count }, (_, i) => ({
        salesUnitId,
        rating: (i % 5) + 1,
        text: `отзыв ${i}`,
        authorName: 'Анна К.',
        purchaseDate: '2024-12-31',
        createdAt: new Date(start + i * MINUTE),
      })),
    )
    .returning({ id: orderFeedbacks.id });
  return rows.map((row) => row.id);
}

async function page(salesUnitIds: number[], pageNumber: number): Promise<OrderFeedback[]> {
  const response = await postJson(s.api, '/api/order-feedbacks/get-feedbacks', { salesUnitIds, page: pageNumber });
  expect(response.status).toBe(200);
  return (await response.json()) as OrderFeedback[];
}

describe('POST /api/order-feedbacks/get-feedbacks', () => {
  it('pages 10 at a time from page 0, newest first, until an empty page', async () => {
    const city = await insertCity(s.db);
    const a = await insertOutlet(s.db, { cityCodeId: city });
    const b = await insertOutlet(s.db, { cityCodeId: city });
    const ids = [...(await insertFeedbacks(a, 13)), ...(await insertFeedbacks(b, 10))];
    const pages = [await page([a, b], 0), await page([a, b], 1), await page([a, b], 2), await page([a, b], 3)];
    expect(pages.map((p) => p.length)).toEqual([FEEDBACK_PAGE_SIZE, FEEDBACK_PAGE_SIZE, 3, 0]);
    const seen = pages.flat();
    expect(v.is(v.array(orderFeedbackSchema), seen)).toBe(true);
    expect(new Set(seen.map((feedback) => feedback.id))).toEqual(new Set(ids));
    const created = seen.map((feedback) => Date.parse(feedback.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));
    expect(seen[0]).toEqual({
      id: expect.any(Number),
      salesUnitId: a,
      rating: 3,
      text: 'отзыв 12',
      authorName: 'Анна К.',
      purchaseDate: '2024-12-31',
      createdAt: new Date(Date.UTC(2025, 0, 1) + 12 * MINUTE).toISOString(),
      replies: 0,
    });
  });

  it('counts the replies of each feedback', async () => {
    const city = await insertCity(s.db);
    const outlet = await insertOutlet(s.db, { cityCodeId: city });
    const [feedbackId] = await insertFeedbacks(outlet, 1);
    await s.db.insert(feedbackReplies).values([
      { feedbackId: feedbackId!, text: 'Спасибо!' },
      { feedbackId: feedbackId!, text: 'Ждём снова' },
    ]);
    expect((await page([outlet], 0))[0]!.replies).toBe(2);
  });

  it('leaves out the feedbacks of hidden outlets and answers an empty list for no ids', async () => {
    const city = await insertCity(s.db);
    const hidden = await insertOutlet(s.db, { cityCodeId: city, blocked: true });
    await insertFeedbacks(hidden, 3);
    expect(await page([hidden], 0)).toEqual([]);
    expect(await page([], 0)).toEqual([]);
  });

  it.each([
    { salesUnitIds: [1], page: -1 },
    { salesUnitIds: [1], page: 0.5 },
    { salesUnitIds: [1], page: '0' },
    { salesUnitIds: ['1'], page: 0 },
    { salesUnitIds: 1, page: 0 },
    { salesUnitIds: [1] },
    { salesUnitIds: Array.from({ length: 101 }, (_, i) => i + 1), page: 0 },
    { salesUnitIds: [2 ** 31], page: 0 },
  ])('rejects the body %j with VALIDATION_ERROR', async (body) => {
    await expectValidationError(await postJson(s.api, '/api/order-feedbacks/get-feedbacks', body));
  });

  it('accepts exactly 100 outlet ids', async () => {
    const response = await postJson(s.api, '/api/order-feedbacks/get-feedbacks', {
      salesUnitIds: Array.from({ length: 100 }, (_, i) => i + 1),
      page: 0,
    });
    expect(response.status).toBe(200);
  });
});

describe('GET /api/order-feedbacks/{id}/order-feedbacks-replies', () => {
  it('pages the replies 10 at a time, oldest first, with an empty page past the end', async () => {
    const city = await insertCity(s.db);
    const outlet = await insertOutlet(s.db, { cityCodeId: city });
    const [feedbackId] = await insertFeedbacks(outlet, 1);
    const start = Date.UTC(2025, 1, 1);
    await s.db.insert(feedbackReplies).values(
      Array.from({ length: 12 }, (_, i) => ({
        feedbackId: feedbackId!,
        text: `ответ ${i}`,
        createdAt: new Date(start + i * MINUTE),
      })),
    );
    const path = `/api/order-feedbacks/${feedbackId}/order-feedbacks-replies`;
    const first = (await (await get(s.api, path)).json()) as FeedbackReply[];
    const second = (await (await get(s.api, `${path}?page=1`)).json()) as FeedbackReply[];
    const third = (await (await get(s.api, `${path}?page=2`)).json()) as FeedbackReply[];
    expect(first.map((reply) => reply.text)).toEqual(Array.from({ length: 10 }, (_, i) => `ответ ${i}`));
    expect(second.map((reply) => reply.text)).toEqual(['ответ 10', 'ответ 11']);
    expect(third).toEqual([]);
    expect(first[0]).toEqual({ id: expect.any(Number), text: 'ответ 0', createdAt: new Date(start).toISOString() });
  });

  it('is 404 for an unknown feedback and for one on a hidden outlet; 400 for a bad page', async () => {
    const city = await insertCity(s.db);
    const [onHidden] = await insertFeedbacks(await insertOutlet(s.db, { cityCodeId: city, active: false }), 1);
    await expectNotFound(await get(s.api, `/api/order-feedbacks/${onHidden}/order-feedbacks-replies?page=0`));
    await expectNotFound(await get(s.api, '/api/order-feedbacks/999999999/order-feedbacks-replies?page=0'));
    await expectValidationError(await get(s.api, '/api/order-feedbacks/1/order-feedbacks-replies?page=-1'));
    await expectValidationError(await get(s.api, '/api/order-feedbacks/1/order-feedbacks-replies?page=x'));
  });
});
