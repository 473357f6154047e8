import { sql } from 'drizzle-orm';
import type { Tx } from './context.ts';

/**
 * Recomputes the stored summaries from their sources, so they cannot drift from the rows:
 * per outlet the feedback count, mean rating and highest offer; per brand the same over its outlets.
 * `cityId` limits the outlet pass to one city (brands are always all recomputed: a chain spans cities).
 */
export async function refreshAggregates(tx: Tx, cityId?: number): Promise<void> {
  const inCity = cityId === undefined ? sql`true` : sql`su.city_code_id = ${cityId}`;
  await tx.execute(sql`
    update sales_units su set
      feedbacks = (select count(*) from order_feedbacks f where f.sales_unit_id = su.id),
      average_rating = (select round(avg(f.rating)::numeric, 2)::float8 from order_feedbacks f where f.sales_unit_id = su.id),
      maximum_cashback = (select max(a.payment_size) from sales_unit_actions a where a.sales_unit_id = su.id)
    where ${inCity}`);
  await tx.execute(sql`
    update brands b set
      total_feedbacks = coalesce((select sum(su.feedbacks) from sales_units su where su.brand_id = b.id), 0),
      total_score = (
        select round(avg(f.rating)::numeric, 2)::float8
        from order_feedbacks f join sales_units su on su.id = f.sales_unit_id
        where su.brand_id = b.id),
      maximum_cashback = (select max(su.maximum_cashback) from sales_units su where su.brand_id = b.id)`);
}
