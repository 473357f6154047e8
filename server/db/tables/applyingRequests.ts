import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files, users } from './accounts.ts';
import { offlineCategories } from './categories.ts';
import { cities } from './geo.ts';

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
