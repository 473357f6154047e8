import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Why an SMS code was sent; `social`: the phone a new shopper from the identity provider confirms (server/auth/social/phoneStep.ts). */
export type SmsPurpose = 'login' | 'register' | 'recovery' | 'social';

/**
 * Issued SMS codes; the id is the request token the client sends back with the code.
 * Only an HMAC of the code is kept. A code is spent once (consumed_at) or voided (voided_at).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** Registration step-1 data (name, gender, birthday, city, referral) kept until the code is confirmed. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_codes_phone_purpose_created_idx').on(t.phone, t.purpose, t.createdAt),
    check('sms_codes_purpose', sql`${t.purpose} in ('login', 'register', 'recovery', 'social')`),
  ],
);

/** Every SMS sent, for the per-phone, per-IP and per-fingerprint rate limits. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_sends_phone_sent_idx').on(t.phone, t.sentAt),
    index('sms_sends_ip_sent_idx').on(t.ip, t.sentAt),
    index('sms_sends_fingerprint_sent_idx').on(t.fingerprint, t.sentAt),
  ],
);

/** Failed password or code attempts per phone, for lock-outs. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_phone_at_idx').on(t.phone, t.at)],
);

/**
 * Refresh tokens as rotating families: each refresh issues a child and marks the parent rotated.
 * A rotated token presented again within the grace period maps to its child; later, the family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    familyId: text('family_id').notNull(),
    parentId: text('parent_id'),
    childId: text('child_id'),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the sign-in that started this family happened; caps the absolute session length. */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Captcha solutions already accepted, so one solution cannot be replayed. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    hash: text('hash').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_solutions_used_idx').on(t.usedAt)],
);

/** Password recovery requests per phone, for the 10-minute cool-off (BAD_COUNT). */
export const recoveryRequests = pgTable(
  'recovery_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_requests_phone_at_idx').on(t.phone, t.at)],
);
