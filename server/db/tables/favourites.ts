import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenantProfiles } from './accounts.ts';
import { onlineShops, salesUnits } from './catalogue.ts';

/** Favourite online shops; the composite key makes repeated adds no-ops (ON CONFLICT DO NOTHING). */
export const favouriteOnlineShops = pgTable(
  'favourite_online_shops',
  {
    tenantProfileId: integer('tenant_profile_id')
      .notNull()
      .references(() => tenantProfiles.id, { onDelete: 'cascade' }),
    onlineShopId: integer('online_shop_id')
      .notNull()
      .references(() => onlineShops.shopId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantProfileId, t.onlineShopId] })],
);

/** Favourite outlets; the composite key makes repeated adds no-ops (ON CONFLICT DO NOTHING). */
export const favouriteSalesUnits = pgTable(
  'favourite_sales_units',
  {
    tenantProfileId: integer('tenant_profile_id')
      .notNull()
      .references(() => tenantProfiles.id, { onDelete: 'cascade' }),
    salesUnitId: integer('sales_unit_id')
      .notNull()
      .references(() => salesUnits.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantProfileId, t.salesUnitId] })],
);
