import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The console SMS provider's outbox (GET /api/dev/sms): in the database, so it survives a restart and every
 * server instance on the database sees every message. Only written with SMS_PROVIDER=console.
 */
export const devSmsOutbox = pgTable(
  'dev_sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_sms_outbox_phone_id_idx').on(t.phone, t.id)],
);
