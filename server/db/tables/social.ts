import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferralKey } from '../../../core/model/index.ts';
import { users } from './accounts.ts';

/**
 * One social sign-in in progress (code-challenge-vk → login-from-vk): the PKCE verifier stays here and
 * never reaches the browser. The row is keyed by the SHA-256 of the `state` the browser carries, is
 * bound to the browser that began it (the SHA-256 of its binding cookie), the page that began it (the SHA-256
 * of its page secret), the fingerprint and the redirect
 * URI it was made for, and is spent once (`used_at`).
 */
export const socialSignInStates = pgTable(
  'social_sign_in_states',
  {
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    fingerprint: text('fingerprint').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /**
     * SHA-256 of the browser binding (the HttpOnly cookie code-challenge-vk set). Null only on states made
     * before the column existed: those match no browser, so they are refused (they expired long ago anyway).
     */
    browserHash: text('browser_hash'),
    /**
     * SHA-256 of the page secret (issue 30): made by the page that began the sign-in and kept in its own
     * origin's sessionStorage, which no page on another port can read or plant. Null only on states made before
     * the column existed: those match no page, so they are refused.
     */
    pageSecretHash: text('page_secret_hash'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('social_sign_in_states_ip_created_idx').on(t.ip, t.createdAt),
    index('social_sign_in_states_fingerprint_created_idx').on(t.fingerprint, t.createdAt),
  ],
);

/** Which shopper a provider account signs in as. A shopper may have several (the provider's phone moved between accounts). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    /** 'vkid'. */
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('social_accounts_user_idx').on(t.userId)],
);

/** The referral a shopper registered with (portal §4 «Referral»): suid, tid or did and the referrer's id. */
export const userReferrals = pgTable(
  'user_referrals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').$type<ReferralKey>().notNull(),
    referrerId: text('referrer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('user_referrals_key', sql`${t.key} in ('suid', 'tid', 'did')`)],
);

/**
 * A new shopper from the provider who still owes a phone (the provider gave none it vouches for): what the
 * provider said about them, kept until the phone is confirmed by SMS. Keyed by the SHA-256 of the token
 * the browser holds; spent once.
 */
export const socialSignUps = pgTable('social_sign_ups', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  providerUserId: text('provider_user_id').notNull(),
  /** The provider's profile as the portal uses it (server/auth/social/profile.ts). */
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
  referral: jsonb('referral').$type<{ key: ReferralKey; id: string }>(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
