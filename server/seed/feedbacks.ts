import { feedbackReplies, orderFeedbacks } from '../db/schema.ts';
import type { Tx } from './context.ts';
import { DAY_MS, insertInChunks, insertReturningIds, SEED_REFERENCE_DATE } from './context.ts';
import { AUTHOR_FIRST_NAMES, AUTHOR_INITIALS, FEEDBACK_TEXTS, REPLY_TEXTS } from './data/texts.ts';
import type { Random } from './random.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Mostly happy shoppers, a few unhappy ones. */
function rating(random: Random): number {
  const r = random.next();
  return r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.87 ? 3 : r < 0.95 ? 2 : 1;
}

/** Feedbacks for the given outlets, up to `max` each, some with a reply or two from the outlet. */
export async function seedFeedbacks(
  tx: Tx,
  random: Random,
  salesUnitIds: readonly number[],
  max: number,
): Promise<void> {
  const feedbacks = salesUnitIds.flatMap((salesUnitId) =>
    Array.from({ length: random.int(0, max) }, () => {
      const stars = rating(random);
      const band = stars >= 4 ? 'good' : stars === 3 ? 'fair' : 'poor';
      const purchase = SEED_REFERENCE_DATE - random.int(3, 200) * DAY_MS;
      return {
        salesUnitId,
        rating: stars,
        text: random.pick(FEEDBACK_TEXTS[band]),
        authorName: `${random.pick(AUTHOR_FIRST_NAMES)} ${random.pick(AUTHOR_INITIALS)}`,
        purchaseDate: new Date(purchase).toISOString().slice(0, 10),
        createdAt: new Date(purchase + random.int(2, 120) * HOUR_MS),
      };
    }),
  );
  const ids = await insertReturningIds(feedbacks, (chunk) =>
    tx.insert(orderFeedbacks).values(chunk).returning({ id: orderFeedbacks.id }),
  );

  const replies = ids.flatMap((feedbackId, index) => {
    const count = random.chance(0.4) ? (random.chance(0.25) ? 2 : 1) : 0;
    let at = feedbacks[index]!.createdAt.getTime();
    return Array.from({ length: count }, () => {
      at += random.int(1, 48) * HOUR_MS;
      return { feedbackId, text: random.pick(REPLY_TEXTS), createdAt: new Date(at) };
    });
  });
  await insertInChunks(replies, (chunk) => tx.insert(feedbackReplies).values(chunk));
}
