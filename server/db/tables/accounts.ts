/**
 * Accounts, their profiles and the stored files. These tables reference one another (a shopper profile's photo is a
 * file, a file keeps the account that uploaded it, an account points at its profiles), so they share a file; the
 * other table files import from it, and it imports only ./geo.ts, which imports no table.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Gender } from '../../../core/model/index.ts';
import { cities } from './geo.ts';

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

/** `bytea` as Uint8Array on both drivers (node-postgres hands back a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

/** Stored binary files (logos, photos, icons, banners) served by the file proxy endpoints. */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** Who uploaded it through POST /api/files/upload; null for seed and other server-made files. */
    ownerUserId: integer('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId)],
);
