import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
