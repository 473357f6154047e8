import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './accounts.ts';
import { salesUnits } from './catalogue.ts';
import { cities } from './geo.ts';

/** News (core NewsItem). A null city means every city; destinations 1 website, 2 tenant, 3 corporate, 4 distributor. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    previewFileId: integer('preview_file_id').references(() => files.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    cityCodeId: integer('city_code_id').references(() => cities.id, { onDelete: 'cascade' }),
    newsDestinationId: integer('news_destination_id').notNull().default(1),
  },
  (t) => [
    index('news_destination_published_idx').on(t.newsDestinationId, t.publishedAt),
    index('news_city_idx').on(t.cityCodeId),
  ],
);

/**
 * Showroom banners of a showcase (core Banner) per city and type; the offline and the online showcase each keep
 * theirs in a table of this one shape.
 */
function bannersTable<TName extends string>(name: TName) {
  return pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      countryCodeId: integer('country_code_id').notNull().default(1),
      cityCodeId: integer('city_code_id')
        .notNull()
        .references(() => cities.id, { onDelete: 'cascade' }),
      typeId: integer('type_id').notNull(),
      title: text('title').notNull(),
      fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
      link: text('link'),
      active: boolean('active').notNull().default(true),
    },
    (t) => [index(`${name}_city_type_idx`).on(t.cityCodeId, t.typeId)],
  );
}

/** Showroom banners of the offline showcase. */
export const offlineBanners = bannersTable('offline_banners');

/** Showroom banners of the online showcase. */
export const onlineBanners = bannersTable('online_banners');

/** Shoppers' feedbacks on outlets (core OrderFeedback); the replies count is read from feedback_replies. */
export const orderFeedbacks = pgTable(
  'order_feedbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salesUnitId: integer('sales_unit_id')
      .notNull()
      .references(() => salesUnits.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    authorName: text('author_name').notNull(),
    /** 'YYYY-MM-DD'. */
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_feedbacks_unit_created_idx').on(t.salesUnitId, t.createdAt),
    check('order_feedbacks_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/** Replies to a feedback (core FeedbackReply). */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => orderFeedbacks.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_created_idx').on(t.feedbackId, t.createdAt)],
);
