import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { onlineShops, salesUnits } from './catalogue.ts';

/** Cashback offers of an outlet (core Action); sizes are fractions, 0.05 = 5 %. */
export const salesUnitActions = pgTable(
  'sales_unit_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salesUnitId: integer('sales_unit_id')
      .notNull()
      .references(() => salesUnits.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sf: boolean('sf').notNull().default(false),
    paymentSize: doublePrecision('payment_size'),
    paymentSizePro: doublePrecision('payment_size_pro'),
    title: text('title').notNull(),
  },
  (t) => [index('sales_unit_actions_unit_idx').on(t.salesUnitId)],
);

/** Cashback offers of an online shop (core Action). */
export const onlineShopActions = pgTable(
  'online_shop_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => onlineShops.shopId, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sf: boolean('sf').notNull().default(false),
    paymentSize: doublePrecision('payment_size'),
    paymentSizePro: doublePrecision('payment_size_pro'),
    title: text('title').notNull(),
  },
  (t) => [index('online_shop_actions_shop_idx').on(t.shopId)],
);

/** Conditions attached to an outlet's offers (core ActionTerm), listed by id. */
export const salesUnitActionTerms = pgTable(
  'sales_unit_action_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salesUnitId: integer('sales_unit_id')
      .notNull()
      .references(() => salesUnits.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (t) => [index('sales_unit_action_terms_unit_idx').on(t.salesUnitId)],
);

/** Conditions attached to an online shop's offers (core ActionTerm), listed by id. */
export const onlineShopActionTerms = pgTable(
  'online_shop_action_terms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => onlineShops.shopId, { onDelete: 'cascade' }),
    text: text('text').notNull(),
  },
  (t) => [index('online_shop_action_terms_shop_idx').on(t.shopId)],
);

/**
 * Opening hours (core OpeningHours): one row per outlet and day, 1 = Monday … 7 = Sunday.
 * Times are 'HH:MM'; a close earlier than the open means past midnight. Days off carry no times.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    salesUnitId: integer('sales_unit_id')
      .notNull()
      .references(() => salesUnits.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    open: text('open'),
    close: text('close'),
    dayOff: boolean('day_off').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.salesUnitId, t.day] }),
    check('opening_hours_day', sql`${t.day} between 1 and 7`),
    check(
      'opening_hours_times',
      sql`(${t.open} is null or ${t.open} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and (${t.close} is null or ${t.close} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')`,
    ),
    check('opening_hours_day_off', sql`${t.dayOff} or (${t.open} is not null and ${t.close} is not null)`),
  ],
);
