import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FEEDBACK_PAGE_SIZE } from '../../core/domain/constants.ts';
import type { FeedbackReply, OrderFeedback } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { feedbackReplies, orderFeedbacks, salesUnits } from '../db/schema.ts';
import { listableOutlet } from './listable.ts';
import { pageWindow } from './paging.ts';

/**
 * One page of the feedbacks on the given listable outlets, newest first; the reply count comes
 * from a correlated count on the replies index, in the same query.
 */
export async function feedbackPage(db: Db, salesUnitIds: readonly number[], page: number): Promise<OrderFeedback[]> {
  if (salesUnitIds.length === 0) {
    return [];
  }
  const { limit, offset } = pageWindow({ page, size: FEEDBACK_PAGE_SIZE });
  const rows = await db
    .select({
      id: orderFeedbacks.id,
      salesUnitId: orderFeedbacks.salesUnitId,
      rating: orderFeedbacks.rating,
      text: orderFeedbacks.text,
      authorName: orderFeedbacks.authorName,
      purchaseDate: orderFeedbacks.purchaseDate,
      createdAt: orderFeedbacks.createdAt,
      replies:
        sql<number>`(select count(*)::int from ${feedbackReplies} where ${feedbackReplies.feedbackId} = ${orderFeedbacks.id})`.mapWith(
          Number,
        ),
    })
    .from(orderFeedbacks)
    .innerJoin(salesUnits, eq(salesUnits.id, orderFeedbacks.salesUnitId))
    .where(and(inArray(orderFeedbacks.salesUnitId, [...salesUnitIds]), listableOutlet()))
    .orderBy(desc(orderFeedbacks.createdAt), desc(orderFeedbacks.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Whether a feedback exists on a listable outlet. */
export async function feedbackIsPublic(db: Db, feedbackId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderFeedbacks.id })
    .from(orderFeedbacks)
    .innerJoin(salesUnits, eq(salesUnits.id, orderFeedbacks.salesUnitId))
    .where(and(eq(orderFeedbacks.id, feedbackId), listableOutlet()));
  return row !== undefined;
}

/** One page of a feedback's replies, oldest first (they read as a conversation). */
export async function replyPage(db: Db, feedbackId: number, page: number): Promise<FeedbackReply[]> {
  const { limit, offset } = pageWindow({ page, size: FEEDBACK_PAGE_SIZE });
  const rows = await db
    .select({ id: feedbackReplies.id, text: feedbackReplies.text, createdAt: feedbackReplies.createdAt })
    .from(feedbackReplies)
    .where(eq(feedbackReplies.feedbackId, feedbackId))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
