import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { files } from './accounts.ts';

/** Categories of online shops (portal §3 Category). */
export const onlineCategories = pgTable('online_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  iconFileId: integer('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
});

/** Categories of offline outlets (portal §3 Category). */
export const offlineCategories = pgTable('offline_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  iconFileId: integer('icon_file_id').references(() => files.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
});
