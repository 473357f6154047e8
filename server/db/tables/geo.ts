import { boolean, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** City codes (portal §3 City); the centre feeds the coordinates endpoint, the city list and the seed. */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  countryCodeId: integer('country_code_id').notNull().default(1),
  active: boolean('active').notNull().default(true),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** IANA time zone of the city's opening hours (core cityTimeZone reads it; issue 21). */
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
});
