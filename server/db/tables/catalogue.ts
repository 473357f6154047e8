import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { FileRef } from '../../../core/model/index.ts';
import { files } from './accounts.ts';
import { offlineCategories, onlineCategories } from './categories.ts';
import { cities } from './geo.ts';

/**
 * {product}Accepts / {product}Rate of portal §3 (core/domain/paymentProducts.ts): whether the products
 * are taken, and the largest share of a bill each may pay (null: no limit). Brands and outlets alike.
 */
function paymentProductColumns() {
  return {
    pointsAccepts: boolean('points_accepts').notNull().default(false),
    pointsRate: doublePrecision('points_rate'),
    sbpAccepts: boolean('sbp_accepts').notNull().default(false),
    sbpRate: doublePrecision('sbp_rate'),
    cardAccepts: boolean('card_accepts').notNull().default(false),
    cardRate: doublePrecision('card_rate'),
  };
}

/**
 * Offline partner brands (core Brand). The list fields of Brand (adresses, salesUnits,
 * brandSalesUnitCategories) are read from the brand's sales units, not stored twice.
 */
export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    blocked: boolean('blocked').notNull().default(false),
    active: boolean('active').notNull().default(true),
    logoId: integer('logo_id').references(() => files.id, { onDelete: 'set null' }),
    bgId: integer('bg_id').references(() => files.id, { onDelete: 'set null' }),
    mainOffer: text('main_offer'),
    positionSf: integer('position_sf'),
    cityCodeId: integer('city_code_id').references(() => cities.id, { onDelete: 'set null' }),
    /** Mean rating over the feedbacks of all its outlets; kept in step by whoever writes feedbacks. */
    totalScore: doublePrecision('total_score'),
    totalFeedbacks: integer('total_feedbacks').notNull().default(0),
    showroomCardType: integer('showroom_card_type'),
    showroomBadgeType: integer('showroom_badge_type'),
    /** Highest paymentSize over the actions of its outlets (fraction). */
    maximumCashback: doublePrecision('maximum_cashback'),
    ...paymentProductColumns(),
    files: jsonb('files')
      .$type<FileRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('brands_city_idx').on(t.cityCodeId)],
);

/** Offline outlets (core SalesUnitRecord), field by field. Phones are stored as 11 digits. */
export const salesUnits = pgTable(
  'sales_units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    keywords: text('keywords'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    telegram: text('telegram'),
    twoGis: text('two_gis'),
    yandexMaps: text('yandex_maps'),
    vk: text('vk'),
    ok: text('ok'),
    instagram: text('instagram'),
    mainOffer: text('main_offer'),
    description: text('description'),
    address: text('address'),
    coordinatesLatitude: doublePrecision('coordinates_latitude'),
    coordinatesLongitude: doublePrecision('coordinates_longitude'),
    categoryId: integer('category_id').references(() => offlineCategories.id, { onDelete: 'set null' }),
    countryCodeId: integer('country_code_id').notNull().default(1),
    cityCodeId: integer('city_code_id').references(() => cities.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id'),
    /** Mean feedback rating and feedback count, kept in step with order_feedbacks. */
    averageRating: doublePrecision('average_rating'),
    feedbacks: integer('feedbacks').notNull().default(0),
    /** Highest paymentSize over its actions (fraction); null falls back to the default constant. */
    maximumCashback: doublePrecision('maximum_cashback'),
    blocked: boolean('blocked').notNull().default(false),
    blockedSf: boolean('blocked_sf').notNull().default(false),
    active: boolean('active').notNull().default(true),
    files: jsonb('files')
      .$type<FileRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position'),
    ...paymentProductColumns(),
  },
  (t) => [
    index('sales_units_city_active_idx').on(t.cityCodeId, t.active),
    index('sales_units_brand_idx').on(t.brandId),
    index('sales_units_category_idx').on(t.categoryId),
  ],
);

/** Online shops (core OnlineShopRecord), keyed by shopId. A null city means every city. */
export const onlineShops = pgTable(
  'online_shops',
  {
    shopId: integer('shop_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameSf: text('name_sf'),
    keywords: text('keywords'),
    keywordsSf: text('keywords_sf'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    websiteSf: text('website_sf'),
    adUrl: text('ad_url'),
    adUrlSf: text('ad_url_sf'),
    telegram: text('telegram'),
    description: text('description'),
    descriptionSf: text('description_sf'),
    doublecardSf: boolean('doublecard_sf').notNull().default(false),
    frontActionSf: text('front_action_sf'),
    frontPromoSf: text('front_promo_sf'),
    categoryId: integer('category_id').references(() => onlineCategories.id, { onDelete: 'set null' }),
    categorySf: integer('category_sf').references(() => onlineCategories.id, { onDelete: 'set null' }),
    cityCodeId: integer('city_code_id').references(() => cities.id, { onDelete: 'set null' }),
    countryCodeId: integer('country_code_id').notNull().default(1),
    maximumCashback: doublePrecision('maximum_cashback'),
    logo: text('logo'),
    logoPath: text('logo_path'),
    logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    position: integer('position'),
  },
  (t) => [index('online_shops_city_idx').on(t.cityCodeId), index('online_shops_category_idx').on(t.categoryId)],
);
