import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Gender } from '../../../core/model/index.ts';
import { onlineShops, salesUnits } from './catalogue.ts';
import { files } from './files.ts';
import { cities, offlineCategories } from './geo.ts';

/** Accounts (portal §3 User without the tokens). `phone` is the canonical 11 digits starting with 7. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull().unique(),
    /** 'scrypt$N$r$p$salt$hash' (server/auth/password.ts); null until a password is set. */
    passwordHash: text('password_hash'),
    blocked: boolean('blocked').notNull().default(false),
    roles: integer('roles')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tenantProfileId: integer('tenant_profile_id').references((): AnyPgColumn => tenantProfiles.id, {
      onDelete: 'set null',
    }),
    employeeProfileId: integer('employee_profile_id').references((): AnyPgColumn => employeeProfiles.id, {
      onDelete: 'set null',
    }),
    distributorProfileId: integer('distributor_profile_id'),
    corporateSalesUnitIds: integer('corporate_sales_unit_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    employeeSalesUnitIds: integer('employee_sales_unit_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_phone_canonical', sql`${t.phone} ~ '^7[0-9]{10}$'`)],
);

/** Shopper profiles (portal §3 Tenant profile), one per user. */
export const tenantProfiles = pgTable(
  'tenant_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    blocked: boolean('blocked').notNull().default(false),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    surName: text('sur_name'),
    gender: text('gender').$type<Gender>(),
    /** Unix seconds; bigint because the date picker reaches back to 1900. */
    birthday: bigint('birthday', { mode: 'number' }),
    jobTitle: text('job_title'),
    email: text('email'),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp'),
    telegram: text('telegram'),
    instagram: text('instagram'),
    countryCodeId: integer('country_code_id').notNull().default(1),
    cityCodeId: integer('city_code_id').references(() => cities.id, { onDelete: 'set null' }),
    address: text('address'),
    pushTypeIds: integer('push_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('tenant_profiles_gender', sql`${t.gender} is null or ${t.gender} in ('мужской', 'женский')`)],
);

/** Employee profiles: the spec only shows that one may exist (employeeProfileId); kept minimal. */
export const employeeProfiles = pgTable('employee_profiles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  jobTitle: text('job_title'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Partner applications (core ApplyingRequest) with the applicant and review status. */
export const applyingRequests = pgTable(
  'applying_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisation: text('organisation').notNull(),
    inn: text('inn').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    cityCodeId: integer('city_code_id')
      .notNull()
      .references(() => cities.id),
    categoryId: integer('category_id').references(() => offlineCategories.id, { onDelete: 'set null' }),
    website: text('website'),
    comment: text('comment'),
    logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    blocked: boolean('blocked').notNull().default(false),
    applyingRequestStatusId: integer('applying_request_status_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applying_requests_user_idx').on(t.userId)],
);
